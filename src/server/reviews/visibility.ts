/**
 * Who sees what of an application's reviews, decided here and asked by every reader (the list and
 * its sorts, the neighbours, one application, its reviews, the exports): a member sees the other
 * members' scores, comments, counts and averages of an application once her own review of it is in
 * (admins always), and never while she has a conflict of interest on it, whatever her role; a
 * member with a conflict sees no decision note of it either.
 */
import { type Expression, type RawBuilder, type SqlBool, sql } from "kysely";
import type { Db } from "../store/database.ts";
import type { StaffRole } from "../store/schema.ts";

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
 * The committee's discussion of an application (discussion/comments.ts) follows the others' reviews:
 * why the viewer may neither read nor write it, or null when she may.
 */
export function discussionRefusal(viewer: Viewer, facts: ViewerFacts): "conflict" | "not-reviewed" | null {
  if (facts.conflict) return "conflict";
  return seesOthersReviews(viewer, facts) ? null : "not-reviewed";
}
