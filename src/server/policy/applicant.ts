/**
 * The rule book, the gallery's side: who gets the link to an application's status page, what the
 * page shows, and what the gallery may still do with its application (change it, withdraw it,
 * start next year's from it, read its receipt).
 */
import { type RawBuilder, type SqlBool, sql } from "kysely";
import { type ShownStatus, shownStatus } from "../../shared/shown-status.ts";

// ---------------------------------------------------------------------------------------------
// The link to the status page: whoever holds it is the gallery.

/**
 * Asked for again, an application's link goes to its contact address (case and surrounding spaces
 * aside), and never for an erased application.
 */
export function statusLinkGoesTo(application: { galleryEmail: string; erased: boolean }, address: string): boolean {
  return !application.erased && application.galleryEmail.trim().toLowerCase() === address.trim().toLowerCase();
}

/** statusLinkGoesTo over `applications` rows, for an address already trimmed and lowercased. */
export function statusLinkGoesToSql(address: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(lower(trim(applications.gallery_email)) = ${address} and applications.erased_at is null)`;
}
// ---------------------------------------------------------------------------------------------
// Its invoices: what the fair has issued to it (a draft is still the fair's to change or discard).

export function showsInvoice(invoice: { status: string }): boolean {
  return invoice.status !== "draft";
}

/** showsInvoice over `invoices` rows. */
export function showsInvoiceSql(): RawBuilder<SqlBool> {
  return sql<SqlBool>`(invoices.status <> 'draft')`;
}

// ---------------------------------------------------------------------------------------------
// The status a gallery may see.

// The rule itself is shared with the back office, which warns when a change shows at once.
export { type ShownStatus, shownStatus };

/**
 * Before the release any application not yet withdrawn; after it, one still being reviewed, or an
 * accepted or waitlisted gallery giving up its place. A rejection is final.
 */
export function mayWithdraw(status: string, released: boolean): boolean {
  if (status === "withdrawn") return false;
  if (!released) return true;
  return status !== "rejected";
}

/** Its booth (label, hall, size) and the plan: once its acceptance shows (released) and a booth is allocated. */
export function showsBooth(shown: ShownStatus, allocated: boolean): boolean {
  return shown === "accepted" && allocated;
}

/** The committee's letter is on the page with the decision it tells, once that decision shows. */
export function showsDecision(shown: ShownStatus): shown is "accepted" | "waitlisted" | "rejected" {
  return shown === "accepted" || shown === "waitlisted" || shown === "rejected";
}

/** An accepted gallery giving up its booth after the release: the admins are told by email. */
export function adminsHearOfWithdrawal(status: string, released: boolean): boolean {
  return shownStatus(status, released) === "accepted";
}

// ---------------------------------------------------------------------------------------------
// Changing the application.

/** The decisions that close an application to changes (a shortlist is not one). */
const DECISIONS: readonly string[] = ["accepted", "waitlisted", "rejected"];

export interface ChangeFacts {
  status: string;
  /** Its edition's application period is open now (an edition without a row is long closed). */
  periodOpen: boolean;
}

/**
 * Why the gallery may not change its application now, or null while it may: the application
 * period must be open, the application not withdrawn and not decided. "Decided" does not wait for
 * the release: a gallery must not rewrite what the committee decided on. Its refusal's words say
 * that a decision was made, never which (DECIDED_MESSAGE), and only while the period is open: once
 * it is over, the period's refusal says all there is to say and no more.
 */
export function changeRefusal(facts: ChangeFacts): "withdrawn" | "period" | "decided" | null {
  const closed = closedToChanges(facts.status);
  if (closed === "withdrawn") return closed;
  if (!facts.periodOpen) return "period";
  return closed;
}

/**
 * What of changeRefusal the status alone decides: asked again when the change is stored, under the
 * application's lock, so a decision recorded while the change was uploading still refuses it.
 */
export function closedToChanges(status: string): "withdrawn" | "decided" | null {
  if (status === "withdrawn") return "withdrawn";
  return DECISIONS.includes(status) ? "decided" : null;
}

/**
 * Who is told of a change the gallery made from its status page: the contact address it has now,
 * with the link to the page (where statusLinkGoesTo sends it); and, when the change replaced that
 * address, the former one, without a link. Whoever holds the link may have made the change to take
 * the application over, and a former address may no longer be the gallery's: it learns what changed
 * and how to reach the fair, and can open nothing.
 */
export function toldOfChange(
  before: { galleryEmail: string },
  after: { galleryEmail: string },
): { withLink: string; withoutLink: string | null } {
  const now = after.galleryEmail.trim();
  const former = before.galleryEmail.trim();
  const replaced = former !== "" && !statusLinkGoesTo({ galleryEmail: now, erased: false }, former);
  return { withLink: now, withoutLink: replaced ? former : null };
}

export const WITHDRAWN_MESSAGE = "The application has been withdrawn; it can no longer be changed.";
/** The same words whatever the decision and whether it is released: they tell no decision. */
export const DECIDED_MESSAGE =
  "The selection committee has made its decision on this application, so it can no longer be changed.";

/**
 * "Start an application for <edition> from this one": the form's edition is open and is not the
 * application's own.
 */
export function mayStartFrom(application: { edition: string }, form: { slug: string; periodOpen: boolean }): boolean {
  return form.slug !== application.edition && form.periodOpen;
}

/** The receipt page: only to the session that sent the application (its idempotency key names the session). */
export function seesReceipt(sessionId: string, idempotencyKey: string | null | undefined): boolean {
  return idempotencyKey?.startsWith(`${sessionId}:`) === true;
}
