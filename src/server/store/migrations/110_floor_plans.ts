import type { Kysely } from "kysely";

/**
 * Booths and the floor plan: each edition's plan (halls and booths, kept as the JSON admins send,
 * checked before it is stored), which accepted gallery has which booth, and the history of those
 * allocations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("floor_plans")
    .addColumn("edition", "text", (c) => c.primaryKey().references("editions.slug").onDelete("cascade"))
    .addColumn("plan", "text", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();

  // One booth per gallery (the primary key) and one gallery per booth (the unique constraint):
  // two admins allocating the same booth at once cannot both succeed, on either database.
  await db.schema
    .createTable("booth_allocations")
    .addColumn("application_id", "text", (c) => c.primaryKey().references("applications.id").onDelete("cascade"))
    .addColumn("edition", "text", (c) => c.notNull())
    .addColumn("booth_id", "text", (c) => c.notNull())
    .addColumn("by_staff_id", "text", (c) => c.references("staff.id"))
    .addColumn("at", "bigint", (c) => c.notNull())
    .addUniqueConstraint("booth_allocations_booth", ["edition", "booth_id"])
    .execute();

  // Append-only, as the other events: the application's history shows each booth given and freed.
  await db.schema
    .createTable("booth_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("application_id", "text", (c) => c.notNull().references("applications.id").onDelete("cascade"))
    .addColumn("event", "text", (c) => c.notNull())
    .addColumn("booth_id", "text", (c) => c.notNull())
    .addColumn("booth_label", "text", (c) => c.notNull())
    .addColumn("by_staff_id", "text", (c) => c.references("staff.id"))
    .addColumn("via", "text", (c) => c.notNull())
    .addColumn("at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("booth_events_application")
    .on("booth_events")
    .columns(["application_id", "at"])
    .execute();
}
