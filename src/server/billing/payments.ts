/**
 * Money received, recorded against invoices: a statement's credits matched by their creditor
 * reference (or an invoice number in the remittance text), a payment recorded by hand, a card
 * payment. A credit that names no single open invoice in its currency stays unmatched for a
 * person to settle (against an invoice, in whole or in part) or dismiss. An invoice is paid when
 * its payments reach what is due; more or less is shown for a person to settle. A statement
 * imported again records nothing twice: each credit's key is unique among payments.
 */
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { minorDigits } from "../../shared/currencies.ts";
import { formatAmount, type Minor, parseAmount } from "../../shared/money.ts";
import type { Actor } from "../applications/actor.ts";
import type { Db } from "../store/database.ts";
import type { Database, PaymentTable } from "../store/schema.ts";
import { isDay } from "./dates.ts";
import { recordEvent } from "./events.ts";
import { InvoiceError } from "./invoices.ts";
import { lockRow } from "./locks.ts";
import { lockCounter } from "./numbering.ts";
import { BillingError } from "./problems.ts";
import { invoiceNumbersIn, readCreditorReference } from "./reference.ts";
import { settlePayments } from "./settle.ts";
import type { Credit, Statement } from "./statement.ts";

type Row = Pick<PaymentTable, "id" | "amount" | "currency" | "paid_on" | "reference" | "payer" | "remittance">;

interface InvoiceFacts {
  id: string;
  number: string | null;
  status: string;
  kind: string;
  currency: string;
  application_id: string;
}

/** The invoice a credit names: by its structured reference, an RF reference in its text, or an invoice number there. */
async function invoiceNamedBy(trx: Transaction<Database>, credit: Pick<Credit, "reference" | "remittance">) {
  const text = `${credit.reference} ${credit.remittance}`;
  const references = new Set<string>();
  for (const candidate of [credit.reference, ...(text.match(/RF\d{2}(?:\s?[A-Z0-9]){1,21}/gi) ?? [])]) {
    const reference = readCreditorReference(candidate);
    if (reference) references.add(reference);
  }
  const select = () =>
    trx.selectFrom("invoices").select(["id", "number", "status", "kind", "currency", "application_id"]);
  if (references.size > 0) {
    const found = await select()
      .where("reference", "in", [...references])
      .execute();
    if (found.length > 0) return found;
  }
  const numbers = invoiceNumbersIn(text);
  if (numbers.length === 0) return [];
  return select().where("number", "in", numbers).execute();
}

function whyNot(invoices: InvoiceFacts[], currency: string): string | null {
  if (invoices.length === 0) return "No invoice's reference or number was found in it.";
  if (invoices.length > 1) return `It names several invoices (${invoices.map((i) => i.number).join(", ")}).`;
  const [invoice] = invoices as [InvoiceFacts];
  if (invoice.kind === "credit_note") return `${invoice.number} is a credit note.`;
  if (invoice.status === "cancelled") return `${invoice.number} is cancelled.`;
  if (invoice.status !== "issued") return `${invoice.number} is not issued.`;
  if (invoice.currency !== currency) return `${invoice.number} is in ${invoice.currency}, the payment in ${currency}.`;
  return null;
}

export interface ImportResult {
  matched: { invoice: string; invoice_id: string; amount: string; payment: string }[];
  unmatched: ReturnType<typeof unmatchedJson>[];
  already_imported: number;
  entries: number;
  problems: string[];
}

export function unmatchedJson(row: Row, reason: string) {
  return {
    id: row.id,
    amount: formatAmount(Number(row.amount), minorDigits(row.currency)),
    currency: row.currency,
    paid_on: row.paid_on,
    reference: row.reference,
    payer: row.payer,
    remittance: row.remittance,
    reason,
  };
}

