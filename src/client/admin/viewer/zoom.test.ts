import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FITTED, MAX_SCALE, needsOriginal, panBy, zoomAt } from "./zoom.ts";

describe("the viewer's zoom", () => {
  it("keeps the point under the pointer in place while zooming in and out", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: MAX_SCALE, noNaN: true }),
        fc.double({ min: 1, max: MAX_SCALE, noNaN: true }),
        fc.double({ min: -500, max: 500, noNaN: true }),
        fc.double({ min: -500, max: 500, noNaN: true }),
        (from, to, px, py) => {
          const start = zoomAt(FITTED, from);
          const next = zoomAt(start, to, { x: px, y: py });
          if (next.scale === 1) return;
          // The picture point under (px, py): (p - offset) / scale, the same before and after.
          expect((px - next.x) / next.scale).toBeCloseTo((px - start.x) / start.scale, 6);
          expect((py - next.y) / next.scale).toBeCloseTo((py - start.y) / start.scale, 6);
        },
      ),
    );
  });

  it("never goes below fitting nor above the maximum, and fitting recentres", () => {
    expect(zoomAt({ scale: 3, x: 40, y: -20 }, 0.5)).toEqual(FITTED);
    expect(zoomAt(FITTED, 100).scale).toBe(MAX_SCALE);
  });

  it("pans only a zoomed picture and keeps some of it on the stage", () => {
    expect(panBy(FITTED, 50, 50, { width: 400, height: 300 })).toEqual(FITTED);
    expect(panBy({ scale: 2, x: 0, y: 0 }, 10_000, -10_000, { width: 400, height: 300 })).toEqual({
      scale: 2,
      x: 400,
      y: -300,
    });
  });

  it("asks for the original only once the screen-sized picture would be enlarged", () => {
    expect(needsOriginal(FITTED, 900, 1600, 1)).toBe(false);
    expect(needsOriginal({ scale: 1.5, x: 0, y: 0 }, 900, 1600, 1)).toBe(false);
    expect(needsOriginal({ scale: 2, x: 0, y: 0 }, 900, 1600, 1)).toBe(true);
    expect(needsOriginal(FITTED, 900, 1600, 2)).toBe(false);
    expect(needsOriginal({ scale: 1.2, x: 0, y: 0 }, 900, 1600, 2)).toBe(true);
  });
});
