/**
 * "My queue": the applications of an edition a member has not reviewed (or whose review of hers is
 * incomplete: a criterion was added after she wrote it), has no conflict on, and
 * that are still open for reviews (in an edition reviewed in "assigned" mode, only those assigned
 * to her, whatever her role), in the list's default order (newest first); beside them, the ones
 * the member has reviewed, so the queue can say "7 of 15 reviewed".
 */
import { DECIDED_STATUSES } from "../../shared/statuses.ts";
import { inQueueSql } from "../policy/reviews.ts";
import type { Db } from "../store/database.ts";

interface QueueEntry {
  id: string;
  gallery: string;
  submitted_at: string;
}

export interface QueueItem extends QueueEntry {
  /** Back in the queue because her review lacks a criterion added after she wrote it. */
  incomplete: boolean;
}

/** What waits for her review: the rule book's inQueue (policy/reviews.ts). */
function queueQuery(db: Db, staffId: string, edition: string) {
  return db
    .selectFrom("applications")
    .where("applications.edition", "=", edition)
    .where((eb) => inQueueSql(eb, staffId));
}

export interface ReviewedItem extends QueueEntry {
  reviewed_at: string;
}

export interface Queue {
  /** Still to review, newest first. */
  items: QueueItem[];
  total: number;
  /** Reviewed by me (completely, or decided since), whatever their status since, newest first. */
  reviewed: ReviewedItem[];
  reviewed_count: number;
  /** Reviewed and still to review: the "15" of "7 of 15 reviewed". */
  reviewable: number;
}

const iso = (millis: number | string) => new Date(Number(millis)).toISOString();

async function reviewedBy(db: Db, staffId: string, edition: string): Promise<ReviewedItem[]> {
  const rows = await db
    .selectFrom("applications")
    .innerJoin("reviews", (join) =>
      join.onRef("reviews.application_id", "=", "applications.id").on("reviews.staff_id", "=", staffId),
    )
    .where("applications.edition", "=", edition)
    // An incomplete review is in the queue instead, until a decision closes it.
    .where((eb) => eb.or([eb("reviews.complete", "=", 1), eb("applications.status", "in", [...DECIDED_STATUSES])]))
    .select(["applications.id", "applications.gallery_name", "applications.submitted_at", "reviews.updated_at"])
    .orderBy("applications.submitted_at", "desc")
    .orderBy("applications.id", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    gallery: r.gallery_name,
    submitted_at: iso(r.submitted_at),
    reviewed_at: iso(r.updated_at),
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
  const reviewed = await reviewedBy(db, staffId, edition);
  return {
    items: rows.map((r) => ({
      id: r.id,
      gallery: r.gallery_name,
      submitted_at: iso(r.submitted_at),
      incomplete: Boolean(Number(r.incomplete)),
    })),
    total: rows.length,
    reviewed,
    reviewed_count: reviewed.length,
    reviewable: rows.length + reviewed.length,
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

/** How many applications of the edition wait for the member's review: her queue's length. */
export async function openReviewCount(db: Db, staffId: string, edition: string): Promise<number> {
  const row = await queueQuery(db, staffId, edition)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
