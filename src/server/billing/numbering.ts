/**
 * Invoice numbers: sequential for the fair, without gaps, given only at issue and never reused.
 * One counter row holds the last number given. Every issuing transaction takes that row first (an
 * update, so PostgreSQL locks it until the transaction ends, and SQLite takes its write lock), so
 * two admins issuing at once run one after the other; a transaction that fails gives its numbers
 * back with everything else it wrote.
 */
import type { Transaction } from "kysely";
import type { Database } from "../store/schema.ts";

const SERIES = "invoices";
export const NUMBER_PREFIX = "INV-";

export function invoiceNumber(seq: number): string {
  return `${NUMBER_PREFIX}${String(seq).padStart(6, "0")}`;
}

/** Takes the counter for the rest of the transaction: the last number given so far. */
export async function lockCounter(trx: Transaction<Database>): Promise<number> {
  const row = await trx
    .updateTable("invoice_counters")
    .set((eb) => ({ last_number: eb.ref("last_number") }))
    .where("series", "=", SERIES)
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

/** Records `last` as the last number given (under the lock taken by lockCounter). */
export async function advanceCounter(trx: Transaction<Database>, last: number): Promise<void> {
  await trx.updateTable("invoice_counters").set({ last_number: last }).where("series", "=", SERIES).execute();
}
