/**
 * What the public plan shows: the edition's halls and booths, and on each booth the accepted
 * gallery placed there (with its page). Read per request, so it follows allocations and decisions
 * at once, as the gallery pages do.
 */
import type { FloorPlan } from "../../shared/floor-plan.ts";
import { ACCEPTED } from "../../shared/statuses.ts";
import type { Db } from "../store/database.ts";
import type { PlacedGallery } from "./plan-svg.ts";
import { allocationsOf, readPlan } from "./plans.ts";

export async function publicPlan(
  db: Db,
  edition: string,
  pageOf: (slug: string) => string,
): Promise<{ plan: FloorPlan; galleries: Map<string, PlacedGallery> }> {
  const [plan, allocations] = await Promise.all([readPlan(db, edition), allocationsOf(db, edition)]);
  const galleries = new Map<string, PlacedGallery>();
  for (const [boothId, held] of allocations)
    if (held.status === ACCEPTED && held.slug) galleries.set(boothId, { name: held.gallery, href: pageOf(held.slug) });
  return { plan, galleries };
}
