/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…), shared by every instance.
 * Uploads stream up in parts with one part buffer each (s3-upload.ts), never held whole in
 * memory; an upload that fails is aborted, so neither an object nor stray parts stay behind.
 */

import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { S3Config } from "../config.ts";
import type { FileStore, WriteAlong } from "./files.ts";
import { uploadStream } from "./s3-upload.ts";
import { cutWhenSilent, storageHangs, withinDeadline } from "./storage-deadline.ts";

const KEY = /^[a-z0-9-]{16,64}$/;

export interface S3FileStoreOptions {
  /** Told about clean-up that failed after a failed upload (the storage is unreachable, say). */
  warn?: (message: string) => void;
}

export class S3FileStore implements FileStore {
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly warn: (message: string) => void;
  private readonly timeoutMs: number;

  constructor(config: S3Config, options: S3FileStoreOptions = {}) {
    this.bucket = config.bucket;
    this.timeoutMs = config.timeoutMs;
    this.warn = options.warn ?? ((message) => console.warn(message));
    this.client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      // Without keys in the configuration the SDK looks further: AWS_PROFILE, web identity, the instance's role.
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // An unreachable storage should fail a request, not hang it; one that connects and then says
      // nothing is cut by each call's deadline (storage-deadline.ts).
      requestHandler: { connectionTimeout: Math.min(5_000, config.timeoutMs) },
      // Every body is sent as bytes in memory, whose SHA-256 the request's signature carries and the
      // storage checks (x-amz-content-sha256): the CRC32 the SDK adds by default since 3.729 is a
      // second pass over the same bytes that guards nothing more (issue 33: a few % of the submit's
      // CPU). Reads are not checked either: a checksum is known only at a body's end, after it was
      // streamed on, and AWS's default CRC64NVME is computed in JavaScript; each file's SHA-256 is in
      // the database, and HTTPS guards the transfer.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  /** One call to the bucket, aborted past S3_TIMEOUT_SECONDS. */
  private within<T>(what: string, call: (abortSignal: AbortSignal) => Promise<T>): Promise<T> {
    return withinDeadline(this.timeoutMs, what, call);
  }

  private checked(key: string): string {
    if (!KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return key;
  }

  async write(key: string, source: Readable, along: WriteAlong = {}): Promise<void> {
    const Key = this.checked(key);
    try {
      await uploadStream(this.client, { Bucket: this.bucket, Key }, source, {
        warn: this.warn,
        timeoutMs: this.timeoutMs,
        ...along,
      });
    } catch (error) {
      // Should the storage have completed the object and only its answer been lost.
      const removed = this.delete(Key).catch((deleteError) =>
        this.warn(`Could not remove ${Key} from bucket ${this.bucket} after a failed upload: ${String(deleteError)}`),
      );
      // A storage that hangs is answered at once: the removal goes on behind the answer, within its own deadline.
      if (!storageHangs(error)) await removed;
      // The source's own error (a refused file, a client gone) is the one the caller acts on.
      throw error;
    }
  }

  async read(key: string): Promise<Readable> {
    try {
      const Key = this.checked(key);
      const { Body } = await this.within(`the read of ${Key}`, (abortSignal) =>
        this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key }), { abortSignal }),
      );
      if (!Body) throw new Error(`The storage returned no body for ${key}.`);
      // In Node the SDK's body is an http.IncomingMessage, a Readable: it streams, nothing is buffered.
      // A body that stops mid-way is cut after S3_TIMEOUT_SECONDS of silence, as every call is.
      return cutWhenSilent(Body as Readable, this.timeoutMs, `the read of ${Key}`);
    } catch (error) {
      if (error instanceof NoSuchKey)
        throw Object.assign(new Error(`No stored file ${key} in bucket ${this.bucket}.`), { code: "ENOENT" });
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers a delete of a missing key with success, as the interface wants.
    const Key = this.checked(key);
    await this.within(`the removal of ${Key}`, (abortSignal) =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }), { abortSignal }),
    );
  }

  async *keys(prefix?: string): AsyncIterable<string> {
    let ContinuationToken: string | undefined;
    do {
      const input = { Bucket: this.bucket, ...(prefix ? { Prefix: prefix } : {}), ContinuationToken };
      const page = await this.within("a listing", (abortSignal) =>
        this.client.send(new ListObjectsV2Command(input), { abortSignal }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  /** Write probes that may be in the bucket: their removal failed, or their write was not answered. */
  private readonly probesLeft = new Set<string>();

  /**
   * Throws unless a small object can be written to the bucket and removed again, each within
   * `timeoutMs`: what /readyz asks. Reading the bucket (HeadBucket) said yes while every write hung.
   * A probe whose removal failed (or whose write hung, and may still land) is removed by the next probe.
   */
  async checkWritable(timeoutMs: number): Promise<void> {
    const remove = (Key: string, what: string) =>
      withinDeadline(timeoutMs, what, (abortSignal) =>
        this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }), { abortSignal }),
      ).then(() => this.probesLeft.delete(Key));
    for (const Key of [...this.probesLeft]) await remove(Key, "the removal of an earlier write probe");
    const Key = `readiness-probe-${randomUUID()}`;
    this.probesLeft.add(Key);
    await withinDeadline(timeoutMs, "a write probe", (abortSignal) =>
      this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body: "ready" }), { abortSignal }),
    );
    await remove(Key, "the removal of a write probe");
  }
}
