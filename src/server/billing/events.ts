/** The billing events an application's history shows: every invoice issued, cancelled, paid or reminded, every payment. */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { BillingEvent } from "../../shared/api/billing.ts";
import type { Actor } from "../applications/actor.ts";
import type { Database } from "../store/schema.ts";

export type { BillingEvent };

export async function recordEvent(
  trx: Kysely<Database> | Transaction<Database>,
  event: {
    applicationId: string;
    invoiceId: string | null;
    event: BillingEvent;
    amount?: number | null;
    currency?: string | null;
    note?: string | null;
    actor: Actor;
    at: number;
  },
): Promise<void> {
  await trx
    .insertInto("billing_events")
    .values({
      id: randomUUID(),
      application_id: event.applicationId,
      invoice_id: event.invoiceId,
      event: event.event,
      amount: event.amount ?? null,
      currency: event.currency ?? null,
      note: event.note ?? null,
      by_staff_id: event.actor.staffId,
      via: event.actor.via,
      at: event.at,
    })
    .execute();
}
