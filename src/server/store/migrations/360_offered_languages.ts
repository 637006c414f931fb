import type { Kysely } from "kysely";

/**
 * The languages the installation offers applicants, as an admin chose them: one row each. No rows:
 * never chosen, every language the catalogs have (languages/offered.ts). English is always a row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("offered_languages")
    .addColumn("language", "text", (c) => c.primaryKey())
    .execute();
}
