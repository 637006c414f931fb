/**
 * The stored means: each review's score (over the visible criteria it scores) and whether it scores
 * them all, and each application's review count, complete count and average. Written in the
 * transaction that changes what they follow, so the list and the queue sort and filter by stored
 * columns instead of aggregating thousands of reviews per page.
 */
import { sql, type Transaction } from "kysely";
import type { Database } from "../store/schema.ts";

type Trx = Transaction<Database>;

// An incomplete review's score is the mean of the scores it has: it says what it is made of beside it.
const reviewScore = sql`(select avg(s.score) from review_scores s
  join review_criteria c on c.id = s.criterion_id
  where s.application_id = reviews.application_id and s.staff_id = reviews.staff_id and c.hidden = 0)`;

const reviewComplete = sql`case when exists (
    select 1 from review_criteria c join applications a on a.edition = c.edition
    where a.id = reviews.application_id and c.hidden = 0 and not exists (
      select 1 from review_scores s
      where s.application_id = reviews.application_id and s.staff_id = reviews.staff_id and s.criterion_id = c.id))
  then 0 else 1 end`;

const applicationAggregates = sql`review_count = (select count(*) from reviews r where r.application_id = applications.id),
  review_complete_count = (select count(*) from reviews r where r.application_id = applications.id and r.complete = 1),
  review_average = (select avg(r.score) from reviews r where r.application_id = applications.id)`;

/** After one review was written: its score, then its application's counts and average. */
export async function recomputeReview(trx: Trx, applicationId: string, staffId: string): Promise<void> {
  await sql`update reviews set score = ${reviewScore}, complete = ${reviewComplete}
    where application_id = ${applicationId} and staff_id = ${staffId}`.execute(trx);
  await sql`update applications set ${applicationAggregates} where id = ${applicationId}`.execute(trx);
}

/** After a criterion was added, deleted, hidden or shown: every review of the edition. */
export async function recomputeEditionScores(trx: Trx, edition: string): Promise<void> {
  await sql`update reviews set score = ${reviewScore}, complete = ${reviewComplete}
    where application_id in (select id from applications where edition = ${edition})`.execute(trx);
  await sql`update applications set ${applicationAggregates} where edition = ${edition}`.execute(trx);
}

export const round2 = (value: number | null | undefined): number | null =>
  value === null || value === undefined ? null : Math.round(Number(value) * 100) / 100;
