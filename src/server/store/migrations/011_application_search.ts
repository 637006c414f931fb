import { type Kysely, sql } from "kysely";
import { writeSearchDocument } from "../../applications/search-index.ts";
import { gallerySortKey, searchDocument } from "../../applications/search-text.ts";
import { isPostgres } from "../dialect.ts";
import type { Database } from "../schema.ts";

/**
 * The back office's list: a full-text index per application (gallery, locations, founders, artists,
 * artwork titles), the counts of artists and artworks, and a sort key for the gallery name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .alterTable("applications")
    .addColumn("artist_count", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("applications")
    .addColumn("artwork_count", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // Byte order on both databases: PostgreSQL's locale collation would order spaces differently than SQLite.
  await db.schema
    .alterTable("applications")
    .addColumn("gallery_sort", postgres ? sql`text collate "C"` : "text", (c) => c.notNull().defaultTo(""))
    .execute();
  for (const column of ["submitted_at", "gallery_sort", "artist_count", "artwork_count"])
    await db.schema
      .createIndex(`applications_edition_${column}`)
      .on("applications")
      .columns(["edition", column])
      .execute();

  if (postgres) {
    await sql`create table application_search (
      application_id text primary key references applications(id) on delete cascade,
      document tsvector not null)`.execute(db);
    await sql`create index application_search_document on application_search using gin (document)`.execute(db);
  } else {
    // remove_diacritics as well, although documents arrive folded: a word the folding misses still matches.
    await sql`create virtual table application_search using fts5(
      application_id unindexed, document, tokenize = 'unicode61 remove_diacritics 2')`.execute(db);
    // A virtual table takes no foreign key: its row goes with the application.
    await sql`create trigger application_search_delete after delete on applications begin
      delete from application_search where application_id = old.id; end`.execute(db);
  }

  // Applications stored before this migration get their counts, sort key and search document.
  const applications = await sql<{
    id: string;
    gallery_name: string;
    gallery_locations: string;
    gallery_founders: string;
  }>`
    select id, gallery_name, gallery_locations, gallery_founders from applications`.execute(db);
  for (const app of applications.rows) {
    const artists = await sql<{ position: number; first_name: string; last_name: string }>`
      select position, first_name, last_name from artists where application_id = ${app.id}`.execute(db);
    const artworks = await sql<{ artist_position: number; title: string }>`
      select artist_position, title from artworks where application_id = ${app.id}`.execute(db);
    const document = searchDocument({
      galleryName: app.gallery_name,
      locations: app.gallery_locations,
      founders: app.gallery_founders,
      artists: artists.rows.map((a) => ({
        firstName: a.first_name,
        lastName: a.last_name,
        artworkTitles: artworks.rows.filter((w) => w.artist_position === a.position).map((w) => w.title),
      })),
    });
    await sql`update applications set artist_count = ${artists.rows.length}, artwork_count = ${artworks.rows.length},
      gallery_sort = ${gallerySortKey(app.gallery_name)} where id = ${app.id}`.execute(db);
    await writeSearchDocument(db as Kysely<Database>, app.id, document);
  }
}
