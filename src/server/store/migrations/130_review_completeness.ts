import { type Kysely, sql } from "kysely";

/**
 * A review is complete when it scores every visible criterion of its edition: a criterion added
 * once reviews exist leaves them incomplete until their authors score it. Kept with each review and
 * counted per application, as the review count and average are, so the list and the queue read them
 * without aggregating.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("reviews")
    .addColumn("complete", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable("applications")
    .addColumn("review_complete_count", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update reviews set complete = case when exists (
      select 1 from review_criteria c join applications a on a.edition = c.edition
      where a.id = reviews.application_id and c.hidden = 0 and not exists (
        select 1 from review_scores s
        where s.application_id = reviews.application_id and s.staff_id = reviews.staff_id and s.criterion_id = c.id))
    then 0 else 1 end`.execute(db);
  await sql`update applications set review_complete_count =
    (select count(*) from reviews r where r.application_id = applications.id and r.complete = 1)`.execute(db);
}
