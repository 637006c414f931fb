/**
 * The words the server embedded in the page (`#page-words`, src/shared/i18n/page-words.ts): its
 * language, and only the parts of the catalogs this page shows.
 */
import type { AdminCatalog } from "../shared/i18n/admin/catalog.ts";
import type { FormCatalog } from "../shared/i18n/catalogs/en/form.ts";
import type { PagesCatalog } from "../shared/i18n/catalogs/en/pages.ts";
import type { RulesCatalog } from "../shared/i18n/catalogs/en/rules.ts";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../shared/i18n/languages.ts";
import { PAGE_WORDS_ID, type Parsed } from "../shared/i18n/page-words.ts";

/** Each message as the server parsed it: the browser has no ICU parser. */
export interface PageWords {
  language: Language;
  form?: Parsed<FormCatalog>;
  rules?: Parsed<RulesCatalog>;
  /** The back office's words, in its member's language. */
  admin?: { [Part in keyof AdminCatalog]: Parsed<AdminCatalog[Part]> };
  /** A server-rendered page's: the few its scripts write, plain (shared/i18n/page-words.ts, BEHAVIOUR_WORDS). */
  pages?: Partial<PagesCatalog>;
}

/** The words embedded in `doc` (the page's own document unless given). */
export function readPageWords(
  doc: Document | undefined = typeof document === "undefined" ? undefined : document,
): PageWords {
  const text = doc?.getElementById(PAGE_WORDS_ID)?.textContent;
  if (text) {
    try {
      const parsed = JSON.parse(text) as Partial<PageWords>;
      if (isLanguage(parsed.language)) return parsed as PageWords;
    } catch {
      // Not the server's page (a copy saved without its words): the keys show, which a test notices.
    }
  }
  return { language: DEFAULT_LANGUAGE };
}

export const pageWords: PageWords = readPageWords();
