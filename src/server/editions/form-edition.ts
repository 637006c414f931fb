/**
 * Which edition the public form applies to: the one an admin chose, else the rule of pickCurrent
 * (first open, else next to open, else last closed). The choice is read with the same few seconds
 * of freshness as the editions (editions.ts), since the form's hottest paths ask for it.
 */
import type { Db } from "../store/database.ts";
import { cachedEditions, EDITIONS_FRESH_MS, type EditionRow, pickCurrent } from "./editions.ts";

const copies = new WeakMap<Db, { slug: Promise<string | null>; readAt: number }>();

async function readChoice(db: Db): Promise<string | null> {
  const row = await db.selectFrom("form_edition").select("edition").where("id", "=", 1).executeTakeFirst();
  return row?.edition ?? null;
}

function cachedChoice(db: Db): Promise<string | null> {
  const now = Date.now();
  const copy = copies.get(db);
  if (copy && now - copy.readAt < EDITIONS_FRESH_MS) return copy.slug;
  const fresh = { slug: readChoice(db), readAt: now };
  copies.set(db, fresh);
  fresh.slug.catch(() => {
    if (copies.get(db) === fresh) copies.delete(db);
  });
  return fresh.slug;
}

/** The chosen edition when it exists, else the rule's. */
export function formEditionOf(editions: EditionRow[], chosen: string | null, at: number): EditionRow | undefined {
  return editions.find((e) => e.slug === chosen) ?? pickCurrent(editions, at);
}

/** For the applicant's calls: cached. */
export async function cachedFormEdition(db: Db, openEditions: readonly string[], at: number) {
  const [editions, chosen] = await Promise.all([cachedEditions(db, openEditions), cachedChoice(db)]);
  return formEditionOf(editions, chosen, at);
}

/** For the back office: read now. */
export async function formChoice(db: Db): Promise<string | null> {
  return readChoice(db);
}

export async function chooseFormEdition(db: Db, slug: string, by: string | null, now = Date.now()): Promise<void> {
  await db
    .insertInto("form_edition")
    .values({ id: 1, edition: slug, chosen_at: now, chosen_by: by })
    .onConflict((oc) => oc.column("id").doUpdateSet({ edition: slug, chosen_at: now, chosen_by: by }))
    .execute();
  copies.delete(db);
}
