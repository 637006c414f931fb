import type { Kysely } from "kysely";

const text = "text" as const;

/**
 * Running the team from the back office: one-time links to choose a password (invitations and
 * resets), and the audit log of every change to a staff account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // `id` holds the SHA-256 of the link's token: a copy of the table sets nobody's password.
  await db.schema
    .createTable("staff_password_links")
    .addColumn("id", text, (c) => c.primaryKey())
    .addColumn("staff_id", text, (c) => c.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .addColumn("used_at", "bigint")
    .execute();
  await db.schema.createIndex("staff_password_links_staff_id").on("staff_password_links").column("staff_id").execute();

  // Append-only: who changed which account, what, and when (by_staff_id null: the command line or the link's owner).
  await db.schema
    .createTable("staff_account_events")
    .addColumn("id", text, (c) => c.primaryKey())
    .addColumn("at", "bigint", (c) => c.notNull())
    .addColumn("staff_id", text, (c) => c.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("by_staff_id", text, (c) => c.references("staff.id"))
    .addColumn("event", text, (c) => c.notNull())
    .addColumn("detail", text, (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("staff_account_events_at").on("staff_account_events").column("at").execute();
}
