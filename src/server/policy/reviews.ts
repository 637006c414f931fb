/**
 * The rule book, the committee's work: which applications a member may open (the assignment mode),
 * what she sees of the others' reviews (the blind rule and conflicts of interest), the decision
 * notes, the discussion, her private notes, when she may review, and what waits in her queue.
 * Every predicate takes facts and answers; where a list or an export needs the rule in a query,
 * its SQL twin is right below it, and policy.property.test.ts checks that the two agree.
 */
import {
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from "kysely";
import { DECIDED_STATUSES, isDecided } from "../../shared/statuses.ts";
import type { Database, ReviewMode } from "../store/schema.ts";
import type { Viewer } from "./staff.ts";

/** What the rule needs to know of one member and one application. */
export interface ViewerFacts {
  /** Her own review of the application is in (complete or not). */
  reviewed: boolean;
  /** She declared a conflict of interest on it. */
  conflict: boolean;
}

// ---------------------------------------------------------------------------------------------
// The blind rule: the others' scores, comments, counts, averages, spreads of an application.

/**
 * A member sees the other members' reviews of an application once her own is in (admins always),
 * and never while she has a conflict of interest on it, whatever her role.
 */
export function seesOthersReviews(viewer: Viewer, facts: ViewerFacts): boolean {
  if (facts.conflict) return false;
  return viewer.role === "admin" || facts.reviewed;
}

/** One review: her own always, another member's as the blind rule says. */
export function seesReview(viewer: Viewer, facts: ViewerFacts, author: string): boolean {
  return author === viewer.id || seesOthersReviews(viewer, facts);
}

/** A query over `applications` with the viewer's own review joined as `mine` and her conflict as `my_conflict`. */
export function withViewerFacts(query: SelectQueryBuilder<Database, "applications", object>, viewer: Viewer) {
  return query
    .leftJoin("reviews as mine", (join) =>
      join.onRef("mine.application_id", "=", "applications.id").on("mine.staff_id", "=", viewer.id),
    )
    .leftJoin("review_conflicts as my_conflict", (join) =>
      join.onRef("my_conflict.application_id", "=", "applications.id").on("my_conflict.staff_id", "=", viewer.id),
    );
}

/** seesOthersReviews in a query made by withViewerFacts (the list, its sorts and filters). */
export function seesOthersReviewsSql(viewer: Viewer): Expression<SqlBool> {
  return viewer.role === "admin"
    ? sql<SqlBool>`(my_conflict.staff_id is null)`
    : sql<SqlBool>`(mine.staff_id is not null and my_conflict.staff_id is null)`;
}

/** `value` where the viewer may see it, else null: a hidden value sorts and filters as missing. */
export function visibleToViewer<T>(viewer: Viewer, value: Expression<T>): RawBuilder<T | null> {
  return sql<T | null>`case when ${seesOthersReviewsSql(viewer)} then ${value} else null end`;
}

/** The member has a row of `table` (her review, conflict or assignment) on the application in the column `application`. */
export const hasRow = (
  table: "reviews" | "review_conflicts" | "review_assignments",
  application: string,
  staffId: string,
) =>
  sql<SqlBool>`exists (select 1 from ${sql.table(table)} as policy_row where policy_row.application_id = ${sql.ref(application)} and policy_row.staff_id = ${staffId})`;

/** seesOthersReviews in any query, of the application whose id is the column `application`. */
export function seesOthersReviewsOfSql(viewer: Viewer, application: string): RawBuilder<SqlBool> {
  const noConflict = sql<SqlBool>`not ${hasRow("review_conflicts", application, viewer.id)}`;
  return viewer.role === "admin"
    ? sql<SqlBool>`(${noConflict})`
    : sql<SqlBool>`(${hasRow("reviews", application, viewer.id)} and ${noConflict})`;
}

/** seesReview over `reviews` rows (or an alias): the exports' rows, a member's mean, the edition's count. */
export function seesReviewSql(viewer: Viewer, reviews = "reviews"): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${reviews}.staff_id`)} = ${viewer.id} or ${seesOthersReviewsOfSql(viewer, `${reviews}.application_id`)})`;
}

