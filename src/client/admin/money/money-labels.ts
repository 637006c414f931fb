/** The words the money pages show for an invoice's stored values. */
import type { InvoiceState } from "../../../shared/api/billing.ts";

export const INVOICE_STATE_LABELS: Record<InvoiceState, string> = {
  draft: "Draft",
  open: "Open",
  overdue: "Overdue",
  paid: "Paid",
  cancelled: "Cancelled",
};

export const INVOICE_KIND_LABELS: Record<string, string> = {
  application_fee: "Application fee",
  deposit: "Booth deposit",
  balance: "Booth balance",
  credit_note: "Credit note",
};

/** "476.00 EUR": the server's decimal string as it is, never turned into a float. */
export const money = (amount: string, currency: string) => `${amount} ${currency}`;
