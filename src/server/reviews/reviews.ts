/**
 * Reviews of one application: a member's own review (scores per criterion 1–5, a comment), the
 * blind rule (a reviewer sees the others only after writing their own; admins always), conflicts
 * of interest, and the summary (count, averages, spread).
 */
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { lockApplications } from "../applications/lock.ts";
import { reviewRefusal, seesOthersReviews } from "../policy/reviews.ts";
import { seesEveryonesConflicts, type Viewer } from "../policy/staff.ts";
import type { Db } from "../store/database.ts";
import type { Database } from "../store/schema.ts";
import { RequestError } from "../web/request-error.ts";
import { type Criterion, criteriaOf } from "./criteria.ts";
import { memberMeans } from "./fair-scores.ts";
import { recomputeReview, round2 } from "./scores.ts";

export const MAX_COMMENT_LENGTH = 10_000;
export const MAX_CONFLICT_NOTE_LENGTH = 2_000;

export interface OwnReview {
  scores: Record<string, number>;
  comment: string;
  updated_at: number;
  /** It scores every visible criterion; false once a criterion was added after it was written. */
  complete: boolean;
  /** The labels of the visible criteria it has no score for, in the edition's order. */
  missing: string[];
  /** The application's version the review was last written against (a correction adds one). */
  application_version: number;
}

type Trx = Transaction<Database>;

/** Takes the application's row lock (PostgreSQL) or the write lock (SQLite) before reading its status. */
async function lockApplication(trx: Trx, id: string) {
  await lockApplications(trx, [id]);
  return trx
    .selectFrom("applications")
    .select(["id", "edition", "status", "version"])
    .where("id", "=", id)
    .executeTakeFirst();
}

async function hasConflict(db: Db | Trx, applicationId: string, staffId: string): Promise<boolean> {
  const row = await db
    .selectFrom("review_conflicts")
    .select("at")
    .where("application_id", "=", applicationId)
    .where("staff_id", "=", staffId)
    .executeTakeFirst();
  return row !== undefined;
}

/** PUT …/review: writes the caller's review. Undefined for an unknown application. */
export async function putReview(
  db: Db,
  applicationId: string,
  staffId: string,
  body: { scores?: unknown; comment?: unknown },
  now = Date.now(),
): Promise<OwnReview | undefined> {
  const comment = body.comment === undefined || body.comment === null ? "" : body.comment;
  if (typeof comment !== "string") throw new RequestError(422, "comment must be text.");
  if (comment.length > MAX_COMMENT_LENGTH)
    throw new RequestError(422, `The comment may have at most ${MAX_COMMENT_LENGTH.toLocaleString("en")} characters.`);
  const scores = body.scores;
  if (scores === null || typeof scores !== "object" || Array.isArray(scores))
    throw new RequestError(422, 'scores must be an object: {"<criterion id>": 1..5}.');
  return db.transaction().execute(async (trx) => {
    const application = await lockApplication(trx, applicationId);
    if (!application) return undefined;
    const refusal = reviewRefusal({
      status: application.status,
      conflict: await hasConflict(trx, applicationId, staffId),
    });
    if (refusal === "decided")
      throw new RequestError(409, "A decision has been made on this application; its reviews are closed.");
    if (refusal === "conflict")
      throw new RequestError(403, "You declared a conflict of interest on this application, so you cannot review it.");
    const criteria = await criteriaOf(trx, application.edition);
    const known = new Map(criteria.map((c) => [c.id, c]));
    const given = Object.entries(scores as Record<string, unknown>);
    for (const [id, score] of given) {
      const criterion = known.get(id);
      if (!criterion) throw new RequestError(422, `There is no criterion ${id} in this edition.`);
      if (!(Number.isInteger(score) && (score as number) >= 1 && (score as number) <= 5))
        throw new RequestError(422, `The score for "${criterion.label}" must be a whole number from 1 to 5.`);
    }
    const missing = criteria.filter((c) => !c.hidden && !Object.hasOwn(scores, c.id));
    if (missing.length > 0)
      throw new RequestError(422, `Please score ${missing.map((c) => `"${c.label}"`).join(", ")}.`);

    await trx
      .insertInto("reviews")
      .values({
        application_id: applicationId,
        staff_id: staffId,
        comment,
        score: null,
        created_at: now,
        updated_at: now,
        application_version: application.version,
      })
      .onConflict((oc) =>
        oc
          .columns(["application_id", "staff_id"])
          .doUpdateSet({ comment, updated_at: now, application_version: application.version }),
      )
      .execute();
    const replaced = [...new Set([...given.map(([id]) => id), ...criteria.filter((c) => !c.hidden).map((c) => c.id)])];
    await trx
      .deleteFrom("review_scores")
      .where("application_id", "=", applicationId)
      .where("staff_id", "=", staffId)
      .where("criterion_id", "in", replaced)
      .execute();
    if (given.length > 0)
      await trx
        .insertInto("review_scores")
        .values(
          given.map(([criterionId, score]) => ({
            application_id: applicationId,
            staff_id: staffId,
            criterion_id: criterionId,
            score: score as number,
          })),
        )
        .execute();
    await recomputeReview(trx, applicationId, staffId);
    return (await reviewsOf(trx, applicationId, criteria)).find((r) => r.staffId === staffId)?.review;
  });
}

