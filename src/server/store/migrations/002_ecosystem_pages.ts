import type { Kysely } from "kysely";

const text = "text" as const;

// One column per statement: SQLite's ALTER TABLE adds a single column at a time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("applications").addColumn("slug", text).execute();
  await db.schema.alterTable("applications").addColumn("accepted_at", "bigint").execute();
  // Unique, yet many rows may have none: both SQLite and PostgreSQL let NULLs repeat in a unique index.
  await db.schema.createIndex("applications_slug").on("applications").column("slug").unique().execute();
}
