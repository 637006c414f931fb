/**
 * The committee's share of `npm run demo`: the edition is reviewed in "assigned" mode, every open
 * application gets two of the four demo reviewers by auto-assignment, and the curator has started
 * on hers, so the progress page shows work done and work open. Through the same functions as the API.
 */
import { autoAssign } from "../reviews/assignments.ts";
import { criteriaOf } from "../reviews/criteria.ts";
import { putReview } from "../reviews/reviews.ts";
import type { Db } from "../store/database.ts";

export interface CommitteeDemoResult {
  assigned: number;
  reviews: number;
}

const PER_APPLICATION = 2;

/** Adds the assignments once; a second run finds assignments in the edition and adds nothing. */
export async function addCommitteeDemo(db: Db, edition: string, now = Date.now()): Promise<CommitteeDemoResult> {
  const already = await db
    .selectFrom("review_assignments")
    .innerJoin("applications", "applications.id", "review_assignments.application_id")
    .select("review_assignments.staff_id")
    .where("applications.edition", "=", edition)
    .limit(1)
    .executeTakeFirst();
  if (already) return { assigned: 0, reviews: 0 };
  await db.updateTable("editions").set({ review_mode: "assigned" }).where("slug", "=", edition).execute();
  const { assigned } = await autoAssign(db, { edition, perApplication: PER_APPLICATION }, null, now);

  const curator = await db
    .selectFrom("staff")
    .select("id")
    .where("email", "=", "curator@demo.example")
    .executeTakeFirstOrThrow();
  const theirs = await db
    .selectFrom("review_assignments")
    .innerJoin("applications", "applications.id", "review_assignments.application_id")
    .select("applications.id")
    .where("review_assignments.staff_id", "=", curator.id)
    .where("applications.edition", "=", edition)
    // Those nobody has reviewed yet: the reviews demo's figures stay as they were.
    .where("applications.review_count", "=", 0)
    .orderBy("applications.submitted_at")
    .orderBy("applications.id")
    .execute();
  const criteria = (await criteriaOf(db, edition)).filter((c) => !c.hidden);
  let reviews = 0;
  for (const [i, { id }] of theirs.slice(0, Math.ceil(theirs.length / 2)).entries()) {
    const scores = Object.fromEntries(criteria.map((c, j) => [c.id, 1 + ((i * 5 + j * 2) % 5)]));
    await putReview(db, id, curator.id, { scores, comment: i % 2 === 0 ? "A clear, well-argued booth." : "" }, now);
    reviews++;
  }
  return { assigned, reviews };
}
