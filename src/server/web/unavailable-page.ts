/**
 * What a browser (asking for text/html) gets when the service cannot answer for now (the database
 * or the storage away): a page in words, never the JSON an API call gets. It needs nothing that
 * could be away itself: no database, no built assets.
 */
import { html } from "./html.ts";
import { renderSitePage } from "./site-page.ts";

export function renderUnavailablePage(message: string, retryAfterSeconds: number): string {
  return renderSitePage({
    title: "Briefly unavailable",
    description: "The art fair's application service is briefly unavailable.",
    assets: undefined,
    main: html`<main class="page-unavailable">
<h1>Briefly unavailable</h1>
<p>${message}</p>
<p>Please reload this page in about ${String(retryAfterSeconds)} seconds. Whatever you typed in the form stays in this browser.</p>
</main>`,
  });
}
