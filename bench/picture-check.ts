/**
 * Ways to check that an uploaded picture's pixels decode (issue 33: the check is most of a megabyte's
 * CPU), each run on the megabyte benchmark's pictures (1400 px noise JPEGs of 1.5 MB), a
 * photograph-like JPEG, a PNG and a WebP, and on every damaged picture the tests refuse
 * (test-support/damaged-pictures.ts). CPU ms per MB is this process's user + system time, all threads.
 */
import sharp, { type Sharp } from "sharp";
import { damagedPictures } from "../test-support/damaged-pictures.ts";
import { sized, TINY } from "./support.ts";

const LOOPS = sized("BENCH_LOOPS", 12, 1);
const SIDE = TINY ? 160 : 1400;

function grain(width: number, height: number, noise: boolean): Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  let state = 1 * 2654435761;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    pixels[i] = noise ? state >>> 24 : (((i / 3) % width) / width) * 200 + (state >>> 27);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

type Check = (bytes: Buffer, width: number, height: number) => Promise<unknown>;
const lastPixel = (width: number, height: number) => ({ left: width - 1, top: height - 1, width: 1, height: 1 });
const atScale = (bytes: Buffer, width: number, height: number, scale: number) => {
  const w = Math.ceil(width / scale);
  const h = Math.ceil(height / scale);
  const image = sharp(bytes, { limitInputPixels: 100_000_000 });
  return (scale === 1 ? image : image.resize(w, h, { fit: "fill" })).extract(lastPixel(w, h)).raw().toBuffer();
};
const checks: Record<string, Check> = {
  "header only (metadata)": (bytes) => sharp(bytes).metadata(),
  "16 px, shrink-on-load (1/8 for a JPEG; before, and now for PNG and WebP)": (bytes) =>
    sharp(bytes, { limitInputPixels: 100_000_000 }).resize(16, 16, { fit: "inside" }).raw().toBuffer(),
  "1/4, its last pixel": (bytes, w, h) => atScale(bytes, w, h, 4),
  "1/2, its last pixel": (bytes, w, h) => atScale(bytes, w, h, 2),
  "full size, its last pixel (now, for a JPEG)": (bytes, w, h) => atScale(bytes, w, h, 1),
  "full size, raw pixels out": (bytes) => sharp(bytes, { limitInputPixels: 100_000_000 }).raw().toBuffer(),
};

async function cpuMsPerMb(check: Check, bytes: Buffer): Promise<number> {
  const { width = 1, height = 1 } = await sharp(bytes).metadata();
  await check(bytes, width, height);
  const before = process.cpuUsage();
  for (let i = 0; i < LOOPS; i++) await check(bytes, width, height);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / LOOPS / (bytes.length / 1024 / 1024);
}

export async function run(): Promise<Record<string, number | string>> {
  const pictures: Record<string, Buffer> = {
    [`noise JPEG ${SIDE} px (megabyte's)`]: await grain(SIDE, SIDE, true).jpeg({ quality: 90 }).toBuffer(),
    "photograph-like JPEG 4000×3000": await grain(TINY ? 400 : 4000, TINY ? 300 : 3000, false)
      .jpeg({ quality: 85 })
      .toBuffer(),
    "photograph-like PNG 1200×800": await grain(TINY ? 120 : 1200, TINY ? 80 : 800, false)
      .png()
      .toBuffer(),
    "photograph-like WebP 3000×2000": await grain(TINY ? 300 : 3000, TINY ? 200 : 2000, false)
      .webp({ quality: 85 })
      .toBuffer(),
  };
  const damaged = await damagedPictures();
  const results: Record<string, number | string> = {};
  results[`pictures (MB): ${Object.keys(pictures).join(" · ")}`] = Object.values(pictures)
    .map((b) => (b.length / 1024 / 1024).toFixed(2))
    .join(" · ");
  for (const [name, check] of Object.entries(checks)) {
    const figures: string[] = [];
    for (const bytes of Object.values(pictures)) figures.push((await cpuMsPerMb(check, bytes)).toFixed(1));
    const missed: string[] = [];
    for (const [damage, bytes] of Object.entries(damaged)) {
      const size = await sharp(bytes)
        .metadata()
        .catch(() => ({ width: 1, height: 1 }));
      const refused = await check(bytes, size.width ?? 1, size.height ?? 1).then(
        () => false,
        () => true,
      );
      if (!refused) missed.push(damage);
    }
    results[`${name}: CPU ms per MB · damaged refused`] =
      `${figures.join(" · ")} · ${Object.keys(damaged).length - missed.length} of ${Object.keys(damaged).length}${missed.length ? ` (missed: ${missed.join("; ")})` : ""}`;
  }
  return results;
}
