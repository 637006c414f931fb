/**
 * Cancelling an issued invoice: a credit note with the next number, negative amounts and the same
 * VAT, `credit_note_for` the original. Whole (no amount): every line credited, the original
 * cancelled. In part (`amount`, the gross to take off): one line of that amount, the original
 * stays due for the rest, and is cancelled once its credits reach its gross.
 */

import { minorDigits } from "../../shared/currencies.ts";
import {
  displayAmount,
  divideRounded,
  type Minor,
  type Percent,
  parseAmount,
  parsePercent,
  percentOf,
} from "../../shared/money.ts";
import type { Actor } from "../applications/actor.ts";
import { type Db, keyringOf } from "../store/database.ts";
import type { LineInput } from "./amounts.ts";
import { recordEvent } from "./events.ts";
import { findInvoice, InvoiceError, insertInvoice, takeNumbers } from "./invoices.ts";
import { readBuyer, readSeller } from "./parties.ts";
import { BillingError } from "./problems.ts";
import { settlePayments } from "./settle.ts";
import type { VatCategory, VatRule } from "./vat.ts";

export const MAX_REASON_LENGTH = 500;

/** The net whose VAT brings it closest to `gross` (exactly, where one exists). */
export function netForGross(gross: Minor, rate: Percent): Minor {
  const guess = Number(divideRounded(BigInt(gross) * rate.denominator, rate.denominator + rate.numerator));
  let best = guess;
  for (const net of [guess - 1, guess, guess + 1])
    if (Math.abs(net + percentOf(net, rate) - gross) < Math.abs(best + percentOf(best, rate) - gross)) best = net;
  return best;
}

export async function cancelInvoice(
  db: Db,
  id: string,
  request: { reason: unknown; amount: unknown },
  actor: Actor,
  now = Date.now(),
): Promise<{ creditNote: string; original: string }> {
  if (typeof request.reason !== "string" || request.reason.trim() === "")
    throw new BillingError(422, "reason must say why the invoice is cancelled.", "reason");
  const reason = request.reason.trim();
  if (reason.length > MAX_REASON_LENGTH)
    throw new BillingError(422, `reason must be at most ${MAX_REASON_LENGTH} characters.`, "reason");
  return db.transaction().execute(async (trx) => {
    const seq = await takeNumbers(trx, 1);
    const original = await findInvoice(trx, id);
    if (!original) throw new InvoiceError(404, "There is no such invoice.");
    if (original.status === "draft")
      throw new InvoiceError(409, "A draft has no number yet: discard it instead of cancelling it.");
    if (original.kind === "credit_note") throw new InvoiceError(409, "A credit note cannot be cancelled.");
    if (original.status === "cancelled") throw new InvoiceError(409, `${original.number} is cancelled already.`);
    const digits = minorDigits(original.currency);
    const left = Number(original.gross) - Number(original.credited);
    let credit: Minor | undefined;
    if (request.amount !== undefined && request.amount !== null) {
      credit = typeof request.amount === "string" ? parseAmount(request.amount, digits) : undefined;
      if (credit === undefined || credit <= 0)
        throw new BillingError(
          422,
          `amount must be the gross to credit, an amount in ${original.currency} above 0 such as "100.00".`,
          "amount",
        );
      if (credit > left)
        throw new BillingError(
          422,
          `amount must be at most what is left of ${original.number}: ${displayAmount(left, digits)} ${original.currency}.`,
          "amount",
        );
    }
    const whole = credit === undefined || credit === left;
    const rate = parsePercent(original.vat_rate) as Percent;
    const lines: LineInput[] =
      whole && Number(original.credited) === 0
        ? (
            await trx.selectFrom("invoice_lines").selectAll().where("invoice_id", "=", id).orderBy("position").execute()
          ).map((line) => ({
            description: line.description,
            quantity: -Number(line.quantity),
            unit: line.unit as LineInput["unit"],
            unitPrice: Number(line.unit_price),
          }))
        : [
            {
              description: `Credit on invoice ${original.number}`,
              quantity: -100,
              unit: "C62",
              unitPrice: netForGross(credit ?? left, rate),
            },
          ];
    const { id: creditNote, amounts } = await insertInvoice(
      trx,
      db,
      {
        applicationId: original.application_id,
        edition: original.edition,
        kind: "credit_note",
        currency: original.currency,
        lines,
        treatment: {
          rule: original.vat_rule as VatRule,
          category: original.vat_category as VatCategory,
          rate,
          note: original.vat_note,
        },
        seller: readSeller(original.seller),
        buyer: readBuyer(keyringOf(db), original.buyer),
        creditNoteFor: original.id,
      },
      {
        actor,
        now,
        issue: {
          seq,
          terms: {
            at: now,
            timeZone:
              (
                await trx
                  .selectFrom("editions")
                  .select("time_zone")
                  .where("slug", "=", original.edition)
                  .executeTakeFirst()
              )?.time_zone ?? "UTC",
            paymentDays: null,
          },
        },
      },
    );
    const credited = Number(original.credited) - amounts.gross;
    const cancelled = credited >= Number(original.gross);
    await trx
      .updateTable("invoices")
      .set({
        credited,
        cancel_reason: reason,
        ...(cancelled ? { status: "cancelled" as const, cancelled_at: now } : {}),
      })
      .where("id", "=", id)
      .execute();
    await trx.updateTable("invoices").set({ cancel_reason: reason }).where("id", "=", creditNote).execute();
    await recordEvent(trx, {
      applicationId: original.application_id,
      invoiceId: id,
      event: "invoice_cancelled",
      amount: -amounts.gross,
      currency: original.currency,
      note: `${original.number}${cancelled ? "" : " in part"}: ${reason}`,
      actor,
      at: now,
    });
    if (!cancelled) await settlePayments(trx, id, actor, now);
    return { creditNote, original: id };
  });
}
