import type { Kysely } from "kysely";

/**
 * Decision letters: a template per edition and decision, and the outbox of letters, each reviewed
 * (edited or discarded) before it is sent. A letter keeps the decision it was written for, so one
 * sent before the decision changed is known to be out of date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("letter_templates")
    .addColumn("edition", "text", (c) => c.notNull())
    .addColumn("decision", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("letter_templates_pk", ["edition", "decision"])
    .execute();

  await db.schema
    .createTable("letters")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("application_id", "text", (c) => c.notNull().references("applications.id").onDelete("cascade"))
    .addColumn("edition", "text", (c) => c.notNull())
    .addColumn("decision", "text", (c) => c.notNull())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("sent_at", "bigint")
    .addColumn("error", "text")
    .execute();
  await db.schema.createIndex("letters_edition_state").on("letters").columns(["edition", "state"]).execute();
  await db.schema.createIndex("letters_application").on("letters").columns(["application_id", "decision"]).execute();
}
