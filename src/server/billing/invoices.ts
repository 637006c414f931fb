/**
 * Invoices in the database: made as drafts (booth invoices, to be reviewed) or issued at once (the
 * application fee), issued with the next numbers under the counter's lock, and never changed once
 * issued: a draft's lines may be edited and a draft discarded, an issued invoice only gains
 * payments, credits and reminders (its state), never other amounts, lines or parties.
 */

import { randomUUID } from "node:crypto";
import type { Selectable, Transaction } from "kysely";
import type { Actor } from "../applications/actor.ts";
import { type Db, keyringOf } from "../store/database.ts";
import type { Database, InvoiceTable } from "../store/schema.ts";
import { RequestError } from "../web/request-error.ts";
import { type Amounts, invoiceAmounts, type LineInput } from "./amounts.ts";
import { addDays, dayInZone } from "./dates.ts";
import { recordEvent } from "./events.ts";
import { advanceCounter, invoiceNumber, lockCounter } from "./numbering.ts";
import { type Buyer, storeBuyer } from "./parties.ts";
import { creditorReference } from "./reference.ts";
import { readSettings, type Seller } from "./settings.ts";
import type { InvoiceKind, VatTreatment } from "./vat.ts";

export type InvoiceRow = Selectable<InvoiceTable>;

export interface NewInvoice {
  applicationId: string;
  edition: string;
  kind: InvoiceKind;
  currency: string;
  lines: LineInput[];
  treatment: VatTreatment;
  seller: Seller;
  buyer: Buyer;
  creditNoteFor?: string;
}

/** When and how an invoice is issued: its day, payment terms and the edition's zone. */
export interface IssueTerms {
  at: number;
  timeZone: string;
  /** Days until due; null: nothing to pay (a credit note). */
  paymentDays: number | null;
}

/** Inserts an invoice with its lines, as a draft (no number) or issued under numbers already taken. */
export async function insertInvoice(
  trx: Transaction<Database>,
  db: Db,
  invoice: NewInvoice,
  options: { actor: Actor; now: number; issue?: { seq: number; terms: IssueTerms } },
): Promise<{ id: string; amounts: Amounts }> {
  const id = randomUUID();
  const amounts = invoiceAmounts(invoice.lines, invoice.treatment);
  const issued = options.issue && issueColumns(options.issue.seq, options.issue.terms);
  await trx
    .insertInto("invoices")
    .values({
      id,
      application_id: invoice.applicationId,
      edition: invoice.edition,
      kind: invoice.kind,
      status: issued ? "issued" : "draft",
      seq: null,
      number: null,
      issue_date: null,
      issued_at: null,
      due_date: null,
      reference: null,
      ...issued,
      currency: invoice.currency,
      net: amounts.net,
      vat: amounts.vat,
      gross: amounts.gross,
      vat_rule: invoice.treatment.rule,
      vat_category: invoice.treatment.category,
      vat_rate: invoice.treatment.rate.text,
      vat_note: invoice.treatment.note,
      seller: JSON.stringify(invoice.seller),
      buyer: storeBuyer(keyringOf(db), invoice.buyer),
      credit_note_for: invoice.creditNoteFor ?? null,
      paid_at: invoice.kind === "credit_note" && issued ? options.now : null,
      cancelled_at: null,
      cancel_reason: null,
      reminded_at: null,
      created_at: options.now,
      created_by: options.actor.staffId,
    })
    .execute();
  await writeLines(trx, id, amounts);
  if (issued)
    await recordEvent(trx, {
      applicationId: invoice.applicationId,
      invoiceId: id,
      event: invoice.kind === "credit_note" ? "credit_note_issued" : "invoice_issued",
      amount: amounts.gross,
      currency: invoice.currency,
      note: issued.number,
      actor: options.actor,
      at: options.now,
    });
  return { id, amounts };
}

