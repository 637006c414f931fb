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
 *
 * The part buffer is taken only once a body outgrows one part: most files (pictures of a few MB)
 * are held as the chunks they arrived in and sent as one PutObject. A 5 MB buffer per file, however
 * small, was 5 MB of external memory per picture to V8, which collected early and often for it.
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
  options: { partBytes?: number; warn: (message: string) => void; timeoutMs: number },
): Promise<void> {
  const partBytes = options.partBytes ?? PART_BYTES;
  const within = <T>(what: string, call: (abortSignal: AbortSignal) => Promise<T>) =>
    withinDeadline(options.timeoutMs, `${what} of ${Key}`, call);
  // As the SDK's own uploader does: CRC32 checksums per part when the client computes them.
  const checksums = (await client.config.requestChecksumCalculation()) === "WHEN_SUPPORTED";
  // The body's first bytes, as they arrived (a stream's chunks are its reader's once read): no
  // copy, no part buffer, until the body proves larger than one part.
  let held: Uint8Array[] = [];
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
        if (filled + chunk.length <= partBytes) {
          held.push(chunk);
          filled += chunk.length;
          continue;
        }
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
      const Body = held.length === 1 ? held[0] : Buffer.concat(held, filled);
      await within("the write", (abortSignal) =>
        client.send(new PutObjectCommand({ Bucket, Key, Body }), { abortSignal }),
      );
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