/** Records a statement's credits in one transaction: all of them, or none. */
export async function importStatement(
  db: Db,
  statement: Statement,
  fileName: string,
  actor: Actor,
  now = Date.now(),
): Promise<ImportResult> {
  return db.transaction().execute(async (trx) => {
    // One import at a time (behind the invoice counter's lock): the second of two imports of one
    // statement sees the first's payments and records none of them again.
    await lockCounter(trx);
    const keys = statement.credits.map((c) => c.key);
    const known = new Set<string>();
    for (let i = 0; i < keys.length; i += 500) {
      const rows = await trx
        .selectFrom("payments")
        .select("entry_key")
        .where("entry_key", "in", keys.slice(i, i + 500))
        .execute();
      for (const row of rows) if (row.entry_key) known.add(row.entry_key);
    }
    const fresh = statement.credits.filter((c) => !known.has(c.key));
    const importId = randomUUID();
    await trx
      .insertInto("payment_imports")
      .values({
        id: importId,
        file_name: fileName.slice(0, 200),
        format: statement.format,
        entries: statement.credits.length,
        recorded: fresh.length,
        at: now,
        by_staff_id: actor.staffId,
      })
      .execute();
    const result: ImportResult = {
      matched: [],
      unmatched: [],
      already_imported: statement.credits.length - fresh.length,
      entries: statement.credits.length,
      problems: statement.problems,
    };
    const touched = new Set<string>();
    for (const credit of fresh) {
      const invoices = await invoiceNamedBy(trx, credit);
      const reason = whyNot(invoices, credit.currency);
      const invoice = reason === null ? (invoices[0] as InvoiceFacts) : undefined;
      const row = {
        id: randomUUID(),
        invoice_id: invoice?.id ?? null,
        state: invoice ? ("matched" as const) : ("unmatched" as const),
        amount: credit.amount,
        currency: credit.currency,
        paid_on: credit.date,
        source: "bank" as const,
        entry_key: credit.key,
        reference: credit.reference.slice(0, 200),
        payer: credit.payer.slice(0, 200),
        remittance: credit.remittance.slice(0, 1000),
        note: reason ?? "",
        import_id: importId,
        created_at: now,
        by_staff_id: actor.staffId,
      };
      await trx.insertInto("payments").values(row).execute();
      if (!invoice) {
        result.unmatched.push(unmatchedJson(row, reason as string));
        continue;
      }
      await recordEvent(trx, {
        applicationId: invoice.application_id,
        invoiceId: invoice.id,
        event: "payment_recorded",
        amount: credit.amount,
        currency: credit.currency,
        note: `${invoice.number}, from a bank statement (${credit.date})`,
        actor,
        at: now,
      });
      touched.add(invoice.id);
      result.matched.push({
        invoice: invoice.number as string,
        invoice_id: invoice.id,
        amount: formatAmount(credit.amount, minorDigits(credit.currency)),
        payment: row.id,
      });
    }
    for (const id of touched) await settlePayments(trx, id, actor, now);
    return result;
  });
}

/** "2027-02-01" or an ISO time with its offset: the day it names. */
function dayOf(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  if (isDay(value)) return value;
  const at = Date.parse(value);
  return /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(at) ? value.slice(0, 10) : undefined;
}

/** A payment recorded by hand: `amount` (negative: money paid back), `paid_at` (a day), `note`. */
export async function recordPayment(
  db: Db,
  invoiceId: string,
  body: { amount?: unknown; paid_at?: unknown; note?: unknown },
  actor: Actor,
  now = Date.now(),
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await lockRow(trx, "invoices", invoiceId);
    const invoice = await trx
      .selectFrom("invoices")
      .select(["id", "number", "status", "kind", "currency", "application_id"])
      .where("id", "=", invoiceId)
      .executeTakeFirst();
    if (!invoice) throw new InvoiceError(404, "There is no such invoice.");
    const digits = minorDigits(invoice.currency);
    const amount = typeof body.amount === "string" ? parseAmount(body.amount, digits, { negative: true }) : undefined;
    if (amount === undefined || amount === 0)
      throw new BillingError(
        422,
        `amount must be an amount in ${invoice.currency} other than 0 with at most ${digits} decimals, such as "476.00" (negative: paid back).`,
        "amount",
      );
    const day = dayOf(body.paid_at);
    if (!day) throw new BillingError(422, 'paid_at must be a day such as "2027-02-01".', "paid_at");
    if (body.note !== undefined && (typeof body.note !== "string" || body.note.length > 500))
      throw new BillingError(422, "note must be text of at most 500 characters.", "note");
    const reason = whyNot([invoice], invoice.currency);
    if (reason) throw new InvoiceError(409, `No payment can be recorded: ${reason}`);
    const id = randomUUID();
    const note = typeof body.note === "string" ? body.note.trim() : "";
    await trx
      .insertInto("payments")
      .values({
        id,
        invoice_id: invoice.id,
        state: "matched",
        amount,
        currency: invoice.currency,
        paid_on: day,
        source: "manual",
        entry_key: null,
        reference: "",
        payer: "",
        remittance: "",
        note,
        import_id: null,
        created_at: now,
        by_staff_id: actor.staffId,
      })
      .execute();
    await recordEvent(trx, {
      applicationId: invoice.application_id,
      invoiceId: invoice.id,
      event: "payment_recorded",
      amount,
      currency: invoice.currency,
      note: `${invoice.number}, recorded by hand (${day})${note ? `: ${note}` : ""}`,
      actor,
      at: now,
    });
    await settlePayments(trx, invoice.id, actor, now);
    return id;
  });
}

