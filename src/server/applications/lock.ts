/**
 * Locks applications' rows for the rest of a transaction, before anything is read: status changes
 * and reviews then run one after the other on the same application and see each other's result.
 * PostgreSQL: `select … for update` in id order (two bulk changes over overlapping rows take their
 * locks in the same order, so they cannot deadlock). SQLite has no row locks: a no-op write takes
 * the database's write lock (waiting up to busy_timeout), which serialises writers across processes.
 */
import type { Transaction } from "kysely";
import { isPostgres } from "../store/dialect.ts";
import type { Database } from "../store/schema.ts";

export async function lockApplications(trx: Transaction<Database>, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  if (isPostgres(trx)) {
    await trx.selectFrom("applications").select("id").where("id", "in", ids).orderBy("id").forUpdate().execute();
    return;
  }
  await trx
    .updateTable("applications")
    .set((eb) => ({ status: eb.ref("status") }))
    .where("id", "in", ids)
    .execute();
}
