/** Generated pictures for the demo and tests: no binary files in the repository. */
import sharp from "sharp";

/** A small deterministic random number generator, so every run draws the same pictures. */
export function random(seed: number): () => number {
  // mulberry32: 32-bit integer arithmetic only, so the sequence is the same on every machine.
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An abstract "exhibition view": a gradient wall with a few coloured shapes, as a JPEG. */
export async function samplePicture(shape: number, seed: number): Promise<Buffer> {
  const next = random(seed);
  const width = shape >= 1 ? 1600 : Math.round(1600 * shape);
  const height = shape >= 1 ? Math.round(1600 / shape) : 1600;
  const hue = Math.floor(next() * 360);
  const shapes = Array.from({ length: 4 }, () => {
    const w = width * (0.12 + next() * 0.25);
    const h = height * (0.12 + next() * 0.3);
    const x = next() * (width - w);
    const y = height * 0.15 + next() * (height * 0.6 - h);
    const fill = `hsl(${Math.floor(next() * 360)}, 60%, ${30 + Math.floor(next() * 40)}%)`;
    return next() < 0.5
      ? `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`
      : `<circle cx="${x + w / 2}" cy="${y + h / 2}" r="${Math.min(w, h) / 2}" fill="${fill}"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="hsl(${hue}, 25%, 92%)"/><stop offset="0.78" stop-color="hsl(${hue}, 20%, 80%)"/>
<stop offset="0.78" stop-color="hsl(${(hue + 30) % 360}, 15%, 45%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360}, 15%, 30%)"/>
</linearGradient></defs>
<rect width="100%" height="100%" fill="url(#wall)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
