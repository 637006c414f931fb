import { spawn } from "node:child_process";
import { Readable } from "node:stream";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, storedCounts, type TestServer } from "../../../test-support/server.ts";
import { partlySentSubmission } from "../../../test-support/slow-upload.ts";
import { buildApp } from "../app.ts";
import { takeOffLedger } from "../applications/insert.ts";
import type { FileStore } from "./files.ts";
import { PendingUploads, UploadBatch } from "./pending-uploads.ts";
import { LEASE_MS, machineId, UploadOwner } from "./upload-owner.ts";

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

it("sweeps at start the files of rows written before owners, once older than the request timeout", async () => {
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

async function writeBatch(store: TestServer["app"]["store"], id: string, files: number) {
  const batch = new UploadBatch(id);
  const keys: string[] = [];
  for (let i = 0; i < files; i++) {
    const key = batch.nextKey();
    await store.write(key, Readable.from([Buffer.from("half of a picture")]));
    keys.push(key);
  }
  return keys;
}

async function endedPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await new Promise((resolve) => child.once("exit", resolve));
  return child.pid as number;
}

async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

it("sweeps periodically, without a restart, the batches of owners that are gone, never those of a live one", async () => {
  const running = await startTestServer({ UPLOAD_SWEEP_SECONDS: "1" });
  const living = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
  try {
    const { db, store } = running.app;
    const now = Date.now();
    const here = machineId();
    const self = await db
      .selectFrom("upload_owners")
      .select("id")
      .where("pid", "=", process.pid)
      .where("machine", "=", here)
      .executeTakeFirstOrThrow();
    const owners = [
      { id: "dead-here", machine: here, pid: await endedPid(), seen_at: now },
      { id: "live-here", machine: here, pid: living.pid as number, seen_at: now },
      { id: "live-elsewhere", machine: "another-host||", pid: process.pid, seen_at: now },
      { id: "silent-elsewhere", machine: "another-host||", pid: process.pid, seen_at: now - 2 * LEASE_MS },
    ];
    await db.insertInto("upload_owners").values(owners).execute();
    const batches: Record<string, string[]> = {};
    // One batch per owner, and one of the server's own that no request writes (its discard could not reach the database).
    for (const [i, owner] of [...owners.map((o) => o.id), self.id].entries()) {
      const id = `0000bbbb-0000-4000-8000-00000000000${i}`;
      batches[owner] = await writeBatch(store, id, 2);
      await db.insertInto("pending_uploads").values({ storage_key: id, created_at: now, owner }).execute();
    }
    const alive = [...(batches["live-here"] ?? []), ...(batches["live-elsewhere"] ?? [])].sort();
    expect(await until(async () => (await storedKeys(store)).length === alive.length, 5_000)).toBe(true);
    expect((await storedKeys(store)).sort()).toEqual(alive);
    const ledger = await db.selectFrom("pending_uploads").select("owner").orderBy("owner").execute();
    expect(ledger.map((r) => r.owner)).toEqual(["live-elsewhere", "live-here"]);
    const left = await db.selectFrom("upload_owners").select("id").orderBy("id").execute();
    expect(left.map((r) => r.id)).toEqual(["live-elsewhere", "live-here", self.id].sort());

    // The living process ends: its batch goes with the next sweep.
    living.kill("SIGKILL");
    expect(await until(async () => (await storedKeys(store)).length === 2, 5_000)).toBe(true);
    expect((await storedKeys(store)).sort()).toEqual(batches["live-elsewhere"]);
  } finally {
    living.kill("SIGKILL");
    await running.close();
  }
});

it("a submission whose batch another instance swept while it streamed stores nothing and says so", async () => {
  const running = await startTestServer();
  try {
    const { db, store } = running.app;
    const visitor = await running.visitor();
    const upload = await partlySentSubmission(running.url, visitor, 0.5);
    expect(await until(async () => (await storedKeys(store)).length > 0, 5_000)).toBe(true);
    // What a sweep elsewhere does first to a batch it judges abandoned: it claims the row (then deletes the files).
    await db.updateTable("pending_uploads").set({ owner: "a-sweeper-elsewhere" }).execute();
    const answer = await upload.finish();
    expect(answer.status, answer.body).toBe(503);
    expect(JSON.parse(answer.body).message).toMatch(/Nothing was stored/);
    expect(await storedCounts(running.app)).toEqual({ applications: 0, files: 0 });
  } finally {
    await running.close();
  }
});

it("a sweep never removes the files of a batch of its own that committed while the sweep was under way", async () => {
  const running = await startTestServer();
  try {
    const { db, store } = running.app;
    // A sweep that takes its time: the removal of an abandoned batch's file waits until released.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let removing: () => void = () => {};
    const removingStarted = new Promise<void>((resolve) => (removing = resolve));
    const slowStore: FileStore = {
      write: (key, source) => store.write(key, source),
      read: (key) => store.read(key),
      keys: (prefix) => store.keys(prefix),
      async delete(key) {
        if (key.startsWith(abandoned.id)) {
          removing();
          await released;
        }
        await store.delete(key);
      },
    };
    const owner = new UploadOwner(db);
    await owner.register(() => {});
    const pending = new PendingUploads(db, slowStore, owner);
    const now = Date.now();
    // A batch of this process that no request writes any more (its discard could not reach the database)…
    const abandoned = new UploadBatch("0000cccc-0000-4000-8000-000000000001", owner.id);
    await writeBatch(store, abandoned.id, 1);
    await db
      .insertInto("pending_uploads")
      .values({ storage_key: abandoned.id, created_at: now, owner: owner.id })
      .execute();
    // …and one a submission is writing now.
    const live = pending.open();
    const liveKeys = await writeBatch(store, live.id, 2);
    await db.insertInto("pending_uploads").values({ storage_key: live.id, created_at: now, owner: owner.id }).execute();

    const sweep = pending.sweep(3_600_000);
    await removingStarted;
    // The submission commits (its row leaves the ledger in its transaction) and its request ends, mid-sweep.
    await db.transaction().execute((trx) => takeOffLedger(trx, live));
    pending.close(live);
    release();
    expect(await sweep).toBe(1);
    expect((await storedKeys(store)).sort()).toEqual(liveKeys);
    owner.stop();
  } finally {
    await running.close();
  }
});
