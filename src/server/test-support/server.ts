/** Starts the real application on a random port with its own data directory, and talks to it as a browser would. */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type App, buildApp } from "../app.ts";
import { type Config, readConfig } from "../config.ts";

export interface TestServer {
  app: App;
  url: string;
  config: Config;
  dataDir: string;
  /** A new visitor: loads the page and keeps its cookie and CSRF token. */
  visitor(): Promise<Visitor>;
  close(): Promise<void>;
}

export interface Visitor {
  cookie: string;
  token: string;
  edition: string;
  /** fetch with this visitor's cookie and, unless given, its CSRF header. */
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
}

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "art-fair-test-"));
  const config = readConfig({ LOG_LEVEL: "silent", ...env, DATA_DIR: dataDir });
  const app = await buildApp({ config });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("The test server has no port.");
  const url = `http://127.0.0.1:${address.port}`;
  return {
    app,
    url,
    config,
    dataDir,
    visitor: () => visit(url),
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function visit(url: string): Promise<Visitor> {
  const page = await fetch(`${url}/`);
  const html = await page.text();
  const cookie = (page.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const meta = (name: string) => new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1] ?? "";
  const token = meta("csrf-token");
  return {
    cookie,
    token,
    edition: meta("edition"),
    fetch(pathname, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has("cookie")) headers.set("cookie", cookie);
      if (!headers.has("x-csrf-token")) headers.set("x-csrf-token", token);
      return fetch(`${url}${pathname}`, { ...init, headers });
    },
  };
}
