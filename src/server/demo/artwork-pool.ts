/**
 * The demo's artwork pictures: a pool of distinct generated artworks of different shapes, handed
 * out in turn, so every application's artworks differ from one another (up to the pool's size)
 * while the demo draws only a few dozen pictures rather than one per artwork of every application.
 */
import type { ApplicationForm } from "../../shared/application.ts";
import { sampleArtwork } from "./sample-artwork.ts";

/** Larger than the largest demo application (50 artworks), so none shows a picture twice. */
export const POOL_SIZE = 60;
/** Width ÷ height: portrait, square and landscape formats as painters and photographers use them. */
const SHAPES = [4 / 5, 1, 3 / 2, 2 / 3, 16 / 9, 3 / 4, 5 / 4, 9 / 16];

export interface ArtworkPool {
  pictures: Buffer[];
  shapes: number[];
}

/** Draws the pool two at a time: sharp holds each picture decoded, and the machine may be small. */
export async function makeArtworkPool(size = POOL_SIZE, longest = 1200): Promise<ArtworkPool> {
  const shapes = Array.from({ length: size }, (_, i) => SHAPES[(i * 5) % SHAPES.length] as number);
  const pictures: Buffer[] = new Array(size);
  let taken = 0;
  const worker = async () => {
    for (let i = taken++; i < size; i = taken++) pictures[i] = await sampleArtwork(shapes[i] as number, i + 1, longest);
  };
  await Promise.all([worker(), worker()]);
  return { pictures, shapes };
}

/**
 * Gives each artwork with a file a picture of the pool, from `offset` on, and a size in its meta
 * (height × width in cm) of the picture's proportions; returns the pictures by dotted record path.
 */
export function dressArtworks(form: ApplicationForm, pool: ArtworkPool, offset: number): Map<string, Buffer> {
  const bytes = new Map<string, Buffer>();
  let k = 0;
  for (const [a, artist] of form.artists.entries())
    for (const [w, artwork] of artist.artworks.entries()) {
      if (!artwork.filename) continue;
      const p = (offset + k++) % pool.pictures.length;
      const shape = pool.shapes[p] as number;
      const longer = 40 + (((offset + k) * 37) % 160);
      const [width, height] = shape >= 1 ? [longer, Math.round(longer / shape)] : [Math.round(longer * shape), longer];
      const [year, medium] = artwork.meta.split(", ");
      artwork.meta = `${year}, ${medium}, ${height} × ${width} cm`;
      bytes.set(`artists.${a}.artworks.${w}`, pool.pictures[p] as Buffer);
    }
  return bytes;
}
