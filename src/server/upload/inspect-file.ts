/** Checks a file while it streams: counts and hashes its bytes, stops at the size limit, judges its type by its first bytes. */
import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import { Transform, type TransformCallback } from "node:stream";
import { fileTypeFromBuffer } from "file-type";
import { imageSize } from "image-size";
import type Sharp from "sharp";

/** file-type needs at most this many leading bytes to recognise the formats we accept. */
const SNIFF_BYTES = 4100;
/** How far into an image we look for its dimensions. */
const DIMENSION_SNIFF_BYTES = 256 * 1024;
/**
 * Decompression bombs: a few kilobytes whose header claims 50,000 × 50,000 pixels. A 100 MP
 * image is beyond any camera an applicant photographs a booth with.
 */
export const MAX_IMAGE_PIXELS = 100_000_000;
/**
 * PDF actions that run code or programs when opened. Such a PDF is kept (register extracts are often
 * fillable forms with scripts) and marked, so the back office says so beside it; it is only ever
 * downloaded, never shown in the back office's pages. (Markers inside compressed object streams are not seen.)
 */
const PDF_ACTIVE_CONTENT = /\/(JavaScript|JS|Launch)\b/;

export class FileTooLargeError extends Error {}
/** A file of a picture's type whose pixels do not decode: its thumbnail and resized copies could never be made. */
export class PictureDamagedError extends Error {}
export class SubmissionTooLargeError extends Error {}

/** Bytes left for all files of one request together. */
export class SubmissionBudget {
  remaining: number;

  constructor(remaining: number) {
    this.remaining = remaining;
  }
}
export class FileTypeError extends Error {}

export interface InspectedFile {
  size: number;
  sha256: string;
  contentType: string;
  /** A PDF with JavaScript or a program launch. */
  activeContent: boolean;
}

export class FileInspector extends Transform {
  private size = 0;
  private readonly hash = createHash("sha256");
  private head: Buffer[] = [];
  private headBytes = 0;
  private contentType: string | null = null;
  private activeContent = false;
  /** Images until their dimensions are read from the header (or the header is out of reach). */
  private dimensionsPending = false;

  private readonly maxBytes: number;
  private readonly allowedTypes: readonly string[];
  private readonly budget: SubmissionBudget;

  constructor(maxBytes: number, allowedTypes: readonly string[], budget: SubmissionBudget) {
    super();
    this.maxBytes = maxBytes;
    this.allowedTypes = allowedTypes;
    this.budget = budget;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    this.budget.remaining -= chunk.length;
    if (this.size > this.maxBytes || this.budget.remaining < 0) {
      done(this.size > this.maxBytes ? new FileTooLargeError() : new SubmissionTooLargeError());
      return;
    }
    this.hash.update(chunk);
    if (this.contentType === "application/pdf" && !this.activeContent) this.activeContent = this.scriptInPdf(chunk);
    if (this.contentType === null || this.dimensionsPending) {
      this.head.push(chunk);
      this.headBytes += chunk.length;
      if (this.headBytes >= SNIFF_BYTES) {
        this.judge(false).then(() => done(null, chunk), done);
        return;
      }
    }
    done(null, chunk);
  }

  /** The end of the previous chunk, so a marker split across two chunks is still found. */
  private pdfTail = "";

  private scriptInPdf(chunk: Buffer): boolean {
    const text = this.pdfTail + chunk.toString("latin1");
    this.pdfTail = text.slice(-16);
    return PDF_ACTIVE_CONTENT.test(text);
  }

  override _flush(done: TransformCallback): void {
    if (this.size === 0) {
      done(new FileTypeError("empty"));
      return;
    }
    const judged = this.contentType !== null && !this.dimensionsPending ? Promise.resolve() : this.judge(true);
    judged.then(() => done(), done);
  }

  /**
   * Whether the file is a picture, whose pixels its header says nothing about: they are decoded by
   * whoever holds the whole file (pictureDecodes), never from a copy gathered here.
   */
  isPicture(): boolean {
    return this.contentType?.startsWith("image/") === true;
  }

