import { Readable } from "node:stream";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../test-support/server.ts";
import { buildApp } from "../app.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function storedKeys(store: TestServer["app"]["store"]) {
  const keys: string[] = [];
  for await (const key of store.keys()) keys.push(key);
  return keys;
}

it("sweeps at start the files a killed process left, and only stale ones", async () => {
  const { db, store } = server.app;
  const now = Date.now();
  const stale = "0000aaaa-0000-4000-8000-000000000001";
  const fresh = "0000aaaa-0000-4000-8000-000000000002";
  for (const [key, age] of [
    [stale, 2 * 3600_000],
    [fresh, 1000],
  ] as const) {
    await db
      .insertInto("pending_uploads")
      .values({ storage_key: key, created_at: now - age })
      .execute();
    await store.write(key, Readable.from([Buffer.from("half of a picture")]));
  }
  await server.app.close();

  // The same data directory, started again as after a crash.
  const again = await buildApp({ config: server.config });
  try {
    expect(await storedKeys(again.store)).toEqual([fresh]);
    const ledger = await again.db.selectFrom("pending_uploads").select("storage_key").execute();
    expect(ledger.map((r) => r.storage_key)).toEqual([fresh]);
  } finally {
    await again.close();
  }
});
