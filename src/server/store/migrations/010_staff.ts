import type { Kysely } from "kysely";

const text = "text" as const;

/** Staff accounts, their signed-in sessions, and the audit log of every sign-in attempt. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("staff")
    .addColumn("id", text, (c) => c.primaryKey())
    .addColumn("email", text, (c) => c.notNull().unique())
    .addColumn("name", text, (c) => c.notNull())
    .addColumn("role", text, (c) => c.notNull())
    .addColumn("password_hash", text, (c) => c.notNull())
    .addColumn("totp_secret", text)
    // The time step of the last code accepted: a code is never accepted twice.
    .addColumn("totp_last_step", "bigint")
    .addColumn("disabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("last_sign_in_at", "bigint")
    .execute();

  // `id` holds the SHA-256 of the cookie's session id: a copy of the table signs nobody in.
  await db.schema
    .createTable("staff_sessions")
    .addColumn("id", text, (c) => c.primaryKey())
    .addColumn("staff_id", text, (c) => c.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("csrf_token", text, (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("staff_sessions_staff_id").on("staff_sessions").column("staff_id").execute();
  await db.schema.createIndex("staff_sessions_expires_at").on("staff_sessions").column("expires_at").execute();

  await db.schema
    .createTable("staff_sign_ins")
    .addColumn("id", text, (c) => c.primaryKey())
    .addColumn("at", "bigint", (c) => c.notNull())
    .addColumn("email", text, (c) => c.notNull())
    .addColumn("staff_id", text)
    .addColumn("ip", text, (c) => c.notNull())
    .addColumn("outcome", text, (c) => c.notNull())
    .execute();
  // Throttling counts recent failures by account and by address.
  await db.schema.createIndex("staff_sign_ins_email_at").on("staff_sign_ins").columns(["email", "at"]).execute();
  await db.schema.createIndex("staff_sign_ins_ip_at").on("staff_sign_ins").columns(["ip", "at"]).execute();
}