  private async judge(atEnd: boolean): Promise<void> {
    const head = Buffer.concat(this.head);
    if (this.contentType === null) {
      const detected = await fileTypeFromBuffer(head);
      if (!detected || !this.allowedTypes.includes(detected.mime)) throw new FileTypeError(detected?.mime ?? "unknown");
      this.contentType = detected.mime;
      // The head was read before the type was known; the chunks after it are looked at as they pass.
      if (detected.mime === "application/pdf") this.activeContent = this.scriptInPdf(head);
      this.dimensionsPending = detected.mime.startsWith("image/");
    }
    if (this.dimensionsPending) {
      const dimensions = readDimensions(head);
      if (dimensions && dimensions.width * dimensions.height > MAX_IMAGE_PIXELS) throw new FileTooLargeError();
      // A JPEG may carry long metadata before its size; past a limit, decoding is left to whoever decodes.
      if (dimensions || atEnd || this.headBytes >= DIMENSION_SNIFF_BYTES) this.dimensionsPending = false;
    }
    if (!this.dimensionsPending) this.head = [];
  }

  private digest: string | undefined;

  /** The SHA-256 (hex) of every byte that passed: asked once they all have (a hash is final once read). */
  sha256(): string {
    this.digest ??= this.hash.digest("hex");
    return this.digest;
  }

  result(): InspectedFile {
    if (this.contentType === null) throw new Error("The file has not been inspected to its end.");
    return {
      size: this.size,
      sha256: this.sha256(),
      contentType: this.contentType,
      activeContent: this.activeContent,
    };
  }
}

/**
 * Pictures decoding at once in this process. Decoding runs on libuv's four threads, which also do
 * every file write, fsync and open: with more decodes queued than cores, a submission's next file
 * waited behind other submissions' pictures, while the decodes themselves gained nothing (they are
 * CPU-bound).
 */
const DECODING_AT_ONCE = Math.max(1, Math.min(2, availableParallelism()));
let decoding = 0;
const waitingToDecode: (() => void)[] = [];

async function fewDecodesAtATime<T>(decode: () => Promise<T>): Promise<T> {
  if (decoding >= DECODING_AT_ONCE) await new Promise<void>((resolve) => waitingToDecode.push(resolve));
  else decoding++;
  try {
    return await decode();
  } finally {
    // The turn passes straight to the next waiting decode, which counts as running from here.
    const next = waitingToDecode.shift();
    if (next) next();
    else decoding--;
  }
}

/**
 * Whether a picture's pixels decode: from its stored file, which libvips reads itself, or from the one
 * buffer a store holds it in on its way (S3), never from a copy of its own.
 */
export function pictureDecodes(picture: Buffer | string): Promise<boolean> {
  return fewDecodesAtATime(() => picturePixelsDecode(picture));
}

/**
 * Decodes every pixel, with the same strictness as the resized copies the back office and the public
 * pages make (ecosystem/picture-variants.ts): a picture accepted here can always be shown. A JPEG is
 * decoded at full size with only its last pixel kept: at the 1/8 and 1/4 scales of shrink-on-load,
 * libjpeg decoded a scan that had lost bytes in its middle without a warning, while the resized
 * copies (decoded at 1/2 or full size) then failed on it (bench/picture-check.ts). PNG has no smaller
 * scale, and a WebP shrunk on load still reads all its data; both are brought down to a few pixels.
 */
async function picturePixelsDecode(input: Buffer | string): Promise<boolean> {
  // Loaded on the first picture: the validate calls and PDFs never need it.
  const sharp: typeof Sharp = (await import("sharp")).default;
  try {
    const image = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS });
    const { format, width, height } = await image.metadata();
    const decoded =
      format === "jpeg" && width && height
        ? image.extract({ left: width - 1, top: height - 1, width: 1, height: 1 })
        : image.resize(16, 16, { fit: "inside" });
    await decoded.raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

function readDimensions(head: Buffer): { width: number; height: number } | null {
  try {
    const { width, height } = imageSize(head);
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}
