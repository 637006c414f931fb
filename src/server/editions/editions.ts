/**
 * Editions of the fair, kept in the database and managed by admins. A new installation starts with
 * the editions of OPEN_EDITIONS (open, without dates); applications of other editions already
 * stored get a closed edition of their own, so nothing stored loses its edition.
 */
import { randomUUID } from "node:crypto";
import { editionIsPublic } from "../policy/public.ts";
import type { Db } from "../store/database.ts";
import type { EditionTable } from "../store/schema.ts";

export type EditionRow = EditionTable;
export type PeriodState = "open" | "upcoming" | "closed";

export const DEFAULT_TIME_ZONE = "UTC";
export const DEFAULT_CRITERIA = ["Quality of the artists", "Presentation concept", "Fit with the fair"] as const;

/** Bootstraps once per database handle; the insert itself is idempotent (instances may start together). */
const bootstrapped = new WeakMap<Db, Promise<void>>();

export function ensureEditions(db: Db, openEditions: readonly string[]): Promise<void> {
  let done = bootstrapped.get(db);
  if (!done) {
    done = bootstrap(db, openEditions).catch((error: unknown) => {
      bootstrapped.delete(db);
      throw error;
    });
    bootstrapped.set(db, done);
  }
  return done;
}

async function bootstrap(db: Db, openEditions: readonly string[]): Promise<void> {
  const any = await db.selectFrom("editions").select("slug").limit(1).executeTakeFirst();
  if (any) return;
  const now = Date.now();
  const stored = await db.selectFrom("applications").select("edition").distinct().execute();
  const closed = stored.map((row) => row.edition).filter((slug) => !openEditions.includes(slug));
  const rows: EditionRow[] = [
    ...openEditions.map((slug) => ({ slug, opens_at: null, closes_at: null })),
    ...closed.sort().map((slug) => ({ slug, opens_at: null, closes_at: now })),
  ].map((e, position) => ({
    ...e,
    name: e.slug,
    time_zone: DEFAULT_TIME_ZONE,
    public: 1,
    position,
    created_at: now,
    review_mode: "all" as const,
    decisions_released: 1,
  }));
  for (const row of rows) await insertEdition(db, row);
}

/** One edition with its default criteria, in one transaction; false when the slug is taken. */
export async function insertEdition(db: Db, row: EditionRow): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("editions")
      .values(row)
      .onConflict((oc) => oc.column("slug").doNothing())
      .returning("slug")
      .executeTakeFirst();
    if (!inserted) return false;
    forgetEditions(db);
    await trx
      .insertInto("review_criteria")
      .values(DEFAULT_CRITERIA.map((label, position) => ({ id: randomUUID(), edition: row.slug, label, position })))
      .execute();
    return true;
  });
}

/** Writes an edition's own fields (not its slug, position or criteria). */
export async function updateEdition(
  db: Db,
  edition: Pick<
    EditionRow,
    "slug" | "name" | "opens_at" | "closes_at" | "time_zone" | "public" | "review_mode" | "decisions_released"
  >,
): Promise<void> {
  const { slug, name, opens_at, closes_at, time_zone, review_mode, decisions_released } = edition;
  await db
    .updateTable("editions")
    .set({ name, opens_at, closes_at, time_zone, public: edition.public, review_mode, decisions_released })
    .where("slug", "=", slug)
    .execute();
  forgetEditions(db);
}

export function periodState(edition: Pick<EditionRow, "opens_at" | "closes_at">, at: number): PeriodState {
  if (edition.opens_at !== null && at < Number(edition.opens_at)) return "upcoming";
  if (edition.closes_at !== null && at >= Number(edition.closes_at)) return "closed";
  return "open";
}

/** Every edition: the order the back office shows them in (position, then slug). */
export async function allEditions(db: Db, openEditions: readonly string[]): Promise<EditionRow[]> {
  await ensureEditions(db, openEditions);
  await adoptOrphans(db);
  return readEditions(db);
}

/**
 * The editions as the applicant's calls need them (page, validate, submit), read once per few
 * seconds instead of on every request: the period check would otherwise cost round trips on the
 * hottest paths. A change made on this instance is seen at once (the writers forget the copy);
 * one made on another instance within EDITIONS_FRESH_MS. Dates are compared with the request's
 * own time, so a period still closes to the millisecond.
 */
export const EDITIONS_FRESH_MS = 5_000;

const copies = new WeakMap<Db, { rows: Promise<EditionRow[]>; readAt: number }>();

export function cachedEditions(db: Db, openEditions: readonly string[]): Promise<EditionRow[]> {
  const now = Date.now();
  const copy = copies.get(db);
  if (copy && now - copy.readAt < EDITIONS_FRESH_MS) return copy.rows;
  const rows = ensureEditions(db, openEditions).then(() => readEditions(db));
  const fresh = { rows, readAt: now };
  copies.set(db, fresh);
  // A failed read is not kept: the next request tries again.
  rows.catch(() => {
    if (copies.get(db) === fresh) copies.delete(db);
  });
  return rows;
}

/** Called after every write to the editions on this instance. */
export function forgetEditions(db: Db): void {
  copies.delete(db);
}

