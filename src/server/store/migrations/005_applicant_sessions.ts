import type { Kysely } from "kysely";

// The anonymous applicant's session is named apart from a staff member's signed-in session.
// SQLite cannot rename an index, so it is made again under the new table's name.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("sessions_expires_at").execute();
  await db.schema.alterTable("sessions").renameTo("applicant_sessions").execute();
  await db.schema.createIndex("applicant_sessions_expires_at").on("applicant_sessions").column("expires_at").execute();
}
