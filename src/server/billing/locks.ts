/**
 * An invoice's or a payment's row taken for the rest of a transaction before it is read, so two
 * changes of its payments run one after the other and each sees the other's sum. PostgreSQL:
 * `select … for update`; SQLite has no row locks: a no-op write takes the database's write lock.
 */
import type { Transaction } from "kysely";
import { isPostgres } from "../store/dialect.ts";
import type { Database } from "../store/schema.ts";

export async function lockRow(trx: Transaction<Database>, table: "invoices" | "payments", id: string): Promise<void> {
  if (isPostgres(trx)) {
    await trx.selectFrom(table).select("id").where("id", "=", id).forUpdate().execute();
    return;
  }
  await trx
    .updateTable(table)
    .set((eb) => ({ id: eb.ref("id") }))
    .where("id", "=", id)
    .execute();
}
