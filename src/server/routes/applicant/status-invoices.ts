/**
 * A gallery's invoices from its status page (no session: the link is the key, and the request log
 * replaces the token):
 *   GET /status/<token>/invoices/<id>.pdf · .xml   an invoice the page shows (policy/applicant.ts, showsInvoice)
 * Another application's invoice, a draft or a malformed address is the site's 404.
 */
import type { FastifyPluginAsync } from "fastify";
import { loadInvoice } from "../../billing/detail.ts";
import { invoiceXml } from "../../billing/e-invoice.ts";
import { invoicePdf } from "../../billing/invoice-pdf.ts";
import { showsInvoice } from "../../policy/applicant.ts";
import { applicationOfToken } from "../../status-page/tokens.ts";
import { TOKEN_ROUTE } from "../../web/log-url.ts";
import { renderSiteNotFoundPage } from "../../web/not-found.ts";
import type { RouteContext } from "../context.ts";
import { ECOSYSTEM_ENTRY } from "../public/ecosystem.ts";

const FILE = /^([0-9a-f-]{36})\.(pdf|xml)$/;

export const statusInvoiceRoutes: FastifyPluginAsync<RouteContext> = async (app, { db, client }) => {
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer");
  });

  app.get<{ Params: { token: string; fileId: string } }>(
    "/status/:token/invoices/:fileId",
    TOKEN_ROUTE,
    async (request, reply) => {
      const match = FILE.exec(request.params.fileId);
      const applicationId = match ? await applicationOfToken(db, request.params.token) : undefined;
      const invoice = applicationId && (await loadInvoice(db, (match as RegExpExecArray)[1] as string));
      if (!invoice || invoice.row.application_id !== applicationId || !showsInvoice(invoice.row))
        return reply
          .code(404)
          .type("text/html; charset=utf-8")
          .send(renderSiteNotFoundPage(client.entryAssets(ECOSYSTEM_ENTRY)));
      const name = invoice.row.number as string;
      if (match?.[2] === "pdf")
        return reply
          .type("application/pdf")
          .header("content-disposition", `inline; filename="${name}.pdf"`)
          .send(await invoicePdf(invoice));
      return reply
        .type("application/xml; charset=utf-8")
        .header("content-disposition", `attachment; filename="${name}.xml"`)
        .send(await invoiceXml(invoice));
    },
  );
};
