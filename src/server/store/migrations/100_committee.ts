import type { Kysely } from "kysely";

/**
 * Running a committee: an edition reviewed by every member ("all") or by the members assigned to
 * each application ("assigned"); who is assigned to what, and the history of those changes; when
 * each member was last reminded of her open reviews.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("editions")
    .addColumn("review_mode", "text", (c) => c.notNull().defaultTo("all"))
    .execute();

  // The primary key is what keeps two admins auto-assigning at once from assigning anyone twice.
  await db.schema
    .createTable("review_assignments")
    .addColumn("application_id", "text", (c) => c.notNull().references("applications.id").onDelete("cascade"))
    .addColumn("staff_id", "text", (c) => c.notNull().references("staff.id"))
    .addColumn("assigned_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("review_assignments_pk", ["application_id", "staff_id"])
    .execute();
  // A reviewer's queue and list look her assignments up by member.
  await db.schema
    .createIndex("review_assignments_staff_application")
    .on("review_assignments")
    .columns(["staff_id", "application_id"])
    .execute();

  // Append-only, as review_conflict_events: admins read who was assigned or unassigned, by whom, when.
  await db.schema
    .createTable("review_assignment_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("application_id", "text", (c) => c.notNull().references("applications.id").onDelete("cascade"))
    .addColumn("staff_id", "text", (c) => c.notNull().references("staff.id"))
    .addColumn("event", "text", (c) => c.notNull())
    .addColumn("by_staff_id", "text", (c) => c.references("staff.id"))
    .addColumn("at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("review_assignment_events_application")
    .on("review_assignment_events")
    .columns(["application_id", "at"])
    .execute();

  // The last reminder each member was sent: one row per member, claimed atomically before sending.
  await db.schema
    .createTable("review_reminders")
    .addColumn("staff_id", "text", (c) => c.primaryKey().references("staff.id"))
    .addColumn("edition", "text", (c) => c.notNull())
    .addColumn("open_reviews", "integer", (c) => c.notNull())
    .addColumn("sent_at", "bigint", (c) => c.notNull())
    .execute();
}
