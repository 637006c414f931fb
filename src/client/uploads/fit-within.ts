/** The size an image takes when it must fit within a square of `max` pixels: aspect kept, never enlarged. */
export interface PixelSize {
  width: number;
  height: number;
}

export function fitWithin(width: number, height: number, max: number): PixelSize {
  for (const [name, value] of [
    ["width", width],
    ["height", height],
    ["max", max],
  ] as const) {
    if (!Number.isInteger(value) || value < 1)
      throw new RangeError(`${name} must be a positive whole number of pixels.`);
  }
  if (width <= max && height <= max) return { width, height };
  // The longer side becomes exactly `max`; the shorter one is rounded, and a sliver stays at least one pixel.
  if (width >= height) return { width: max, height: Math.max(1, Math.round((height * max) / width)) };
  return { width: Math.max(1, Math.round((width * max) / height)), height: max };
}
