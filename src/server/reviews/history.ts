/**
 * An application's history as a member may read it: its status changes, the decision notes only
 * for those without a conflict on it, and, for admins, every conflict of interest declared or
 * withdrawn and every assignment made or taken back (the rule book decides: policy/).
 */

import { minorDigits } from "../../shared/currencies.ts";
import { formatAmount } from "../../shared/money.ts";
import { type HistoryItem, statusHistory } from "../applications/status.ts";
import type { BillingEvent } from "../billing/events.ts";
import { viewerFactsOfOne } from "../policy/facts.ts";
import { seesDecisionNotes } from "../policy/reviews.ts";
import { seesBilling, seesEveryonesConflicts, type Viewer } from "../policy/staff.ts";
import type { Db } from "../store/database.ts";
import type { BoothEventTable, ReviewAssignmentEventTable, ReviewConflictEventTable } from "../store/schema.ts";

export type HistoryEntry = HistoryItem & {
  event?:
    | ReviewConflictEventTable["event"]
    | ReviewAssignmentEventTable["event"]
    | BoothEventTable["event"]
    | BillingEvent;
  /** On a booth event: the booth given or freed, by its label at the time. */
  booth?: { id: string; label: string };
  /**
   * On an assignment event: the member assigned or unassigned (`by` is the admin who did it); on a
   * conflict an admin recorded or withdrew for a member: that member.
   */
  member?: { email: string; name: string };
  /** On a billing event: the invoice, and the amount as a decimal string in its currency. */
  invoice?: { id: string; number: string | null };
  amount?: { value: string; currency: string };
};

async function assignmentEvents(db: Db, applicationId: string): Promise<HistoryEntry[]> {
  const rows = await db
    .selectFrom("review_assignment_events")
    .innerJoin("staff as member", "member.id", "review_assignment_events.staff_id")
    .leftJoin("staff as admin", "admin.id", "review_assignment_events.by_staff_id")
    .select([
      "review_assignment_events.event",
      "review_assignment_events.at",
      "member.email as member_email",
      "member.name as member_name",
      "admin.email as admin_email",
      "admin.name as admin_name",
    ])
    .where("review_assignment_events.application_id", "=", applicationId)
    .orderBy("review_assignment_events.at")
    // Taken back before given, as a change of assignees does it; then by member, for a stable order.
    .orderBy("review_assignment_events.event", "desc")
    .orderBy("member.email")
    .execute();
  return rows.map((r) => ({
    at: Number(r.at),
    by: r.admin_email === null ? null : { email: r.admin_email, name: r.admin_name ?? "" },
    via: r.admin_email === null ? "demo" : "back-office",
    from: "",
    to: "",
    note: null,
    event: r.event,
    member: { email: r.member_email, name: r.member_name },
  }));
}

async function conflictEvents(db: Db, applicationId: string): Promise<HistoryEntry[]> {
  const rows = await db
    .selectFrom("review_conflict_events")
    .innerJoin("staff", "staff.id", "review_conflict_events.staff_id")
    .leftJoin("staff as recorder", "recorder.id", "review_conflict_events.by_staff_id")
    .select([
      "review_conflict_events.event",
      "review_conflict_events.note",
      "review_conflict_events.at",
      "staff.email",
      "staff.name",
      "recorder.email as recorder_email",
      "recorder.name as recorder_name",
    ])
    .where("review_conflict_events.application_id", "=", applicationId)
    .orderBy("review_conflict_events.at")
    .execute();
  return rows.map((r) => ({
    at: Number(r.at),
    // Recorded by an admin for the member: the admin did it, about the member.
    by:
      r.recorder_email === null
        ? { email: r.email, name: r.name }
        : { email: r.recorder_email, name: r.recorder_name ?? "" },
    via: "back-office",
    from: "",
    to: "",
    note: r.note,
    event: r.event,
    ...(r.recorder_email === null ? {} : { member: { email: r.email, name: r.name } }),
  }));
}

