/**
 * Tags shared by the staff: any member sets an application's tags; admins rename or delete a tag
 * everywhere. A name is trimmed and compared without case (shared/discussion.ts), so "Newcomer" and
 * "newcomer " are one tag, shown as first written. A tag no application carries any more is removed.
 */
import { randomUUID } from "node:crypto";
import { sql, type Transaction } from "kysely";
import { checkTags, foldTag, tagNameError } from "../../shared/discussion.ts";
import { lockApplications } from "../applications/lock.ts";
import type { Db } from "../store/database.ts";
import type { Database } from "../store/schema.ts";
import { RequestError } from "../web/request-error.ts";

type Trx = Transaction<Database>;

/** Names of the tags of each application, in name order. */
export async function tagsOf(db: Db | Trx, ids: readonly string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>(ids.map((id) => [id, []]));
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .selectFrom("application_tags")
      .innerJoin("tags", "tags.id", "application_tags.tag_id")
      .select(["application_tags.application_id", "tags.name"])
      .where("application_tags.application_id", "in", ids.slice(start, start + 500))
      .orderBy("tags.folded")
      .execute();
    for (const row of rows) result.get(row.application_id)?.push(row.name);
  }
  return result;
}

/** GET …/tags; undefined for an unknown application. */
export async function applicationTags(db: Db, applicationId: string): Promise<{ tags: string[] } | undefined> {
  const exists = await db.selectFrom("applications").select("id").where("id", "=", applicationId).executeTakeFirst();
  if (!exists) return undefined;
  return { tags: (await tagsOf(db, [applicationId])).get(applicationId) ?? [] };
}

/** The tag's id, made when no tag has this name yet (two members making it at once get the same one). */
async function tagIdOf(trx: Trx, name: string): Promise<string> {
  await trx
    .insertInto("tags")
    .values({ id: randomUUID(), name, folded: foldTag(name) })
    .onConflict((oc) => oc.column("folded").doNothing())
    .execute();
  const row = await trx.selectFrom("tags").select("id").where("folded", "=", foldTag(name)).executeTakeFirstOrThrow();
  return row.id;
}

const removeUnused = (trx: Trx) =>
  trx
    .deleteFrom("tags")
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("application_tags").select("tag_id").whereRef("application_tags.tag_id", "=", "tags.id"))),
    )
    .execute();

/** PUT …/tags {"tags"}: the application's tags become exactly these; undefined for an unknown application. */
export async function setApplicationTags(
  db: Db,
  applicationId: string,
  body: { tags?: unknown },
): Promise<{ tags: string[] } | undefined> {
  const checked = checkTags(body.tags);
  if ("error" in checked) throw new RequestError(422, checked.error);
  return db.transaction().execute(async (trx) => {
    await lockApplications(trx, [applicationId]);
    const exists = await trx.selectFrom("applications").select("id").where("id", "=", applicationId).executeTakeFirst();
    if (!exists) return undefined;
    const tagIds: string[] = [];
    for (const name of checked.tags) tagIds.push(await tagIdOf(trx, name));
    let removed = trx.deleteFrom("application_tags").where("application_id", "=", applicationId);
    if (tagIds.length > 0) removed = removed.where("tag_id", "not in", tagIds);
    await removed.execute();
    if (tagIds.length > 0)
      await trx
        .insertInto("application_tags")
        .values(tagIds.map((tag_id) => ({ application_id: applicationId, tag_id })))
        .onConflict((oc) => oc.columns(["application_id", "tag_id"]).doNothing())
        .execute();
    await removeUnused(trx);
    return { tags: (await tagsOf(trx, [applicationId])).get(applicationId) ?? [] };
  });
}

/** GET /admin/api/tags?edition=: every tag with how many applications carry it (in that edition, when given). */
export async function allTags(db: Db, edition?: string) {
  const rows = await db
    .selectFrom("tags")
    .leftJoin("application_tags", "application_tags.tag_id", "tags.id")
    .leftJoin("applications", (join) => {
      const on = join.onRef("applications.id", "=", "application_tags.application_id");
      return edition ? on.on("applications.edition", "=", edition) : on;
    })
    .select(["tags.name", "tags.folded", sql<number>`count(applications.id)`.as("count")])
    .groupBy(["tags.id", "tags.name", "tags.folded"])
    .orderBy("tags.folded")
    .execute();
  return { items: rows.map((row) => ({ name: row.name, count: Number(row.count) })) };
}

/**
 * PATCH /admin/api/tags/<name> {"name"}: renamed everywhere. Renaming to another tag's name merges
 * the two. Undefined when there is no such tag.
 */
export async function renameTag(db: Db, current: string, body: { name?: unknown }) {
  if (typeof body.name !== "string") throw new RequestError(422, "name must be the tag's new name as text.");
  const error = tagNameError(body.name, "name");
  if (error) throw new RequestError(422, error);
  const name = body.name.trim();
  return db.transaction().execute(async (trx) => {
    const tag = await trx.selectFrom("tags").select("id").where("folded", "=", foldTag(current)).executeTakeFirst();
    if (!tag) return undefined;
    const other = await trx
      .selectFrom("tags")
      .select("id")
      .where("folded", "=", foldTag(name))
      .where("id", "<>", tag.id)
      .executeTakeFirst();
    if (other) {
      await sql`insert into application_tags (application_id, tag_id)
        select application_id, ${other.id} from application_tags where tag_id = ${tag.id}
        on conflict (application_id, tag_id) do nothing`.execute(trx);
      await trx.deleteFrom("tags").where("id", "=", tag.id).execute();
      await trx.updateTable("tags").set({ name }).where("id", "=", other.id).execute();
    } else
      await trx
        .updateTable("tags")
        .set({ name, folded: foldTag(name) })
        .where("id", "=", tag.id)
        .execute();
    return { name };
  });
}

/** DELETE /admin/api/tags/<name>: off every application. False when there is no such tag. */
export async function deleteTag(db: Db, name: string): Promise<boolean> {
  const deleted = await db.deleteFrom("tags").where("folded", "=", foldTag(name)).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
