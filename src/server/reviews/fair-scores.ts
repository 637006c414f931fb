/**
 * Scores that allow for the members' habits, over one edition. A member's review scores are
 * standardised over her reviews of the edition (her score minus her mean, over her population
 * standard deviation); a member with fewer than 3 reviews there, or all of one score, contributes 0.
 * An application's `normalized` is the mean of its reviews' standardised scores (null without
 * reviews), its `spread` the highest review score minus the lowest (null with fewer than two).
 *
 * Computed by the database when asked, on SQLite and PostgreSQL alike (SQLite has no stddev: the
 * variance is the mean of squares less the squared mean), so a review written changes every value
 * at once and nothing stored can fall behind. The list joins it to sort and filter by it, and reads
 * a page's values apart (applications/staff-list.ts).
 */
import { sql } from "kysely";
import { seesReviewSql } from "../policy/reviews.ts";
import type { Viewer } from "../policy/staff.ts";
import type { Db } from "../store/database.ts";

/** Fewer reviews than this in the edition and a member's scores are not standardised. */
export const MIN_REVIEWS_TO_STANDARDISE = 3;

// Real numbers in double precision on both databases (PostgreSQL stores review scores as `real`).
const score = (table: string) => sql`cast(${sql.ref(`${table}.score`)} as double precision)`;

/** Per member of the edition: how many scored reviews, their mean and their mean of squares. */
function memberStats(db: Db, edition: string) {
  return db
    .selectFrom("reviews as sr")
    .innerJoin("applications as sa", "sa.id", "sr.application_id")
    .where("sa.edition", "=", edition)
    .where("sr.score", "is not", null)
    .select([
      "sr.staff_id",
      sql<number>`count(*)`.as("n"),
      sql<number>`avg(${score("sr")})`.as("mean"),
      sql<number>`avg(${score("sr")} * ${score("sr")})`.as("mean_square"),
    ])
    .groupBy("sr.staff_id");
}

/** One row per reviewed application of the edition: `application_id`, `spread`, `normalized`. */
export function fairScores(db: Db, edition: string) {
  const variance = sql`(ms.mean_square - ms.mean * ms.mean)`;
  // A variance this small is rounding, not disagreement: all her scores are equal.
  const standardised = sql`case when ms.n >= ${sql.lit(MIN_REVIEWS_TO_STANDARDISE)} and ${variance} > 1e-9
    then (${score("fr")} - ms.mean) / sqrt(${variance}) else 0 end`;
  return db
    .selectFrom("reviews as fr")
    .innerJoin("applications as fa", "fa.id", "fr.application_id")
    .innerJoin(memberStats(db, edition).as("ms"), "ms.staff_id", "fr.staff_id")
    .where("fa.edition", "=", edition)
    .where("fr.score", "is not", null)
    .select([
      "fr.application_id",
      sql<number | null>`case when count(*) >= 2 then max(${score("fr")}) - min(${score("fr")}) end`.as("spread"),
      sql<number>`avg(${standardised})`.as("normalized"),
    ])
    .groupBy("fr.application_id");
}

/** The spread and normalized score of these applications of the edition, by id (none for no reviews). */
export async function fairScoresOf(
  db: Db,
  edition: string,
  ids: readonly string[],
): Promise<Map<string, { spread: number | null; normalized: number | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await fairScores(db, edition).where("fr.application_id", "in", ids).execute();
  return new Map(
    rows.map((row) => [
      row.application_id,
      { spread: row.spread === null ? null : Number(row.spread), normalized: Number(row.normalized) },
    ]),
  );
}

/**
 * Each member's mean review score over the edition, "3 (member's mean 2.1)": over the reviews the
 * viewer may see (the blind rule), so that no mean tells her a score she may not read.
 */
export async function memberMeans(
  db: Db,
  edition: string,
  staffIds: readonly string[],
  viewer: Viewer,
): Promise<Map<string, number>> {
  if (staffIds.length === 0) return new Map();
  const rows = await memberStats(db, edition)
    .where("sr.staff_id", "in", staffIds)
    .where(seesReviewSql(viewer, "sr"))
    .execute();
  return new Map(rows.map((row) => [row.staff_id, Number(row.mean)]));
}
