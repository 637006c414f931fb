/**
 * The floor plan's routes (admins only), as Zod schemas: the server declares them (and is held to
 * them when it answers), the back office parses what it receives with the same ones.
 *   GET  /admin/api/editions/<slug>/floor-plan         → floorPlanAnswer
 *   PUT  /admin/api/editions/<slug>/floor-plan         floorPlanBody → floorPlanAnswer; 422 planRefusal
 *   POST /admin/api/editions/<slug>/floor-plan/suggest → suggestAnswer
 *   GET  /admin/api/editions/<slug>/floor-plan.svg|.pdf|.csv  files
 *   PUT  /admin/api/applications/<id>/booth            boothBody → boothAllocated · DELETE → 204
 */
import { z } from "zod";
import { BOOTH_SIZES } from "../limits.ts";

const boothSize = z.enum(BOOTH_SIZES);

export const planBooth = z.object({
  id: z.string(),
  label: z.string(),
  size: boothSize,
  x_m: z.number(),
  y_m: z.number(),
  w_m: z.number(),
  d_m: z.number(),
});

const answeredBooth = planBooth.extend({
  application: z.object({ id: z.string(), gallery: z.string() }).nullable(),
});

const answeredHall = z.object({
  id: z.string(),
  name: z.string(),
  width_m: z.number(),
  depth_m: z.number(),
  booths: z.array(answeredBooth),
});
export type AnsweredHall = z.infer<typeof answeredHall>;

const sizeCapacity = z.object({ booths: z.number().int(), accepted: z.number().int(), allocated: z.number().int() });

/** The plan as sent, each booth with the gallery it holds, and the capacity per size. */
export const floorPlanAnswer = z.object({
  halls: z.array(answeredHall),
  capacity: z.object({ small: sizeCapacity, medium: sizeCapacity, large: sizeCapacity }),
});
export type FloorPlanAnswer = z.infer<typeof floorPlanAnswer>;

/**
 * The plan to keep. Its halls and booths are read by shared/floor-plan.ts (readFloorPlan), whose
 * refusals name the booths at fault so the editor can mark them: this schema holds the envelope only.
 */
export const floorPlanBody = z.object({ halls: z.array(z.unknown(), { error: "must be a list of halls" }) });

/** A plan refused: every problem's words, and the booths they are about. */
export const planRefusal = z.object({
  message: z.string(),
  field: z.string().optional(),
  booths: z.array(z.string()).optional(),
  problems: z.array(z.object({ message: z.string(), booths: z.array(z.string()) })).optional(),
});

const waitingGallery = z.object({ id: z.string(), gallery: z.string(), size: z.string() });

const allocatedBooth = z.object({
  id: z.string(),
  label: z.string(),
  size: z.string(),
  hall: z.object({ id: z.string(), name: z.string() }),
});

/** "Suggest": free booths of the right size for the accepted galleries without one (nothing is stored). */
export const suggestAnswer = z.object({
  proposal: z.array(z.object({ application: waitingGallery, booth: allocatedBooth })),
  unplaced: z.array(waitingGallery),
});
export type SuggestAnswer = z.infer<typeof suggestAnswer>;

export const applicationParams = z.object({ id: z.string().min(1).max(64) });

/** `force` allocates a booth of another size than the gallery asked for. */
export const boothBody = z.object({
  booth_id: z.string({ error: "must be the id of a booth of the plan" }).max(200),
  force: z.boolean({ error: "must be true or false" }).optional(),
});

/**
 * PUT /admin/api/applications/<id>/booth: the booth given, and the application's history as the
 * caller may see it (its entries are the applications' contract; this page does not read them).
 */
export const boothAllocated = z.object({
  id: z.string(),
  booth: allocatedBooth,
  // Its entries' schema is the applications' (one history, wherever it is answered).
  history: z.array(z.unknown()),
});
