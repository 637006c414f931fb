/**
 * "My queue": the applications of an edition a member has not reviewed (or whose review of hers is
 * incomplete: a criterion was added after she wrote it), has no conflict on, and
 * that are still open for reviews (in an edition reviewed in "assigned" mode, only those assigned
 * to her, whatever her role), in the list's default order (newest first); beside them, the ones
 * the member has reviewed, so the queue can say "7 of 15 reviewed". Its numbers are work.ts's,
 * the same as the progress page's and the reminders'.
 */
import { sql } from "kysely";
import { inHerWorkSql } from "../policy/reviews.ts";
import type { Db } from "../store/database.ts";
import { doneReviewsQuery, queueQuery, workOf } from "./work.ts";

interface QueueEntry {
  id: string;
  gallery: string;
  submitted_at: string;
}

export interface QueueItem extends QueueEntry {
  /** Back in the queue because her review lacks a criterion added after she wrote it. */
  incomplete: boolean;
}

export interface ReviewedItem extends QueueEntry {
  reviewed_at: string;
  /** Reviewed outside her work (not assigned to her in "assigned" mode): one of her other reviews. */
  outside_assignments: boolean;
}

export interface Queue {
  /** Still to review, newest first. */
  items: QueueItem[];
  total: number;
  /** Reviewed by me (completely, or decided since), whatever their status since, newest first. */
  reviewed: ReviewedItem[];
  /** Reviewed of her work (work.ts): the "7" of "7 of 15 reviewed". */
  reviewed_count: number;
  /** Her work, reviewed and still to review: the "15" of "7 of 15 reviewed". */
  reviewable: number;
  /** Reviewed outside her work, shown apart. */
  other_reviews: number;
}

const iso = (millis: number | string) => new Date(Number(millis)).toISOString();

async function reviewedBy(db: Db, staffId: string, edition: string): Promise<ReviewedItem[]> {
  // An incomplete review of an open application is in the queue instead (reviewDone).
  const rows = await doneReviewsQuery(db, staffId, edition)
    .select((eb) => [
      "applications.id",
      "applications.gallery_name",
      "applications.submitted_at",
      "reviews.updated_at",
      eb.case().when(inHerWorkSql(eb, staffId)).then(sql.lit(1)).else(sql.lit(0)).end().as("in_work"),
    ])
    .orderBy("applications.submitted_at", "desc")
    .orderBy("applications.id", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    gallery: r.gallery_name,
    submitted_at: iso(r.submitted_at),
    reviewed_at: iso(r.updated_at),
    outside_assignments: !Number(r.in_work),
  }));
}

export async function queueOf(db: Db, staffId: string, edition: string): Promise<Queue> {
  const rows = await queueQuery(db, staffId, edition)
    .select((eb) => [
      "applications.id",
      "applications.gallery_name",
      "applications.submitted_at",
      eb
        .exists(
          eb
            .selectFrom("reviews")
            .select("reviews.staff_id")
            .whereRef("reviews.application_id", "=", "applications.id")
            .where("reviews.staff_id", "=", staffId),
        )
        .as("incomplete"),
    ])
    .orderBy("applications.submitted_at", "desc")
    .orderBy("applications.id", "desc")
    .execute();
  const [reviewed, work] = await Promise.all([reviewedBy(db, staffId, edition), workOf(db, staffId, edition)]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      gallery: r.gallery_name,
      submitted_at: iso(r.submitted_at),
      incomplete: Boolean(Number(r.incomplete)),
    })),
    total: work.open,
    reviewed,
    reviewed_count: work.reviewed,
    reviewable: work.assigned,
    other_reviews: work.other_reviews,
  };
}

/** The next application of the queue after `id` (in queue order, wrapping round), never `id` itself. */
export async function nextUnreviewed(db: Db, staffId: string, id: string): Promise<string | null> {
  const current = await db
    .selectFrom("applications")
    .select(["edition", "submitted_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!current) return null;
  const at = Number(current.submitted_at);
  const after = await queueQuery(db, staffId, current.edition)
    .select("applications.id")
    .where((eb) =>
      eb.or([
        eb("applications.submitted_at", "<", at),
        eb.and([eb("applications.submitted_at", "=", at), eb("applications.id", "<", id)]),
      ]),
    )
    .orderBy("applications.submitted_at", "desc")
    .orderBy("applications.id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (after) return after.id;
  const first = await queueQuery(db, staffId, current.edition)
    .select("applications.id")
    .where("applications.id", "<>", id)
    .orderBy("applications.submitted_at", "desc")
    .orderBy("applications.id", "desc")
    .limit(1)
    .executeTakeFirst();
  return first?.id ?? null;
}