/** The decision notes in an application's history: not for a member with a conflict of interest on it. */
export function seesDecisionNotes(facts: Pick<ViewerFacts, "conflict">): boolean {
  return !facts.conflict;
}

// ---------------------------------------------------------------------------------------------
// The fee before review: an edition may review only the applications whose fee is paid.

export interface PaymentFacts {
  /** The application's edition reviews only paid applications (`fee_required_for_review`). */
  feeRequiredForReview: boolean;
  /** Its application fee's invoice is issued and neither paid nor cancelled. */
  feeUnpaid: boolean;
}

/**
 * Awaiting payment: its edition requires the application fee before review, and the fee's invoice
 * is unpaid. Such an application is in no reviewer's list or queue (admins see it, marked so);
 * once paid, or its invoice cancelled, it joins the jury's work. An application without a fee
 * invoice (submitted before the fee was set) is not held back.
 */
export function awaitingPayment(facts: PaymentFacts): boolean {
  return facts.feeRequiredForReview && facts.feeUnpaid;
}

/** awaitingPayment of the application whose row is named `application` (its `id` and `edition`). */
export function awaitingPaymentSql(application = "applications"): RawBuilder<SqlBool> {
  const id = sql.ref(`${application}.id`);
  const edition = sql.ref(`${application}.edition`);
  return sql<SqlBool>`(exists (select 1 from edition_fees as policy_fees where policy_fees.edition = ${edition} and policy_fees.fee_required_for_review = 1) and exists (select 1 from invoices as policy_fee where policy_fee.application_id = ${id} and policy_fee.kind = 'application_fee' and policy_fee.status = 'issued' and policy_fee.paid_at is null))`;
}

// ---------------------------------------------------------------------------------------------
// The assignment mode: which applications a member may open at all.

export interface OpenFacts {
  /** The application's edition's review mode ("all" for an edition without a row). */
  mode: ReviewMode;
  /** She is assigned to review it. */
  assigned: boolean;
  /** She has reviewed it (before the mode changed, say). */
  reviewed: boolean;
  /** Its fee is awaited before review (awaitingPayment). */
  awaitingPayment: boolean;
}

/**
 * Every application, except in an edition reviewed in "assigned" mode, where a reviewer opens only
 * those assigned to her and those she has already reviewed, and except one awaiting payment; admins
 * every one. What she may not open does not exist for her: 404 on its routes, absent from lists,
 * queues and exports.
 */
export function mayOpen(viewer: Viewer, facts: OpenFacts): boolean {
  if (opensEveryApplication(viewer)) return true;
  return !facts.awaitingPayment && (facts.mode !== "assigned" || facts.assigned || facts.reviewed);
}

/** Admins open every application, whatever the facts: no need to read them. */
export function opensEveryApplication(viewer: Viewer): boolean {
  return viewer.role === "admin";
}

/** mayOpen as a condition on `applications` in any query over it. */
export function mayOpenSql(eb: ExpressionBuilder<Database, "applications">, viewer: Viewer): Expression<SqlBool> {
  if (opensEveryApplication(viewer)) return sql<SqlBool>`1 = 1`;
  return eb.and([
    eb.not(awaitingPaymentSql()),
    eb.or([
      eb.not(assignedModeSql(eb)),
      hasRow("review_assignments", "applications.id", viewer.id),
      hasRow("reviews", "applications.id", viewer.id),
    ]),
  ]);
}

const assignedModeSql = (eb: ExpressionBuilder<Database, "applications">) =>
  eb.exists(
    eb
      .selectFrom("editions")
      .select("editions.slug")
      .whereRef("editions.slug", "=", "applications.edition")
      .where("editions.review_mode", "=", "assigned"),
  );

// ---------------------------------------------------------------------------------------------
// Reviewing, the queue, the discussion, private notes.

/** Why the member may not write her review now, or null when she may. */
export function reviewRefusal(facts: { status: string; conflict: boolean }): "decided" | "conflict" | null {
  if (isDecided(facts.status)) return "decided";
  return facts.conflict ? "conflict" : null;
}

export interface QueueFacts {
  status: string;
  mode: ReviewMode;
  assigned: boolean;
  /** Her review is in and scores every visible criterion. */
  reviewedCompletely: boolean;
  conflict: boolean;
  /** Its fee is awaited before review (awaitingPayment). */
  awaitingPayment: boolean;
}

