/**
 * The rule book, the staff's roles: which back-office routes a member may use, and what only an
 * admin sees (tax details, the assignees, everyone's conflicts of interest, the edition's review
 * count). What a member sees of the reviews themselves is in reviews.ts.
 */
import { type RawBuilder, type SqlBool, sql } from "kysely";
import type { StaffRole } from "../store/schema.ts";

/** The member asking. */
export interface Viewer {
  id: string;
  role: StaffRole;
}

/** Who a back-office route is for (its `staffAccess`): anyone, any signed-in member, or admins. */
export type StaffAccess = "public" | "staff" | "admin";

/** Whether a member of `role` (undefined: nobody signed in) may use a route for `access`. */
export function mayUse(access: StaffAccess, role: StaffRole | undefined): boolean {
  if (access === "public") return true;
  if (role === undefined) return false;
  return access === "staff" || role === "admin";
}

const isAdmin = (viewer: Pick<Viewer, "role">) => viewer.role === "admin";

/** The gallery's tax number, tax email and phone, in the back office and in every export. */
export const seesTaxDetails = isAdmin;

/**
 * The fair's money: billing details, fees, invoices, payments and the billing entries of an
 * application's history. The jury reviews the work, not the accounts.
 */
export const seesBilling = isAdmin;

/**
 * Which of an application's fields she sees, by its dotted path (`gallery.name`, `tax.company`):
 * every one but the tax details, which are seesTaxDetails's. Asked of each change between two
 * versions, so a reviewer's differences never name a tax detail, not even that one changed.
 */
export function seesField(viewer: Pick<Viewer, "role">, path: string): boolean {
  return seesTaxDetails(viewer) || !(path === "tax" || path.startsWith("tax."));
}

/** Who is assigned to review an application. */
export const seesAssignees = isAdmin;

/** Every member's conflicts of interest, and the assignments made and taken back, in the history. */
export const seesEveryonesConflicts = isAdmin;

/**
 * How many reviews the edition has (the criteria editor's warning). A reviewer never: it would tell
 * her of reviews she may not see. An admin counts only those she may see (reviews.ts, seesReviewSql).
 */
export const seesEditionReviewCount = isAdmin;

/**
 * Who applied to an edition, by gallery name only (nothing of scores, counts or tax): every member,
 * so she can declare her conflicts of interest before the assignment runs.
 */
export function seesApplicants(_viewer: Pick<Viewer, "role">): boolean {
  return true;
}

/** Recording a conflict of interest for another member, and reading hers: admins. */
export const recordsConflictsForOthers = isAdmin;

/** A member of the committee without being assigned: an active reviewer (reminders, progress). */
export function onCommitteeByDefault(member: { role: StaffRole; disabled: number | boolean }): boolean {
  return member.role === "reviewer" && !Number(member.disabled);
}

/** Who is reminded of open reviews unless the admin names members: the committee, and any active member assigned in the edition. */
export function remindedByDefault(member: { role: StaffRole; disabled: number | boolean }, assigned: boolean): boolean {
  return onCommitteeByDefault(member) || (assigned && !Number(member.disabled));
}

/** Who hears what the admins must know (an accepted gallery withdrawing): every active admin. */
export function hearsAsAdmin(member: { role: StaffRole; disabled: number | boolean }): boolean {
  return member.role === "admin" && !Number(member.disabled);
}

/** hearsAsAdmin over a `staff` row, named by its table or alias. */
export function hearsAsAdminSql(staff = "staff"): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${staff}.role`)} = 'admin' and ${sql.ref(`${staff}.disabled`)} = 0)`;
}

/** onCommitteeByDefault over a `staff` row, named by its table or alias. */
export function onCommitteeByDefaultSql(staff = "staff"): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${staff}.role`)} = 'reviewer' and ${sql.ref(`${staff}.disabled`)} = 0)`;
}
