/**
 * The demo's floor plan: two halls with booths for the accepted galleries of each size and a few
 * spare, every accepted gallery but the last placed by "Suggest", so the back office shows a plan
 * with allocations and one gallery still waiting, and /ecosystem/floor-plan shows the public plan.
 */
import type { FloorPlan, PlanBooth, PlanHall } from "../../shared/floor-plan.ts";
import { BOOTH_SIZES, type BoothSize } from "../../shared/limits.ts";
import { allocateBooth, suggestAllocations } from "../booths/allocations.ts";
import { capacityOf, readPlan, savePlan } from "../booths/plans.ts";
import type { Db } from "../store/database.ts";

const FOOTPRINT: Record<BoothSize, { w: number; d: number; prefix: string }> = {
  large: { w: 6, d: 6, prefix: "A" },
  medium: { w: 4, d: 5, prefix: "B" },
  small: { w: 3, d: 3, prefix: "C" },
};
const AISLE = 2;
const HALL_WIDTH = 40;

/** Booths in rows along the hall, an aisle between booths and between rows. */
function hallOf(id: string, name: string, sizes: { size: BoothSize; count: number }[]): PlanHall {
  const booths: PlanBooth[] = [];
  let x = AISLE;
  let y = AISLE;
  let rowDepth = 0;
  for (const { size, count } of sizes) {
    const { w, d, prefix } = FOOTPRINT[size];
    for (let n = 1; n <= count; n++) {
      if (x + w + AISLE > HALL_WIDTH) {
        x = AISLE;
        y += rowDepth + AISLE;
        rowDepth = 0;
      }
      booths.push({ id: `${prefix}${n}`, label: `${prefix}${n}`, size, x_m: x, y_m: y, w_m: w, d_m: d });
      x += w + AISLE;
      rowDepth = Math.max(rowDepth, d);
    }
  }
  return { id, name, width_m: HALL_WIDTH, depth_m: y + rowDepth + AISLE, booths };
}

export async function addFloorPlanDemo(db: Db, edition: string): Promise<{ booths: number; allocated: number }> {
  if ((await readPlan(db, edition)).halls.length > 0) return { booths: 0, allocated: 0 };
  const capacity = await capacityOf(db, edition, { halls: [] });
  const count = (size: BoothSize) => capacity[size].accepted + 2;
  const plan: FloorPlan = {
    halls: [
      hallOf("main", "Main Hall", [
        { size: "large", count: count("large") },
        { size: "medium", count: count("medium") },
      ]),
      hallOf("garden", "Garden Hall", [{ size: "small", count: count("small") }]),
    ],
  };
  await savePlan(db, edition, plan);
  const { proposal } = await suggestAllocations(db, edition);
  const placed = proposal.slice(0, -1);
  for (const p of placed)
    await allocateBooth(db, {
      applicationId: p.application.id,
      boothId: p.booth.id,
      force: false,
      actor: { staffId: null, via: "demo" },
    });
  return { booths: BOOTH_SIZES.reduce((n, size) => n + count(size), 0), allocated: placed.length };
}
