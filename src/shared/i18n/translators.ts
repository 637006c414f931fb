/** One translator per language, made once (their compiled messages are cached inside). Server and tests. */
import { CATALOGS } from "./catalogs/index.ts";
import { createTranslator, type Translator } from "./format.ts";
import type { Language } from "./languages.ts";

const made = new Map<Language, Translator>();

export function translatorFor(language: Language): Translator {
  let translator = made.get(language);
  if (!translator) {
    translator = createTranslator(language, CATALOGS[language]);
    made.set(language, translator);
  }
  return translator;
}
