/**
 * What one request costs the database, counted (not timed, so it holds on any machine): every
 * statement the application sends goes through Kysely's query log, a transaction's begin and
 * commit included. Runs on SQLite, and on PostgreSQL in the PostgreSQL pass.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { LogEvent } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filesForForm } from "../../test-support/fixtures.ts";
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from "../../test-support/postgres.ts";
import {
  TEST_DATA_KEY,
  TEST_SESSION_SECRET,
  testRedisEnv,
  UNLIMITED,
  type Visitor,
  visit,
} from "../../test-support/server.ts";
import { exampleApplication } from "../shared/example-application.ts";
import { applicationFormData } from "../shared/form-data.ts";
import { type App, buildApp } from "./app.ts";
import { readConfig } from "./config.ts";
import { EDITIONS_FRESH_MS } from "./editions/editions.ts";
import { openDatabase } from "./store/database.ts";

let sent: string[] = [];
let app: App;
let url: string;
let dataDir: string;
let database: TestDatabase | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "art-fair-round-trips-"));
  database = TEST_DATABASE_URL ? await createTestDatabase() : undefined;
  const postgres = database
    ? { DATABASE_URL: database.url, SESSION_SECRET: TEST_SESSION_SECRET, DATA_KEY: TEST_DATA_KEY }
    : {};
  const config = readConfig({ LOG_LEVEL: "silent", ...UNLIMITED, ...postgres, ...testRedisEnv(), DATA_DIR: dataDir });
  const db = openDatabase({
    ...config,
    log: (event: LogEvent) => {
      sent.push(event.query.sql);
    },
  });
  app = await buildApp({ config, db });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  await app?.close();
  await app?.db.destroy();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The statements one request sent, split into those inside transactions and those outside. */
async function statementsOf(request: () => Promise<Response>) {
  sent = [];
  const response = await request();
  await response.arrayBuffer();
  const statements = sent;
  sent = [];
  const transactions: string[][] = [];
  const outside: string[] = [];
  let current: string[] | undefined;
  for (const sql of statements) {
    if (/^begin/i.test(sql)) current = [];
    else if (/^(commit|rollback)/i.test(sql) && current) {
      transactions.push(current);
      current = undefined;
    } else (current ?? outside).push(sql);
  }
  return { status: response.status, transactions, outside, all: statements };
}

/**
 * The applicant's calls read the editions (the application period) from a copy kept for
 * EDITIONS_FRESH_MS (editions.ts): a request that happens to refresh it sends that one read more.
 */
const editionsRead = (sql: string) => /from "editions"/.test(sql);
const besidesRefresh = (statements: string[]) => {
  expect(statements.filter(editionsRead).length, statements.join("\n")).toBeLessThanOrEqual(1);
  return statements.filter((sql) => !editionsRead(sql));
};

describe("database round trips per request, in the steady state", () => {
  let visitor: Visitor;
  beforeAll(async () => {
    visitor = await visit(url);
    // The first calls of a session may renew its expiry; the steady state is what follows.
    await visitor.fetch("/application-ping");
  });

  it("a ping costs at most one", async () => {
    for (let i = 0; i < 3; i++) {
      const { status, all } = await statementsOf(() => visitor.fetch("/application-ping"));
      expect(status).toBe(200);
      expect(all.length, all.join("\n")).toBeLessThanOrEqual(1);
    }
  });

  it("a validate costs at most one", async () => {
    const form = exampleApplication({ edition: visitor.edition, artists: 3, artworksPerArtist: 2 });
    for (const encoding of ["compact", "bracket"] as const) {
      const { status, all } = await statementsOf(() =>
        visitor.fetch("/application-validate", {
          method: "POST",
          body: applicationFormData(form, { token: visitor.token, encoding }),
        }),
      );
      expect(status).toBe(200);
      expect(besidesRefresh(all), all.join("\n")).toHaveLength(1);
    }
  });

  it("a submit costs one transaction and at most two more, however many files it holds", async () => {
    const form = exampleApplication({ edition: visitor.edition, artists: 2, artworksPerArtist: 2 });
    const files = filesForForm(form);
    expect(files.size).toBeGreaterThan(3);
    const { status, transactions, outside } = await statementsOf(() =>
      visitor.fetch("/application-submit", {
        method: "POST",
        headers: { "idempotency-key": "round-trips-1" },
        body: applicationFormData(form, { files, token: visitor.token }),
      }),
    );
    expect(status).toBe(200);
    // The confirmation is written in the submission's transaction; the outbox delivers it beside the
    // answer, and those statements (claim, mark) are its own work, not the request's.
    const delivery = (sql: string) => /"mail_outbox"/.test(sql) && !/^insert/i.test(sql);
    const own = transactions.filter((statements) => !statements.every(delivery));
    expect(own).toHaveLength(1);
    expect(own[0]?.some((sql) => /^insert into "mail_outbox"/i.test(sql))).toBe(true);
    const rest = besidesRefresh(outside.filter((sql) => !delivery(sql)));
    expect(rest.length, rest.join("\n")).toBeLessThanOrEqual(2);
  });

  it("reads the editions once per EDITIONS_FRESH_MS, not once per request", async () => {
    const form = exampleApplication({ edition: visitor.edition, artists: 1, artworksPerArtist: 1 });
    const started = Date.now();
    let reads = 0;
    for (let i = 0; i < 6; i++) {
      const { status, all } = await statementsOf(() =>
        visitor.fetch("/application-validate", {
          method: "POST",
          body: applicationFormData(form, { token: visitor.token }),
        }),
      );
      expect(status).toBe(200);
      reads += all.filter(editionsRead).length;
    }
    expect(reads).toBeLessThanOrEqual(1 + Math.floor((Date.now() - started) / EDITIONS_FRESH_MS));
  });
});
