/**
 * The decision letters' texts: a template per edition, decision and language (the default template
 * has none), each a default text in its language until an admin writes one; its placeholders; which
 * template a gallery's letter is written from; and a letter filled in for one application.
 */

import { LETTER_DECISIONS, PLACEHOLDERS, STATUS_LINK } from "../../shared/api/letters.ts";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../shared/i18n/languages.ts";
import { translatorFor } from "../../shared/i18n/translators.ts";
import { referenceOf } from "../../shared/receipt.ts";
import type { Db } from "../store/database.ts";
import type { LetterDecision } from "../store/schema.ts";
import { RequestError } from "../web/request-error.ts";

// The decisions with letters, their placeholders and the status link's placeholder (left in the stored
// letter, filled in when it is sent: the link's token is made then) are the back office's words too.
export { LETTER_DECISIONS, STATUS_LINK };

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
export const MAX_SUBJECT = 300;
export const MAX_BODY = 20_000;

/** The catalogs' arguments become the template's placeholders: `{booth}` → `{{booth}}`. */
const AS_PLACEHOLDERS = Object.fromEntries(PLACEHOLDERS.map((p) => [p, `{{${p}}}`]));

/** A decision's default text in a language (shared/i18n/catalogs/<language>/letters.ts). */
export function defaultText(decision: LetterDecision, language: Language): { subject: string; body: string } {
  const { t } = translatorFor(language);
  return {
    subject: t(`letters.${decision}Subject`, AS_PLACEHOLDERS),
    body: t(`letters.${decision}Body`, AS_PLACEHOLDERS),
  };
}

export function isLetterDecision(value: unknown): value is LetterDecision {
  return typeof value === "string" && (LETTER_DECISIONS as readonly string[]).includes(value);
}

/** A template's language: a code, or null for the edition's default template (stored as ''). */
export type TemplateLanguage = Language | null;

export interface LetterTemplate {
  decision: LetterDecision;
  language: TemplateLanguage;
  subject: string;
  body: string;
  /** True while no admin has written this one: the default text in its language (English for the default template). */
  default: boolean;
}

export async function findTemplate(
  db: Db,
  edition: string,
  decision: LetterDecision,
  language: TemplateLanguage = null,
): Promise<LetterTemplate> {
  const row = await db
    .selectFrom("letter_templates")
    .select(["subject", "body"])
    .where("edition", "=", edition)
    .where("decision", "=", decision)
    .where("language", "=", language ?? "")
    .executeTakeFirst();
  return row
    ? { decision, language, ...row, default: false }
    : { decision, language, ...defaultText(decision, language ?? DEFAULT_LANGUAGE), default: true };
}

/**
 * The templates a decision's letters may be written from, for the back office's choice: the
 * default one first, then one per offered language, each saying whether an admin wrote it.
 */
export async function templateLanguages(
  db: Db,
  edition: string,
  decision: LetterDecision,
  offered: readonly Language[],
): Promise<{ language: TemplateLanguage; written: boolean }[]> {
  const rows = await db
    .selectFrom("letter_templates")
    .select("language")
    .where("edition", "=", edition)
    .where("decision", "=", decision)
    .execute();
  const written = new Set(rows.map((r) => r.language));
  return [null, ...offered].map((language) => ({ language, written: written.has(language ?? "") }));
}

/** The templates an admin wrote for an edition, by decision and language ('' the default). */
export type SavedTemplates = Map<`${LetterDecision}:${string}`, { subject: string; body: string }>;

export async function savedTemplates(db: Db, edition: string): Promise<SavedTemplates> {
  const rows = await db
    .selectFrom("letter_templates")
    .select(["decision", "language", "subject", "body"])
    .where("edition", "=", edition)
    .execute();
  return new Map(rows.map((r) => [`${r.decision}:${r.language}`, { subject: r.subject, body: r.body }] as const));
}

/**
 * The template a letter to an application sent in `language` is written from. Written words come
 * before default texts, the gallery's language before another: the template an admin wrote in its
 * language, else the edition's default template an admin wrote, else the default text in its
 * language. A language the installation no longer offers gets the default template.
 */
export function templateFor(
  saved: SavedTemplates,
  decision: LetterDecision,
  language: string,
  offered: readonly Language[],
): { subject: string; body: string; language: TemplateLanguage } {
  const own = isLanguage(language) && offered.includes(language) ? language : null;
  const written = own ? saved.get(`${decision}:${own}`) : undefined;
  if (own && written) return { ...written, language: own };
  const fallback = saved.get(`${decision}:`);
  if (fallback) return { ...fallback, language: null };
  return own
    ? { ...defaultText(decision, own), language: own }
    : { ...defaultText(decision, DEFAULT_LANGUAGE), language: null };
}

/** A subject and body as sent: text within bounds, only known placeholders; a 422 names what is wrong. */
export function readLetterText(body: unknown, partial = false): { subject?: string; body?: string } {
  const given = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  const out: { subject?: string; body?: string } = {};
  for (const [field, max] of [
    ["subject", MAX_SUBJECT],
    ["body", MAX_BODY],
  ] as const) {
    const value = given[field];
    if (value === undefined && partial) continue;
    if (typeof value !== "string" || value.trim() === "")
      throw new RequestError(422, `${field} must be text that is not empty.`);
    if (value.length > max) throw new RequestError(422, `${field} may have at most ${max} characters.`);
    if (field === "subject" && /[\r\n]/.test(value)) throw new RequestError(422, "subject must be one line.");
    for (const match of value.matchAll(PLACEHOLDER)) {
      const name = match[1] ?? "";
      if (!(PLACEHOLDERS as readonly string[]).includes(name))
        throw new RequestError(
          422,
          `${field} has the unknown placeholder {{${name}}}; known ones are ${PLACEHOLDERS.map((p) => `{{${p}}}`).join(", ")}.`,
        );
    }
    out[field] = value;
  }
  return out;
}

export async function saveTemplate(
  db: Db,
  edition: string,
  decision: LetterDecision,
  language: TemplateLanguage,
  text: { subject: string; body: string },
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto("letter_templates")
    .values({ edition, decision, language: language ?? "", ...text, updated_at: now })
    .onConflict((oc) => oc.columns(["edition", "decision", "language"]).doUpdateSet({ ...text, updated_at: now }))
    .execute();
}

export interface LetterFacts {
  id: string;
  gallery: string;
  contact: string;
  edition: string;
  booth: string;
}

/** Every placeholder but the status link filled in; `{{status_link}}` stays for the sending. */
export function fillLetter(text: string, facts: LetterFacts): string {
  const values: Record<string, string> = {
    gallery: facts.gallery,
    contact: facts.contact || facts.gallery,
    edition: facts.edition,
    reference: referenceOf(facts.id),
    booth: facts.booth,
  };
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    name === "status_link" ? STATUS_LINK : (values[name] ?? whole),
  );
}
