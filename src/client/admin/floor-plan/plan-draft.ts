/** Pure edits of the plan being drawn: grid snapping, keeping booths in their hall, new ids and free places. */
import { type FloorPlan, overlaps, type PlanBooth, type PlanHall } from "../../../shared/floor-plan.ts";
import type { BoothSize } from "../../../shared/limits.ts";

/** Booths are moved and drawn in half metres. */
export const GRID_M = 0.5;

export const snap = (metres: number) => Math.round(metres / GRID_M) * GRID_M;

/** The booth moved by (dx, dy) metres, snapped to the grid and kept inside its hall. */
export function moved(booth: PlanBooth, hall: PlanHall, dx: number, dy: number): PlanBooth {
  const x = Math.min(Math.max(0, snap(booth.x_m + dx)), Math.max(0, hall.width_m - booth.w_m));
  const y = Math.min(Math.max(0, snap(booth.y_m + dy)), Math.max(0, hall.depth_m - booth.d_m));
  return { ...booth, x_m: x, y_m: y };
}

/** A rectangle drawn from one corner to the other, snapped and clipped to the hall. */
export function drawnRect(hall: PlanHall, from: { x: number; y: number }, to: { x: number; y: number }) {
  const clip = (v: number, max: number) => Math.min(Math.max(0, snap(v)), max);
  const x1 = clip(Math.min(from.x, to.x), hall.width_m);
  const y1 = clip(Math.min(from.y, to.y), hall.depth_m);
  const x2 = clip(Math.max(from.x, to.x), hall.width_m);
  const y2 = clip(Math.max(from.y, to.y), hall.depth_m);
  return { x_m: x1, y_m: y1, w_m: x2 - x1, d_m: y2 - y1 };
}

export function newBoothId(plan: FloorPlan, prefix = "B"): string {
  const taken = new Set(plan.halls.flatMap((h) => h.booths.map((b) => b.id)));
  for (let n = 1; ; n++) if (!taken.has(`${prefix}${n}`)) return `${prefix}${n}`;
}

export function newHallId(plan: FloorPlan): string {
  const taken = new Set(plan.halls.map((h) => h.id));
  for (let n = 1; ; n++) if (!taken.has(`hall-${n}`)) return `hall-${n}`;
}

/** The first place on the grid, row by row, where a booth of this size fits without overlapping another. */
export function freePlace(hall: PlanHall, w: number, d: number): { x_m: number; y_m: number } | undefined {
  for (let y = 0; y + d <= hall.depth_m; y += GRID_M)
    for (let x = 0; x + w <= hall.width_m; x += GRID_M) {
      const rect = { x_m: x, y_m: y, w_m: w, d_m: d };
      if (!hall.booths.some((b) => overlaps(b, rect))) return { x_m: x, y_m: y };
    }
  return undefined;
}

export const DEFAULT_BOOTH: Record<BoothSize, { w_m: number; d_m: number }> = {
  small: { w_m: 3, d_m: 3 },
  medium: { w_m: 4, d_m: 5 },
  large: { w_m: 6, d_m: 6 },
};
