/** Checks a file while it streams: counts and hashes its bytes, stops at the size limit, judges its type by its first bytes. */
import { createHash } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import { fileTypeFromBuffer } from "file-type";

/** file-type needs at most this many leading bytes to recognise the formats we accept. */
const SNIFF_BYTES = 4100;

export class FileTooLargeError extends Error {}
export class SubmissionTooLargeError extends Error {}

/** Bytes left for all files of one request together. */
export class SubmissionBudget {
  constructor(public remaining: number) {}
}
export class FileTypeError extends Error {}

export interface InspectedFile {
  size: number;
  sha256: string;
  contentType: string;
}

export class FileInspector extends Transform {
  private size = 0;
  private readonly hash = createHash("sha256");
  private head: Buffer[] = [];
  private headBytes = 0;
  private contentType: string | null = null;

  constructor(
    private readonly maxBytes: number,
    private readonly allowedTypes: readonly string[],
    private readonly budget: SubmissionBudget,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    this.budget.remaining -= chunk.length;
    if (this.size > this.maxBytes || this.budget.remaining < 0) {
      done(this.size > this.maxBytes ? new FileTooLargeError() : new SubmissionTooLargeError());
      return;
    }
    this.hash.update(chunk);
    if (this.contentType === null) {
      this.head.push(chunk);
      this.headBytes += chunk.length;
      if (this.headBytes >= SNIFF_BYTES) {
        this.judge().then(() => done(null, chunk), done);
        return;
      }
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.size === 0) done(new FileTypeError("empty"));
    else if (this.contentType !== null) done();
    else this.judge().then(() => done(), done);
  }

  private async judge(): Promise<void> {
    const detected = await fileTypeFromBuffer(Buffer.concat(this.head));
    this.head = [];
    if (!detected || !this.allowedTypes.includes(detected.mime)) throw new FileTypeError(detected?.mime ?? "unknown");
    this.contentType = detected.mime;
  }

  result(): InspectedFile {
    if (this.contentType === null) throw new Error("The file has not been inspected to its end.");
    return { size: this.size, sha256: this.hash.digest("hex"), contentType: this.contentType };
  }
}