/** The stored editions as they are, in one statement (no bootstrap, no adoption of orphans). */
export async function readEditions(db: Db): Promise<EditionRow[]> {
  const rows = await db.selectFrom("editions").selectAll().orderBy("position").orderBy("slug").execute();
  return rows.map(normalize);
}

export async function findEdition(db: Db, openEditions: readonly string[], slug: string) {
  await ensureEditions(db, openEditions);
  const row = await db.selectFrom("editions").selectAll().where("slug", "=", slug).executeTakeFirst();
  return row && normalize(row);
}

/**
 * Applications stored for an edition that has no row (imported, or stored by tools that bypass the
 * form) get a closed edition of their own, so they are listed, reviewed and decided like the rest.
 */
async function adoptOrphans(db: Db): Promise<void> {
  const orphans = await db
    .selectFrom("applications")
    .select("edition")
    .distinct()
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom("editions").select("editions.slug").whereRef("editions.slug", "=", "applications.edition")),
      ),
    )
    .execute();
  if (orphans.length === 0) return;
  const now = Date.now();
  const last = await db
    .selectFrom("editions")
    .select((eb) => eb.fn.max("position").as("max"))
    .executeTakeFirst();
  let position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
  for (const { edition } of orphans.sort((a, b) => (a.edition < b.edition ? -1 : 1)))
    await insertEdition(db, {
      slug: edition,
      name: edition,
      opens_at: null,
      closes_at: now,
      time_zone: DEFAULT_TIME_ZONE,
      public: 1,
      position: position++,
      created_at: now,
      review_mode: "all",
      decisions_released: 1,
    });
}

function normalize(row: EditionRow): EditionRow {
  return {
    ...row,
    opens_at: row.opens_at === null ? null : Number(row.opens_at),
    closes_at: row.closes_at === null ? null : Number(row.closes_at),
    public: Number(row.public),
    position: Number(row.position),
    review_mode: row.review_mode === "assigned" ? "assigned" : "all",
    decisions_released: Number(row.decisions_released),
  };
}

/** The edition the form applies to: the first open one, else the next to open, else the last to close. */
export function pickCurrent(editions: EditionRow[], at: number): EditionRow | undefined {
  const open = editions.find((e) => periodState(e, at) === "open");
  if (open) return open;
  const upcoming = editions
    .filter((e) => periodState(e, at) === "upcoming")
    .sort((a, b) => Number(a.opens_at) - Number(b.opens_at))[0];
  if (upcoming) return upcoming;
  return [...editions].sort((a, b) => Number(b.closes_at) - Number(a.closes_at))[0];
}

/** The edition the form applies to (form-edition.ts): an admin's choice, else pickCurrent's rule. */
export async function currentEdition(db: Db, openEditions: readonly string[], at = Date.now()) {
  const editions = await allEditions(db, openEditions);
  const chosen = await db.selectFrom("form_edition").select("edition").executeTakeFirst();
  return editions.find((e) => e.slug === chosen?.edition) ?? pickCurrent(editions, at);
}

/** What /ecosystem lists: the current edition when public, else the public edition that opened last. */
export async function publicEdition(db: Db, openEditions: readonly string[], at = Date.now()) {
  const editions = await allEditions(db, openEditions);
  const current = pickCurrent(editions, at);
  if (current && editionIsPublic(current)) return current;
  const started = (e: EditionRow) => (e.opens_at === null ? Number.NEGATIVE_INFINITY : e.opens_at);
  return editions.filter(editionIsPublic).sort((a, b) => started(b) - started(a) || b.position - a.position)[0];
}

/** "10 January 2027, 09:00 (Europe/Berlin)". */
export function formatInZone(at: number, timeZone: string): string {
  const text = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(at);
  return `${text} (${timeZone})`;
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

export function editionJson(edition: EditionRow, applications: number, at = Date.now()) {
  const state = periodState(edition, at);
  return {
    slug: edition.slug,
    name: edition.name,
    open: state === "open",
    state,
    opens_at: iso(edition.opens_at),
    closes_at: iso(edition.closes_at),
    time_zone: edition.time_zone,
    public: edition.public === 1,
    review_mode: edition.review_mode,
    decisions_released: edition.decisions_released === 1,
    applications,
  };
}

/** The period as the form and a refusal show it. */
export function periodJson(edition: EditionRow, at = Date.now()) {
  return {
    edition: edition.slug,
    name: edition.name,
    state: periodState(edition, at),
    opens_at: iso(edition.opens_at),
    closes_at: iso(edition.closes_at),
    time_zone: edition.time_zone,
  };
}

/** The sentence of a 403 outside the period; undefined while it is open. */
export function periodRefusal(edition: EditionRow, at: number): string | undefined {
  const state = periodState(edition, at);
  if (state === "upcoming")
    return `Applications for ${edition.name} open on ${formatInZone(Number(edition.opens_at), edition.time_zone)}.`;
  if (state === "closed")
    return `Applications for ${edition.name} closed on ${formatInZone(Number(edition.closes_at), edition.time_zone)}.`;
  return undefined;
}