export async function writeLines(trx: Transaction<Database>, invoiceId: string, amounts: Amounts): Promise<void> {
  await trx.deleteFrom("invoice_lines").where("invoice_id", "=", invoiceId).execute();
  if (amounts.lines.length === 0) return;
  await trx
    .insertInto("invoice_lines")
    .values(
      amounts.lines.map((line, position) => ({
        invoice_id: invoiceId,
        position,
        description: line.description,
        quantity: line.quantity,
        unit: line.unit,
        unit_price: line.unitPrice,
        net: line.net,
        vat: line.vat,
      })),
    )
    .execute();
}

function issueColumns(seq: number, terms: IssueTerms) {
  const issueDate = dayInZone(terms.at, terms.timeZone);
  const number = invoiceNumber(seq);
  return {
    status: "issued" as const,
    seq,
    number,
    issue_date: issueDate,
    issued_at: terms.at,
    due_date: terms.paymentDays === null ? null : addDays(issueDate, terms.paymentDays),
    reference: creditorReference(number),
  };
}

/** Takes `count` numbers under the counter's lock: the first of them. */
export async function takeNumbers(trx: Transaction<Database>, count: number): Promise<number> {
  const last = await lockCounter(trx);
  await advanceCounter(trx, last + count);
  return last + 1;
}

export class InvoiceError extends RequestError {
  constructor(status: number, message: string, ids: string[] = []) {
    super(status, message, undefined, { ids });
  }
}

/**
 * Issues drafts: the counter first (so two admins issuing at once run one after the other and the
 * second sees the first's invoices issued), then the drafts still drafts, each with the next
 * number in the order asked, the seller as the settings say now and the edition's terms.
 */
export async function issueDrafts(
  db: Db,
  ids: readonly string[],
  actor: Actor,
  now = Date.now(),
): Promise<{ issued: string[] }> {
  const unique = [...new Set(ids)];
  return db.transaction().execute(async (trx) => {
    const last = await lockCounter(trx);
    const rows = await trx
      .selectFrom("invoices")
      .innerJoin("editions", "editions.slug", "invoices.edition")
      .leftJoin("edition_fees", "edition_fees.edition", "invoices.edition")
      .select([
        "invoices.id",
        "invoices.status",
        "invoices.application_id",
        "invoices.gross",
        "invoices.currency",
        "invoices.kind",
        "editions.time_zone",
        "edition_fees.payment_days",
      ])
      .where("invoices.id", "in", unique.length > 0 ? unique : [""])
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const missing = unique.filter((id) => !byId.has(id));
    if (missing.length > 0) throw new InvoiceError(404, `There is no invoice ${missing.join(", ")}.`, missing);
    const notDrafts = unique.filter((id) => byId.get(id)?.status !== "draft");
    if (notDrafts.length > 0)
      throw new InvoiceError(
        409,
        `Only drafts can be issued; ${notDrafts.length === 1 ? "this one is" : "these are"} issued already: ${notDrafts.join(", ")}.`,
        notDrafts,
      );
    const seller = await readSettings(trx);
    if (!seller) throw new InvoiceError(409, "Set who invoices first (the fair's billing details).");
    let seq = last;
    for (const id of unique) {
      const row = byId.get(id) as (typeof rows)[number];
      seq += 1;
      const columns = issueColumns(seq, {
        at: now,
        timeZone: row.time_zone,
        paymentDays: row.payment_days === null ? 30 : Number(row.payment_days),
      });
      await trx
        .updateTable("invoices")
        .set({ ...columns, seller: JSON.stringify(seller) })
        .where("id", "=", id)
        .where("status", "=", "draft")
        .execute();
      await recordEvent(trx, {
        applicationId: row.application_id,
        invoiceId: id,
        event: "invoice_issued",
        amount: Number(row.gross),
        currency: row.currency,
        note: columns.number,
        actor,
        at: now,
      });
    }
    if (seq > last) await advanceCounter(trx, seq);
    return { issued: unique };
  });
}

export async function findInvoice(db: Db | Transaction<Database>, id: string): Promise<InvoiceRow | undefined> {
  return db.selectFrom("invoices").selectAll().where("id", "=", id).executeTakeFirst();
}
