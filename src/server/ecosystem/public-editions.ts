/**
 * Which editions the public pages offer, and which one /ecosystem shows without being asked: the
 * latest public edition that has announced galleries, so opening next year's call never hides this
 * year's exhibitors. Without any announced gallery, the public edition of the form's rule (editions.ts).
 */
import { countAcceptedGalleries } from "../applications/public-galleries.ts";
import { allEditions, type EditionRow, periodState, publicEdition } from "../editions/editions.ts";
import { editionIsPublic } from "../policy/public.ts";
import type { Db } from "../store/database.ts";

export interface PublicEditions {
  /** Every public edition, the latest first. */
  editions: EditionRow[];
  /** The one /ecosystem shows by default. */
  shown: EditionRow | undefined;
}

const RANK = { upcoming: 2, open: 1, closed: 0 } as const;
const time = (at: number | null) => (at === null ? Number.NEGATIVE_INFINITY : at);

/** Upcoming before open before closed (many editions have no dates), then by their dates, the latest first. */
function latestFirst(now: number) {
  return (a: EditionRow, b: EditionRow) =>
    RANK[periodState(b, now)] - RANK[periodState(a, now)] ||
    time(b.opens_at) - time(a.opens_at) ||
    // No closing date: open-ended, so later than any that closes.
    (b.closes_at ?? Number.POSITIVE_INFINITY) - (a.closes_at ?? Number.POSITIVE_INFINITY) ||
    a.position - b.position;
}

export async function publicEditions(db: Db, openEditions: readonly string[], at?: number): Promise<PublicEditions> {
  const [all, counts] = await Promise.all([allEditions(db, openEditions), countAcceptedGalleries(db)]);
  // Read after the editions: one adopted just now was closed as of now.
  const editions = all.filter(editionIsPublic).sort(latestFirst(at ?? Date.now()));
  const announced = editions.find((e) => (counts.get(e.slug) ?? 0) > 0);
  return { editions, shown: announced ?? (await publicEdition(db, openEditions)) };
}
