/** Test files made by code: real PNG and PDF bytes, of any size, without committed binaries. */
import { deflateSync } from "node:zlib";
import type { ApplicationForm } from "../src/shared/application.ts";
import { dotted, fileRecords } from "../src/shared/wire.ts";

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of the given size, filled with a colour that depends on `seed`. */
export function makePng(width: number, height: number, seed = 1): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([(seed * 40 + x) & 255, (seed * 90) & 255, (x * 7) & 255], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A one-page PDF; `padding` bytes of comment make it as large as a test needs. */
export function makePdf(text = "Proof of registration", padding = 0): Buffer {
  const body = `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\n% ${text}\n`;
  return Buffer.concat([Buffer.from(body), Buffer.alloc(padding, 0x25), Buffer.from("\n%%EOF\n")]);
}

/**
 * A JPEG with every header a picture has (its size included) and no image data: the type is
 * recognised and the dimensions read, but there are no pixels to decode.
 */
export function makeJpegWithoutImageData(width = 640, height = 480): Buffer {
  const app0 = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof0 = [0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3];
  const components = [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof0, ...components, 0xff, 0xd9]);
}

/** Bytes that no allowed type starts with: an ELF executable header. */
export function makeExecutable(): Buffer {
  return Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(5000, 1)]);
}

/** Node's Buffer may sit on a shared pool; Blob wants its own ArrayBuffer. */
export function blobOf(bytes: Uint8Array): Blob {
  return new Blob([new Uint8Array(bytes)]);
}

/** Real bytes for every file record of the form (PDF or PNG by its name), its sizes set to match. */
export function filesForForm(form: ApplicationForm): Map<string, Blob> {
  const files = new Map<string, Blob>();
  fileRecords(form).forEach(({ path, record }, i) => {
    const bytes = record.filename.endsWith(".pdf") ? makePdf(`file ${i}`) : makePng(40 + i, 30, i);
    record.size = bytes.length;
    files.set(dotted(path), blobOf(bytes));
  });
  return files;
}
