/**
 * What a gallery sends on the deadline day: 1–10 artists with 1–8 artworks each (one picture per
 * artwork; the `SizeRange` says how many and how large), 1–4 pictures of the gallery's past shows,
 * a booth rendering, a press kit and a proof of registration as PDFs. Pictures are real JPEGs of noise (which compresses badly, as photographs
 * do) from a small pool made once with sharp; each file sent is made unique by a JPEG comment or a
 * PDF comment naming the gallery and the file, so every stored object can be matched to what was
 * sent by its SHA-256. Deterministic: gallery n is the same in every run.
 */

import { createHash } from "node:crypto";
import sharp from "sharp";
import { random as seeded } from "../../src/server/demo/sample-picture.ts";
import type { ApplicationForm } from "../../src/shared/application.ts";
import { exampleApplication, exampleArtist } from "../../src/shared/example-application.ts";
import { applicationFormData } from "../../src/shared/form-data.ts";
import { dotted, fileRecords } from "../../src/shared/wire.ts";
import { makePdf } from "../../test-support/fixtures.ts";

/** The browser's encoding (client/form/submit-application.ts, WIRE_ENCODING). */
const ENCODING = "compact";

export interface SizeRange {
  /** Fewest and most artists, and artworks per artist. */
  artists: [number, number];
  artworks: [number, number];
  /** Smallest and largest picture, in bytes (log-uniform between them, as a camera's files spread). */
  pictureBytes: [number, number];
  /** Smallest and largest PDF, in bytes. */
  pdfBytes: [number, number];
}

export interface SentFile {
  path: string;
  sha256: string;
  size: number;
}

export interface GalleryBody {
  /** validate: the form without files; submit: with every file. As the page sends them. */
  validate: { body: Uint8Array<ArrayBuffer>; contentType: string };
  submit: { body: Uint8Array<ArrayBuffer>; contentType: string };
  files: SentFile[];
}

const between = (random: () => number, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

/** Noise JPEGs at quality 90 are about 0.77 bytes a pixel: the side that makes `bytes`. */
async function noiseJpeg(bytes: number, seed: number): Promise<Buffer> {
  const side = Math.max(16, Math.round(Math.sqrt(bytes / 0.77)));
  const pixels = Buffer.alloc(side * side * 3);
  const random = seeded(seed);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (random() * 256) | 0;
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** `count` pictures spread log-uniformly over the range, smallest first. */
export async function picturePool(range: SizeRange, count = 10): Promise<Buffer[]> {
  const [low, high] = range.pictureBytes;
  const sizes = Array.from({ length: count }, (_, i) => low * (high / low) ** (count === 1 ? 0 : i / (count - 1)));
  return Promise.all(sizes.map((bytes, i) => noiseJpeg(bytes, i + 1)));
}

/** The pooled JPEG with a comment segment (COM) after its start marker: the same picture, other bytes. */
function uniqueJpeg(jpeg: Buffer, label: string): Buffer {
  const text = Buffer.from(label, "latin1");
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, text, jpeg.subarray(2)]);
}

async function encoded(form: FormData): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { body: new Uint8Array(await request.arrayBuffer()), contentType: request.headers.get("content-type") ?? "" };
}

/** Gallery n's application, its files' bytes, as the page builds it for `edition` with the session's `token`. */
export async function galleryBody(
  n: number,
  edition: string,
  token: string,
  pool: Buffer[],
  range: SizeRange,
): Promise<GalleryBody> {
  const random = seeded(n * 7919 + 17);
  const artists = between(random, ...range.artists);
  const form: ApplicationForm = exampleApplication({ edition, artists, galleryPictures: between(random, 1, 4) });
  form.artists = form.artists.map((_, i) => exampleArtist(i, between(random, ...range.artworks)));
  form.gallery.name = `Galerie Deadline ${n}`;
  form.gallery.email = `gallery-${n}@deadline.example`;
  const [pdfLow, pdfHigh] = range.pdfBytes;
  const files = new Map<string, Blob>();
  const sent: SentFile[] = [];
  for (const { path, record } of fileRecords(form)) {
    const at = dotted(path);
    const label = `deadline-day gallery ${n} ${at}`;
    const bytes = record.filename.endsWith(".pdf")
      ? makePdf(label, between(random, pdfLow, pdfHigh))
      : uniqueJpeg(pool[Math.floor(random() * pool.length)] as Buffer, label);
    if (!record.filename.endsWith(".pdf")) record.filename = record.filename.replace(/\.\w+$/, ".jpg");
    record.size = bytes.length;
    files.set(
      at,
      new Blob([new Uint8Array(bytes)], { type: record.filename.endsWith(".pdf") ? "application/pdf" : "image/jpeg" }),
    );
    sent.push({ path: at, sha256: createHash("sha256").update(bytes).digest("hex"), size: bytes.length });
  }
  return {
    validate: await encoded(applicationFormData(form, { encoding: ENCODING, token })),
    submit: await encoded(applicationFormData(form, { encoding: ENCODING, files, token })),
    files: sent,
  };
}
