/**
 * Review summaries of many applications at once (the exports' average columns): a few queries per
 * 500 ids, however many applications and reviews there are. An application whose reviews the viewer
 * may not see (the blind rule, policy/reviews.ts) has no summary.
 */

import { viewerFactsOf } from "../policy/facts.ts";
import { seesOthersReviews } from "../policy/reviews.ts";
import type { Viewer } from "../policy/staff.ts";
import type { Db } from "../store/database.ts";
import { fairScores } from "./fair-scores.ts";
import { round2 } from "./scores.ts";

export interface ReviewSummary {
  count: number;
  /** Of `count`, the reviews that score every visible criterion. */
  complete_reviews: number;
  /** Mean of the reviews' scores (each over the scores it has); null without reviews. */
  average: number | null;
  /** Per visible criterion of the application's edition. */
  per_criterion: Record<string, { label: string; average: number | null }>;
  /** As the list gives them (reviews/fair-scores.ts); null without enough reviews. */
  spread: number | null;
  normalized: number | null;
}

const CHUNK = 500;

export async function reviewSummaries(
  db: Db,
  ids: readonly string[],
  viewer: Viewer,
): Promise<Map<string, ReviewSummary>> {
  const result = new Map<string, ReviewSummary>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const facts = await viewerFactsOf(db, viewer, ids.slice(start, start + CHUNK));
    const chunk = [...facts].filter(([, f]) => seesOthersReviews(viewer, f)).map(([id]) => id);
    if (chunk.length === 0) continue;
    const [applications, scores] = await Promise.all([
      db
        .selectFrom("applications")
        .innerJoin("review_criteria", "review_criteria.edition", "applications.edition")
        .select([
          "applications.id",
          "applications.review_count",
          "applications.review_complete_count",
          "applications.review_average",
          "review_criteria.id as criterion_id",
          "review_criteria.label",
        ])
        .where("applications.id", "in", chunk)
        .where("review_criteria.hidden", "=", 0)
        .orderBy("review_criteria.position")
        .execute(),
      db
        .selectFrom("review_scores")
        .select((eb) => ["application_id", "criterion_id", eb.fn.avg<number>("score").as("average")])
        .where("application_id", "in", chunk)
        .groupBy(["application_id", "criterion_id"])
        .execute(),
    ]);
    const averages = new Map(scores.map((s) => [`${s.application_id} ${s.criterion_id}`, round2(Number(s.average))]));
    for (const row of applications) {
      let summary = result.get(row.id);
      if (!summary) {
        summary = {
          count: Number(row.review_count),
          complete_reviews: Number(row.review_complete_count),
          average: round2(row.review_average),
          per_criterion: {},
          spread: null,
          normalized: null,
        };
        result.set(row.id, summary);
      }
      summary.per_criterion[row.criterion_id] = {
        label: row.label,
        average: averages.get(`${row.id} ${row.criterion_id}`) ?? null,
      };
    }
    // Applications of an edition without visible criteria still get their counts.
    const missing = chunk.filter((id) => !result.has(id));
    if (missing.length > 0) {
      const rows = await db
        .selectFrom("applications")
        .select(["id", "review_count", "review_complete_count", "review_average"])
        .where("id", "in", missing)
        .execute();
      for (const r of rows)
        result.set(r.id, {
          count: Number(r.review_count),
          complete_reviews: Number(r.review_complete_count),
          average: round2(r.review_average),
          per_criterion: {},
          spread: null,
          normalized: null,
        });
    }
    for (const fair of await fairScoresOf(db, chunk)) {
      const summary = result.get(fair.application_id);
      if (!summary) continue;
      summary.spread = round2(fair.spread);
      summary.normalized = round2(fair.normalized);
    }
  }
  return result;
}

/** The spread and normalized score of these applications, each over its own edition. */
async function fairScoresOf(db: Db, ids: string[]) {
  const editions = await db.selectFrom("applications").select("edition").distinct().where("id", "in", ids).execute();
  const rows = await Promise.all(
    editions.map(({ edition }) => fairScores(db, edition).where("fr.application_id", "in", ids).execute()),
  );
  return rows.flat();
}
