/**
 * The form's page (src/client/index.html) in the request's language: `<html lang>`, its title,
 * description and the words shown before the script runs, the language switcher, and the words
 * the script will show (only this language's: src/shared/i18n/page-words.ts).
 */
import { CATALOGS } from "../../shared/i18n/catalogs/index.ts";
import { type Language, languageTag } from "../../shared/i18n/languages.ts";
import { pageWordsScript } from "../../shared/i18n/page-words.ts";
import { escapeHtml } from "../web/html.ts";
import { languageSwitcher } from "../web/language-switcher.ts";

/** The page's words written in index.html, in English: each is found there and replaced. */
const PAGE_TEXTS = ["pageTitle", "pageDescription", "loadingForm", "formNeedsJavaScript"] as const;

const HTML_TAG = /<html lang="[^"]*"/;

/** Throws at start when index.html no longer has what is replaced in it, rather than serving English. */
export function checkFormPageTexts(page: string): void {
  if (!HTML_TAG.test(page)) throw new Error('The application page has no <html lang="…">.');
  if (!page.includes("<body>")) throw new Error("The application page has no <body>.");
  for (const key of PAGE_TEXTS)
    if (!page.includes(CATALOGS.en.form[key]))
      throw new Error(`The application page does not say "${CATALOGS.en.form[key]}" (form.${key}).`);
}

export function formPageIn(
  page: string,
  url: string,
  language: Language,
  offered: readonly Language[],
): { page: string; words: string } {
  let out = page.replace(HTML_TAG, `<html lang="${languageTag(language)}"`);
  if (language !== "en")
    for (const key of PAGE_TEXTS) out = out.replaceAll(CATALOGS.en.form[key], escapeHtml(CATALOGS[language].form[key]));
  out = out.replace("<body>", `<body>\n    ${languageSwitcher(url, language, offered)}`);
  return { page: out, words: pageWordsScript(language, CATALOGS[language]) };
}
