/**
 * The browser's stand-in for src/shared/i18n/default-translator.ts (vite.config.ts swaps them): the
 * page's language and its words, which the server embedded as JSON (`#page-words`, only this
 * language's form and rules). Code shared with the server (the rules' messages, field names, the
 * receipt) then speaks the page's language without knowing it.
 */
import type { MessageKey } from "../shared/i18n/catalogs/catalog.ts";
import { type Translator, translatorOver } from "../shared/i18n/format.ts";
import { pageWords } from "./page-words.ts";

export const defaultTranslator: Translator = translatorOver<MessageKey>(pageWords.language, {
  ...(pageWords.form && { form: pageWords.form }),
  ...(pageWords.rules && { rules: pageWords.rules }),
});
