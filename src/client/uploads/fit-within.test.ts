import { describe, expect, it } from "vitest";
import { fitWithin } from "./fit-within.ts";

describe("fitWithin", () => {
  it("shrinks a landscape image so its longer side is exactly the maximum, keeping the aspect", () => {
    expect(fitWithin(6000, 4000, 2000)).toEqual({ width: 2000, height: 1333 });
  });

  it("shrinks a portrait image the same way", () => {
    expect(fitWithin(3000, 4500, 2000)).toEqual({ width: 1333, height: 2000 });
    expect(fitWithin(1000, 3000, 2000)).toEqual({ width: 667, height: 2000 });
  });

  it("shrinks a square image to the square", () => {
    expect(fitWithin(4096, 4096, 2000)).toEqual({ width: 2000, height: 2000 });
  });

  it("shrinks an image that is too large on one side only", () => {
    expect(fitWithin(2001, 1000, 2000)).toEqual({ width: 2000, height: 1000 });
    expect(fitWithin(500, 2400, 2000)).toEqual({ width: 417, height: 2000 });
  });

  it("never enlarges an image that already fits, including one exactly at the limit", () => {
    expect(fitWithin(1200, 800, 2000)).toEqual({ width: 1200, height: 800 });
    expect(fitWithin(2000, 2000, 2000)).toEqual({ width: 2000, height: 2000 });
    expect(fitWithin(1, 1, 2000)).toEqual({ width: 1, height: 1 });
  });

  it("keeps a very thin panorama at least one pixel high", () => {
    expect(fitWithin(100_000, 10, 2000)).toEqual({ width: 2000, height: 1 });
  });

  it("keeps the aspect within the rounding of one pixel", () => {
    for (const [w, h] of [
      [6000, 4000],
      [4032, 3024],
      [7952, 5304],
      [2448, 3264],
      [12_000, 777],
    ] as const) {
      const fitted = fitWithin(w, h, 2000);
      expect(Math.max(fitted.width, fitted.height)).toBe(2000);
      if (w >= h) expect(Math.abs(fitted.height - (h * 2000) / w)).toBeLessThanOrEqual(0.5);
      else expect(Math.abs(fitted.width - (w * 2000) / h)).toBeLessThanOrEqual(0.5);
    }
  });

  it("refuses sizes that are not positive whole pixels", () => {
    expect(() => fitWithin(0, 100, 2000)).toThrow(RangeError);
    expect(() => fitWithin(100, -1, 2000)).toThrow(RangeError);
    expect(() => fitWithin(100.5, 100, 2000)).toThrow(RangeError);
    expect(() => fitWithin(100, 100, Number.NaN)).toThrow(RangeError);
  });
});
