import { type Kysely, sql } from "kysely";
import { galleryOrderKey } from "../../applications/name-order.ts";
import { isPostgres } from "../dialect.ts";

/**
 * The back office sorts galleries by name as a reader expects, the same on both databases
 * (applications/name-order.ts): a key of its own, compared byte by byte. `gallery_sort` stays the
 * folded name that recognises a gallery again across editions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("applications")
    .addColumn("gallery_order", isPostgres(db) ? sql`text collate "C"` : "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createIndex("applications_edition_gallery_order")
    .on("applications")
    .columns(["edition", "gallery_order"])
    .execute();
  const rows = await sql<{ id: string; gallery_name: string }>`select id, gallery_name from applications`.execute(db);
  for (const row of rows.rows)
    await sql`update applications set gallery_order = ${galleryOrderKey(row.gallery_name)} where id = ${row.id}`.execute(
      db,
    );
}
