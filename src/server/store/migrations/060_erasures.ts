import type { Kysely } from "kysely";

// Erasure (issue 14): an erased application keeps an anonymised row (erased_at set, personal
// columns emptied); `erasures` is the audit trail of who erased which application, when and why.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("applications").addColumn("erased_at", "bigint").execute();
  await db.schema
    .createTable("erasures")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("application_id", "text", (c) => c.notNull())
    .addColumn("at", "bigint", (c) => c.notNull())
    .addColumn("by_email", "text")
    .addColumn("via", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("file_count", "integer", (c) => c.notNull())
    .addColumn("file_bytes", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("erasures_application_id").on("erasures").column("application_id").execute();
}
