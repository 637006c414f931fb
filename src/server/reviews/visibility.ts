/**
 * Who sees what of an application's reviews, decided here and asked by every reader (the list and
 * its sorts, the neighbours, one application, its reviews, the exports): a member sees the other
 * members' scores, comments, counts and averages of an application once her own review of it is in
 * (admins always), and never while she has a conflict of interest on it, whatever her role; a
 * member with a conflict sees no decision note of it either.
 *
 * Which applications a member may open at all: every one, except in an edition reviewed in
 * "assigned" mode, where a reviewer opens only those assigned to her and those she has already
 * reviewed (admins every one). `mayOpen` answers for one application (every per-application route
 * asks it through routes/admin/application-access.ts), `mayOpenSql` for lists and queues.
 */
import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from "kysely";
import type { Db } from "../store/database.ts";
import type { Database, StaffRole } from "../store/schema.ts";

export interface Viewer {
  id: string;
  role: StaffRole;
}

export interface ViewerFacts {
  /** Her own review of the application is in. */
  reviewed: boolean;
  /** She declared a conflict of interest on it. */
  conflict: boolean;
}

export function seesOthersReviews(viewer: Viewer, facts: ViewerFacts): boolean {
  if (facts.conflict) return false;
  return viewer.role === "admin" || facts.reviewed;
}

export function seesDecisionNotes(facts: Pick<ViewerFacts, "conflict">): boolean {
  return !facts.conflict;
}

/**
 * The same rule in SQL, for a query over `applications` joined with the viewer's own review as
 * `mine` and her conflict as `my_conflict` (`filteredApplications` in applications/staff-list.ts): sorting by a value she may not see
 * then sorts by nothing, as if the value were missing.
 */
export function seesOthersReviewsSql(viewer: Viewer): Expression<SqlBool> {
  return viewer.role === "admin"
    ? sql<SqlBool>`(my_conflict.staff_id is null)`
    : sql<SqlBool>`(mine.staff_id is not null and my_conflict.staff_id is null)`;
}

/** `value` where the viewer may see it, else null. */
export function visibleToViewer<T>(viewer: Viewer, value: Expression<T>): RawBuilder<T | null> {
  return sql<T | null>`case when ${seesOthersReviewsSql(viewer)} then ${value} else null end`;
}

/** For many applications at once (the exports): what the viewer may see of each. */
export async function viewerFactsOf(db: Db, viewer: Viewer, ids: readonly string[]): Promise<Map<string, ViewerFacts>> {
  const facts = new Map(ids.map((id) => [id, { reviewed: false, conflict: false }]));
  if (ids.length === 0) return facts;
  const [reviewed, conflicts] = await Promise.all([
    db
      .selectFrom("reviews")
      .select("application_id")
      .where("staff_id", "=", viewer.id)
      .where("application_id", "in", ids)
      .execute(),
    db
      .selectFrom("review_conflicts")
      .select("application_id")
      .where("staff_id", "=", viewer.id)
      .where("application_id", "in", ids)
      .execute(),
  ]);
  for (const row of reviewed) (facts.get(row.application_id) as ViewerFacts).reviewed = true;
  for (const row of conflicts) (facts.get(row.application_id) as ViewerFacts).conflict = true;
  return facts;
}

/**
 * Whether `viewer` may open the application: false only for a reviewer in an "assigned" edition
 * who is neither assigned to it nor has reviewed it. An unknown application is not refused here:
 * the route answers it as unknown.
 */
export async function mayOpen(db: Db, viewer: Viewer, applicationId: string): Promise<boolean> {
  if (viewer.role === "admin") return true;
  const row = await db
    .selectFrom("applications")
    .select((eb) => sql<number>`case when ${mayOpenSql(eb, viewer)} then 1 else 0 end`.as("open"))
    .where("applications.id", "=", applicationId)
    .executeTakeFirst();
  return row === undefined || Number(row.open) === 1;
}

/** The same rule as a condition on `applications` in any query over it. */
export function mayOpenSql(eb: ExpressionBuilder<Database, "applications">, viewer: Viewer): Expression<SqlBool> {
  if (viewer.role === "admin") return sql<SqlBool>`1 = 1`;
  return eb.or([
    eb.not(
      eb.exists(
        eb
          .selectFrom("editions")
          .select("editions.slug")
          .whereRef("editions.slug", "=", "applications.edition")
          .where("editions.review_mode", "=", "assigned"),
      ),
    ),
    eb.exists(
      eb
        .selectFrom("review_assignments")
        .select("review_assignments.staff_id")
        .whereRef("review_assignments.application_id", "=", "applications.id")
        .where("review_assignments.staff_id", "=", viewer.id),
    ),
    eb.exists(
      eb
        .selectFrom("reviews")
        .select("reviews.staff_id")
        .whereRef("reviews.application_id", "=", "applications.id")
        .where("reviews.staff_id", "=", viewer.id),
    ),
  ]);
}

/**
 * The committee's discussion of an application (discussion/comments.ts) follows the others' reviews:
 * why the viewer may neither read nor write it, or null when she may.
 */
export function discussionRefusal(viewer: Viewer, facts: ViewerFacts): "conflict" | "not-reviewed" | null {
  if (facts.conflict) return "conflict";
  return seesOthersReviews(viewer, facts) ? null : "not-reviewed";
}
