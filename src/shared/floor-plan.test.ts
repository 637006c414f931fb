import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type FloorPlan,
  geometryProblems,
  insideHall,
  MAX_BOOTHS,
  MAX_HALLS,
  MAX_NAMED_OVERLAPS,
  overlaps,
  readFloorPlan,
} from "./floor-plan.ts";

const booth = (id: string, x: number, y: number, w = 3, d = 3, size = "small") => ({
  id,
  label: id,
  size,
  x_m: x,
  y_m: y,
  w_m: w,
  d_m: d,
});
const hall = (booths: object[], width = 20, depth = 10) => ({
  id: "h1",
  name: "Hall 1",
  width_m: width,
  depth_m: depth,
  booths,
});

describe("readFloorPlan", () => {
  it("keeps a valid plan as it is", () => {
    const input = { halls: [hall([booth("A1", 0, 0), booth("A2", 3, 0), booth("A3", 0, 3, 4, 4, "large")])] };
    const result = readFloorPlan(input);
    expect(result.problems).toEqual([]);
    expect(result.plan).toEqual(input);
  });

  it("names both booths that overlap, the booth outside its hall, a duplicate id and an unknown size", () => {
    const result = readFloorPlan({
      halls: [
        hall([
          booth("A1", 0, 0),
          booth("A2", 2, 2),
          booth("A3", 18, 0),
          booth("A1", 10, 5),
          booth("A4", 10, 0, 3, 3, "huge"),
        ]),
      ],
    });
    expect(result.plan).toBeUndefined();
    const named = result.problems.map((p) => p.booths);
    expect(named).toContainEqual(["A1", "A2"]);
    expect(named).toContainEqual(["A3"]);
    expect(named).toContainEqual(["A4"]);
    expect(result.problems.map((p) => p.message)).toEqual(
      expect.arrayContaining([
        'Booths A1 and A2 overlap in hall "Hall 1".',
        'Booth A3 lies outside hall "Hall 1" (20 × 10 m).',
        '2 booths have the id "A1"; a booth\'s id is unique in the plan.',
        'Booth A4 has the size "huge"; the sizes are small, medium, large.',
      ]),
    );
  });

  it("names the field of the wrong type", () => {
    const result = readFloorPlan({ halls: [hall([{ ...booth("B1", 0, 0), w_m: "3" }])] });
    expect(result.problems.map((p) => p.message)).toEqual([
      "halls[0].booths[0].w_m (booth B1) must be a number of metres above 0 and at most 1000.",
    ]);
    expect(readFloorPlan(null).problems[0]?.message).toBe("The plan must be an object with a list of halls.");
  });

  it("lets booths touch along an edge", () => {
    expect(
      readFloorPlan({ halls: [hall([booth("A1", 0, 0), booth("A2", 3, 0), booth("A3", 0, 3)])] }).problems,
    ).toEqual([]);
  });
});

/** Rectangles on a 0.1 m grid, as the editor places them. */
const rect = fc
  .record({
    x: fc.integer({ min: 0, max: 300 }),
    y: fc.integer({ min: 0, max: 300 }),
    w: fc.integer({ min: 1, max: 80 }),
    d: fc.integer({ min: 1, max: 80 }),
  })
  .map(({ x, y, w, d }) => ({ x_m: x / 10, y_m: y / 10, w_m: w / 10, d_m: d / 10 }));

/** Overlap by area, counted on the grid: the reference the geometry is checked against. */
function sharedCells(a: { x_m: number; y_m: number; w_m: number; d_m: number }, b: typeof a): number {
  const cells = (v: number) => Math.round(v * 10);
  const w = Math.min(cells(a.x_m + a.w_m), cells(b.x_m + b.w_m)) - Math.max(cells(a.x_m), cells(b.x_m));
  const d = Math.min(cells(a.y_m + a.d_m), cells(b.y_m + b.d_m)) - Math.max(cells(a.y_m), cells(b.y_m));
  return Math.max(0, w) * Math.max(0, d);
}

describe("geometry (property)", () => {
  it("overlap is symmetric and holds exactly when two booths share some area", () => {
    fc.assert(
      fc.property(rect, rect, (a, b) => {
        expect(overlaps(a, b)).toBe(overlaps(b, a));
        expect(overlaps(a, b)).toBe(sharedCells(a, b) > 0);
      }),
    );
  });

  it("a booth is inside its hall exactly when every corner is", () => {
    fc.assert(
      fc.property(rect, fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 400 }), (r, w, d) => {
        const h = { width_m: w / 10, depth_m: d / 10 };
        const cells = (v: number) => Math.round(v * 10);
        expect(insideHall(r, h)).toBe(cells(r.x_m + r.w_m) <= w && cells(r.y_m + r.d_m) <= d);
      }),
    );
  });

  it("the plan check finds every overlapping pair, whatever the booths' order", () => {
    fc.assert(
      fc.property(fc.array(rect, { maxLength: 14 }), (rects) => {
        const plan: FloorPlan = {
          halls: [
            {
              id: "h",
              name: "H",
              width_m: 100,
              depth_m: 100,
              booths: rects.map((r, i) => ({
                id: `b${String(i).padStart(2, "0")}`,
                label: `${i}`,
                size: "small",
                ...r,
              })),
            },
          ],
        };
        const problems = geometryProblems(plan.halls);
        const found = new Set(problems.filter((p) => p.booths.length > 0).map((p) => p.booths.join("+")));
        const expected = new Set<string>();
        const booths = plan.halls[0]?.booths ?? [];
        for (let i = 0; i < booths.length; i++)
          for (let j = i + 1; j < booths.length; j++) {
            const a = booths[i] as (typeof booths)[number];
            const b = booths[j] as (typeof booths)[number];
            if (sharedCells(a, b) > 0) expected.add([a.id, b.id].sort().join("+"));
          }
        // Every pair up to MAX_NAMED_OVERLAPS by name, the rest counted.
        expect(found.size).toBe(Math.min(expected.size, MAX_NAMED_OVERLAPS));
        for (const pair of found) expect(expected.has(pair)).toBe(true);
        const counted = problems.find((p) => p.booths.length === 0)?.message;
        const unnamed = expected.size - MAX_NAMED_OVERLAPS;
        expect(counted).toBe(
          unnamed > 0
            ? `${unnamed} more ${unnamed === 1 ? "pair of booths overlaps" : "pairs of booths overlap"}.`
            : undefined,
        );
      }),
    );
  });

  it("refuses a plan of too many halls or booths before looking at any of them", () => {
    const hall = (booths: unknown[]) => ({ id: "h", name: "H", width_m: 10, depth_m: 10, booths });
    // Booths that are not even objects: not one of them is looked at.
    expect(readFloorPlan({ halls: [hall(Array(MAX_BOOTHS + 1).fill(null))] }).problems).toEqual([
      { message: `A plan may have at most ${MAX_BOOTHS} booths; this one has ${MAX_BOOTHS + 1}.`, booths: [] },
    ]);
    expect(readFloorPlan({ halls: Array(MAX_HALLS + 1).fill(null) }).problems).toEqual([
      { message: `A plan may have at most ${MAX_HALLS} halls; this one has ${MAX_HALLS + 1}.`, booths: [] },
    ]);
  });
});
