/**
 * GET /application-receipt/<id>: the receipt of a sent application as a page to print or save as
 * PDF. Only the session that sent the application sees it (its idempotency key names the
 * session); anyone else, or after the session ends, gets the not-found page.
 */
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { ID_PATTERN } from "../../../shared/api/patterns.ts";
import { receiptLines } from "../../../shared/receipt.ts";
import { pageLanguage } from "../../languages/page-language.ts";
import { announceLanguage } from "../../languages/request-language.ts";
import { seesReceipt } from "../../policy/applicant.ts";
import { loadReceipt } from "../../receipts/receipt.ts";
import { cookieOf } from "../../sessions/applicant-session.ts";
import { notJson } from "../../web/contract.ts";
import { type Html, html } from "../../web/html.ts";
import { renderSiteNotFoundPage } from "../../web/not-found.ts";
import { renderSitePage } from "../../web/site-page.ts";
import type { RouteContext } from "../context.ts";
import { ECOSYSTEM_ENTRY } from "../public/ecosystem.ts";

const STYLES = html`<style>
.receipt { max-width: 40rem; margin: 2rem auto; padding: 0 1rem; font-family: system-ui, sans-serif; line-height: 1.5; }
.receipt dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1.5rem; margin: 1.5rem 0; }
.receipt dt { font-weight: 600; }
.receipt dd { margin: 0; overflow-wrap: anywhere; }
@media print {
  .site-header, .receipt__actions { display: none; }
  .receipt { margin: 0; max-width: none; color: #000; }
  .receipt a { color: #000; text-decoration: none; }
}
</style>`;

export const receiptRoutes: FastifyPluginAsync<RouteContext> = async (app, { db, applicantSessions, client }) => {
  // The receipt is written in the applicant's language, and says so.
  announceLanguage(app);
  const contract = {
    schema: {
      // Any id: a malformed one is the site's not-found page, as another session's receipt is.
      params: z.object({ id: z.string() }),
      response: { 200: notJson("text/html"), 404: notJson("text/html") },
    },
  };
  app.get<{ Params: { id: string } }>("/application-receipt/:id", contract, async (request, reply) => {
    const assets = client.entryAssets(ECOSYSTEM_ENTRY);
    const cookie = cookieOf(request);
    const session = cookie && (await applicantSessions.touch(cookie.id, Date.now()));
    const found = session && ID_PATTERN.test(request.params.id) ? await loadReceipt(db, request.params.id) : undefined;
    reply.header("cache-control", "no-store").type("text/html; charset=utf-8");
    if (!session || !found || !seesReceipt(session.id, found.idempotencyKey))
      return reply.code(404).send(renderSiteNotFoundPage(assets));
    const { receipt } = found;
    const language = await pageLanguage(request, db);
    const translator = language.t;
    const { t } = translator;
    // The message's markup becomes elements; its words and the gallery's name are escaped like any value.
    const keep = translator.parts<Html>("form.receiptKeep", {
      gallery: receipt.gallery,
      strong: (chunks) => html`<strong dir="auto">${chunks}</strong>`,
    });
    return renderSitePage({
      title: t("form.receiptPageTitle", { reference: receipt.reference, gallery: receipt.gallery }),
      description: t("form.receiptPageDescription"),
      assets,
      head: STYLES,
      language,
      main: html`<main class="receipt">
<h1>${t("form.receiptHeading")}</h1>
<p>${keep}</p>
<dl>
${receiptLines(receipt, translator).map(([label, value]) => html`<dt>${label}</dt><dd dir="auto">${value}</dd>\n`)}</dl>
<p>${t("form.hearFromUs")}</p>
<p class="receipt__actions"><a href="/">${t("form.backToForm")}</a></p>
</main>`,
    });
  });
};
