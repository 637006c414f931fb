/**
 * The language switcher of a page the applicant reads: each offered language named in itself, a
 * plain link to the same page with `?lang=` (it works without script, and the server keeps the
 * choice in the `lang` cookie). The current language is marked for assistive technology with
 * aria-current; each name carries its own `lang`, so a screen reader says "Deutsch" in German.
 */
import { type Language, languageName, languageTag } from "../../shared/i18n/languages.ts";
import { translatorFor } from "../../shared/i18n/translators.ts";
import { type Html, html } from "./html.ts";

/** The page's address with `lang` set to the language, its other parameters kept. */
export function addressIn(url: string, language: Language): string {
  const address = new URL(url, "http://x");
  address.searchParams.set("lang", language);
  return `${address.pathname}${address.search}`;
}

/** Wraps on a narrow screen; a hit area of 44 px high, as the form's controls. */
export const SWITCHER_STYLES = `.site-header { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0 1rem; }
.language-switcher { display: flex; font: 0.9rem/1.4 system-ui, sans-serif; }
.language-switcher ul { display: flex; flex-wrap: wrap; gap: 0 0.25rem; list-style: none; margin: 0; padding: 0; }
.language-switcher a { display: inline-flex; align-items: center; min-height: 44px; padding: 0 0.4rem; color: #1a56db; }
.language-switcher a[aria-current] { color: inherit; font-weight: 600; text-decoration: none; }
.language-switcher a:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }`;

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
