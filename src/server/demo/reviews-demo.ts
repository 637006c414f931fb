/**
 * Issue 10's share of `npm run demo`: the demo staff review most of the back office's submitted
 * applications (scores that disagree now and then, each member with her habit: one generous, one
 * harsh), one juror declares a conflict, and the admin
 * decides: a shortlist, then some accepted (whose galleries join /ecosystem), waitlisted and
 * rejected, each with a note. Everything goes through the same functions as the API.
 */
import { changeStatus } from "../applications/status.ts";
import { ensureEditions } from "../editions/editions.ts";
import { criteriaOf } from "../reviews/criteria.ts";
import { declareConflict, putReview } from "../reviews/reviews.ts";
import type { Db } from "../store/database.ts";
import { DEMO_STAFF } from "./back-office.ts";

const COMMENTS = [
  "Strong, coherent booth; the renderings convince.",
  "Good artists, but the concept needs sharpening.",
  "Fits the fair well. I would like to see it.",
  "Too close to last year's presentation.",
  "",
];

export interface ReviewDemoResult {
  reviews: number;
  accepted: string[];
}

/** Adds the reviews and decisions once; a second run finds reviews in the edition and adds nothing. */
export async function addReviewDemo(db: Db, edition: string, now = Date.now()): Promise<ReviewDemoResult> {
  await ensureEditions(db, [edition]);
  const already = await db
    .selectFrom("reviews")
    .innerJoin("applications", "applications.id", "reviews.application_id")
    .select("reviews.application_id")
    .where("applications.edition", "=", edition)
    .limit(1)
    .executeTakeFirst();
  if (already) return { reviews: 0, accepted: [] };

  const staff = await db
    .selectFrom("staff")
    .select(["id", "email"])
    .where(
      "email",
      "in",
      DEMO_STAFF.map((m) => m.email),
    )
    .execute();
  const idOf = (email: string) => staff.find((s) => s.email === email)?.id as string;
  const [admin, reviewer, juror] = DEMO_STAFF.map((m) => idOf(m.email)) as [string, string, string];
  const criteria = (await criteriaOf(db, edition)).filter((c) => !c.hidden);
  // The back office's demo applications, oldest first (the sample galleries are accepted already).
  const applications = await db
    .selectFrom("applications")
    .select(["id", "gallery_name"])
    .where("edition", "=", edition)
    .where("status", "=", "submitted")
    .where("gallery_email", "like", "applicant-%@demo.example")
    .orderBy("submitted_at")
    .orderBy("id")
    .execute();

  let reviews = 0;
  for (const [i, application] of applications.entries()) {
    if (i >= 20) break;
    const reviewers = i % 3 === 0 ? [reviewer, juror, admin] : i % 3 === 1 ? [reviewer, juror] : [reviewer];
    for (const [k, staffId] of reviewers.entries()) {
      if (staffId === juror && i === 4) {
        await declareConflict(db, application.id, juror, "I curated a show at this gallery last year.", now);
        continue;
      }
      // Each member has her habit: Rémi scores a point higher, Jun a point lower, so the fair
      // (normalized) scores of the list order the applications differently from their averages.
      const habit = staffId === reviewer ? 1 : staffId === juror ? -1 : 0;
      const scores = Object.fromEntries(
        criteria.map((c, j) => [c.id, Math.min(5, Math.max(1, 1 + ((i * 7 + j * 3 + k * 2) % 5) + habit))]),
      );
      await putReview(db, application.id, staffId, { scores, comment: COMMENTS[(i + k) % COMMENTS.length] }, now);
      reviews++;
    }
  }

  const actor = { staffId: admin, via: "demo" as const };
  const pick = (...indexes: number[]) => indexes.flatMap((n) => (applications[n] ? [applications[n].id] : []));
  await changeStatus(db, pick(0, 1, 2, 3, 5, 6, 9, 12), "shortlisted", actor, "First round of the committee.", now);
  const accepted = pick(0, 3, 6);
  await changeStatus(db, accepted, "accepted", actor, "Accepted by the committee.", now + 1);
  await changeStatus(db, pick(1), "waitlisted", actor, "First on the waiting list.", now + 1);
  await changeStatus(db, pick(2, 15), "rejected", actor, null, now + 1);
  const names = applications.filter((a) => accepted.includes(a.id)).map((a) => a.gallery_name);
  return { reviews, accepted: names };
}
