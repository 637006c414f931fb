/**
 * Two instances of the application behind one address, sharing their database (one SQLite file,
 * or one PostgreSQL database in the PostgreSQL pass) and, in the Redis pass, one Redis for the
 * rate limits. A visitor alternating between them keeps one session, is limited at the
 * documented number and has an idempotent retry answered once.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filesForForm } from "../../test-support/fixtures.ts";
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from "../../test-support/postgres.ts";
import { TEST_DATA_KEY, TEST_REDIS_URL, TEST_SESSION_SECRET, testRedisEnv, visit } from "../../test-support/server.ts";
import { exampleApplication } from "../shared/example-application.ts";
import { applicationFormData } from "../shared/form-data.ts";
import { type App, buildApp } from "./app.ts";
import { readConfig } from "./config.ts";

const PER_SESSION = 4;
let dataDir: string;
let database: TestDatabase | undefined;
let instances: { app: App; url: string }[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "art-fair-two-"));
  database = TEST_DATABASE_URL ? await createTestDatabase() : undefined;
  const config = readConfig({
    LOG_LEVEL: "silent",
    SESSION_SECRET: TEST_SESSION_SECRET,
    RATE_LIMIT_PER_IP: "1000000",
    RATE_LIMIT_PER_SESSION: String(PER_SESSION),
    ...(database ? { DATABASE_URL: database.url, DATA_KEY: TEST_DATA_KEY } : {}),
    // One prefix for both: they share the counters, as the instances of one deployment do.
    ...testRedisEnv(),
    DATA_DIR: dataDir,
  });
  for (let i = 0; i < 2; i++) {
    const app = await buildApp({ config });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    instances.push({ app, url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}` });
  }
});

afterAll(async () => {
  for (const { app } of instances) await app.close();
  instances = [];
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

function on(index: number, visitor: { cookie: string; token: string }, pathname: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("cookie", visitor.cookie);
  headers.set("x-csrf-token", visitor.token);
  return fetch(`${instances[index % 2]?.url}${pathname}`, { ...init, headers });
}

describe(`two instances on ${TEST_DATABASE_URL ? "PostgreSQL" : "one SQLite file"}, rate limits ${TEST_REDIS_URL ? "in Redis" : "in each process"}`, () => {
  it("serve one session on both, and limit a visitor who alternates between them", async () => {
    const visitor = await visit(instances[0]?.url ?? "");
    const form = exampleApplication({ edition: visitor.edition, artists: 1, artworksPerArtist: 1 });
    for (let i = 0; i < 2; i++) expect((await on(i, visitor, "/application-ping")).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 2 * PER_SESSION + 1; i++) {
      const response = await on(i, visitor, "/application-validate", {
        method: "POST",
        body: applicationFormData(form, { token: visitor.token }),
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    // With Redis both count together: the documented number per session, whichever instance.
    // Without it each instance counts its own calls (README, Deployment): twice as many get through.
    const allowed = TEST_REDIS_URL ? PER_SESSION : 2 * PER_SESSION;
    expect(statuses).toEqual([...Array(allowed).fill(200), ...Array(statuses.length - allowed).fill(429)]);
  });

  it("answer an idempotent retry on the other instance with the first answer, stored once", async () => {
    const visitor = await visit(instances[1]?.url ?? "");
    const form = exampleApplication({ edition: visitor.edition, artists: 1, artworksPerArtist: 1 });
    const files = filesForForm(form);
    const submit = (index: number) =>
      on(index, visitor, "/application-submit", {
        method: "POST",
        headers: { "idempotency-key": "two-instances-retry" },
        body: applicationFormData(form, { files, token: visitor.token }),
      });
    const first = await submit(0);
    expect(first.status).toBe(200);
    const answer = await first.json();
    const retry = await submit(1);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual(answer);
    const db = instances[0]?.app.db;
    const stored = await db
      ?.selectFrom("applications")
      .select("id")
      .where("gallery_name", "=", form.gallery.name)
      .execute();
    expect(stored).toEqual([{ id: answer.id }]);
  });
});