/**
 * An application waits in a member's queue while it is open for reviews (not decided), she has not
 * reviewed it completely and has no conflict on it, its fee is not awaited, and, in "assigned" mode,
 * it is assigned to her (whatever her role).
 */
export function inQueue(facts: QueueFacts): boolean {
  return (
    !isDecided(facts.status) &&
    !facts.awaitingPayment &&
    !facts.reviewedCompletely &&
    !facts.conflict &&
    (facts.mode !== "assigned" || facts.assigned)
  );
}

/** inQueue as a condition on `applications` for the member `staffId`. */
export function inQueueSql(eb: ExpressionBuilder<Database, "applications">, staffId: string): Expression<SqlBool> {
  return eb.and([
    eb("applications.status", "not in", [...DECIDED_STATUSES]),
    sql<SqlBool>`not exists (select 1 from reviews as policy_row where policy_row.application_id = applications.id and policy_row.staff_id = ${staffId} and policy_row.complete = 1)`,
    eb.not(hasRow("review_conflicts", "applications.id", staffId)),
    eb.not(awaitingPaymentSql()),
    eb.or([eb.not(assignedModeSql(eb)), hasRow("review_assignments", "applications.id", staffId)]),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Her work, counted: what the progress page, her queue and her reminders say (reviews/work.ts).

/**
 * Whether an application counts as her work: in an edition reviewed in "assigned" mode, those
 * assigned to her; otherwise every one. A review she wrote of an application outside her work is
 * one of her "other reviews", counted apart, never towards her progress.
 */
export function inHerWork(facts: Pick<QueueFacts, "mode" | "assigned">): boolean {
  return facts.mode !== "assigned" || facts.assigned;
}

/** inHerWork as a condition on `applications` for the member `staffId`. */
export function inHerWorkSql(eb: ExpressionBuilder<Database, "applications">, staffId: string): Expression<SqlBool> {
  return eb.or([eb.not(assignedModeSql(eb)), hasRow("review_assignments", "applications.id", staffId)]);
}

/**
 * Whether her review counts as done: it scores every visible criterion, or a decision closed the
 * application (an incomplete review of an open application is back in her queue instead).
 */
export function reviewDone(facts: { status: string; complete: boolean }): boolean {
  return facts.complete || isDecided(facts.status);
}

/** reviewDone over her row of `reviews` (or an alias) joined to `applications`. */
export function reviewDoneSql(reviews = "reviews"): RawBuilder<SqlBool> {
  const decided = sql.join(DECIDED_STATUSES.map((s) => sql.lit(s)));
  return sql<SqlBool>`(${sql.ref(`${reviews}.complete`)} = 1 or applications.status in (${decided}))`;
}

// ---------------------------------------------------------------------------------------------
// Conflicts of interest: declared before the assignment, recorded by an admin.

/**
 * A member may step aside from any application of any edition, even one she may not open (in
 * "assigned" mode, before it is assigned to her): she knows the gallery's name from the edition's
 * applicants (staff.ts, seesApplicants), and stepping aside tells her nothing more.
 */
export function mayDeclareConflict(_viewer: Viewer): boolean {
  return true;
}

/**
 * The committee's discussion of an application follows the others' reviews: why the viewer may
 * neither read nor write it, or null when she may.
 */
export function discussionRefusal(viewer: Viewer, facts: ViewerFacts): "conflict" | "not-reviewed" | null {
  if (facts.conflict) return "conflict";
  return seesOthersReviews(viewer, facts) ? null : "not-reviewed";
}

/** Once the application is decided, only admins add to its discussion (everyone who could read it still can). */
export function mayAddToDiscussion(viewer: Viewer, status: string): boolean {
  return viewer.role === "admin" || !isDecided(status);
}

/** A private note is read and written by its author alone, whatever her role: an admin reads no one else's. */
export function readsPrivateNote(viewer: Viewer, author: string): boolean {
  return author === viewer.id;
}

/** readsPrivateNote over `application_notes` rows. */
export function readsPrivateNoteSql(viewer: Viewer): RawBuilder<SqlBool> {
  return sql<SqlBool>`(application_notes.staff_id = ${viewer.id})`;
}
