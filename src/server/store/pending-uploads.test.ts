import { Readable } from "node:stream";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../test-support/server.ts";
import { buildApp } from "../app.ts";
import { UploadBatch } from "./pending-uploads.ts";

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
  // A batch of a submission cut off after two files, and a row of one file as versions before batches wrote it.
  const staleBatch = new UploadBatch("0000aaaa-0000-4000-8000-00000000000a");
  const staleKeys = [staleBatch.nextKey(), staleBatch.nextKey()];
  const staleSingle = "0000aaaa-0000-4000-8000-000000000001";
  const freshBatch = new UploadBatch("0000aaaa-0000-4000-8000-00000000000b");
  const freshKey = freshBatch.nextKey();
  for (const [row, keys, age] of [
    [staleBatch.id, staleKeys, 2 * 3600_000],
    [staleSingle, [staleSingle], 2 * 3600_000],
    [freshBatch.id, [freshKey], 1000],
  ] as const) {
    await db
      .insertInto("pending_uploads")
      .values({ storage_key: row, created_at: now - age })
      .execute();
    for (const key of keys) await store.write(key, Readable.from([Buffer.from("half of a picture")]));
  }
  await server.app.close();

  // The same data directory, started again as after a crash.
  const again = await buildApp({ config: server.config });
  try {
    expect(await storedKeys(again.store)).toEqual([freshKey]);
    const ledger = await again.db.selectFrom("pending_uploads").select("storage_key").execute();
    expect(ledger.map((r) => r.storage_key)).toEqual([freshBatch.id]);
  } finally {
    await again.close();
  }
});
