/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…), shared by every instance.
 * Uploads stream up in parts and are never held whole in memory; an upload that fails is
 * aborted, so neither an object nor stray parts stay behind.
 */
import { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  paginateListObjectsV2,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { S3Config } from "../config.ts";
import type { FileStore } from "./files.ts";

const KEY = /^[a-z0-9-]{16,64}$/;

/** S3's smallest part size. */
const PART_BYTES = 5 * 1024 * 1024;
/**
 * Parts sent at once per file. lib-storage holds those plus the one it is filling: about 15 MB
 * per file being received, which keeps ten concurrent 10 MB submissions far below 300 MB of RSS.
 */
const PARTS_IN_FLIGHT = 2;

export interface S3FileStoreOptions {
  /** Told about clean-up that failed after a failed upload (the storage is unreachable, say). */
  warn?: (message: string) => void;
}

export class S3FileStore implements FileStore {
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly warn: (message: string) => void;

  constructor(config: S3Config, options: S3FileStoreOptions = {}) {
    this.bucket = config.bucket;
    this.warn = options.warn ?? ((message) => console.warn(message));
    this.client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      // Without keys in the configuration the SDK looks further: AWS_PROFILE, web identity, the instance's role.
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // An unreachable storage should fail a request, not hang it.
      requestHandler: { connectionTimeout: 5_000 },
    });
  }

  private checked(key: string): string {
    if (!KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return key;
  }

  async write(key: string, source: Readable): Promise<void> {
    const Key = this.checked(key);
    // The source's own error (a refused file type, a client gone) is what the caller needs to
    // see, not the upload's secondary failure.
    let sourceError: unknown;
    source.on("error", (error) => {
      sourceError ??= error;
    });
    const upload = new Upload({
      client: this.client,
      // lib-storage guesses a body's length from any `size`, `length` or `path` property it has
      // (our FileInspector has a `size` that counts up from 0); a plain wrapper has none.
      params: { Bucket: this.bucket, Key, Body: Readable.from(source, { objectMode: false }) },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      // We abort ourselves below, so a failing abort cannot hide the error that caused it.
      leavePartsOnError: true,
    });
    try {
      await upload.done();
    } catch (error) {
      await this.abandon(Key, upload.uploadId);
      throw sourceError ?? error;
    }
  }

  /** Removes whatever a failed upload may have left: its parts, and the object should it exist after all. */
  private async abandon(Key: string, UploadId: string | undefined): Promise<void> {
    const cleanups: Promise<unknown>[] = [this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }))];
    if (UploadId)
      cleanups.push(this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key, UploadId })));
    for (const result of await Promise.allSettled(cleanups))
      if (result.status === "rejected")
        this.warn(
          `Could not clean up the failed upload of ${Key} in bucket ${this.bucket}: ${String(result.reason)}. A lifecycle rule that aborts incomplete multipart uploads removes stray parts.`,
        );
  }

  async read(key: string): Promise<Readable> {
    try {
      const { Body } = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }));
      if (!Body) throw new Error(`The storage returned no body for ${key}.`);
      // In Node the SDK's body is an http.IncomingMessage, a Readable: it streams, nothing is buffered.
      return Body as Readable;
    } catch (error) {
      if (error instanceof NoSuchKey)
        throw Object.assign(new Error(`No stored file ${key} in bucket ${this.bucket}.`), { code: "ENOENT" });
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers a delete of a missing key with success, as the interface wants.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }));
  }

  async *keys(): AsyncIterable<string> {
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket }))
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
  }

  /** Throws unless the bucket answers with these credentials: what /readyz asks. */
  async checkReachable(signal?: AbortSignal): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: signal });
  }
}
