/**
 * An invoice as the API shows it: its state worked out from what is stored (a draft; cancelled;
 * paid once its payments reach what is due; overdue once its due day has passed in the edition's
 * zone; else open), its amounts as decimal strings in its currency's decimals.
 */
import type { InvoiceState } from "../../shared/api/billing.ts";
import { minorDigits } from "../../shared/currencies.ts";
import { formatAmount, type Minor } from "../../shared/money.ts";
import type { InvoiceRow } from "./invoices.ts";

type StateFacts = Pick<InvoiceRow, "status" | "kind" | "paid_at" | "due_date">;

export function invoiceState(row: StateFacts, today: string): InvoiceState {
  if (row.status === "draft") return "draft";
  if (row.status === "cancelled") return "cancelled";
  // A credit note is settled as it is issued: its amount is taken off the invoice it credits.
  if (row.kind === "credit_note" || row.paid_at !== null) return "paid";
  return row.due_date !== null && row.due_date < today ? "overdue" : "open";
}

/** What is left to pay: the gross less credits and payments; negative when more came in; none for a credit note. */
export function outstandingOf(row: Pick<InvoiceRow, "kind" | "status" | "gross" | "credited" | "paid">): Minor {
  if (row.kind === "credit_note" || row.status === "draft") return 0;
  return Number(row.gross) - Number(row.credited) - Number(row.paid);
}

const iso = (at: number | null) => (at === null ? null : new Date(Number(at)).toISOString());

export function invoiceItemJson(row: InvoiceRow, gallery: string, today: string) {
  const digits = minorDigits(row.currency);
  const amount = (minor: number) => formatAmount(Number(minor), digits);
  return {
    id: row.id,
    number: row.number,
    application_id: row.application_id,
    gallery,
    edition: row.edition,
    kind: row.kind as "application_fee" | "deposit" | "balance" | "credit_note",
    issued_at: iso(row.issued_at),
    due_at: row.due_date,
    currency: row.currency,
    net: amount(row.net),
    vat: amount(row.vat),
    gross: amount(row.gross),
    state: invoiceState(row, today),
    paid_at: iso(row.paid_at),
    reference: row.reference,
    credit_note_for: row.credit_note_for,
    paid: amount(row.paid),
    credited: amount(row.credited),
    outstanding: amount(outstandingOf(row)),
  };
}

export type InvoiceItemJson = ReturnType<typeof invoiceItemJson>;
