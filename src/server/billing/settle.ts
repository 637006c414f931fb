/**
 * An invoice's payments summed: `paid` is what its matched payments brought, and `paid_at` is set
 * the moment they reach what is due (its gross less credits), cleared should they fall below it
 * again (a payment moved to another invoice). Runs in the transaction that changed a payment.
 */
import type { Transaction } from "kysely";
import type { Actor } from "../applications/actor.ts";
import type { Database } from "../store/schema.ts";
import { recordEvent } from "./events.ts";
import { lockRow } from "./locks.ts";

export async function settlePayments(
  trx: Transaction<Database>,
  invoiceId: string,
  actor: Actor,
  now: number,
): Promise<void> {
  await lockRow(trx, "invoices", invoiceId);
  const invoice = await trx
    .selectFrom("invoices")
    .select(["id", "application_id", "number", "currency", "gross", "credited", "status", "paid_at", "kind"])
    .where("id", "=", invoiceId)
    .executeTakeFirst();
  if (!invoice || invoice.kind === "credit_note") return;
  const sum = await trx
    .selectFrom("payments")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("amount"), eb.val(0)).as("paid"))
    .where("invoice_id", "=", invoiceId)
    .where("state", "=", "matched")
    .executeTakeFirstOrThrow();
  const paid = Number(sum.paid);
  const due = Number(invoice.gross) - Number(invoice.credited);
  const settled = invoice.status === "issued" && due > 0 && paid >= due;
  const paidAt = settled ? (invoice.paid_at ?? now) : null;
  await trx.updateTable("invoices").set({ paid, paid_at: paidAt }).where("id", "=", invoiceId).execute();
  if (settled && invoice.paid_at === null)
    await recordEvent(trx, {
      applicationId: invoice.application_id,
      invoiceId,
      event: "invoice_paid",
      amount: paid,
      currency: invoice.currency,
      note: invoice.number,
      actor,
      at: now,
    });
}
