/**
 * PostgreSQL going away in the middle of a large submission, through a proxy the test cuts (the
 * machine's shared server is never touched): the answer says nothing was stored, and nothing is:
 * no file at once, no ledger row once the database answers again.
 */
import { afterEach, expect, it } from "vitest";
import { createTestDatabase, requirePostgres } from "../../test-support/postgres.ts";
import { startTestServer, storedCounts, TEST_DATA_KEY, TEST_SESSION_SECRET } from "../../test-support/server.ts";
import { partlySentSubmission } from "../../test-support/slow-upload.ts";
import { startTcpProxy } from "../../test-support/tcp-proxy.ts";
import { EDITIONS_FRESH_MS } from "./editions/editions.ts";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

it("a submit while PostgreSQL is gone answers 503, leaves no file, and its ledger row goes when the database is back", async (context) => {
  const base = new URL(requirePostgres(context));
  const database = await createTestDatabase();
  cleanups.push(() => database.drop());
  const proxy = await startTcpProxy({ host: base.hostname, port: Number(base.port || 5432) });
  cleanups.push(() => proxy.close());
  const server = await startTestServer({
    DATABASE_URL: proxy.via(database.url),
    SESSION_SECRET: TEST_SESSION_SECRET,
    DATA_KEY: TEST_DATA_KEY,
    UPLOAD_SWEEP_SECONDS: "1",
  });
  cleanups.push(() => server.close());
  const { app } = server;

  const visitor = await server.visitor();
  const upload = await partlySentSubmission(server.url, visitor, 0.5);
  expect(await until(async () => (await storedCounts(app)).files > 0, 5_000)).toBe(true);

  await proxy.stop();
  // A large upload outlasts the cache of editions: the form's edition is read from the database after the body.
  await new Promise((resolve) => setTimeout(resolve, EDITIONS_FRESH_MS + 200));
  const answer = await upload.finish();
  expect(answer.status, answer.body).toBe(503);
  expect(JSON.parse(answer.body).message).toMatch(/Nothing was stored/);
  // The files need no database: none is left at the answer.
  let files = 0;
  for await (const _key of app.store.keys()) files++;
  expect(files).toBe(0);

  await proxy.start();
  const ledger = () => app.db.selectFrom("pending_uploads").select("storage_key").execute();
  expect(await until(async () => (await ledger()).length === 0, 10_000)).toBe(true);
  expect(await storedCounts(app)).toEqual({ applications: 0, files: 0 });
}, 60_000);
