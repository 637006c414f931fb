/**
 * A real S3-protocol server for tests: s3rver, on a random loopback port, with one bucket,
 * checking request signatures as S3 does.
 *
 * s3rver 3.7 stores multipart uploads but does not implement AbortMultipartUpload (it answers
 * 405 MethodNotAllowed) nor ListMultipartUploads. A small front adds the abort exactly as S3
 * defines it (DELETE /bucket/key?uploadId=… removes the upload's parts, 204; 404 NoSuchUpload
 * if there is none), and `pendingUploads()` reads s3rver's folder of open uploads, so tests can
 * show that a failed upload leaves no parts behind.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
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
  close(): Promise<void>;
}

/** s3rver's one account. */
const CREDENTIALS = { AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER" };

export async function startS3Server(options: { abortSupported?: boolean } = {}): Promise<TestS3Server> {
  const abortSupported = options.abortSupported ?? true;
  const directory = await mkdtemp(path.join(os.tmpdir(), "art-fair-s3-"));
  const bucket = `applications-${randomBytes(4).toString("hex")}`;
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  await s3rver.configureBuckets();
  const uploadsFolder = path.join(directory, bucket, "._S3rver_uploads");
  const s3 = s3rver.callback();

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://s3");
    const uploadId = url.searchParams.get("uploadId");
    if (abortSupported && request.method === "DELETE" && uploadId) {
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
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: "true",
      ...CREDENTIALS,
    },
    config: {
      bucket,
      endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: { accessKeyId: CREDENTIALS.AWS_ACCESS_KEY_ID, secretAccessKey: CREDENTIALS.AWS_SECRET_ACCESS_KEY },
    },
    async pendingUploads() {
      return readdir(uploadsFolder).catch(() => []);
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(directory, { recursive: true, force: true });
    },
  };
}
