/**
 * What a browser (asking for text/html) gets when the service cannot answer for now (the database
 * or the storage away): a page in words, never the JSON an API call gets. It needs nothing that
 * could be away itself: no database, no built assets. It is written in the reader's language, as
 * the message it carries is: no switcher, whose links would lead to the same outage.
 */
import type { Language } from "../../shared/i18n/languages.ts";
import { translatorFor } from "../../shared/i18n/translators.ts";
import { html } from "./html.ts";
import { renderSitePage } from "./site-page.ts";

export function renderUnavailablePage(message: string, retryAfterSeconds: number, language: Language): string {
  const t = translatorFor(language);
  return renderSitePage({
    title: t.t("pages.unavailableTitle"),
    description: t.t("pages.unavailableDescription"),
    assets: undefined,
    language: { t, url: "/", offered: [] },
    main: html`<main class="page-unavailable">
<h1>${t.t("pages.unavailableTitle")}</h1>
<p>${message}</p>
<p>${t.t("pages.unavailableReload", { seconds: String(retryAfterSeconds) })}</p>
</main>`,
  });
}
