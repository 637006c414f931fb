import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { suggestPlacements } from "./booth-suggestion.ts";
import { BOOTH_SIZES } from "./limits.ts";

const size = fc.constantFrom(...BOOTH_SIZES);
const booths = fc.uniqueArray(
  fc.record({ id: fc.string({ minLength: 1, maxLength: 4 }), size, position: fc.nat(50) }),
  {
    selector: (b) => b.id,
    maxLength: 20,
  },
);
const galleries = fc.uniqueArray(fc.record({ id: fc.uuid(), size, acceptedAt: fc.integer({ min: 0, max: 20 }) }), {
  selector: (g) => g.id,
  maxLength: 20,
});

describe("suggestPlacements", () => {
  it("fills booths in plan order with galleries in the order they were accepted", () => {
    const placed = suggestPlacements(
      [
        { id: "L2", size: "large", position: 2 },
        { id: "S1", size: "small", position: 1 },
        { id: "L0", size: "large", position: 0 },
      ],
      [
        { id: "late", size: "large", acceptedAt: 20 },
        { id: "early", size: "large", acceptedAt: 10 },
        { id: "nothing-medium", size: "medium", acceptedAt: 5 },
      ],
    );
    expect(placed).toEqual([
      { applicationId: "early", boothId: "L0" },
      { applicationId: "late", boothId: "L2" },
    ]);
  });

  it("never gives a wrong size, never a booth or a gallery twice, and fills what it can", () => {
    fc.assert(
      fc.property(booths, galleries, (b, g) => {
        const placed = suggestPlacements(b, g);
        const sizeOfBooth = new Map(b.map((x) => [x.id, x.size]));
        const sizeOfGallery = new Map(g.map((x) => [x.id, x.size]));
        for (const p of placed) expect(sizeOfBooth.get(p.boothId)).toBe(sizeOfGallery.get(p.applicationId));
        expect(new Set(placed.map((p) => p.boothId)).size).toBe(placed.length);
        expect(new Set(placed.map((p) => p.applicationId)).size).toBe(placed.length);
        for (const s of BOOTH_SIZES) {
          const count = (xs: { size: string }[]) => xs.filter((x) => x.size === s).length;
          expect(placed.filter((p) => sizeOfBooth.get(p.boothId) === s).length).toBe(Math.min(count(b), count(g)));
        }
      }),
    );
  });

  it("is deterministic: the same booths and galleries in any order give the same proposal", () => {
    fc.assert(
      fc.property(booths, galleries, fc.nat(), (b, g, seed) => {
        const shuffle = <T>(xs: T[]) =>
          xs
            .map((x, i) => ({ x, k: (i * 2654435761 + seed) % 1000003 }))
            .sort((p, q) => p.k - q.k)
            .map((p) => p.x);
        expect(suggestPlacements(shuffle(b), shuffle(g))).toEqual(suggestPlacements(b, g));
      }),
    );
  });
});
