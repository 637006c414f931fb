/**
 * Which editions the public pages offer, and which one /ecosystem shows without being asked: the
 * latest public edition that has announced galleries, so opening next year's call never hides this
 * year's exhibitors. Without any announced gallery, the public edition of the form's rule (editions.ts).
 */
import { countAcceptedGalleries } from "../applications/public-galleries.ts";
import { allEditions, type EditionRow, publicEdition } from "../editions/editions.ts";
import type { Db } from "../store/database.ts";

export interface PublicEditions {
  /** Every public edition, the latest first. */
  editions: EditionRow[];
  /** The one /ecosystem shows by default. */
  shown: EditionRow | undefined;
}

const started = (e: EditionRow) => (e.opens_at === null ? Number.NEGATIVE_INFINITY : e.opens_at);
const latestFirst = (a: EditionRow, b: EditionRow) => started(b) - started(a) || b.position - a.position;

export async function publicEditions(db: Db, openEditions: readonly string[]): Promise<PublicEditions> {
  const [all, counts] = await Promise.all([allEditions(db, openEditions), countAcceptedGalleries(db)]);
  const editions = all.filter((e) => e.public === 1).sort(latestFirst);
  const announced = editions.find((e) => (counts.get(e.slug) ?? 0) > 0);
  return { editions, shown: announced ?? (await publicEdition(db, openEditions)) };
}