async function reviewsOf(db: Db | Trx, applicationId: string, criteria: Criterion[]) {
  const visible = criteria.filter((c) => !c.hidden);
  const [reviews, scores] = await Promise.all([
    db
      .selectFrom("reviews")
      .innerJoin("staff", "staff.id", "reviews.staff_id")
      .select([
        "reviews.staff_id",
        "reviews.comment",
        "reviews.score",
        "reviews.updated_at",
        "reviews.application_version",
        "staff.email",
        "staff.name",
      ])
      .where("reviews.application_id", "=", applicationId)
      .orderBy("reviews.created_at")
      .orderBy("reviews.staff_id")
      .execute(),
    // In the edition's order of its criteria: the scores object's keys keep it.
    db
      .selectFrom("review_scores")
      .innerJoin("review_criteria", "review_criteria.id", "review_scores.criterion_id")
      .select(["review_scores.staff_id", "review_scores.criterion_id", "review_scores.score"])
      .where("review_scores.application_id", "=", applicationId)
      .orderBy("review_criteria.position")
      .orderBy("review_criteria.id")
      .execute(),
  ]);
  return reviews.map((r) => {
    const own: Record<string, number> = {};
    for (const s of scores) if (s.staff_id === r.staff_id) own[s.criterion_id] = Number(s.score);
    const missing = visible.filter((c) => own[c.id] === undefined).map((c) => c.label);
    return {
      staffId: r.staff_id,
      reviewer: { email: r.email, name: r.name },
      score: r.score === null ? null : Number(r.score),
      review: {
        scores: own,
        comment: r.comment,
        updated_at: Number(r.updated_at),
        complete: missing.length === 0,
        missing,
        application_version: Number(r.application_version),
      } satisfies OwnReview,
    };
  });
}

/** GET …/reviews as `viewer` may see it; undefined for an unknown application. */
export async function reviewsForViewer(db: Db, applicationId: string, viewer: Viewer) {
  const application = await db
    .selectFrom("applications")
    .select(["edition", "status"])
    .where("id", "=", applicationId)
    .executeTakeFirst();
  if (!application) return undefined;
  const criteria = await criteriaOf(db, application.edition);
  const [reviews, conflicts] = await Promise.all([
    reviewsOf(db, applicationId, criteria),
    db
      .selectFrom("review_conflicts")
      .innerJoin("staff", "staff.id", "review_conflicts.staff_id")
      .select([
        "review_conflicts.staff_id",
        "review_conflicts.note",
        "review_conflicts.at",
        "staff.email",
        "staff.name",
      ])
      .where("review_conflicts.application_id", "=", applicationId)
      .orderBy("review_conflicts.at")
      .execute(),
  ]);
  const mine = reviews.find((r) => r.staffId === viewer.id);
  const own = conflicts.find((c) => c.staff_id === viewer.id);
  const sees = seesOthersReviews(viewer, { reviewed: mine !== undefined, conflict: own !== undefined });
  const shown = sees ? reviews.filter((r) => r.staffId !== viewer.id) : [];
  // Each reviewer's mean over the edition, beside her score: "3 (member's mean 2.1)", over the
  // reviews the viewer may see.
  const means = await memberMeans(
    db,
    application.edition,
    [...shown, ...(mine ? [mine] : [])].map((r) => r.staffId),
    viewer,
  );
  const memberMean = (staffId: string) => round2(means.get(staffId));
  return {
    criteria: criteria.map(({ id, label, hidden }) => ({ id, label, hidden })),
    mine: mine ? { ...mine.review, member_mean: memberMean(viewer.id) } : null,
    reviews: shown.map((r) => ({ reviewer: r.reviewer, ...r.review, member_mean: memberMean(r.staffId) })),
    summary: sees ? summarize(criteria, reviews) : null,
    locked: reviewRefusal({ status: application.status, conflict: false }) === "decided",
    my_conflict: own ? { note: own.note, at: Number(own.at) } : null,
    ...(seesEveryonesConflicts(viewer)
      ? {
          conflicts: conflicts.map((c) => ({
            reviewer: { email: c.email, name: c.name },
            note: c.note,
            at: Number(c.at),
          })),
        }
      : {}),
  };
}

