/**
 * Issue 3's budget: the initial JavaScript of the application page is at most 150 KB gzipped.
 * "Initial" is what index.html loads before the form can start: its module scripts and their
 * modulepreloads (Vite lists every static import chunk). Lazy chunks and workers are listed apart.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { CLIENT_DIR, ensureClientBuilt } from "./client-build.ts";

export const INITIAL_JS_BUDGET_BYTES = 150 * 1024;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Script and modulepreload URLs of the page, as the browser would fetch them first. */
export function initialScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) urls.add(match[1] as string);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(match[1] as string);
  return [...urls];
}

export async function run(): Promise<Record<string, number | string>> {
  ensureClientBuilt();
  const html = readFileSync(path.join(CLIENT_DIR, "index.html"), "utf8");
  const initial = initialScripts(html).map((url) => path.join(CLIENT_DIR, url.replace(/^\.?\//, "")));
  if (initial.length === 0) throw new Error("index.html loads no module script: is dist/client built?");
  const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
  const initialBytes = initial.reduce((sum, file) => sum + gzipped(file), 0);
  const rawBytes = initial.reduce((sum, file) => sum + readFileSync(file).length, 0);
  const everything = readdirSync(path.join(CLIENT_DIR, "assets"))
    .filter((name) => name.endsWith(".js"))
    .map((name) => path.join(CLIENT_DIR, "assets", name));
  const lazy = everything.filter((file) => !initial.includes(file));
  return {
    "initial JS files": initial.map((file) => path.basename(file)).join(", "),
    "initial JS gzipped (KB, budget 150)": kb(initialBytes),
    "initial JS / budget": Math.round((initialBytes / INITIAL_JS_BUDGET_BYTES) * 100) / 100,
    "initial JS uncompressed (KB)": kb(rawBytes),
    "other JS (lazy chunks, workers, other pages), gzipped (KB)": kb(lazy.reduce((sum, f) => sum + gzipped(f), 0)),
  };
}
