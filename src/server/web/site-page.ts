/** The frame of every server-rendered public page: head, site navigation, and the page's own main. */

import { CATALOGS } from "../../shared/i18n/catalogs/index.ts";
import type { Translator } from "../../shared/i18n/format.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import { behaviourWordsScript } from "../../shared/i18n/page-words.ts";
import { translatorFor } from "../../shared/i18n/translators.ts";
import type { PageAssets } from "./assets.ts";
import { Html, html } from "./html.ts";
import { languageSwitcher, SWITCHER_STYLES } from "./language-switcher.ts";

/** The language a page is written in, with what its switcher needs: the page's address and the offered languages. */
export interface PageLanguage {
  t: Translator;
  /** The page's address as asked (path and query): the switcher's links keep it. */
  url: string;
  offered: readonly Language[];
}

export interface SitePage {
  title: string;
  /** One or two sentences for search results and link previews (`<meta name="description">`). */
  description: string;
  assets: PageAssets | undefined;
  main: Html;
  /** Extra head content, such as a page's own print styles. */
  head?: Html;
  /** A page the applicant reads: in her language, with the switcher. Without it: English, no switcher. */
  language?: PageLanguage | undefined;
}

export function renderSitePage({ title, description, assets, main, head, language }: SitePage): string {
  const t = language?.t ?? translatorFor("en");
  return html`<!doctype html>
<html lang="${t.tag}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${(assets?.styles ?? []).map((href) => html`<link rel="stylesheet" href="${href}">\n`)}${(assets?.scripts ?? []).map((src) => html`<script type="module" src="${src}"></script>\n`)}${(assets?.preloads ?? []).map((href) => html`<link rel="modulepreload" href="${href}">\n`)}${head ?? ""}${language ? html`<style>${SWITCHER_STYLES}</style>\n` : ""}${assets?.scripts.length ? html`${new Html(behaviourWordsScript(t.language, CATALOGS[t.language].pages))}\n` : ""}</head>
<body>
<header class="site-header">
<nav aria-label="${t.t("pages.siteNavigation")}">
<a href="/ecosystem">${t.t("pages.navGalleries")}</a>
<a href="/">${t.t("pages.navApply")}</a>
</nav>
${language ? languageSwitcher(language.url, t.language, language.offered) : ""}
</header>
${main}
</body>
</html>
`.text;
}
