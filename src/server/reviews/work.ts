/**
 * A member's work in one edition, counted in this one place: the progress page and its API, her
 * queue and the reminders all read these numbers, so they agree.
 *   open           what her queue holds (the rule book's inQueue)
 *   reviewed       her reviews done (reviewDone) of applications in her work (inHerWork)
 *   assigned       her work: reviewed + open ("7 of 12 reviewed")
 *   other_reviews  her reviews done outside her work (before the edition went to "assigned" mode,
 *                  say), shown apart and never towards her progress
 * Who counts for what is the rule book's (policy/reviews.ts); here it is only counted.
 */
import { sql } from "kysely";
import { inHerWorkSql, inQueueSql, reviewDoneSql } from "../policy/reviews.ts";
import type { Db } from "../store/database.ts";

export interface MemberWork {
  assigned: number;
  reviewed: number;
  open: number;
  other_reviews: number;
}

/** What waits for her review in the edition: the rule book's inQueue (policy/reviews.ts). */
export function queueQuery(db: Db, staffId: string, edition: string) {
  return db
    .selectFrom("applications")
    .where("applications.edition", "=", edition)
    .where((eb) => inQueueSql(eb, staffId));
}

/** Her reviews done in the edition, each with whether it is of her work. */
export function doneReviewsQuery(db: Db, staffId: string, edition: string) {
  return db
    .selectFrom("applications")
    .innerJoin("reviews", (join) =>
      join.onRef("reviews.application_id", "=", "applications.id").on("reviews.staff_id", "=", staffId),
    )
    .where("applications.edition", "=", edition)
    .where(reviewDoneSql());
}

export async function workOf(db: Db, staffId: string, edition: string): Promise<MemberWork> {
  const [open, done] = await Promise.all([
    queueQuery(db, staffId, edition)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    doneReviewsQuery(db, staffId, edition)
      .select((eb) => [
        eb.fn.countAll<number>().as("all"),
        eb.fn.sum<number>(eb.case().when(inHerWorkSql(eb, staffId)).then(sql.lit(1)).else(sql.lit(0)).end()).as("mine"),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const reviewed = Number(done.mine ?? 0);
  return {
    assigned: reviewed + Number(open.n),
    reviewed,
    open: Number(open.n),
    other_reviews: Number(done.all) - reviewed,
  };
}