function spread(values: number[]) {
  if (values.length === 0) return { average: null, min: null, max: null };
  return {
    average: round2(values.reduce((a, b) => a + b, 0) / values.length),
    min: round2(Math.min(...values)),
    max: round2(Math.max(...values)),
  };
}

/**
 * Averages over the scores that exist, saying what they are made of: how many reviews, and how many
 * of them complete (an incomplete one lacks a criterion added after it was written).
 */
function summarize(
  criteria: { id: string; hidden: boolean }[],
  reviews: { score: number | null; review: OwnReview }[],
) {
  if (reviews.length === 0) return null;
  const perCriterion: Record<string, { average: number | null; min: number | null; max: number | null }> = {};
  for (const c of criteria.filter((c) => !c.hidden))
    perCriterion[c.id] = spread(
      reviews.flatMap((r) => (r.review.scores[c.id] === undefined ? [] : [r.review.scores[c.id] as number])),
    );
  const overall = spread(reviews.flatMap((r) => (r.score === null ? [] : [r.score])));
  return {
    count: reviews.length,
    reviews: reviews.length,
    complete_reviews: reviews.filter((r) => r.review.complete).length,
    ...overall,
    per_criterion: perCriterion,
  };
}

/**
 * PUT …/conflict: the member steps aside (or an admin, `by`, records it for her); undefined for an
 * unknown application.
 */
export async function declareConflict(
  db: Db,
  applicationId: string,
  staffId: string,
  note: unknown,
  now = Date.now(),
  by: string | null = null,
) {
  const text = note === undefined || note === null ? "" : note;
  if (typeof text !== "string") throw new RequestError(422, "note must be text.");
  if (text.length > MAX_CONFLICT_NOTE_LENGTH)
    throw new RequestError(
      422,
      `The note may have at most ${MAX_CONFLICT_NOTE_LENGTH.toLocaleString("en")} characters.`,
    );
  const exists = await db.selectFrom("applications").select("id").where("id", "=", applicationId).executeTakeFirst();
  if (!exists) return undefined;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("review_conflicts")
      .values({ application_id: applicationId, staff_id: staffId, note: text.trim(), at: now })
      .onConflict((oc) => oc.columns(["application_id", "staff_id"]).doUpdateSet({ note: text.trim() }))
      .execute();
    await conflictEvent(trx, applicationId, staffId, "conflict_declared", text.trim(), now, by);
  });
  return { note: text.trim(), at: now };
}

/** Withdrawing ends the conflict; the history keeps that it stood (reviews/history.ts). */
export async function withdrawConflict(
  db: Db,
  applicationId: string,
  staffId: string,
  now = Date.now(),
  by: string | null = null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const withdrawn = await trx
      .deleteFrom("review_conflicts")
      .where("application_id", "=", applicationId)
      .where("staff_id", "=", staffId)
      .executeTakeFirst();
    if (Number(withdrawn.numDeletedRows) > 0)
      await conflictEvent(trx, applicationId, staffId, "conflict_withdrawn", null, now, by);
  });
}

function conflictEvent(
  trx: Trx,
  applicationId: string,
  staffId: string,
  event: "conflict_declared" | "conflict_withdrawn",
  note: string | null,
  at: number,
  by: string | null,
) {
  return trx
    .insertInto("review_conflict_events")
    .values({ id: randomUUID(), application_id: applicationId, staff_id: staffId, event, note, at, by_staff_id: by })
    .execute();
}
