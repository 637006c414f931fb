/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…), shared by every instance.
 * Uploads stream up in parts with one part buffer each (s3-upload.ts), never held whole in
 * memory; an upload that fails is aborted, so neither an object nor stray parts stay behind.
 */
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  paginateListObjectsV2,
  S3Client,
} from "@aws-sdk/client-s3";
import type { S3Config } from "../config.ts";
import type { FileStore } from "./files.ts";
import { uploadStream } from "./s3-upload.ts";

const KEY = /^[a-z0-9-]{16,64}$/;

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
    try {
      await uploadStream(this.client, { Bucket: this.bucket, Key }, source, { warn: this.warn });
    } catch (error) {
      // Should the storage have completed the object and only its answer been lost.
      await this.client
        .send(new DeleteObjectCommand({ Bucket: this.bucket, Key }))
        .catch((deleteError) =>
          this.warn(`Could not remove ${Key} from bucket ${this.bucket} after a failed upload: ${String(deleteError)}`),
        );
      // The source's own error (a refused file, a client gone) is the one the caller acts on.
      throw error;
    }
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

  async *keys(prefix?: string): AsyncIterable<string> {
    for await (const page of paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket, ...(prefix ? { Prefix: prefix } : {}) },
    ))
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
  }

  /** Throws unless the bucket answers with these credentials: what /readyz asks. */
  async checkReachable(signal?: AbortSignal): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: signal });
  }
}
