/**
 * What the public plan shows: the edition's halls and booths, and on each booth the gallery placed
 * there (with its page) while the rule book lets the public see that gallery (policy/public.ts:
 * accepted, the edition public, its decisions released); any other booth is drawn as a plain
 * booth. Read per request, so it follows allocations, decisions and the release at once, as the
 * gallery pages do.
 */
import type { FloorPlan } from "../../shared/floor-plan.ts";
import { type EditionFacts, galleryIsPublic } from "../policy/public.ts";
import type { Db } from "../store/database.ts";
import type { PlacedGallery } from "./plan-svg.ts";
import { allocationsOf, readPlan } from "./plans.ts";

export async function publicPlan(
  db: Db,
  edition: { slug: string } & NonNullable<EditionFacts>,
  pageOf: (slug: string) => string,
): Promise<{ plan: FloorPlan; galleries: Map<string, PlacedGallery> }> {
  const [plan, allocations] = await Promise.all([readPlan(db, edition.slug), allocationsOf(db, edition.slug)]);
  const galleries = new Map<string, PlacedGallery>();
  for (const [boothId, held] of allocations)
    if (held.slug && galleryIsPublic({ status: held.status, edition }))
      galleries.set(boothId, { name: held.gallery, href: pageOf(held.slug) });
  return { plan, galleries };
}
