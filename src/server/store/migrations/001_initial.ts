import type { Kysely } from "kysely";

const text = "text" as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("sessions")
    .addColumn("id", text, (c) => c.primaryKey())
    .addColumn("csrf_token", text, (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_expires_at").on("sessions").column("expires_at").execute();

  let applications = db.schema.createTable("applications").addColumn("id", text, (c) => c.primaryKey());
  for (const column of [
    "edition",
    "choice",
    "sector",
    "booth",
    "pitch",
    "concept",
    "gallery_name",
    "gallery_locations",
    "gallery_founders",
    "gallery_contact",
    "gallery_email",
    "gallery_website",
    "gallery_social_media",
    "gallery_highlights",
    "gallery_fairs",
    "tax_company",
    "tax_address",
    "tax_number",
    "tax_contact",
    "tax_email",
    "tax_phone",
  ])
    applications = applications.addColumn(column, text, (c) => c.notNull());
  await applications
    .addColumn("mentorship", "integer", (c) => c.notNull())
    .addColumn("gallery_year_founded", "integer", (c) => c.notNull())
    .addColumn("status", text, (c) => c.notNull().defaultTo("submitted"))
    .addColumn("submitted_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("applications_edition_status")
    .on("applications")
    .columns(["edition", "status"])
    .execute();

  const owned = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn("application_id", text, (c) => c.notNull().references("applications.id").onDelete("cascade"));

  await owned("artists")
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("first_name", text, (c) => c.notNull())
    .addColumn("last_name", text, (c) => c.notNull())
    .addColumn("nationality", text, (c) => c.notNull())
    .addColumn("born", "integer")
    .addColumn("bio", text, (c) => c.notNull())
    .addPrimaryKeyConstraint("artists_pk", ["application_id", "position"])
    .execute();
  await owned("artworks")
    .addColumn("artist_position", "integer", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("title", text, (c) => c.notNull())
    .addColumn("meta", text, (c) => c.notNull())
    .addColumn("presented", text, (c) => c.notNull())
    .addPrimaryKeyConstraint("artworks_pk", ["application_id", "artist_position", "position"])
    .execute();
  await owned("gallery_pictures")
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("exhibition_title", text, (c) => c.notNull())
    .addColumn("artists", text, (c) => c.notNull())
    .addColumn("year", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("gallery_pictures_pk", ["application_id", "position"])
    .execute();
  await owned("files")
    .addColumn("id", text, (c) => c.primaryKey())
    .addColumn("record_path", text, (c) => c.notNull())
    .addColumn("original_name", text, (c) => c.notNull())
    .addColumn("size", "bigint", (c) => c.notNull())
    .addColumn("content_type", text, (c) => c.notNull())
    .addColumn("sha256", text, (c) => c.notNull())
    .addColumn("storage_key", text, (c) => c.notNull().unique())
    .addUniqueConstraint("files_record", ["application_id", "record_path"])
    .execute();
}
