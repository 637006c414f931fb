import { type Kysely, sql } from "kysely";
import { writeSearchDocument } from "../../applications/search-index.ts";
import { searchDocument } from "../../applications/search-text.ts";
import type { Database } from "../schema.ts";

/**
 * The search index holds Chinese, Japanese and Korean letters one by one and in pairs (so "画廊"
 * finds "東京画廊"): every application indexed before is indexed again. Erased applications have
 * no row in the index and get none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const indexed = await sql<{ id: string; gallery_name: string; gallery_locations: string; gallery_founders: string }>`
    select id, gallery_name, gallery_locations, gallery_founders from applications
    where id in (select application_id from application_search)`.execute(db);
  for (const app of indexed.rows) {
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
    await sql`delete from application_search where application_id = ${app.id}`.execute(db);
    await writeSearchDocument(db as Kysely<Database>, app.id, document);
  }
}
