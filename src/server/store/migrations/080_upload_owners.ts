import type { Kysely } from "kysely";

// Each running process owns the uploads it notes in the ledger, and keeps a row of its own here while
// it lives: a sweep removes the files of uploads whose owner is gone at once, never those of a live one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("pending_uploads").addColumn("owner", "text").execute();
  await db.schema
    .createTable("upload_owners")
    .addColumn("id", "text", (c) => c.primaryKey())
    // Where the process runs (host name, PID namespace, boot): its PID means something only there.
    .addColumn("machine", "text", (c) => c.notNull())
    .addColumn("pid", "integer", (c) => c.notNull())
    .addColumn("seen_at", "bigint", (c) => c.notNull())
    .execute();
}
