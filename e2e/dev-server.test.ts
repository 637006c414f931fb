/**
 * `npm run dev` as an engineer uses it: the form served through Vite on the server's own origin,
 * working under the production Content-Security-Policy, its styles updated in place when a file
 * changes, and the server restarted when a server file changes.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { closeContexts, sharedChromium } from "../test-support/browser.ts";
import { watchContext, watchPage } from "../test-support/page-problems.ts";

let dev: ChildProcess;
let output = "";
let url: string;
let dataDir: string;
let browser: Browser;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "art-fair-dev-"));
  const port = 20000 + Math.floor(Math.random() * 20000);
  url = `http://127.0.0.1:${port}`;
  // Its own process group, so the watcher and the server it runs stop together.
  dev = spawn("npm", ["run", "dev"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  dev.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  dev.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  for (let waited = 0; !output.includes("Developing at"); waited += 200) {
    if (waited > 60_000 || dev.exitCode !== null) throw new Error(`npm run dev did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  browser = await sharedChromium();
}, 90_000);

afterAll(async () => {
  await closeContexts(browser);
  if (dev?.pid) process.kill(-dev.pid, "SIGTERM");
  await new Promise((resolve) => dev?.once("exit", resolve));
  await rm(dataDir, { recursive: true, force: true });
});

/** Saves a file again with the same content, as an editor does, then gives it back its old time. */
async function touch(file: string): Promise<() => Promise<void>> {
  const before = await stat(file);
  await writeFile(file, await readFile(file));
  return () => utimes(file, before.atime, before.mtime);
}

it("serves the form through Vite on the same origin: the strict policy holds, the API answers, styles update in place", async () => {
  const page0 = await fetch(`${url}/`);
  expect(page0.headers.get("content-security-policy")).toContain("script-src 'self'");
  const html = await page0.text();
  expect(html).toContain('<script type="module" src="/@vite/client"></script>');
  expect(html).toMatch(/<meta name="csrf-token" content="[^"]+">/);

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await watchContext(context);
  const page = await context.newPage();
  const watcher = watchPage(page);
  const vite: string[] = [];
  page.on("console", (message) => {
    if (message.text().startsWith("[vite]")) vite.push(message.text());
  });
  await page.goto(`${url}/`);
  await page.getByRole("heading", { name: "Choice" }).waitFor({ timeout: 30_000 });
  await expect.poll(() => vite, { timeout: 15_000 }).toContain("[vite] connected.");

  // The validate call goes through the dev server's origin, session and CSRF token.
  await page.getByRole("button", { name: "Send application" }).click();
  await page.getByRole("heading", { name: "There is a problem" }).waitFor();

  // A changed style sheet is swapped in without a reload: what the visitor did stays.
  await page.evaluate(() => {
    (window as { stillHere?: boolean }).stillHere = true;
  });
  const restore = await touch("src/client/form/form.css");
  try {
    await expect
      .poll(() => vite.some((line) => /hot updated: \/form\/form\.css/.test(line)), { timeout: 15_000 })
      .toBe(true);
  } finally {
    await restore();
  }
  expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
  expect(await watcher.problems()).toEqual([]);
  await context.close();
});

it("restarts the server when a server file changes", async () => {
  const starts = () => output.split("Developing at").length - 1;
  expect(starts()).toBe(1);
  const restore = await touch("src/server/routes/public/health.ts");
  try {
    await expect.poll(starts, { timeout: 60_000, interval: 250 }).toBe(2);
  } finally {
    await restore();
  }
  expect((await fetch(`${url}/healthz`)).status).toBe(200);
}, 90_000);
