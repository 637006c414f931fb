/**
 * The fair's money routes, as Zod schemas: the routes declare them (fastify-type-provider-zod) and
 * the back office's pages parse what they receive with the same ones. Amounts are decimal strings
 * with the currency's decimals ("400.00"), never numbers. A refusal reads "<field> <what it must
 * be>." with the `field` (routes/admin/billing-errors.ts), whether the schema or billing/ refused.
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

/** GET /admin/api/invoices?edition=&state=&application=&kind= */
export const invoiceListQuery = z.object({
  edition: z.string().max(64).optional(),
  state: z.enum(INVOICE_STATES, { error: `must be one of ${INVOICE_STATES.join(", ")}` }).optional(),
  application: z.string().max(64).optional(),
  kind: z.enum(INVOICE_KINDS, { error: `must be one of ${INVOICE_KINDS.join(", ")}` }).optional(),
});

/**
 * A change that billing/ reads field by field (the seller, an edition's fees, a draft's lines, a
 * cancellation, a payment): its checks word each field with the currency's decimals, so the route
 * holds only that it is a JSON object.
 */
export const moneyChangeBody = z.record(z.string(), z.unknown(), { error: "must be a JSON object" });

/** An invoice's address: its id, or (GET only) its id with .pdf or .xml for its documents. */
export const invoiceParams = z.object({ id: z.string().min(1).max(64) });
export const invoiceFileParams = z.object({ fileId: z.string().min(1).max(80) });

/** POST /admin/api/invoices/issue */
export const issueBody = z.object({
  ids: z
    .array(z.string().max(64), { error: "must be a list of invoice ids" })
    .min(1, "must name at least one draft")
    .max(2000, "must name at most 2000 drafts"),
});
export const issuedAnswer = z.object({ items: z.array(invoiceItem) });

/** POST /admin/api/invoices/<id>/cancel → 201 */
export const cancelledAnswer = z.object({ credit_note: invoiceDetailAnswer, invoice: invoiceDetailAnswer });

/** POST /admin/api/editions/<slug>/invoices/prepare */
export const prepareBody = z.object({
  kind: z.enum(["deposit", "balance"], { error: 'must be "deposit" or "balance"' }),
});
export const preparedAnswer = z.object({
  items: z.array(invoiceItem),
  /** Accepted galleries left without a draft, and why. */
  skipped: z.array(z.object({ application_id: z.string(), gallery: z.string(), reason: z.string() })),
});

/** POST /admin/api/editions/<slug>/invoices/remind: every overdue invoice, or the ones named. */
export const remindBody = z.object({
  ids: z.array(z.string().max(64), { error: "must be a list of invoice ids" }).max(2000).optional(),
});
export const remindedAnswer = z.object({
  reminded: z.array(z.object({ invoice: z.string(), number: z.string(), to: z.string() })),
  skipped: z.array(z.object({ invoice: z.string(), number: z.string().nullable(), reason: z.string() })),
});

/** GET /admin/api/payments?state= */
export const paymentListQuery = z.object({
  state: z
    .enum(["unmatched", "matched", "dismissed"], { error: 'must be "unmatched", "matched" or "dismissed"' })
    .optional()
    .default("unmatched"),
});
export const paymentParams = z.object({ id: z.string().min(1).max(64) });

/** POST /admin/api/payments/<id>/settle: the payment, and the invoice it settled (none when dismissed). */
export const settledAnswer = z.object({ payment: z.string(), invoice: invoiceDetailAnswer.nullable() });

/** POST /admin/api/invoices/<id>/payments → 201: the payment recorded, and the invoice as it stands. */
export const paymentRecordedAnswer = z.object({ payment: z.string(), invoice: invoiceDetailAnswer });

export type BillingSettings = z.infer<typeof billingSettingsAnswer>;
export type EditionFees = z.infer<typeof editionFeesAnswer>;
export type Invoice = z.infer<typeof invoiceItem>;
export type InvoiceDetail = z.infer<typeof invoiceDetailAnswer>;
export type PaymentImport = z.infer<typeof paymentImportAnswer>;
export type PaymentList = z.infer<typeof paymentListAnswer>;
