/**
 * The back office's text search in each database's own full-text index: SQLite FTS5, PostgreSQL
 * tsvector with a GIN index. One row per application, written in the application's transaction.
 */
import { type Expression, type Kysely, type SqlBool, sql } from "kysely";
import { isPostgres } from "../store/dialect.ts";
import type { Database } from "../store/schema.ts";
import { queryTerms, searchWords } from "./search-text.ts";

/** More words than anyone types; the rest are ignored. */
const MAX_QUERY_WORDS = 8;
/** A long CJK name typed whole becomes many letter pairs; enough of them to tell it apart. */
const MAX_QUERY_TERMS = 16;

export async function writeSearchDocument(db: Kysely<Database>, applicationId: string, document: string) {
  // Positions are stripped: the search asks whether words are there, never where.
  const value = isPostgres(db) ? sql`strip(to_tsvector('simple', ${document}))` : sql`${document}`;
  await sql`insert into application_search (application_id, document) values (${applicationId}, ${value})`.execute(db);
}

/**
 * The id's beginning when what was typed is the reference the gallery quotes ("2176B06E", the id's
 * first eight characters, on its receipt and in every email) or more of the id, in any case; ids
 * are stored in lowercase.
 */
export function referencePrefix(q: string): string | undefined {
  const typed = q.trim().replace(/^#/, "").toLowerCase();
  return /^[0-9a-f]{8}(?:-[0-9a-f-]{0,27})?$/.test(typed) ? typed : undefined;
}

/**
 * "applications.id is among the matches" for what was typed in the search box: every word must be
 * there, each as the beginning of a word ("mul" finds "Müller"), or it is the application's
 * reference; undefined when nothing was typed.
 */
export function matchesSearch(db: Kysely<Database>, q: string): Expression<SqlBool> | undefined {
  const words = searchWords(q).slice(0, MAX_QUERY_WORDS).flatMap(queryTerms).slice(0, MAX_QUERY_TERMS);
  if (words.length === 0) return undefined;
  const reference = referencePrefix(q);
  const text = matchesWords(db, words);
  // Hex digits and dashes only: nothing in the prefix can act as a LIKE wildcard.
  return reference ? sql<SqlBool>`(${text} or applications.id like ${`${reference}%`})` : text;
}

function matchesWords(db: Kysely<Database>, words: string[]): Expression<SqlBool> {
  // Words hold only letters and digits, so neither query language can read them as operators.
  if (isPostgres(db)) {
    const query = words.map((w) => `${w}:*`).join(" & ");
    return sql<SqlBool>`applications.id in (select application_id from application_search where document @@ to_tsquery('simple', ${query}))`;
  }
  const query = words.map((w) => `"${w}"*`).join(" AND ");
  return sql<SqlBool>`applications.id in (select application_id from application_search where application_search match ${query})`;
}
