/**
 * The language switcher of an applicant page: each offered language named in itself, a plain link
 * to the same page with `?lang=` (it works without script, and the server keeps the choice in the
 * `lang` cookie). The current language is marked for assistive technology with aria-current.
 */
import { type Language, languageName, languageTag } from "../../shared/i18n/languages.ts";
import { translatorFor } from "../../shared/i18n/translators.ts";
import { type Html, html } from "../web/html.ts";

/** The page's address with `lang` set to the language, its other parameters kept. */
export function addressIn(url: string, language: Language): string {
  const address = new URL(url, "http://x");
  address.searchParams.set("lang", language);
  return `${address.pathname}${address.search}`;
}

export function languageSwitcher(url: string, current: Language, offered: readonly Language[]): Html {
  if (offered.length < 2) return html``;
  const label = translatorFor(current).t("pages.languageSwitcher");
  return html`<nav class="language-switcher" aria-label="${label}"><ul>${offered.map(
    (language) =>
      html`<li><a href="${addressIn(url, language)}" hreflang="${languageTag(language)}" lang="${languageTag(language)}"${
        language === current ? html` aria-current="true"` : ""
      }>${languageName(language)}</a></li>`,
  )}</ul></nav>`;
}
