/**
 * The bucket of the deadline day: a new bucket on the real S3 server when TEST_S3_ENDPOINT is set
 * (Ceph's RADOS Gateway, as .ci/run starts it with scripts/ceph-s3.sh), s3rver otherwise; either
 * way behind a TCP proxy (test-support/tcp-proxy.ts) that the benchmark freezes to stall the bucket.
 * The instances reach it through the proxy; the benchmark reads it directly, to hash every object.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsCommand,
  NoSuchKey,
  S3Client,
} from "@aws-sdk/client-s3";
import { startS3Server } from "../../test-support/s3-server.ts";
import { startTcpProxy, type TcpProxy } from "../../test-support/tcp-proxy.ts";

export interface Bucket {
  /** Which S3 server: "Ceph RADOS Gateway at …" or "s3rver (in this process)". */
  kind: string;
  /** The instances' S3 variables, their endpoint the proxy. */
  env: Record<string, string>;
  proxy: TcpProxy;
  /** Every object's key and the SHA-256 of its bytes, read back from the server itself. */
  hashes(): Promise<Map<string, string>>;
  /** Multipart uploads begun and neither completed nor aborted. */
  pendingUploads(): Promise<number>;
  close(): Promise<void>;
}

async function realBucket(
  endpoint: string,
): Promise<{ client: S3Client; bucket: string; env: Record<string, string> }> {
  const credentials = {
    accessKeyId: process.env.TEST_S3_ACCESS_KEY ?? "",
    secretAccessKey: process.env.TEST_S3_SECRET_KEY ?? "",
  };
  // Reading thousands of objects back after the run, the gateway may answer 503 SlowDown while it
  // settles (seen with 8 GB written): the books wait for it rather than fail the run.
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials,
    maxAttempts: 12,
    retryMode: "adaptive",
  });
  const bucket = `deadline-day-${randomBytes(6).toString("hex")}`;
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    client,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: "true",
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
  };
}

/**
 * Every key, a page of 1,000 at a time. ListObjects (version 1) with a marker: s3rver makes the
 * version 2 continuation token with DES, which OpenSSL 3 no longer offers (a 500 past 1,000 keys).
 */
async function* keysOf(client: S3Client, bucket: string): AsyncIterable<string> {
  let Marker: string | undefined;
  for (;;) {
    const page = await client.send(new ListObjectsCommand({ Bucket: bucket, Marker }));
    const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
    yield* keys;
    if (!page.IsTruncated || keys.length === 0) return;
    Marker = keys.at(-1);
  }
}

/** The object's SHA-256, or undefined when it went between the listing and the read (a clean-up behind an answer). */
async function sha256Of(client: S3Client, bucket: string, key: string): Promise<string | undefined> {
  const read = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key })).catch((error: unknown) => {
    if (error instanceof NoSuchKey) return undefined;
    throw new Error(`Reading ${key} back from the bucket failed: ${error}`, { cause: error });
  });
  if (!read) return undefined;
  const { Body } = read;
  const hash = createHash("sha256");
  for await (const chunk of Body as Readable) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

export async function startBucket(): Promise<Bucket> {
  const real = process.env.TEST_S3_ENDPOINT;
  let client: S3Client;
  let bucket: string;
  let env: Record<string, string>;
  let target: URL;
  let closeServer: () => Promise<void>;
  let kind: string;
  let pendingUploads: () => Promise<number>;
  if (real) {
    ({ client, bucket, env } = await realBucket(real));
    target = new URL(real);
    kind = `Ceph RADOS Gateway at ${real} (TEST_S3_ENDPOINT)`;
    pendingUploads = async () =>
      ((await client.send(new ListMultipartUploadsCommand({ Bucket: bucket }))).Uploads ?? []).length;
    closeServer = async () => {
      for (const upload of (await client.send(new ListMultipartUploadsCommand({ Bucket: bucket }))).Uploads ?? [])
        await client.send(
          new AbortMultipartUploadCommand({ Bucket: bucket, Key: upload.Key, UploadId: upload.UploadId }),
        );
      const keys: string[] = [];
      for await (const key of keysOf(client, bucket)) keys.push(key);
      for (const key of keys) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      await client.send(new DeleteBucketCommand({ Bucket: bucket }));
    };
  } else {
    const s3 = await startS3Server();
    client = new S3Client({
      endpoint: s3.endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: s3.config.credentials,
    });
    bucket = s3.bucket;
    env = { ...s3.env };
    target = new URL(s3.endpoint);
    kind = "s3rver in this process (TEST_S3_ENDPOINT is not set)";
    // s3rver does not list multipart uploads: test-support reads its folder of open ones.
    pendingUploads = async () => (await s3.pendingUploads()).length;
    closeServer = () => s3.close();
  }
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
  return {
    kind,
    env: { ...env, S3_ENDPOINT: `http://127.0.0.1:${proxy.port}` },
    proxy,
    async hashes() {
      const keys: string[] = [];
      for await (const key of keysOf(client, bucket)) keys.push(key);
      const hashes = new Map<string, string>();
      // A few at a time: the bucket's server shares the machine's two cores.
      let next = 0;
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          for (let i = next++; i < keys.length; i = next++) {
            const key = keys[i] as string;
            const hash = await sha256Of(client, bucket, key);
            if (hash) hashes.set(key, hash);
          }
        }),
      );
      return hashes;
    },
    pendingUploads,
    async close() {
      await proxy.close();
      await closeServer();
      client.destroy();
    },
  };
}
