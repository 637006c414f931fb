import type { Kysely } from "kysely";

const text = "text" as const;

/**
 * Issue 10: editions in the database, review criteria per edition, reviews with their scores,
 * conflicts of interest, and the append-only history of status changes. Applications keep their
 * review count and average, so the list sorts by them through an index instead of aggregating.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("editions")
    .addColumn("slug", text, (c) => c.primaryKey())
    .addColumn("name", text, (c) => c.notNull())
    // Milliseconds since the epoch; null: no bound on that side.
    .addColumn("opens_at", "bigint")
    .addColumn("closes_at", "bigint")
    .addColumn("time_zone", text, (c) => c.notNull())
    .addColumn("public", "integer", (c) => c.notNull().defaultTo(1))
    // Order among editions whose periods are equal (OPEN_EDITIONS' order at bootstrap).
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("review_criteria")
    .addColumn("id", text, (c) => c.primaryKey())
    .addColumn("edition", text, (c) => c.notNull().references("editions.slug").onDelete("cascade"))
    .addColumn("label", text, (c) => c.notNull())
    .addColumn("hidden", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("review_criteria_edition_position")
    .on("review_criteria")
    .columns(["edition", "position"])
    .execute();

  await db.schema
    .createTable("reviews")
    .addColumn("application_id", text, (c) => c.notNull().references("applications.id").onDelete("cascade"))
    .addColumn("staff_id", text, (c) => c.notNull().references("staff.id"))
    .addColumn("comment", text, (c) => c.notNull())
    // Mean of the review's scores over the visible criteria; recomputed when a criterion is hidden or shown.
    .addColumn("score", "real")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("reviews_pk", ["application_id", "staff_id"])
    .execute();
  // "Not reviewed by me" and "my score" look reviews up by member.
  await db.schema
    .createIndex("reviews_staff_application")
    .on("reviews")
    .columns(["staff_id", "application_id"])
    .execute();

  await db.schema
    .createTable("review_scores")
    .addColumn("application_id", text, (c) => c.notNull())
    .addColumn("staff_id", text, (c) => c.notNull())
    .addColumn("criterion_id", text, (c) => c.notNull().references("review_criteria.id"))
    .addColumn("score", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("review_scores_pk", ["application_id", "staff_id", "criterion_id"])
    .addForeignKeyConstraint(
      "review_scores_review",
      ["application_id", "staff_id"],
      "reviews",
      ["application_id", "staff_id"],
      (c) => c.onDelete("cascade"),
    )
    .execute();
  // Whether a criterion has scores (it may then only be hidden).
  await db.schema.createIndex("review_scores_criterion").on("review_scores").column("criterion_id").execute();

  await db.schema
    .createTable("review_conflicts")
    .addColumn("application_id", text, (c) => c.notNull().references("applications.id").onDelete("cascade"))
    .addColumn("staff_id", text, (c) => c.notNull().references("staff.id"))
    .addColumn("note", text, (c) => c.notNull())
    .addColumn("at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("review_conflicts_pk", ["application_id", "staff_id"])
    .execute();
  await db.schema
    .createIndex("review_conflicts_staff_application")
    .on("review_conflicts")
    .columns(["staff_id", "application_id"])
    .execute();

  // Append-only: rows are inserted, never updated or deleted. `seq` numbers an application's changes
  // from 1; its unique index refuses a second change computed from the same state.
  await db.schema
    .createTable("status_changes")
    .addColumn("id", text, (c) => c.primaryKey())
    .addColumn("application_id", text, (c) => c.notNull().references("applications.id").onDelete("cascade"))
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("at", "bigint", (c) => c.notNull())
    .addColumn("staff_id", text, (c) => c.references("staff.id"))
    .addColumn("via", text, (c) => c.notNull())
    .addColumn("from_status", text, (c) => c.notNull())
    .addColumn("to_status", text, (c) => c.notNull())
    .addColumn("note", text)
    .execute();
  await db.schema
    .createIndex("status_changes_application_seq")
    .on("status_changes")
    .columns(["application_id", "seq"])
    .unique()
    .execute();

  await db.schema
    .alterTable("applications")
    .addColumn("review_count", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("applications").addColumn("review_average", "real").execute();
  for (const column of ["review_count", "review_average"])
    await db.schema
      .createIndex(`applications_edition_${column}`)
      .on("applications")
      .columns(["edition", column])
      .execute();
}
