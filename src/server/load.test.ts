/** The short form of the load test (the full one is `npm run bench -- load`). */
import { afterAll, beforeAll, expect, it } from "vitest";
import { runLoadMix } from "../../test-support/load-mix.ts";
import { startTestServer, type TestServer } from "../../test-support/server.ts";

let server: TestServer;
beforeAll(async () => {
  // Real limits: one session per route sends far more than 30 calls a minute, so 429s are expected.
  server = await startTestServer({ RATE_LIMIT_PER_SESSION: "30", RATE_LIMIT_PER_IP: "1000000" });
});
afterAll(() => server.close());

it("under a mixed load, answers only 200 or deliberate 429 and loses no submission", async () => {
  // Forty submits, not a four-second window: on a busy machine a window held fewer than thirty.
  const load = await runLoadMix(server.url, { seconds: 4, connections: 4, submits: 40 });
  for (const route of Object.values(load)) expect(route.failures).toBe(0);
  expect(load.ping?.ok).toBeGreaterThan(0);
  expect(load.submit?.ok).toBe(30);
  expect(load.submit?.tooMany).toBe(10);
  const { db } = server.app;
  const row = await db.selectFrom("applications").select(db.fn.countAll().as("n")).executeTakeFirstOrThrow();
  expect(Number(row.n)).toBe(load.submit?.ok);
}, 30_000);
