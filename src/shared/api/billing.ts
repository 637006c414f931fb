/**
 * The answers of the fair's money routes, as Zod schemas: the back office's pages parse them, and
 * the routes can declare them once every route does (fastify-type-provider-zod). Amounts are
 * decimal strings with the currency's decimals ("400.00"), never numbers.
 */
import { z } from "zod";

const amount = z.string().regex(/^-?\d+(\.\d+)?$/);
const nullableAmount = amount.nullable();

/** GET · PUT /admin/api/billing */
export const billingSettingsAnswer = z.object({
  name: z.string(),
  address: z.string(),
  country: z.string(),
  country_name: z.string(),
  vat_id: z.string(),
  iban: z.string(),
  bic: z.string(),
  email: z.string(),
  phone: z.string(),
  configured: z.boolean(),
});

/** GET · PUT /admin/api/editions/<slug>/fees */
export const editionFeesAnswer = z.object({
  currency: z.string().nullable(),
  application_fee: nullableAmount,
  fee_required_for_review: z.boolean(),
  vat_rate: z.string().nullable(),
  booth_taxed_at_fair: z.boolean(),
  booth_price_per_m2: z.object({ small: nullableAmount, medium: nullableAmount, large: nullableAmount }),
  deposit_percent: z.string().nullable(),
  payment_days: z.number().int().nullable(),
  newcomer_discount_percent: z.object({ first: z.string().nullable(), second: z.string().nullable() }),
  charges_fees: z.boolean(),
});

/** The money's entries in an application's history. */
export type BillingEvent =
  | "invoice_issued"
  | "invoice_cancelled"
  | "credit_note_issued"
  | "payment_recorded"
  | "invoice_paid"
  | "invoice_reminded";

export const INVOICE_STATES = ["draft", "open", "paid", "overdue", "cancelled"] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
export const INVOICE_KINDS = ["application_fee", "deposit", "balance", "credit_note"] as const;

/** One invoice in GET /admin/api/invoices. */
export const invoiceItem = z.object({
  id: z.string(),
  number: z.string().nullable(),
  application_id: z.string(),
  gallery: z.string(),
  edition: z.string(),
  kind: z.enum(INVOICE_KINDS),
  issued_at: z.string().nullable(),
  due_at: z.string().nullable(),
  currency: z.string(),
  net: amount,
  vat: amount,
  gross: amount,
  state: z.enum(INVOICE_STATES),
  paid_at: z.string().nullable(),
  reference: z.string().nullable(),
  credit_note_for: z.string().nullable(),
  /** What payments brought, what credit notes took off, and what is left to pay (negative: paid too much). */
  paid: amount,
  credited: amount,
  outstanding: amount,
});

const currencyTotals = z.object({ issued: amount, paid: amount, outstanding: amount, count: z.number().int() });

/** GET /admin/api/invoices */
export const invoiceListAnswer = z.object({
  items: z.array(invoiceItem),
  /** Per currency: what was issued (credit notes taken off), paid, and is still outstanding. */
  totals: z.record(z.string(), currencyTotals),
});

export const invoiceLineAnswer = z.object({
  position: z.number().int(),
  description: z.string(),
  quantity: amount,
  unit: z.string(),
  unit_price: amount,
  net: amount,
  vat: amount,
});

const party = z.object({
  name: z.string(),
  address: z.string(),
  country: z.string(),
  vat_id: z.string(),
  email: z.string(),
});

/** GET /admin/api/invoices/<id> */
export const invoiceDetailAnswer = invoiceItem.extend({
  lines: z.array(invoiceLineAnswer),
  vat_rate: z.string(),
  vat_category: z.string(),
  vat_rule: z.string(),
  vat_note: z.string().nullable(),
  seller: party,
  buyer: party,
  cancel_reason: z.string().nullable(),
  payments: z.array(
    z.object({
      id: z.string(),
      amount,
      paid_on: z.string(),
      source: z.string(),
      payer: z.string(),
      note: z.string(),
    }),
  ),
});

const unmatchedPayment = z.object({
  id: z.string(),
  amount,
  currency: z.string(),
  paid_on: z.string(),
  reference: z.string(),
  payer: z.string(),
  remittance: z.string(),
  /** Why it was not matched: no reference known, another currency, the invoice not open. */
  reason: z.string(),
});

/** POST /admin/api/payments/import */
export const paymentImportAnswer = z.object({
  matched: z.array(z.object({ invoice: z.string(), amount, payment: z.string(), invoice_id: z.string() })),
  unmatched: z.array(unmatchedPayment),
  /** Entries of the statement recorded by an earlier import, recorded nothing this time. */
  already_imported: z.number().int(),
  /** Credits of the statement (debits are left out). */
  entries: z.number().int(),
});

/** GET /admin/api/payments?state=unmatched */
export const paymentListAnswer = z.object({ items: z.array(unmatchedPayment.extend({ state: z.string() })) });
