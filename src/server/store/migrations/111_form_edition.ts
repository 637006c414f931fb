import type { Kysely } from "kysely";

/**
 * The edition the public form applies to, when an admin has chosen one (one row at most, id 1);
 * without a row the rule applies: the first open edition, else the next to open, else the last closed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("form_edition")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("edition", "text", (c) => c.notNull().references("editions.slug"))
    .addColumn("chosen_at", "bigint", (c) => c.notNull())
    .addColumn("chosen_by", "text", (c) => c.references("staff.id"))
    .execute();
}
