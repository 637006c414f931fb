import type { Kysely } from "kysely";

/**
 * Every email as a row (mail/outbox.ts): written in the transaction of the change that causes it,
 * delivered by whichever instance claims it first, retried while the mail server asks to wait,
 * failed with the server's words when it refuses. `raw` holds a message composed by an earlier
 * version, taken over from its folder queue; everything written since is composed from subject and
 * body at delivery. A decision letter names the mail that carries it, and who sent it, so its
 * history entry is written when the mail server accepts it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("application_id", "text", (c) => c.references("applications.id").onDelete("cascade"))
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("raw", "text")
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "bigint", (c) => c.notNull())
    .addColumn("last_error", "text")
    .addColumn("claimed_by", "text")
    .addColumn("claimed_at", "bigint")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("sent_at", "bigint")
    .execute();
  await db.schema.createIndex("mail_outbox_due").on("mail_outbox").columns(["state", "next_attempt_at"]).execute();
  await db.schema.createIndex("mail_outbox_application").on("mail_outbox").column("application_id").execute();

  await db.schema.alterTable("letters").addColumn("mail_id", "text").execute();
  await db.schema.alterTable("letters").addColumn("sent_by", "text").execute();
  await db.schema.alterTable("letters").addColumn("sent_via", "text").execute();
  await db.schema.createIndex("letters_mail").on("letters").column("mail_id").execute();
}
