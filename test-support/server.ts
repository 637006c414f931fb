/** Starts the real application on a random port with its own data directory, and talks to it as a browser would. */

import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type App, buildApp } from "../src/server/app.ts";
import { type Config, readConfig } from "../src/server/config.ts";
import { parseDataKey } from "../src/server/store/data-keys.ts";
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from "./postgres.ts";

/** Set (e.g. redis://127.0.0.1:6379) to run the server tests with rate limits in Redis, as several instances do. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;

/** REDIS_URL for a test server, with a prefix of its own so servers in parallel never share counters. */
export function testRedisEnv(prefix = `art-fair-test-${randomBytes(6).toString("hex")}:`): Record<string, string> {
  return TEST_REDIS_URL ? { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix } : {};
}

export interface TestServer {
  app: App;
  url: string;
  config: Config;
  dataDir: string;
  /** The server's own PostgreSQL database when TEST_DATABASE_URL is set; SQLite in dataDir otherwise. */
  database: TestDatabase | undefined;
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

/** Signs test cookies when the tests run on PostgreSQL, where the configuration requires a shared secret. */
export const TEST_SESSION_SECRET = "test-session-secret-shared-by-every-instance";
/** DATA_KEY for test instances sharing PostgreSQL (32 bytes, hex). */
export const TEST_DATA_KEY = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
/** TEST_DATA_KEY as openDatabase takes it, for a test that reads the tax details of instances sharing PostgreSQL. */
export const TEST_DATA_KEYS = [parseDataKey(TEST_DATA_KEY) as Buffer];

/**
 * The real application on a random port. With TEST_DATABASE_URL set it runs on a fresh PostgreSQL
 * database of its own (unless `env` names one), so the whole suite can run a second time on PostgreSQL.
 */
/** Tests send many calls a minute from one address; the rate-limit tests set their own numbers. */
export const UNLIMITED = { RATE_LIMIT_PER_IP: "1000000", RATE_LIMIT_PER_SESSION: "1000000" };

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "art-fair-test-"));
  const database =
    TEST_DATABASE_URL && !env.DATABASE_URL
      ? await createTestDatabase(TEST_DATABASE_URL, { migrated: true })
      : undefined;
  const removeAll = async () => {
    await database?.drop();
    // A picture variant still being made for a request the closed page left behind may land in
    // the cache while it is removed (ENOTEMPTY): removing again after it is written succeeds.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  };
  let app: App;
  let config: Config;
  try {
    const postgres = database
      ? { DATABASE_URL: database.url, SESSION_SECRET: TEST_SESSION_SECRET, DATA_KEY: TEST_DATA_KEY }
      : {};
    config = readConfig({
      LOG_LEVEL: "silent",
      ...UNLIMITED,
      ...postgres,
      ...testRedisEnv(),
      ...env,
      DATA_DIR: dataDir,
    });
    app = await buildApp({ config });
    await app.listen({ port: 0, host: "127.0.0.1" });
  } catch (error) {
    await removeAll();
    throw error;
  }
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("The test server has no port.");
  const url = `http://127.0.0.1:${address.port}`;
  return {
    app,
    url,
    config,
    dataDir,
    database,
    visitor: () => visit(url),
    async close() {
      try {
        await app.close();
      } finally {
        await removeAll();
      }
    },
  };
}

/** Loads the page as a new visitor, or as one who brings this cookie. */
export async function visit(url: string, cookieSent?: string): Promise<Visitor> {
  const page = await fetch(`${url}/`, cookieSent ? { headers: { cookie: cookieSent } } : {});
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

/** What the app holds: application rows and stored files, to show a refused request kept nothing. */
export async function storedCounts(app: App): Promise<{ applications: number; files: number }> {
  const row = await app.db.selectFrom("applications").select(app.db.fn.countAll().as("n")).executeTakeFirstOrThrow();
  let files = 0;
  for await (const _key of app.store.keys()) files++;
  return { applications: Number(row.n), files };
}
