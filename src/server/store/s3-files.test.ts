import { createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { damagedPictures } from "../../../test-support/damaged-pictures.ts";
import { blobOf, makePdf, makePng } from "../../../test-support/fixtures.ts";
import { startS3Server, type TestS3Server } from "../../../test-support/s3-server.ts";
import { startTestServer } from "../../../test-support/server.ts";
import { startTcpProxy } from "../../../test-support/tcp-proxy.ts";
import type { ApplicationForm } from "../../shared/application.ts";
import { exampleApplication } from "../../shared/example-application.ts";
import { applicationFormData } from "../../shared/form-data.ts";
import { dotted, fileRecords } from "../../shared/wire.ts";
import { loadApplication } from "../applications/load.ts";
import { FileInspector, SubmissionBudget } from "../upload/inspect-file.ts";
import { S3FileStore } from "./s3-files.ts";

const MB = 1024 * 1024;
const key = () => crypto.randomUUID();

/** `total` random bytes in chunks of at most 256 KB, as a request body arrives. */
function bytesOf(total: number): Buffer {
  return randomBytes(total);
}

function streamOf(bytes: Buffer): Readable {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += 256 * 1024) chunks.push(bytes.subarray(at, at + 256 * 1024));
  return Readable.from(chunks);
}

/** Sends `before` bytes, then fails the way a refused or cut upload does. */
function failingSource(before: number, error: Error): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= before) {
        this.destroy(error);
        return;
      }
      const chunk = randomBytes(Math.min(256 * 1024, before - sent));
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("S3FileStore against an S3-protocol server over HTTP", () => {
  let s3: TestS3Server;
  let store: S3FileStore;
  beforeAll(async () => {
    s3 = await startS3Server();
    store = new S3FileStore(s3.config);
  });
  afterAll(async () => {
    store.client.destroy();
    await s3.close();
  });

  /** The bucket's listing straight from the server, not through the store under test. */
  async function objectsInBucket(): Promise<string[]> {
    const listing = await store.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    return (listing.Contents ?? []).map((o) => o.Key ?? "");
  }

  it.each([
    ["a small file in one request", 300 * 1024],
    ["a 12 MB file in several parts", 12 * MB + 12_345],
    ["a file of exactly one part", 5 * MB],
    ["a file of exactly two parts", 10 * MB],
  ])("stores %s and reads it back identical", async (_, size) => {
    const bytes = bytesOf(size);
    const stored = key();
    await store.write(stored, streamOf(bytes));
    const back = await readAll(await store.read(stored));
    expect(back.length).toBe(size);
    expect(sha256(back)).toBe(sha256(bytes));
    expect(await objectsInBucket()).toContain(stored);
    expect(await s3.pendingUploads()).toEqual([]);
  });

  it("stores what comes through the upload inspector, whose `size` property must not be taken for the length", async () => {
    const pdf = makePdf("a large rendering", 7 * MB);
    const inspector = new FileInspector(20 * MB, ["application/pdf"], new SubmissionBudget(100 * MB));
    const stored = key();
    await store.write(stored, streamOf(pdf).pipe(inspector));
    expect(sha256(await readAll(await store.read(stored)))).toBe(sha256(pdf));
    expect(inspector.result().size).toBe(pdf.length);
  });

  it("sends a file up signed with the hash it was inspected with, which the bytes must match", async () => {
    const pdf = makePdf("a press kit", 2 * MB);
    const inspector = new FileInspector(20 * MB, ["application/pdf"], new SubmissionBudget(100 * MB));
    const stored = key();
    await store.write(stored, streamOf(pdf).pipe(inspector), { sha256: () => inspector.sha256() });
    expect(sha256(await readAll(await store.read(stored)))).toBe(sha256(pdf));
    expect(inspector.result().sha256).toBe(sha256(pdf));
  });

  // s3rver does not check a body against its signed hash; a real S3 server (CI's Ceph gateway) does.
  it.runIf(process.env.TEST_S3_ENDPOINT)("stores nothing when the bytes do not match the hash given", async () => {
    const bytes = bytesOf(300 * 1024);
    const refused = key();
    const another = sha256(Buffer.from("another file"));
    await expect(store.write(refused, streamOf(bytes), { sha256: () => another })).rejects.toThrow();
    expect(await objectsInBucket()).not.toContain(refused);
  });

  it.each([
    ["before the first part is full", 1 * MB],
    ["after parts were sent", 12 * MB],
  ])("leaves no object and no parts when the source fails %s", async (_, before) => {
    const failed = key();
    const refused = new Error("not an allowed file type");
    await expect(store.write(failed, failingSource(before, refused))).rejects.toBe(refused);
    expect(await objectsInBucket()).not.toContain(failed);
    expect(await s3.pendingUploads()).toEqual([]);
  });

  it("deletes, and deleting what is not there is no error", async () => {
    const stored = key();
    await store.write(stored, streamOf(bytesOf(1000)));
    await store.delete(stored);
    await store.delete(stored);
    expect(await objectsInBucket()).not.toContain(stored);
    await expect(store.read(stored)).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("lists every key it holds", async () => {
    const stored = [key(), key(), key()];
    for (const k of stored) await store.write(k, streamOf(bytesOf(100)));
    const listed: string[] = [];
    for await (const k of store.keys()) listed.push(k);
    expect(listed).toEqual(expect.arrayContaining(stored));
    expect(listed.sort()).toEqual((await objectsInBucket()).sort());
  });

  it("refuses keys it did not generate", async () => {
    await expect(store.write("../secret", streamOf(bytesOf(10)))).rejects.toThrow("Invalid storage key");
  });

  it("answers whether the bucket takes writes, leaving no probe behind", async () => {
    const before = (await objectsInBucket()).sort();
    await expect(store.checkWritable(2_000)).resolves.toBeUndefined();
    expect((await objectsInBucket()).sort()).toEqual(before);
    const elsewhere = new S3FileStore({ ...s3.config, bucket: "no-such-bucket" });
    await expect(elsewhere.checkWritable(2_000)).rejects.toThrow();
    elsewhere.client.destroy();
  });
});

describe("S3FileStore reading from a bucket that stops sending mid-body", () => {
  /** Larger than every buffer between the bucket and the reader, so most of it is still to come when the bucket freezes. */
  const SIZE = 24 * MB;

  it("ends the read with a StorageTimeoutError after S3_TIMEOUT_SECONDS of silence, yet waits on a reader that pauses", async () => {
    const s3 = await startS3Server();
    const endpoint = new URL(s3.config.endpoint ?? "");
    const proxy = await startTcpProxy({ host: endpoint.hostname, port: Number(endpoint.port) });
    const direct = new S3FileStore(s3.config);
    const store = new S3FileStore({ ...s3.config, endpoint: proxy.via(endpoint.href), timeoutMs: 1_000 });
    try {
      const bytes = bytesOf(SIZE);
      const k = key();
      await direct.write(k, streamOf(bytes));

      // A reader slower than the deadline is not the storage's silence: every byte arrives.
      const slow = await store.read(k);
      const chunks: Buffer[] = [];
      for await (const chunk of slow) {
        chunks.push(chunk as Buffer);
        if (chunks.length === 1) await new Promise((resolve) => setTimeout(resolve, 1_500));
      }
      expect(sha256(Buffer.concat(chunks))).toBe(sha256(bytes));

      const body = await store.read(k);
      let received = 0;
      let frozeAt = 0;
      const outcome = (async () => {
        for await (const chunk of body) {
          received += (chunk as Buffer).length;
          if (!frozeAt) {
            proxy.freeze();
            frozeAt = performance.now();
          }
        }
      })();
      // Without a bound on the body's silence the read waits on the bucket: the test's own bound says so.
      const ended = await Promise.race([
        outcome.then(
          () => "complete",
          (error: unknown) => error,
        ),
        new Promise((resolve) => setTimeout(() => resolve("still waiting after 10 s"), 10_000)),
      ]);
      expect(ended).toMatchObject({ code: "STORAGE_TIMEOUT" });
      expect(received).toBeLessThan(SIZE);
      expect(performance.now() - frozeAt).toBeLessThan(5_000);
    } finally {
      proxy.thaw();
      store.client.destroy();
      direct.client.destroy();
      await proxy.close();
      await s3.close();
    }
  }, 60_000);
});

describe("S3FileStore's write probe when the bucket does not answer its removal", () => {
  it("leaves its probe in the bucket for a moment only: the next probe removes it", async () => {
    const s3 = await startS3Server();
    const store = new S3FileStore(s3.config);
    const objects = async () => {
      const keys: string[] = [];
      for await (const k of store.keys()) keys.push(k);
      return keys;
    };
    try {
      s3.stall((request) => request.method === "DELETE" && (request.url ?? "").includes("readiness-probe-"));
      await expect(store.checkWritable(1_000)).rejects.toThrow(/removal of a write probe/);
      expect(await objects()).toEqual([expect.stringMatching(/^readiness-probe-/)]);
      s3.stall(undefined);
      await expect(store.checkWritable(2_000)).resolves.toBeUndefined();
      expect(await objects()).toEqual([]);
    } finally {
      store.client.destroy();
      await s3.close();
    }
  });
});

describe("S3FileStore when the server cannot abort a multipart upload", () => {
  it("still reports the source's error, not the failed abort, and stores no object", async () => {
    const s3 = await startS3Server({ abortSupported: false });
    const warnings: string[] = [];
    const store = new S3FileStore(s3.config, { warn: (m) => warnings.push(m) });
    try {
      const failed = key();
      const refused = new Error("not an allowed file type");
      await expect(store.write(failed, failingSource(12 * MB, refused))).rejects.toBe(refused);
      const listing = await store.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      expect(listing.Contents ?? []).toEqual([]);
      // The parts are left to the bucket's lifecycle rule, and the operator is told.
      expect(await s3.pendingUploads()).toHaveLength(1);
      expect(warnings).toEqual([expect.stringContaining(`Could not abort the multipart upload of ${failed}`)]);
    } finally {
      store.client.destroy();
      await s3.close();
    }
  });
});

describe("a submission stored in an S3 bucket", () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3.close());

  function filesFor(form: ApplicationForm, large: string): Map<string, Blob> {
    const files = new Map<string, Blob>();
    fileRecords(form).forEach(({ path, record }, i) => {
      const at = dotted(path);
      // One file big enough to go up in several parts.
      const bytes = record.filename.endsWith(".pdf")
        ? makePdf(`file ${i}`, at === large ? 11 * MB : 0)
        : makePng(40, 30, i);
      record.size = bytes.length;
      files.set(at, blobOf(bytes));
    });
    return files;
  }

  it("reads back identical, and a submission refused late leaves no object and no parts", async () => {
    const server = await startTestServer({ ...s3.env, LOG_LEVEL: "error" });
    try {
      const visitor = await server.visitor();
      const form = exampleApplication({ edition: visitor.edition, artists: 2, artworksPerArtist: 2 });
      const files = filesFor(form, "proposal.rendering.0");
      const submit = await visitor.fetch("/application-submit", {
        method: "POST",
        body: applicationFormData(form, { files, token: visitor.token }),
      });
      expect(submit.status).toBe(200);
      const { id } = await submit.json();
      const stored = await loadApplication(server.app.db, id);
      expect(stored?.files).toHaveLength(files.size);
      for (const file of stored?.files ?? []) {
        const sent = Buffer.from(await (files.get(file.recordPath) as Blob).arrayBuffer());
        expect(sha256(await readAll(await server.app.store.read(file.storageKey)))).toBe(sha256(sent));
      }

      const keysBefore: string[] = [];
      for await (const k of server.app.store.keys()) keysBefore.push(k);
      const refused = exampleApplication({ edition: visitor.edition, artists: 2, artworksPerArtist: 2 });
      const refusedFiles = filesFor(refused, "proposal.rendering.0");
      // The proof comes last in the stream, after the large rendering went up in parts.
      refusedFiles.set("proof.0", blobOf(Buffer.from("MZ not a PDF at all".repeat(500))));
      const late = await visitor.fetch("/application-submit", {
        method: "POST",
        body: applicationFormData(refused, { files: refusedFiles, token: visitor.token }),
      });
      expect(late.status).toBe(422);
      const keysAfter: string[] = [];
      for await (const k of server.app.store.keys()) keysAfter.push(k);
      expect(keysAfter.sort()).toEqual(keysBefore.sort());
      expect(await s3.pendingUploads()).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it("decodes each picture from the buffer it goes up in: a damaged one is refused by name and leaves no object, one larger than a part is stored whole", async () => {
    const server = await startTestServer({ ...s3.env, LOG_LEVEL: "error" });
    try {
      const visitor = await server.visitor();
      const send = async (picture: Buffer, filename: string) => {
        const form = exampleApplication({ edition: visitor.edition, artists: 1, artworksPerArtist: 1 });
        const files = filesFor(form, "");
        const record = form.gallery.pictures[0];
        if (record) Object.assign(record, { filename, size: picture.length });
        files.set("gallery.pictures.0", blobOf(picture));
        const response = await visitor.fetch("/application-submit", {
          method: "POST",
          body: applicationFormData(form, { files, token: visitor.token }),
        });
        return {
          status: response.status,
          json: (await response.json()) as { id?: string; errors?: Record<string, string[]> },
        };
      };
      const keys = async () => {
        const all: string[] = [];
        for await (const k of server.app.store.keys()) all.push(k);
        return all.sort();
      };

      const before = await keys();
      for (const [damage, bytes] of Object.entries(await damagedPictures())) {
        const { status, json } = await send(bytes, "booth.jpg");
        expect(status, damage).toBe(422);
        expect(json.errors?.["gallery.pictures.0.file"]?.[0], damage).toMatch(/^booth\.jpg is damaged or incomplete/);
      }
      expect(await keys()).toEqual(before);
      expect(await s3.pendingUploads()).toEqual([]);

      // Noise does not compress: a PNG of 6 MB, more than one 5 MB part.
      const large = await sharp(randomBytes(1500 * 1400 * 3), { raw: { width: 1500, height: 1400, channels: 3 } })
        .png({ compressionLevel: 1 })
        .toBuffer();
      expect(large.length).toBeGreaterThan(5 * MB);
      const { status, json } = await send(large, "wall.png");
      expect(status, JSON.stringify(json)).toBe(200);
      const stored = await loadApplication(server.app.db, json.id ?? "");
      const picture = stored?.files.find((f) => f.recordPath === "gallery.pictures.0");
      expect(sha256(await readAll(await server.app.store.read(picture?.storageKey ?? "")))).toBe(sha256(large));
    } finally {
      await server.close();
    }
  }, 60_000);
});
