import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { type Readable, Transform } from "node:stream";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { blobOf, makePng } from "../../test-support/fixtures.ts";
import { type Visitor, visit } from "../../test-support/server.ts";
import { largeSubmission, slowUpload } from "../../test-support/slow-upload.ts";
import { exampleApplication } from "../shared/example-application.ts";
import { applicationFormData } from "../shared/form-data.ts";
import { type App, buildApp } from "./app.ts";
import { readConfig } from "./config.ts";
import { type FileStore, LocalFileStore } from "./store/files.ts";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function dataDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "art-fair-faults-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function start(dir: string, store?: FileStore, env: Record<string, string> = {}) {
  const app = await buildApp({ config: readConfig({ LOG_LEVEL: "silent", DATA_DIR: dir, ...env }), store });
  await app.listen({ port: 0, host: "127.0.0.1" });
  cleanups.push(() => app.close());
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return { app, url, visitor: await visit(url) };
}

async function leftovers(app: App) {
  const keys: string[] = [];
  for await (const key of app.store.keys()) keys.push(key);
  const count = async (table: "applications" | "files" | "pending_uploads") =>
    Number((await app.db.selectFrom(table).select(app.db.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  return {
    files: keys.length,
    applications: await count("applications"),
    fileRows: await count("files"),
    pending: await count("pending_uploads"),
  };
}
const nothing = { files: 0, applications: 0, fileRows: 0, pending: 0 };

/** A valid submission whose gallery picture is `pictureBytes` long (zero-padded PNG). */
async function submissionBody(visitor: Visitor, pictureBytes = 50_000, artists = 1) {
  const form = exampleApplication({ edition: visitor.edition, withFiles: false, artists, artworksPerArtist: 10 });
  const png = makePng(40, 30);
  const picture = Buffer.concat([png, Buffer.alloc(Math.max(0, pictureBytes - png.length))]);
  form.gallery.pictures = [
    {
      filename: "opening.png",
      size: picture.length,
      exhibition_title: "Opening",
      artists: "Mira Okafor",
      year: "2024",
    },
  ];
  const request = new Request("http://localhost/", {
    method: "POST",
    body: applicationFormData(form, { files: new Map([["gallery.pictures.0", blobOf(picture)]]) }),
  });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get("content-type") ?? "" };
}

/** Sends the first `sendBytes` of a submission, then waits (the rest never comes). */
function partialUpload(url: string, visitor: Visitor, body: Buffer, contentType: string, sendBytes: number) {
  const request = http.request(`${url}/application-submit`, {
    method: "POST",
    headers: {
      cookie: visitor.cookie,
      "x-csrf-token": visitor.token,
      "content-type": contentType,
      "content-length": body.length,
    },
  });
  request.on("error", () => {});
  request.write(body.subarray(0, sendBytes));
  return request;
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("faults", () => {
  it("a client that disconnects mid-upload leaves nothing stored and no temporary file", async () => {
    const { app, url, visitor } = await start(await dataDir());
    const { body, contentType } = await submissionBody(visitor, 3 * 1024 * 1024);
    const request = partialUpload(url, visitor, body, contentType, body.length - 1024 * 1024);
    await until(async () => (await leftovers(app)).pending > 0);
    request.destroy();
    await until(async () => (await leftovers(app)).pending === 0);
    expect(await leftovers(app)).toEqual(nothing);
    expect((await visitor.fetch("/application-ping")).status).toBe(200);
  });

  it("a full disk answers a clear 507, stores nothing, and the service recovers when space is back", async () => {
    const dir = await dataDir();
    const disk = new LocalFileStore(path.join(dir, "files"));
    let full = true;
    // Stands in for a filesystem that fills up: after 10 KB of a file, writing fails with ENOSPC.
    const fillingDisk: FileStore = {
      keys: () => disk.keys(),
      read: (key) => disk.read(key),
      delete: (key) => disk.delete(key),
      write(key, source) {
        if (!full) return disk.write(key, source);
        let written = 0;
        const quota = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            written += chunk.length;
            if (written > 10_000)
              done(Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" }));
            else done(null, chunk);
          },
        });
        quota.on("error", () => {}); // reported through disk.write's pipeline
        return disk.write(key, source.pipe(quota));
      },
    };
    const { app, visitor } = await start(dir, fillingDisk);
    const { body, contentType } = await submissionBody(visitor);
    const send = () =>
      visitor.fetch("/application-submit", { method: "POST", body, headers: { "content-type": contentType } });

    const refused = await send();
    expect(refused.status).toBe(507);
    expect((await refused.json()).message).toMatch(/run out of storage space\. Nothing was stored/);
    expect(await leftovers(app)).toEqual(nothing);

    full = false;
    const accepted = await send();
    expect(accepted.status).toBe(200);
    expect((await leftovers(app)).applications).toBe(1);
  });

  it("a file whose fsync fails after its last byte, while the next parts are read, answers 507 and stores nothing", async () => {
    const dir = await dataDir();
    let failing = true;
    // Every byte taken, then the disk refuses (as fsync reports a full disk): on the local disk the
    // submission reads its next parts meanwhile, and must still wait for this and undo it all.
    class RefusingAfterTheBytes extends LocalFileStore {
      override async write(key: string, source: Readable): Promise<void> {
        await super.write(key, source);
        if (!failing) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
        await this.delete(key);
        throw Object.assign(new Error("ENOSPC: no space left on device, fsync"), { code: "ENOSPC" });
      }
    }
    const { app, visitor } = await start(dir, new RefusingAfterTheBytes(path.join(dir, "files")));
    const { body, contentType } = await submissionBody(visitor);
    const send = () =>
      visitor.fetch("/application-submit", { method: "POST", body, headers: { "content-type": contentType } });

    const refused = await send();
    expect(refused.status).toBe(507);
    expect(await leftovers(app)).toEqual(nothing);

    failing = false;
    const accepted = await send();
    expect(accepted.status).toBe(200);
    expect((await leftovers(app)).applications).toBe(1);
  });

  it("a database that is briefly unavailable answers 503 with Retry-After, then recovers by itself", async () => {
    const dir = await dataDir();
    const { app, visitor } = await start(dir);
    const { body, contentType } = await submissionBody(visitor);
    // Another process holds an exclusive lock: every query waits out busy_timeout and fails.
    const blocker = new SQLite(path.join(dir, "applications.sqlite"));
    blocker.exec("BEGIN EXCLUSIVE");
    try {
      const refused = await visitor.fetch("/application-submit", {
        method: "POST",
        body,
        headers: { "content-type": contentType },
      });
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("5");
      expect((await refused.json()).message).toMatch(/briefly unavailable/);
    } finally {
      blocker.exec("ROLLBACK");
      blocker.close();
    }
    const accepted = await visitor.fetch("/application-submit", {
      method: "POST",
      body,
      headers: { "content-type": contentType },
    });
    expect(accepted.status).toBe(200);
    expect((await leftovers(app)).applications).toBe(1);
  }, 30_000);

  it("a server killed with SIGKILL during large submits, restarted at once, holds no orphan file and no ledger row; resends store each once", async () => {
    const dir = await dataDir();
    const port = 20000 + Math.floor(Math.random() * 20000);
    const child: ChildProcess = spawn(process.execPath, ["src/server/main.ts"], {
      env: { ...process.env, DATA_DIR: dir, PORT: String(port), LOG_LEVEL: "silent" },
      stdio: "ignore",
    });
    cleanups.push(async () => {
      if (child.exitCode === null) child.kill("SIGKILL");
    });
    const url = `http://127.0.0.1:${port}`;
    await until(async () => (await fetch(`${url}/`).catch(() => null))?.ok === true, 45_000);
    const local = new LocalFileStore(path.join(dir, "files"));
    const storedKeys = async () => {
      const keys: string[] = [];
      for await (const key of local.keys()) keys.push(key);
      return keys;
    };
    // Three large submits, each with its key, cut by the kill after part of their files is on disk.
    const uploads: ReturnType<typeof slowUpload>[] = [];
    const submits: { headers: Record<string, string>; submission: { bytes: Buffer } }[] = [];
    for (let i = 0; i < 3; i++) {
      const visitor = await visit(url);
      const submission = await largeSubmission(visitor.edition, visitor.token);
      const headers = {
        cookie: visitor.cookie,
        "x-csrf-token": visitor.token,
        "content-type": submission.type,
        "idempotency-key": `killed-submit-${i}`,
      };
      const upload = slowUpload(url, headers, submission.bytes.length);
      await upload.send(submission.bytes.subarray(0, Math.floor(submission.bytes.length * 0.5)), 256 * 1024, 1);
      submits.push({ headers, submission });
      uploads.push(upload);
    }
    await until(async () => (await storedKeys()).length >= 3);
    child.kill("SIGKILL");
    await new Promise((r) => child.once("exit", r));
    for (const upload of uploads) await upload.response.catch(() => {});

    // Restarted at once, with the default REQUEST_TIMEOUT_SECONDS (an hour).
    const restarted = await start(dir);
    const { app } = restarted;
    expect(await leftovers(app)).toEqual(nothing);

    // The applicants send again with the same keys, twice: each application is stored once.
    const send = async ({ headers, submission }: (typeof submits)[number]) => {
      const answer = await fetch(`${restarted.url}/application-submit`, {
        method: "POST",
        headers,
        body: new Uint8Array(submission.bytes),
      });
      return { status: answer.status, id: ((await answer.json()) as { id?: string }).id };
    };
    const first = await Promise.all(submits.map(send));
    const again = await Promise.all(submits.map(send));
    expect(first.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(again).toEqual(first);
    expect(await leftovers(app)).toMatchObject({ applications: 3, pending: 0 });
  }, 120_000);
});

describe("the database's disk is full", () => {
  it("a submit that SQLite cannot store answers 507 like a full file store, stores nothing, and recovers", async () => {
    const { app, visitor } = await start(await dataDir());
    // Twenty artists and their artworks: rows enough to need new pages in the database file.
    const { body, contentType } = await submissionBody(visitor, 50_000, 20);
    const send = () =>
      visitor.fetch("/application-submit", { method: "POST", body, headers: { "content-type": contentType } });
    // The database file may not grow by a single page (SQLITE_FULL), as on a full disk; no free page is left inside it.
    await sql`VACUUM`.execute(app.db);
    const pages = await sql<{ page_count: number }>`PRAGMA page_count`.execute(app.db);
    await sql.raw(`PRAGMA max_page_count = ${pages.rows[0]?.page_count}`).execute(app.db);

    const refused = await send();
    expect(refused.status).toBe(507);
    expect((await refused.json()).message).toMatch(/run out of storage space\. Nothing was stored/);
    expect(await leftovers(app)).toEqual(nothing);

    await sql.raw("PRAGMA max_page_count = 1073741823").execute(app.db);
    const accepted = await send();
    expect(accepted.status).toBe(200);
    expect(await leftovers(app)).toMatchObject({ applications: 1, pending: 0 });
  });
});
