import type { FloorPlanWords } from "../en/floor-plan.ts";

export const floorPlan: FloorPlanWords = {};
