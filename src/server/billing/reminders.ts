/**
 * Overdue invoices reminded by mail, in a batch: each open invoice of the edition whose due day has
 * passed (in the edition's zone) and that was not reminded in the last week, or the ones named.
 * Each reminder goes to the contact for tax matters with a fresh link to the status page (only its
 * hash is stored), and is noted on the invoice and in the application's history.
 */
import type { Transaction } from "kysely";
import { minorDigits } from "../../shared/currencies.ts";
import { displayAmount } from "../../shared/money.ts";
import type { Actor } from "../applications/actor.ts";
import { storedLanguage } from "../applications/load.ts";
import { invoiceReminderMail } from "../mail/invoice-reminder.ts";
import type { OutgoingMail } from "../mail/queue.ts";
import { newStatusToken, saveStatusToken, statusUrl } from "../status-page/tokens.ts";
import { type Db, keyringOf } from "../store/database.ts";
import type { Database } from "../store/schema.ts";
import { dayInZone } from "./dates.ts";
import { recordEvent } from "./events.ts";
import { outstandingOf } from "./invoice-view.ts";
import { readBuyer, readSeller } from "./parties.ts";
import { groupedReference } from "./reference.ts";

/** An invoice reminded is not reminded again by a batch within this. */
export const REMIND_AGAIN_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

export interface Reminded {
  invoice: string;
  number: string;
  to: string;
}

export async function remindOverdue(
  db: Db,
  options: {
    edition: string;
    ids?: readonly string[] | undefined;
    publicUrl: string;
    actor: Actor;
    /** Queues the mail in the transaction that notes the reminder: both are kept, or neither. */
    queue: (trx: Transaction<Database>, mail: OutgoingMail) => Promise<string>;
  },
  now = Date.now(),
): Promise<{ reminded: Reminded[]; skipped: { invoice: string; number: string | null; reason: string }[] }> {
  const edition = await db
    .selectFrom("editions")
    .select("time_zone")
    .where("slug", "=", options.edition)
    .executeTakeFirst();
  const today = dayInZone(now, edition?.time_zone ?? "UTC");
  const rows = await db
    .selectFrom("invoices")
    .innerJoin("applications", "applications.id", "invoices.application_id")
    .selectAll("invoices")
    .select([
      "applications.gallery_name",
      "applications.gallery_email",
      "applications.erased_at",
      "applications.language",
    ])
    .where("invoices.edition", "=", options.edition)
    .where("invoices.status", "=", "issued")
    .where("invoices.kind", "!=", "credit_note")
    .where("invoices.paid_at", "is", null)
    .$if(options.ids !== undefined, (q) => q.where("invoices.id", "in", [...(options.ids ?? []), ""]))
    .orderBy("invoices.seq")
    .execute();
  const keyring = keyringOf(db);
  const reminded: Reminded[] = [];
  const skipped: { invoice: string; number: string | null; reason: string }[] = [];
  for (const row of rows) {
    const skip = (reason: string) => skipped.push({ invoice: row.id, number: row.number, reason });
    if (row.due_date === null || row.due_date >= today) {
      skip("not overdue");
      continue;
    }
    if (row.erased_at !== null) {
      skip("the application was erased");
      continue;
    }
    if (
      options.ids === undefined &&
      row.reminded_at !== null &&
      now - Number(row.reminded_at) < REMIND_AGAIN_AFTER_MS
    ) {
      skip("reminded within the last week");
      continue;
    }
    const buyer = readBuyer(keyring, row.buyer);
    const seller = readSeller(row.seller);
    const to = buyer.email || row.gallery_email;
    const due = outstandingOf(row);
    const token = newStatusToken();
    const mail = invoiceReminderMail({
      to,
      contact: buyer.contact,
      gallery: row.gallery_name || buyer.name,
      number: row.number as string,
      due: `${displayAmount(due, minorDigits(row.currency))} ${row.currency}`,
      dueDate: row.due_date,
      seller: seller.name,
      iban: groupedReference(seller.iban),
      reference: groupedReference(row.reference ?? ""),
      statusLink: statusUrl(options.publicUrl, token),
      language: storedLanguage(row.language),
    });
    await db.transaction().execute(async (trx) => {
      await saveStatusToken(trx, row.application_id, token, now);
      await options.queue(trx, { ...mail, kind: "invoice-reminder", applicationId: row.application_id });
      await trx.updateTable("invoices").set({ reminded_at: now }).where("id", "=", row.id).execute();
      await recordEvent(trx, {
        applicationId: row.application_id,
        invoiceId: row.id,
        event: "invoice_reminded",
        amount: due,
        currency: row.currency,
        note: `${row.number}, reminder to ${to}`,
        actor: options.actor,
        at: now,
      });
    });
    reminded.push({ invoice: row.id, number: row.number as string, to });
  }
  return { reminded, skipped };
}
