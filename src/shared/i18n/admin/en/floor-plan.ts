/** The floor plan: halls, booths and their allocation. */
export const floorPlan = {};

export type FloorPlanWords = Record<keyof typeof floorPlan, string>;