/**
 * An unmatched payment settled against an invoice (the whole of it, or `amount` of it: the rest
 * stays unmatched), or dismissed (not the fair's money, or paid back outside).
 */
export async function settlePayment(
  db: Db,
  paymentId: string,
  body: { invoice?: unknown; amount?: unknown; dismiss?: unknown; note?: unknown },
  actor: Actor,
  now = Date.now(),
): Promise<{ payment: string; invoice: string | null }> {
  return db.transaction().execute(async (trx) => {
    await lockRow(trx, "payments", paymentId);
    const payment = await trx.selectFrom("payments").selectAll().where("id", "=", paymentId).executeTakeFirst();
    if (!payment) throw new InvoiceError(404, "There is no such payment.");
    if (payment.state !== "unmatched") throw new InvoiceError(409, "This payment is settled already.");
    const note = typeof body.note === "string" ? body.note.trim().slice(0, 500) : "";
    if (body.dismiss === true) {
      await trx
        .updateTable("payments")
        .set({ state: "dismissed", note: note || "Dismissed" })
        .where("id", "=", paymentId)
        .execute();
      return { payment: paymentId, invoice: null };
    }
    if (typeof body.invoice !== "string" || body.invoice === "")
      throw new BillingError(422, "invoice must be the id or number of the invoice this payment pays.", "invoice");
    const invoice = await trx
      .selectFrom("invoices")
      .select(["id", "number", "status", "kind", "currency", "application_id"])
      .where((eb) => eb.or([eb("id", "=", body.invoice as string), eb("number", "=", body.invoice as string)]))
      .executeTakeFirst();
    if (!invoice) throw new InvoiceError(404, `There is no invoice ${body.invoice}.`);
    const reason = whyNot([invoice], payment.currency);
    if (reason) throw new InvoiceError(409, `This payment cannot settle it: ${reason}`);
    const total = Number(payment.amount);
    let part: Minor = total;
    if (body.amount !== undefined) {
      const parsed =
        typeof body.amount === "string" ? parseAmount(body.amount, minorDigits(payment.currency)) : undefined;
      if (parsed === undefined || parsed <= 0 || parsed > total)
        throw new BillingError(
          422,
          `amount must be above 0 and at most the payment's ${formatAmount(total, minorDigits(payment.currency))}.`,
          "amount",
        );
      part = parsed;
    }
    let settledId = paymentId;
    if (part === total)
      await trx
        .updateTable("payments")
        .set({ state: "matched", invoice_id: invoice.id, note: note || "Settled by hand" })
        .where("id", "=", paymentId)
        .execute();
    else {
      // The part settled becomes a payment of its own; the rest stays unmatched under the statement's key.
      settledId = randomUUID();
      await trx
        .updateTable("payments")
        .set({ amount: total - part })
        .where("id", "=", paymentId)
        .execute();
      await trx
        .insertInto("payments")
        .values({
          ...payment,
          id: settledId,
          invoice_id: invoice.id,
          state: "matched",
          amount: part,
          entry_key: null,
          note: note || "Settled by hand, in part",
          created_at: now,
          by_staff_id: actor.staffId,
        })
        .execute();
    }
    await recordEvent(trx, {
      applicationId: invoice.application_id,
      invoiceId: invoice.id,
      event: "payment_recorded",
      amount: part,
      currency: payment.currency,
      note: `${invoice.number}, settled by hand from a payment of ${payment.paid_on}${payment.payer ? ` by ${payment.payer}` : ""}`,
      actor,
      at: now,
    });
    await settlePayments(trx, invoice.id, actor, now);
    return { payment: settledId, invoice: invoice.id };
  });
}

export async function listPayments(db: Db, state: "unmatched" | "matched" | "dismissed") {
  const rows = await db
    .selectFrom("payments")
    .selectAll()
    .where("state", "=", state)
    .orderBy("paid_on", "desc")
    .orderBy("created_at", "desc")
    .limit(2000)
    .execute();
  return { items: rows.map((row) => ({ ...unmatchedJson(row, row.note), state: row.state })) };
}
