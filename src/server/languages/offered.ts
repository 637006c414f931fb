/**
 * The languages this installation offers applicants. The one place that says so: negotiation, the
 * switcher and the back office's choice all read it. An admin chooses them (PUT /admin/api/languages);
 * never chosen, every language the catalogs have. English is always offered: it is the fallback of
 * every negotiation and the source of every catalog.
 */
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "../../shared/i18n/languages.ts";
import type { Db } from "../store/database.ts";

/**
 * Asked on every page and call of the applicant's side: kept this long per instance. Another
 * instance's change shows here at most this much later.
 */
const KEPT_MS = 5_000;
/** How long a page waits for the choice before it takes the last one read. */
const READ_WAIT_MS = 250;

const kept = new WeakMap<Db, { at: number; offered: Promise<readonly Language[]>; lastGood?: readonly Language[] }>();

async function read(db: Db): Promise<readonly Language[]> {
  const rows = await db.selectFrom("offered_languages").select("language").execute();
  if (rows.length === 0) return LANGUAGES;
  const chosen = new Set(rows.map((row) => row.language));
  // In the catalogs' order, English always among them.
  return LANGUAGES.filter((language) => language === DEFAULT_LANGUAGE || chosen.has(language));
}

/**
 * Never fails nor waits long: while the database does not answer (within a quarter second), the last choice
 * read (else every language), so the pages that work without the database (the form's page, its
 * stale copy; /healthz) keep working.
 */
export function offeredLanguages(db: Db, now = Date.now()): Promise<readonly Language[]> {
  const known = kept.get(db);
  if (known && now - known.at < KEPT_MS) return known.offered;
  const entry: { at: number; offered: Promise<readonly Language[]>; lastGood?: readonly Language[] } = {
    at: now,
    offered: Promise.resolve(LANGUAGES),
    lastGood: known?.lastGood,
  };
  const fallback = () => entry.lastGood ?? LANGUAGES;
  const answered = read(db).then((offered) => {
    entry.lastGood = offered;
    return offered;
  });
  // Read late or never: its refusal, after the wait gave up on it, must not go unhandled.
  answered.catch(() => {});
  // A database that hangs rather than refuses (frozen) must not hold the page either.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<readonly Language[]>((resolve) => {
    timer = setTimeout(() => resolve(fallback()), READ_WAIT_MS);
    timer.unref?.();
  });
  entry.offered = Promise.race([answered, waited]).then(
    (offered) => {
      clearTimeout(timer);
      return offered;
    },
    () => {
      clearTimeout(timer);
      return fallback();
    },
  );
  kept.set(db, entry);
  return entry.offered;
}

/** Stores the choice (English added when left out); this instance reads it at once. */
export async function chooseOfferedLanguages(db: Db, languages: readonly Language[]): Promise<readonly Language[]> {
  const offered = LANGUAGES.filter((language) => language === DEFAULT_LANGUAGE || languages.includes(language));
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("offered_languages").execute();
    await trx
      .insertInto("offered_languages")
      .values(offered.map((language) => ({ language })))
      .execute();
  });
  kept.delete(db);
  return offered;
}

/** The body of PUT /admin/api/languages: `{"offered": ["en", "de", …]}`; a refusal names the field. */
export function parseOfferedLanguages(
  body: unknown,
): { ok: true; offered: Language[] } | { ok: false; field: string; message: string } {
  const offered = body && typeof body === "object" ? (body as Record<string, unknown>).offered : undefined;
  if (!Array.isArray(offered) || offered.length > 50)
    return { ok: false, field: "offered", message: 'offered must be a list of language codes, e.g. ["en", "de"].' };
  const unknown = offered.filter((code) => !isLanguage(code));
  if (unknown.length > 0)
    return {
      ok: false,
      field: "offered",
      message: `offered: ${unknown
        .slice(0, 5)
        .map((code) => JSON.stringify(code))
        .join(
          ", ",
        )} ${unknown.length === 1 ? "is not a language" : "are not languages"} of this installation (${LANGUAGES.join(", ")}).`,
    };
  return { ok: true, offered: offered as Language[] };
}
