import { type Kysely, sql } from "kysely";
import { slugCandidates, slugOf } from "../../../shared/slug.ts";

/** An address given before: "gallery", or "gallery-" and a piece of the application id. */
const MADE_UP = /^gallery(-[0-9a-f]+)?$/;

/**
 * Galleries whose names have no Latin letters were given made-up addresses ("gallery-3f2a9c");
 * they get their names instead (shared/slug.ts). The old address is kept in
 * `gallery_addresses` and answers with a permanent redirect to the new one, so links and
 * bookmarks keep working.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("gallery_addresses")
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("application_id", "text", (c) => c.notNull().references("applications.id").onDelete("cascade"))
    .execute();
  const given = await sql<{ id: string; slug: string; gallery_name: string }>`
    select id, slug, gallery_name from applications where slug is not null`.execute(db);
  const taken = new Set(given.rows.map((row) => row.slug));
  for (const row of given.rows) {
    if (!MADE_UP.test(row.slug) || slugOf(row.gallery_name) === "gallery") continue;
    const slug = slugCandidates(row.gallery_name, row.id).find((candidate) => !taken.has(candidate));
    if (!slug) continue;
    taken.add(slug);
    await sql`update applications set slug = ${slug} where id = ${row.id}`.execute(db);
    await sql`insert into gallery_addresses (slug, application_id) values (${row.slug}, ${row.id})`.execute(db);
  }
}
