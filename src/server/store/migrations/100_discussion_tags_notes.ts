import type { Kysely } from "kysely";

const text = "text" as const;

/**
 * The committee's discussion of an application (comments), shared tags on applications, and each
 * member's private note on an application. All three go with the application's row, and erasure
 * (operations/erase.ts) deletes the comments and notes, which may quote the gallery.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("application_comments")
    .addColumn("id", text, (c) => c.primaryKey())
    .addColumn("application_id", text, (c) => c.notNull().references("applications.id").onDelete("cascade"))
    .addColumn("staff_id", text, (c) => c.notNull().references("staff.id"))
    .addColumn("text", text, (c) => c.notNull())
    .addColumn("at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("application_comments_application_at")
    .on("application_comments")
    .columns(["application_id", "at"])
    .execute();

  // A tag's name as shown; `folded` (trimmed, lowercase) is what makes two names the same tag.
  await db.schema
    .createTable("tags")
    .addColumn("id", text, (c) => c.primaryKey())
    .addColumn("name", text, (c) => c.notNull())
    .addColumn("folded", text, (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createTable("application_tags")
    .addColumn("application_id", text, (c) => c.notNull().references("applications.id").onDelete("cascade"))
    .addColumn("tag_id", text, (c) => c.notNull().references("tags.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("application_tags_pk", ["application_id", "tag_id"])
    .execute();
  // The list's tag filter and the counts look applications up by tag.
  await db.schema
    .createIndex("application_tags_tag_application")
    .on("application_tags")
    .columns(["tag_id", "application_id"])
    .execute();

  await db.schema
    .createTable("application_notes")
    .addColumn("application_id", text, (c) => c.notNull().references("applications.id").onDelete("cascade"))
    .addColumn("staff_id", text, (c) => c.notNull().references("staff.id"))
    .addColumn("text", text, (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("application_notes_pk", ["application_id", "staff_id"])
    .execute();
  // A member's export reads her notes only.
  await db.schema
    .createIndex("application_notes_staff_application")
    .on("application_notes")
    .columns(["staff_id", "application_id"])
    .execute();
}
