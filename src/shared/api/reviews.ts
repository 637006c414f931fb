/**
 * Reviews, conflicts of interest and "my queue", as Zod schemas the server declares and the back
 * office parses with (routes/admin/reviews-api.ts).
 *   PUT    /admin/api/applications/<id>/review    reviewBody → ownReview
 *   GET    /admin/api/applications/<id>/reviews   → reviewsAnswer
 *   PUT    /admin/api/applications/<id>/conflict  conflictBody → conflictDeclared
 *   DELETE /admin/api/applications/<id>/conflict  conflictWithdrawBody → 204
 *   GET    /admin/api/editions/<slug>/applicants?staff_id= → applicantsAnswer
 *   GET    /admin/api/queue?edition=              → queueAnswer
 */
import { z } from "zod";
import { staffName } from "./applications.ts";

/**
 * The scores (`{"<criterion id>": 1..5}`) and the comment. What the scores must be depends on the
 * edition's criteria: reviews/reviews.ts checks them and names the criterion.
 */
export const reviewBody = z.object({
  scores: z.record(z.string(), z.unknown()),
  comment: z.string().nullish(),
});

export const ownReview = z.object({
  scores: z.record(z.string(), z.number()),
  comment: z.string(),
  /** Milliseconds since the epoch. */
  updated_at: z.number(),
  /** False once a criterion was added after it was written; `missing` names those it lacks. */
  complete: z.boolean(),
  missing: z.array(z.string()),
  /** The application's version the review was written against. */
  application_version: z.number().int(),
});

/** A review as the reviews' answer shows it: with the reviewer's mean over the edition beside it. */
export const review = ownReview.extend({ member_mean: z.number().nullable() });
export type Review = z.infer<typeof review>;

export const othersReview = review.extend({ reviewer: staffName });
export type OthersReview = z.infer<typeof othersReview>;

export const criterion = z.object({ id: z.string(), label: z.string(), hidden: z.boolean() });
export type Criterion = z.infer<typeof criterion>;

const scoreSpread = {
  average: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
};

export const reviewSummary = z.object({
  count: z.number().int(),
  /** What the averages are made of: how many reviews, and how many of them complete. */
  reviews: z.number().int(),
  complete_reviews: z.number().int(),
  ...scoreSpread,
  per_criterion: z.record(z.string(), z.object(scoreSpread)),
});
export type ReviewSummary = z.infer<typeof reviewSummary>;

export const conflict = z.object({
  reviewer: staffName,
  note: z.string().nullable(),
  /** Milliseconds since the epoch. */
  at: z.number(),
});
export type Conflict = z.infer<typeof conflict>;

export const conflictDeclared = z.object({ note: z.string().nullable(), at: z.number() });

export const reviewsAnswer = z.object({
  criteria: z.array(criterion),
  mine: review.nullable(),
  reviews: z.array(othersReview),
  summary: reviewSummary.nullable(),
  /** A decision has been made: reviews are closed. */
  locked: z.boolean(),
  /** The caller's own declaration, when she made one. */
  my_conflict: conflictDeclared.nullable(),
  /** Admins only. */
  conflicts: z.array(conflict).optional(),
});
export type ReviewsAnswer = z.infer<typeof reviewsAnswer>;

/** Her own conflict, or (admins) the member named by staff_id's. The note's rules: reviews/reviews.ts. */
export const conflictBody = z
  .object({
    note: z.string().nullish(),
    staff_id: z.string().nullish(),
  })
  .nullish();
export type ConflictBody = NonNullable<z.infer<typeof conflictBody>>;

export const conflictWithdrawBody = z.object({ staff_id: z.string().nullish() }).nullish();

/** ?staff_id=: an admin asks about that member's conflicts. */
export const applicantsQuery = z.object({ staff_id: z.string().max(200).optional() });

export const applicant = z.object({
  id: z.string(),
  gallery: z.string(),
  /** Her conflict of interest on it, or null. */
  conflict: z.object({ note: z.string(), at: z.string() }).nullable(),
});
export type Applicant = z.infer<typeof applicant>;

export const applicantsAnswer = z.object({ items: z.array(applicant) });

export const queueQuery = z.object({ edition: z.string().max(200).optional() });

export const queueItem = z.object({
  id: z.string(),
  gallery: z.string(),
  submitted_at: z.string(),
  /** Back in the queue: the member's review lacks a criterion added after she wrote it. */
  incomplete: z.boolean(),
});

export const reviewedItem = z.object({
  id: z.string(),
  gallery: z.string(),
  submitted_at: z.string(),
  reviewed_at: z.string(),
  /** Reviewed outside her work (not assigned to her in "assigned" mode). */
  outside_assignments: z.boolean(),
});

export const queueAnswer = z.object({
  /** Still to review, newest first. */
  items: z.array(queueItem),
  total: z.number().int(),
  /** Reviewed by me, newest first; those outside my assignments marked. */
  reviewed: z.array(reviewedItem),
  /** Reviewed of my work. */
  reviewed_count: z.number().int(),
  /** My work: reviewed and still to review. */
  reviewable: z.number().int(),
  /** Reviewed outside my assignments. */
  other_reviews: z.number().int(),
  /** The edition it is of. */
  edition: z.object({ slug: z.string(), name: z.string() }),
  /** With nothing here: the edition where my queue holds work. */
  work_elsewhere: z.object({ slug: z.string(), name: z.string(), open: z.number().int() }).nullable(),
});