/** Booths given and freed: where a gallery stands is no secret among the staff. */
async function boothEvents(db: Db, applicationId: string): Promise<HistoryEntry[]> {
  const rows = await db
    .selectFrom("booth_events")
    .leftJoin("staff", "staff.id", "booth_events.by_staff_id")
    .select([
      "booth_events.event",
      "booth_events.booth_id",
      "booth_events.booth_label",
      "booth_events.via",
      "booth_events.at",
      "staff.email",
      "staff.name",
    ])
    .where("booth_events.application_id", "=", applicationId)
    .orderBy("booth_events.at")
    .execute();
  return rows.map((r) => ({
    at: Number(r.at),
    by: r.email === null ? null : { email: r.email, name: r.name ?? "" },
    via: r.via,
    from: "",
    to: "",
    note: null,
    event: r.event,
    booth: { id: r.booth_id, label: r.booth_label },
  }));
}

const BILLING_ORDER: string[] = [
  "invoice_issued",
  "credit_note_issued",
  "invoice_cancelled",
  "payment_recorded",
  "invoice_paid",
  "invoice_reminded",
] satisfies BillingEvent[];

/** Invoices issued, cancelled, paid and reminded, and payments recorded (admins: policy/staff.ts, seesBilling). */
async function billingEvents(db: Db, applicationId: string): Promise<HistoryEntry[]> {
  const rows = await db
    .selectFrom("billing_events")
    .leftJoin("staff", "staff.id", "billing_events.by_staff_id")
    .leftJoin("invoices", "invoices.id", "billing_events.invoice_id")
    .select([
      "billing_events.event",
      "billing_events.amount",
      "billing_events.currency",
      "billing_events.note",
      "billing_events.via",
      "billing_events.at",
      "billing_events.invoice_id",
      "invoices.number",
      "staff.email",
      "staff.name",
    ])
    .where("billing_events.application_id", "=", applicationId)
    .execute();
  // Events of one moment (a payment and the invoice it pays) in the order they happen.
  rows.sort((a, b) => Number(a.at) - Number(b.at) || BILLING_ORDER.indexOf(a.event) - BILLING_ORDER.indexOf(b.event));
  return rows.map((r) => ({
    at: Number(r.at),
    by: r.email === null ? null : { email: r.email, name: r.name ?? "" },
    via: r.via,
    from: "",
    to: "",
    note: r.note,
    event: r.event as BillingEvent,
    ...(r.invoice_id ? { invoice: { id: r.invoice_id, number: r.number } } : {}),
    ...(r.amount !== null && r.currency
      ? { amount: { value: formatAmount(Number(r.amount), minorDigits(r.currency)), currency: r.currency } }
      : {}),
  }));
}

/** Conflicts and assignments together, in time order. */
async function adminEvents(db: Db, applicationId: string): Promise<HistoryEntry[]> {
  const [conflicts, assignments] = await Promise.all([
    conflictEvents(db, applicationId),
    assignmentEvents(db, applicationId),
  ]);
  return [...conflicts, ...assignments].sort((a, b) => a.at - b.at);
}

export async function historyForViewer(db: Db, applicationId: string, viewer: Viewer): Promise<HistoryEntry[]> {
  const [changes, facts, adminOnly, booths, money] = await Promise.all([
    statusHistory(db, applicationId),
    viewerFactsOfOne(db, viewer, applicationId),
    seesEveryonesConflicts(viewer) ? adminEvents(db, applicationId) : Promise.resolve([]),
    boothEvents(db, applicationId),
    seesBilling(viewer) ? billingEvents(db, applicationId) : Promise.resolve([]),
  ]);
  const conflicts = [...adminOnly, ...booths, ...money].sort((a, b) => a.at - b.at);
  const notes = seesDecisionNotes(facts);
  const shown: HistoryEntry[] = notes ? changes : changes.map((change) => ({ ...change, note: null }));
  return interleave(shown, conflicts);
}

/**
 * The status changes in their own order (their sequence, which two admins deciding at once can make
 * differ from their times), each conflict event placed before the first change that is later than it.
 */
function interleave(changes: HistoryEntry[], events: HistoryEntry[]): HistoryEntry[] {
  const result: HistoryEntry[] = [];
  let next = 0;
  for (const change of changes) {
    while (next < events.length && (events[next] as HistoryEntry).at < change.at)
      result.push(events[next++] as HistoryEntry);
    result.push(change);
  }
  return [...result, ...events.slice(next)];
}
