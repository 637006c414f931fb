import { type Kysely, sql } from "kysely";

// Declaring and withdrawing a conflict of interest are both kept: withdrawing deletes the standing
// conflict, and admins still read who stepped aside, when, and when they stepped back in.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("review_conflict_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("application_id", "text", (c) => c.notNull().references("applications.id").onDelete("cascade"))
    .addColumn("staff_id", "text", (c) => c.notNull().references("staff.id"))
    .addColumn("event", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("review_conflict_events_application")
    .on("review_conflict_events")
    .columns(["application_id", "at"])
    .execute();
  // Conflicts standing before this change: their declaration is the first event of their history.
  await sql`insert into review_conflict_events (id, application_id, staff_id, event, note, at)
    select application_id || ' ' || staff_id, application_id, staff_id, 'conflict_declared', note, at
    from review_conflicts`.execute(db);
}
