/** The frame of every server-rendered public page: head, site navigation, and the page's own main. */
import { type Language, languageTag } from "../../shared/i18n/languages.ts";
import type { PageAssets } from "./assets.ts";
import { type Html, html } from "./html.ts";

export interface SitePage {
  title: string;
  /** One or two sentences for search results and link previews (`<meta name="description">`). */
  description: string;
  assets: PageAssets | undefined;
  main: Html;
  /** Extra head content, such as a page's own print styles. */
  head?: Html;
  /** The language the page is written in (`<html lang>`); English when not given. */
  language?: Language;
}

export function renderSitePage({ title, description, assets, main, head, language = "en" }: SitePage): string {
  return html`<!doctype html>
<html lang="${languageTag(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${(assets?.styles ?? []).map((href) => html`<link rel="stylesheet" href="${href}">\n`)}${(assets?.scripts ?? []).map((src) => html`<script type="module" src="${src}"></script>\n`)}${(assets?.preloads ?? []).map((href) => html`<link rel="modulepreload" href="${href}">\n`)}${head ?? ""}</head>
<body>
<header class="site-header">
<nav aria-label="Site">
<a href="/ecosystem">Galleries</a>
<a href="/">Apply for the art fair</a>
</nav>
</header>
${main}
</body>
</html>
`.text;
}
