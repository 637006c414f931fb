/**
 * Generated artworks for the demo and the viewer's benchmark: five kinds of abstract picture
 * (shapes, colour fields, orbits, a landscape, a grid) in a palette of their own, so paging
 * through an application's artworks shows different pictures rather than one repeated.
 */
import sharp from "sharp";
import { random } from "./sample-picture.ts";

export const ARTWORK_KINDS = ["shapes", "colour field", "orbits", "landscape", "grid"] as const;

type Draw = (width: number, height: number, next: () => number, hue: number) => string;

const colour = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(hue) % 360}, ${Math.round(saturation)}%, ${Math.round(lightness)}%)`;

const shapes: Draw = (width, height, next, hue) => {
  const items = Array.from({ length: 6 + Math.floor(next() * 6) }, () => {
    const size = Math.min(width, height) * (0.1 + next() * 0.35);
    const x = next() * width;
    const y = next() * height;
    const fill = colour(hue + next() * 180, 55 + next() * 35, 35 + next() * 35);
    const kind = next();
    if (kind < 0.35) return `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${fill}" opacity="0.9"/>`;
    if (kind < 0.7)
      return `<rect x="${x - size / 2}" y="${y - size / 3}" width="${size}" height="${size * (0.4 + next())}" fill="${fill}" transform="rotate(${Math.round(next() * 40 - 20)} ${x} ${y})"/>`;
    return `<polygon points="${x},${y - size / 2} ${x + size / 2},${y + size / 2} ${x - size / 2},${y + size / 2}" fill="${fill}"/>`;
  });
  return `<rect width="100%" height="100%" fill="${colour(hue + 40, 20, 88)}"/>${items.join("")}`;
};

const colourField: Draw = (width, height, next, hue) => {
  const bands = 2 + Math.floor(next() * 2);
  const margin = Math.min(width, height) * 0.07;
  const bandHeight = (height - margin * (bands + 1)) / bands;
  const rects = Array.from(
    { length: bands },
    (_, i) =>
      `<rect x="${margin}" y="${margin + i * (bandHeight + margin)}" width="${width - 2 * margin}" height="${bandHeight}" rx="${margin / 2}" fill="${colour(hue + i * (30 + next() * 40), 50 + next() * 30, 30 + next() * 35)}"/>`,
  );
  return `<rect width="100%" height="100%" fill="${colour(hue, 45, 22)}"/>${rects.join("")}`;
};

const orbits: Draw = (width, height, next, hue) => {
  const cx = width * (0.3 + next() * 0.4);
  const cy = height * (0.3 + next() * 0.4);
  const largest = Math.max(width, height) * 0.8;
  const count = 7 + Math.floor(next() * 5);
  const rings = Array.from({ length: count }, (_, i) => {
    const r = largest * (1 - i / count);
    return `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * (0.6 + next() * 0.4)}" fill="${colour(hue + i * 17, 60, 20 + i * 6)}"/>`;
  });
  return `<rect width="100%" height="100%" fill="${colour(hue, 40, 12)}"/>${rings.join("")}`;
};

const landscape: Draw = (width, height, next, hue) => {
  const hills = Array.from({ length: 3 + Math.floor(next() * 2) }, (_, i) => {
    const base = height * (0.45 + i * 0.12);
    const points = Array.from({ length: 7 }, (_, k) => `${(k / 6) * width},${base - next() * height * 0.15}`);
    return `<polygon points="0,${height} ${points.join(" ")} ${width},${height}" fill="${colour(hue + 90 + i * 10, 35, 45 - i * 8)}"/>`;
  });
  const sun = `<circle cx="${width * (0.15 + next() * 0.7)}" cy="${height * (0.15 + next() * 0.2)}" r="${Math.min(width, height) * 0.08}" fill="${colour(hue + 20, 90, 65)}"/>`;
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour(hue + 200, 55, 55)}"/><stop offset="1" stop-color="${colour(hue + 30, 65, 85)}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#sky)"/>${sun}${hills.join("")}`;
};

const grid: Draw = (width, height, next, hue) => {
  const columns = 4 + Math.floor(next() * 5);
  const cell = width / columns;
  const rows = Math.ceil(height / cell);
  const cells: string[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++)
      cells.push(
        `<rect x="${c * cell + cell * 0.06}" y="${r * cell + cell * 0.06}" width="${cell * 0.88}" height="${cell * 0.88}" fill="${colour(hue + next() * 70, 40 + next() * 40, 30 + next() * 50)}"/>`,
      );
  return `<rect width="100%" height="100%" fill="${colour(hue, 15, 94)}"/>${cells.join("")}`;
};

const DRAWINGS: Record<(typeof ARTWORK_KINDS)[number], Draw> = {
  shapes,
  "colour field": colourField,
  orbits,
  landscape,
  grid,
};

/**
 * Artwork `seed` as a JPEG of `longest` pixels on its longer side, `shape` being width ÷ height.
 * The kind cycles with the seed, so consecutive seeds look different; the colours follow from it.
 */
export async function sampleArtwork(shape: number, seed: number, longest = 1200): Promise<Buffer> {
  const next = random(seed * 7919 + 17);
  const width = shape >= 1 ? longest : Math.round(longest * shape);
  const height = shape >= 1 ? Math.round(longest / shape) : longest;
  const kind = ARTWORK_KINDS[seed % ARTWORK_KINDS.length] as (typeof ARTWORK_KINDS)[number];
  const body = DRAWINGS[kind](width, height, next, next() * 360);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
