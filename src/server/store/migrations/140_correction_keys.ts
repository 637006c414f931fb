import type { Kysely } from "kysely";

/**
 * The Idempotency-Key of the correction that made an application's current version: a correction
 * sent again (its answer lost on the way) is answered as the first time instead of stored twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("applications").addColumn("change_key", "text").execute();
}
