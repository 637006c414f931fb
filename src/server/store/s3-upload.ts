/**
 * Streams a body of unknown length into one S3 object with one part buffer per upload: a single
 * PutObject when the body fits in one part, a multipart upload otherwise, aborted if anything fails.
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
import type { WholeFileCheck } from "./files.ts";
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
  options: { partBytes?: number; warn: (message: string) => void; timeoutMs: number; whole?: WholeFileCheck },
): Promise<void> {
  let partBytes = options.partBytes ?? PART_BYTES;
  const { whole } = options;
  const within = <T>(what: string, call: (abortSignal: AbortSignal) => Promise<T>) =>
    withinDeadline(options.timeoutMs, `${what} of ${Key}`, call);
  // As the SDK's own uploader does: CRC32 checksums per part when the client computes them.
  const checksums = (await client.config.requestChecksumCalculation()) === "WHEN_SUPPORTED";
  // Uninitialised: pages not yet written take no memory, so a small file costs what it holds.
  let part = Buffer.allocUnsafe(partBytes);
  let filled = 0;
  let uploadId: string | undefined;
  const parts: CompletedPart[] = [];

  const sendPart = async () => {
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
      client.send(new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: part.subarray(0, filled) }), {
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
      for (let at = 0; at < chunk.length; ) {
        const taken = Math.min(chunk.length - at, partBytes - filled);
        part.set(chunk.subarray(at, at + taken), filled);
        filled += taken;
        at += taken;
        if (filled === partBytes && !uploadId && whole && partBytes < whole.upTo && whole.wanted()) {
          // A picture larger than a part: held whole after all, its first part copied once.
          const larger = Buffer.allocUnsafe(whole.upTo);
          larger.set(part);
          part = larger;
          partBytes = whole.upTo;
        }
        if (filled === partBytes) await sendPart();
      }
    }
    if (!uploadId) {
      const bytes = part.subarray(0, filled);
      const put = within("the write", (abortSignal) =>
        client.send(new PutObjectCommand({ Bucket, Key, Body: bytes }), { abortSignal }),
      );
      // The check reads the bytes while they go up; both are settled before a failure leaves (the
      // caller removes the object, which must not land after its removal).
      const checked = whole?.wanted() ? whole.check(bytes) : Promise.resolve();
      const [stored, check] = await Promise.allSettled([put, checked]);
      if (check.status === "rejected") throw check.reason;
      if (stored.status === "rejected") throw stored.reason;
      return;
    }
    if (whole?.wanted()) throw new Error(`${Key} was to be held whole but is larger than ${whole.upTo} bytes.`);
    if (filled > 0) await sendPart();
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
