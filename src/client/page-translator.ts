/**
 * The browser's stand-in for src/shared/i18n/default-translator.ts (vite.config.ts swaps them): the
 * page's language and its words, which the server embedded as JSON (`#page-words`, only this
 * language's form and rules). Code shared with the server (the rules' messages, field names, the
 * receipt) then speaks the page's language without knowing it.
 */
import type { FormCatalog } from "../shared/i18n/catalogs/en/form.ts";
import type { RulesCatalog } from "../shared/i18n/catalogs/en/rules.ts";
import { createTranslator, type Translator } from "../shared/i18n/format.ts";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../shared/i18n/languages.ts";

import { PAGE_WORDS_ID } from "../shared/i18n/page-words.ts";

interface PageWords {
  language: Language;
  form?: FormCatalog;
  rules?: RulesCatalog;
}

function readPageWords(): PageWords {
  const text = typeof document === "undefined" ? null : document.getElementById(PAGE_WORDS_ID)?.textContent;
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

const words = readPageWords();

export const defaultTranslator: Translator = createTranslator(words.language, {
  ...(words.form && { form: words.form }),
  ...(words.rules && { rules: words.rules }),
});
