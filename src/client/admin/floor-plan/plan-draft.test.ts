import { describe, expect, it } from "vitest";
import type { PlanHall } from "../../../shared/floor-plan.ts";
import { drawnRect, freePlace, moved, newBoothId } from "./plan-draft.ts";

const hall: PlanHall = {
  id: "h",
  name: "H",
  width_m: 10,
  depth_m: 6,
  booths: [{ id: "B1", label: "B1", size: "small", x_m: 0, y_m: 0, w_m: 3, d_m: 3 }],
};
const booth = hall.booths[0] as PlanHall["booths"][number];

describe("plan drafts", () => {
  it("moves booths on the half-metre grid and keeps them inside the hall", () => {
    expect(moved(booth, hall, 1.3, 0.2)).toMatchObject({ x_m: 1.5, y_m: 0 });
    expect(moved(booth, hall, 50, 50)).toMatchObject({ x_m: 7, y_m: 3 });
    expect(moved(booth, hall, -5, -5)).toMatchObject({ x_m: 0, y_m: 0 });
  });

  it("draws a rectangle from either corner, snapped and clipped", () => {
    expect(drawnRect(hall, { x: 5.2, y: 4.9 }, { x: 2.1, y: 1.1 })).toEqual({ x_m: 2, y_m: 1, w_m: 3, d_m: 4 });
    expect(drawnRect(hall, { x: 8, y: 5 }, { x: 12, y: 9 })).toEqual({ x_m: 8, y_m: 5, w_m: 2, d_m: 1 });
  });

  it("finds a free place and a new id", () => {
    expect(freePlace(hall, 3, 3)).toEqual({ x_m: 3, y_m: 0 });
    expect(freePlace(hall, 11, 1)).toBeUndefined();
    expect(newBoothId({ halls: [hall] })).toBe("B2");
  });
});
