/**
 * Streams a body of unknown length into one S3 object: a single PutObject of the chunks as they
 * arrived when the body fits in one part (a picture checked whole: in the upload limit), a multipart
 * upload through one part buffer otherwise, aborted if anything fails.
 *
 * Why not @aws-sdk/lib-storage's Upload: it holds about three part sizes per upload (the chunks it
 * collects, the part it concatenates from them, and the previous part kept alive by a view of its
 * remainder), measured at ~18 MB per concurrent upload; ten concurrent 10 MB submissions then
 * peaked at ~350 MB of RSS against a 300 MB budget (bench/scale-out.ts). This holds one buffer,
 * filled as the bytes arrive and sent when full, and reads no further while a part is on its way,
 * so the client's upload is slowed down rather than buffered.
 */
import {
  AbortMultipartUploadCommand,
  type CompletedPart,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  type S3Client,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import type { WriteAlong } from "./files.ts";
import { storageHangs, withinDeadline } from "./storage-deadline.ts";

/** S3's smallest part size (all parts but the last). */
export const PART_BYTES = 5 * 1024 * 1024;

export interface UploadTarget {
  Bucket: string;
  Key: string;
}

export async function uploadStream(
  client: S3Client,
  { Bucket, Key }: UploadTarget,
  source: AsyncIterable<Uint8Array>,
  options: WriteAlong & { partBytes?: number; warn: (message: string) => void; timeoutMs: number },
): Promise<void> {
  const partBytes = options.partBytes ?? PART_BYTES;
  const { whole } = options;
  const within = <T>(what: string, call: (abortSignal: AbortSignal) => Promise<T>) =>
    withinDeadline(options.timeoutMs, `${what} of ${Key}`, call);
  // As the SDK's own uploader does: CRC32 checksums per part when the client computes them.
  const checksums = (await client.config.requestChecksumCalculation()) === "WHEN_SUPPORTED";
  // The body's first bytes, as they arrived (a stream's chunks are its reader's once read): no
  // copy, no part buffer, until the body proves larger than one part, or for a picture checked
  // whole, than the upload limit.
  let held: Uint8Array[] = [];
  let holdUpTo = partBytes;
  let part: Buffer | undefined;
  let filled = 0;
  let uploadId: string | undefined;
  const parts: CompletedPart[] = [];

  const sendPart = async (Body: Buffer) => {
    if (!uploadId) {
      const created = await within("the start of the multipart upload", (abortSignal) =>
        client.send(
          new CreateMultipartUploadCommand({ Bucket, Key, ...(checksums ? { ChecksumAlgorithm: "CRC32" } : {}) }),
          { abortSignal },
        ),
      );
      if (!created.UploadId) throw new Error(`The storage began no multipart upload for ${Key}.`);
      uploadId = created.UploadId;
    }
    const PartNumber = parts.length + 1;
    const UploadId = uploadId;
    const sent = await within(`part ${PartNumber}`, (abortSignal) =>
      client.send(new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body }), {
        abortSignal,
      }),
    );
    if (!sent.ETag) throw new Error(`The storage returned no ETag for part ${PartNumber} of ${Key}.`);
    parts.push({ PartNumber, ETag: sent.ETag, ...(sent.ChecksumCRC32 ? { ChecksumCRC32: sent.ChecksumCRC32 } : {}) });
    // The part is stored: its buffer takes the next bytes.
    filled = 0;
  };

  try {
    for await (const chunk of source) {
      if (!part) {
        if (
          filled + chunk.length > holdUpTo &&
          holdUpTo === partBytes &&
          whole &&
          whole.upTo > partBytes &&
          whole.wanted()
        )
          // A picture larger than a part: held whole after all, to be checked once it is all there.
          holdUpTo = whole.upTo;
        if (filled + chunk.length <= holdUpTo) {
          held.push(chunk);
          filled += chunk.length;
          continue;
        }
        if (holdUpTo !== partBytes)
          throw new Error(`${Key} was to be held whole but is larger than ${holdUpTo} bytes.`);
        // Larger than one part: from here on, one buffer, filled as the bytes arrive.
        part = Buffer.allocUnsafe(partBytes);
        let at = 0;
        for (const earlier of held) {
          part.set(earlier, at);
          at += earlier.length;
        }
        held = [];
      }
      for (let at = 0; at < chunk.length; ) {
        const taken = Math.min(chunk.length - at, partBytes - filled);
        part.set(chunk.subarray(at, at + taken), filled);
        filled += taken;
        at += taken;
        if (filled === partBytes) await sendPart(part);
      }
    }
    if (!part) {
      const only = held[0];
      const bytes =
        held.length === 1 && only
          ? Buffer.from(only.buffer, only.byteOffset, only.byteLength)
          : Buffer.concat(held, filled);
      const command = new PutObjectCommand({ Bucket, Key, Body: bytes });
      const sha256 = options.sha256?.();
      if (sha256) signedWithHash(command, sha256);
      const put = within("the write", (abortSignal) => client.send(command, { abortSignal }));
      // The check reads the bytes while they go up; both are settled before a failure leaves (the
      // caller removes the object, which must not land after its removal).
      const checked = whole?.wanted() ? whole.check(bytes) : Promise.resolve();
      const [stored, check] = await Promise.allSettled([put, checked]);
      if (check.status === "rejected") throw check.reason;
      if (stored.status === "rejected") throw stored.reason;
      return;
    }
    if (filled > 0) await sendPart(part.subarray(0, filled));
    const UploadId = uploadId;
    await within("the completion of the multipart upload", (abortSignal) =>
      client.send(new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: parts } }), {
        abortSignal,
      }),
    );
  } catch (error) {
    if (uploadId) {
      const UploadId = uploadId;
      const aborted = within("the abort of the multipart upload", (abortSignal) =>
        client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }), { abortSignal }),
      ).catch((abortError) =>
        options.warn(
          `Could not abort the multipart upload of ${Key} in bucket ${Bucket}: ${String(abortError)}. A lifecycle rule that aborts incomplete multipart uploads removes its parts.`,
        ),
      );
      // A storage that hangs is answered at once: its abort goes on behind the answer, within its own deadline.
      if (!storageHangs(error)) await aborted;
    }
    throw error;
  }
}

/**
 * The request's signature carries the body's SHA-256 (x-amz-content-sha256), which the SDK computes
 * unless the header is there already: given the hash the upload was inspected with, the bytes are
 * hashed once. The storage checks the body against it, so a wrong one fails the write.
 */
function signedWithHash(command: PutObjectCommand, sha256: string): void {
  command.middlewareStack.add(
    (next) => (args) => {
      const request = args.request as { headers?: Record<string, string> };
      if (request.headers) request.headers["x-amz-content-sha256"] = sha256;
      return next(args);
    },
    { step: "build", name: "signedWithInspectedHash" },
  );
}
