/**
 * An S3 server for tests, on loopback, with a bucket of its own per call, checking request
 * signatures as S3 does. Two kinds:
 *
 * - A real one when TEST_S3_ENDPOINT, TEST_S3_ACCESS_KEY and TEST_S3_SECRET_KEY are set, as CI
 *   sets them: Ceph's RADOS Gateway, started by scripts/ceph-s3.sh. Each call creates a bucket
 *   there and puts a small front of its own before it, so a test can make the storage unreachable
 *   (close) or refuse aborts (`abortSupported: false`) without touching the shared gateway.
 * - s3rver otherwise, in this process. s3rver 3.7 stores multipart uploads but does not implement
 *   AbortMultipartUpload (it answers 405 MethodNotAllowed) nor ListMultipartUploads. A small front
 *   adds the abort exactly as S3 defines it (DELETE /bucket/key?uploadId=… removes the upload's
 *   parts, 204; 404 NoSuchUpload if there is none), and `pendingUploads()` reads s3rver's folder of
 *   open uploads, so tests can show that a failed upload leaves no parts behind.
 */

import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import {
  AbortMultipartUploadCommand,
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
} from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import type { S3Config } from "../src/server/config.ts";

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The server's variables as the application reads them, credentials included. */
  env: Record<string, string>;
  config: S3Config;
  /** Ids of multipart uploads begun and neither completed nor aborted. */
  pendingUploads(): Promise<string[]>;
  /**
   * From now on, requests this picks are read to their end and never answered, as a gateway that
   * accepts writes and hangs (`undefined`: every request is served again).
   */
  stall(which: ((request: http.IncomingMessage) => boolean) | undefined): void;
  /** How many requests the stall has held so far. */
  readonly stalled: number;
  close(): Promise<void>;
}

/** s3rver's one account. */
const CREDENTIALS = { AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER" };

/** The real S3 server CI starts (scripts/ceph-s3.sh), when these are set. */
const REAL = process.env.TEST_S3_ENDPOINT
  ? {
      endpoint: process.env.TEST_S3_ENDPOINT,
      accessKeyId: process.env.TEST_S3_ACCESS_KEY ?? "",
      secretAccessKey: process.env.TEST_S3_SECRET_KEY ?? "",
    }
  : undefined;

function served(endpoint: string, bucket: string, credentials: { accessKeyId: string; secretAccessKey: string }) {
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: "true",
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    config: { bucket, endpoint, region: "us-east-1", forcePathStyle: true, credentials, timeoutMs: 15_000 },
  };
}

/** Requests held by `stall`: their bodies are read, no answer ever comes. */
function stallable() {
  let which: ((request: http.IncomingMessage) => boolean) | undefined;
  let held = 0;
  return {
    stall(next: typeof which) {
      which = next;
    },
    get stalled() {
      return held;
    },
    /** True when the request is held (then nothing else may answer it). */
    holds(request: http.IncomingMessage): boolean {
      if (!which?.(request)) return false;
      held++;
      request.resume();
      return true;
    },
  };
}

/** Writes to the bucket: PUT (an object, a part) and POST (a multipart upload begun or completed). */
export const isWrite = (request: http.IncomingMessage) => request.method === "PUT" || request.method === "POST";

const isAbort = (request: http.IncomingMessage) =>
  request.method === "DELETE" && new URL(request.url ?? "/", "http://s3").searchParams.has("uploadId");

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A bucket of its own on the real server, behind a front that passes every request on unchanged. */
async function onRealServer(real: NonNullable<typeof REAL>, abortSupported: boolean): Promise<TestS3Server> {
  const credentials = { accessKeyId: real.accessKeyId, secretAccessKey: real.secretAccessKey };
  const client = new S3Client({ endpoint: real.endpoint, region: "us-east-1", forcePathStyle: true, credentials });
  const bucket = `applications-${randomBytes(6).toString("hex")}`;
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  const target = new URL(real.endpoint);
  const stalls = stallable();
  const front = http.createServer((request, response) => {
    if (stalls.holds(request)) return;
    if (!abortSupported && isAbort(request)) {
      request.resume();
      response
        .writeHead(405, { "content-type": "application/xml" })
        .end(
          '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>MethodNotAllowed</Code><Message>The specified method is not allowed against this resource.</Message></Error>',
        );
      return;
    }
    // The Host header is passed on as signed: the gateway checks the signature against it.
    const onward = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    onward.on("error", () => response.destroy());
    request.pipe(onward);
  });
  const endpoint = await listen(front);
  const pendingUploads = async () =>
    ((await client.send(new ListMultipartUploadsCommand({ Bucket: bucket }))).Uploads ?? []).map(
      (upload) => upload.UploadId ?? "",
    );
  return {
    endpoint,
    bucket,
    ...served(endpoint, bucket, credentials),
    pendingUploads,
    stall: stalls.stall,
    get stalled() {
      return stalls.stalled;
    },
    async close() {
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
      for (const upload of (await client.send(new ListMultipartUploadsCommand({ Bucket: bucket }))).Uploads ?? [])
        await client.send(
          new AbortMultipartUploadCommand({ Bucket: bucket, Key: upload.Key, UploadId: upload.UploadId }),
        );
      for (;;) {
        const listing = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
        for (const object of listing.Contents ?? [])
          await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: object.Key }));
        if (!listing.IsTruncated) break;
      }
      await client.send(new DeleteBucketCommand({ Bucket: bucket }));
      client.destroy();
    },
  };
}

export async function startS3Server(options: { abortSupported?: boolean } = {}): Promise<TestS3Server> {
  const abortSupported = options.abortSupported ?? true;
  if (REAL) return onRealServer(REAL, abortSupported);
  const directory = await mkdtemp(path.join(os.tmpdir(), "art-fair-s3-"));
  const bucket = `applications-${randomBytes(4).toString("hex")}`;
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  await s3rver.configureBuckets();
  const uploadsFolder = path.join(directory, bucket, "._S3rver_uploads");
  const s3 = s3rver.callback();
  const stalls = stallable();

  const server = http.createServer((request, response) => {
    if (stalls.holds(request)) return;
    const url = new URL(request.url ?? "/", "http://s3");
    const uploadId = url.searchParams.get("uploadId");
    if (abortSupported && isAbort(request) && uploadId) {
      request.resume();
      const folder = path.join(uploadsFolder, path.basename(uploadId));
      readdir(folder).then(
        () =>
          rm(folder, { recursive: true, force: true }).then(() => {
            response.writeHead(204).end();
          }),
        () => {
          response
            .writeHead(404, { "content-type": "application/xml" })
            .end(
              `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message><UploadId>${uploadId}</UploadId></Error>`,
            );
        },
      );
      return;
    }
    s3(request, response);
  });
  const endpoint = await listen(server);
  const credentials = {
    accessKeyId: CREDENTIALS.AWS_ACCESS_KEY_ID,
    secretAccessKey: CREDENTIALS.AWS_SECRET_ACCESS_KEY,
  };

  return {
    endpoint,
    bucket,
    ...served(endpoint, bucket, credentials),
    async pendingUploads() {
      return readdir(uploadsFolder).catch(() => []);
    },
    stall: stalls.stall,
    get stalled() {
      return stalls.stalled;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(directory, { recursive: true, force: true });
    },
  };
}
