/**
 * SIGTERM in the middle of a slow upload, on a real server process: the upload either completes
 * (200, stored whole) or leaves nothing (no row, no file, no multipart parts), and the process ends.
 */
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type Instance, startInstance } from "../../test-support/instance.ts";
import { createTestDatabase, requirePostgres } from "../../test-support/postgres.ts";
import { startS3Server } from "../../test-support/s3-server.ts";
import { TEST_DATA_KEY, TEST_DATA_KEYS, TEST_SESSION_SECRET, visit } from "../../test-support/server.ts";
import { largeSubmission, refusesConnections, sha256, slowUpload } from "../../test-support/slow-upload.ts";
import type { ApplicationForm } from "../shared/application.ts";
import { loadApplication } from "./applications/load.ts";
import { CLEANUP_MS } from "./graceful-shutdown.ts";
import { openDatabase } from "./store/database.ts";
import { type FileStore, LocalFileStore } from "./store/files.ts";
import { S3FileStore } from "./store/s3-files.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What is left to clean after each test, last first. */
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Backend {
  env: Record<string, string>;
  /** Opens the instance's storage from outside, after it has ended. */
  inspect(instance: Instance): Promise<{
    applications: number;
    keys: string[];
    pendingUploads: string[];
    read(id: string): Promise<{ form: ApplicationForm; files: Map<string, string> } | undefined>;
  }>;
}

async function sqliteAndFiles(): Promise<Backend> {
  return {
    env: {},
    inspect: (instance) =>
      inspect({ dataDir: instance.dataDir }, new LocalFileStore(path.join(instance.dataDir, "files")), async () => []),
  };
}

async function postgresAndS3(): Promise<Backend> {
  const database = await createTestDatabase();
  cleanups.push(() => database.drop());
  const s3 = await startS3Server();
  cleanups.push(() => s3.close());
  return {
    env: { DATABASE_URL: database.url, SESSION_SECRET: TEST_SESSION_SECRET, DATA_KEY: TEST_DATA_KEY, ...s3.env },
    async inspect(instance) {
      const store = new S3FileStore(s3.config);
      cleanups.push(async () => store.client.destroy());
      return inspect({ dataDir: instance.dataDir, databaseUrl: database.url }, store, () => s3.pendingUploads());
    },
  };
}

async function inspect(
  where: { dataDir: string; databaseUrl?: string },
  store: FileStore,
  pendingUploads: () => Promise<string[]>,
) {
  // On PostgreSQL the instances encrypt with DATA_KEY; on SQLite the key file in dataDir serves.
  const db = openDatabase({ ...where, dataKeys: where.databaseUrl ? TEST_DATA_KEYS : undefined });
  cleanups.push(() => db.destroy());
  const count = await db.selectFrom("applications").select(db.fn.countAll().as("n")).executeTakeFirstOrThrow();
  const keys: string[] = [];
  for await (const key of store.keys()) keys.push(key);
  return {
    applications: Number(count.n),
    keys,
    pendingUploads: await pendingUploads(),
    async read(id: string) {
      const stored = await loadApplication(db, id);
      if (!stored) return undefined;
      const files = new Map<string, string>();
      for (const file of stored.files) {
        const chunks: Buffer[] = [];
        for await (const chunk of await store.read(file.storageKey)) chunks.push(chunk as Buffer);
        files.set(file.recordPath, sha256(Buffer.concat(chunks)));
      }
      return { form: stored.form, files };
    },
  };
}

const backends: Array<[string, () => Promise<Backend>, boolean]> = [
  ["SQLite and local files", sqliteAndFiles, false],
  ["PostgreSQL and an S3 bucket", postgresAndS3, true],
];

describe.each(backends)("SIGTERM during a slow upload, on %s", (_, backendOf, needsPostgres) => {
  it("lets an upload that ends within the grace time complete and be stored whole, then exits", async (context) => {
    if (needsPostgres) requirePostgres(context);
    const backend = await backendOf();
    const instance = await startInstance({ ...backend.env, SHUTDOWN_GRACE_MS: "20000" });
    cleanups.push(() => instance.stop());
    const visitor = await visit(instance.url);
    const submission = await largeSubmission(visitor.edition, visitor.token);
    const upload = slowUpload(
      instance.url,
      { cookie: visitor.cookie, "x-csrf-token": visitor.token, "content-type": submission.type },
      submission.bytes.length,
    );
    const cut = Math.floor(submission.bytes.length * 0.4);
    await upload.send(submission.bytes.subarray(0, cut), 256 * 1024, 5);
    await sleep(300);

    instance.child.kill("SIGTERM");
    expect(await refusesConnections(instance.url, 5_000)).toBe(true);
    await upload.send(submission.bytes.subarray(cut), 256 * 1024, 20);
    upload.end();

    const answer = await upload.response;
    expect(answer.status, answer.body).toBe(200);
    const { id, gallery } = JSON.parse(answer.body);
    expect(gallery).toBe("Galerie Nordlicht");
    expect(await instance.exited).toEqual({ code: 0, signal: null });

    const stored = await backend.inspect(instance);
    expect(stored.applications).toBe(1);
    const application = await stored.read(id);
    expect(application?.form).toEqual(submission.form);
    expect(application?.files).toEqual(submission.sent);
    expect(stored.pendingUploads).toEqual([]);
  }, 60_000);

  it("cuts an upload still running when the grace time is over, leaves nothing of it, then exits", async (context) => {
    if (needsPostgres) requirePostgres(context);
    const backend = await backendOf();
    const graceMs = 1_500;
    const instance = await startInstance({ ...backend.env, SHUTDOWN_GRACE_MS: String(graceMs) });
    cleanups.push(() => instance.stop());
    const visitor = await visit(instance.url);
    const submission = await largeSubmission(visitor.edition, visitor.token);
    const upload = slowUpload(
      instance.url,
      { cookie: visitor.cookie, "x-csrf-token": visitor.token, "content-type": submission.type },
      submission.bytes.length,
    );
    const cut = Math.floor(submission.bytes.length * 0.5);
    await upload.send(submission.bytes.subarray(0, cut), 256 * 1024, 5);
    await sleep(300);

    const signalled = Date.now();
    instance.child.kill("SIGTERM");
    // 16 KB every 100 ms: the rest would need far longer than the grace time.
    const trickle = upload.send(submission.bytes.subarray(cut), 16 * 1024, 100);
    await expect(upload.response).rejects.toThrow();
    expect(upload.isGone()).toBe(true);
    await trickle;
    expect(await instance.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(graceMs + CLEANUP_MS);

    const stored = await backend.inspect(instance);
    expect(stored).toMatchObject({ applications: 0, keys: [], pendingUploads: [] });
  }, 60_000);
});

describe("SIGTERM with a readiness delay", () => {
  it("answers /readyz 503 on new connections while it still serves, then refuses connections and exits", async () => {
    const instance = await startInstance({ SHUTDOWN_READY_DELAY_MS: "2500" });
    cleanups.push(() => instance.stop());
    const signalled = Date.now();
    instance.child.kill("SIGTERM");
    await sleep(300);
    // A balancer's probe on a new connection hears that the instance is going; other requests are still served.
    const probe = await fetch(`${instance.url}/readyz`);
    expect(probe.status).toBe(503);
    expect(await probe.json()).toEqual({ status: "draining", reason: "The instance is shutting down." });
    expect((await fetch(`${instance.url}/`)).status).toBe(200);
    expect(await refusesConnections(instance.url, 10_000)).toBe(true);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(2_500);
    expect(await instance.exited).toEqual({ code: 0, signal: null });
  }, 30_000);
});
