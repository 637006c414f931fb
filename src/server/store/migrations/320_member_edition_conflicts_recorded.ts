import type { Kysely } from "kysely";

/**
 * Issue 32. `staff.chosen_edition`: the edition a member last chose in the back office, where it
 * opens for her next time (editions/member-edition.ts); null until she chooses one. No foreign key:
 * an edition that is gone is ignored when read. `review_conflict_events.by_staff_id`: the admin who
 * recorded a conflict for a member (null when the member declared it herself, as before).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("staff").addColumn("chosen_edition", "text").execute();
  await db.schema.alterTable("review_conflict_events").addColumn("by_staff_id", "text").execute();
}
