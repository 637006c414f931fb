import type { Kysely } from "kysely";

/**
 * Corrections before the deadline: an application keeps its id and takes a new version. The earlier
 * version's texts stay in `application_versions` (without the encrypted tax details, which only the
 * current version keeps), and the files it no longer uses in `retired_files` until erasure. A review
 * keeps the version it was written against, so the back office can say it predates a change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("applications")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable("applications").addColumn("changed_at", "bigint").execute();
  await db.schema
    .alterTable("reviews")
    .addColumn("application_version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable("application_versions")
    .addColumn("application_id", "text", (c) => c.notNull().references("applications.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("form", "text", (c) => c.notNull())
    .addColumn("submitted_at", "bigint", (c) => c.notNull())
    .addColumn("replaced_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("application_versions_pk", ["application_id", "version"])
    .execute();

  await db.schema
    .createTable("retired_files")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("application_id", "text", (c) => c.notNull().references("applications.id").onDelete("cascade"))
    .addColumn("last_version", "integer", (c) => c.notNull())
    .addColumn("record_path", "text", (c) => c.notNull())
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("size", "bigint", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("storage_key", "text", (c) => c.notNull())
    .addColumn("active_content", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("retired_files_application").on("retired_files").column("application_id").execute();
}
