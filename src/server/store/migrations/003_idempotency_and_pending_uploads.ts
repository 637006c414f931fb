import type { Kysely } from "kysely";

const text = "text" as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // The session id joined with the form's key: a retry of the same submission finds the first result.
  await db.schema.alterTable("applications").addColumn("idempotency_key", text).execute();
  await db.schema
    .createIndex("applications_idempotency_key")
    .on("applications")
    .column("idempotency_key")
    .unique()
    .execute();
  // A ledger of files being written: a row exists from before the first byte until the
  // application commits, so files of a request that died with its process can be found and removed.
  await db.schema
    .createTable("pending_uploads")
    .addColumn("storage_key", text, (c) => c.primaryKey())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
}
