import type { Kysely } from "kysely";

/** Rate limits count in memory, or in Redis with REDIS_URL (web/protection.ts); the table of 004 is unused. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limits").ifExists().execute();
}
