/**
 * A gallery's invoices from its status page (no session: the link is the key, and the request log
 * replaces the token):
 *   GET  /status/<token>/invoices/<id>.pdf · .xml   an invoice the page shows (policy/applicant.ts, showsInvoice)
 *   POST /status/<token>/invoices/<id>/pay         _csrf=…: to Stripe Checkout for what is left to pay
 *                                                  (with STRIPE_SECRET_KEY; otherwise there is no such page)
 * Another application's invoice, a draft or a malformed address is the site's 404.
 */
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { z } from "zod";
import { ID_PATTERN } from "../../../shared/api/patterns.ts";
import { checkoutFor } from "../../billing/card-payments.ts";
import { loadInvoice } from "../../billing/detail.ts";
import { invoiceXml } from "../../billing/e-invoice.ts";
import { invoicePdf } from "../../billing/invoice-pdf.ts";
import { InvoiceError } from "../../billing/invoices.ts";
import { showsInvoice } from "../../policy/applicant.ts";
import { applicationOfToken, isStatusFormToken } from "../../status-page/tokens.ts";
import { notJson } from "../../web/contract.ts";
import { TOKEN_ROUTE } from "../../web/log-url.ts";
import { renderSiteNotFoundPage } from "../../web/not-found.ts";
import { refuseCrossSite } from "../../web/protection.ts";
import type { RouteContext } from "../context.ts";
import { ECOSYSTEM_ENTRY } from "../public/ecosystem.ts";

/** `<invoice id>.pdf` or `.xml` (the id as ID_PATTERN): anything else is the site's 404. */
const FILE = /^(.+)\.(pdf|xml)$/;

export const statusInvoiceRoutes: FastifyPluginAsync<RouteContext> = async (app, { config, db, client }) => {
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer");
  });
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const notFound = (reply: FastifyReply) =>
    reply
      .code(404)
      .type("text/html; charset=utf-8")
      .send(renderSiteNotFoundPage(client.entryAssets(ECOSYSTEM_ENTRY)));

  app.post<{ Params: { token: string; id: string }; Body: Record<string, unknown> | null }>(
    "/status/:token/invoices/:id/pay",
    {
      ...TOKEN_ROUTE,
      onRequest: refuseCrossSite,
      // The status page's button posts a form: its _csrf, read by the handler.
      config: { ...TOKEN_ROUTE.config, takes: "form" as const },
      // Any token and id: a malformed one is the site's 404, as an unknown one; paying goes on to Stripe (303).
      schema: {
        params: z.object({ token: z.string(), id: z.string() }),
        response: { 403: notJson("text/plain"), 404: notJson("text/html") },
      },
    },
    async (request, reply) => {
      const { token, id } = request.params;
      const applicationId = config.stripe ? await applicationOfToken(db, token) : undefined;
      if (!config.stripe || !applicationId) return notFound(reply);
      if (!isStatusFormToken(token, request.body?._csrf))
        return reply
          .code(403)
          .type("text/plain; charset=utf-8")
          .send("The form is out of date: please reload the page.");
      let url: string;
      try {
        url = await checkoutFor(db, config.stripe, { applicationId, invoiceId: id, publicUrl: config.publicUrl });
      } catch (error) {
        if (error instanceof InvoiceError) return notFound(reply);
        throw error;
      }
      return reply.redirect(url, 303);
    },
  );

  app.get<{ Params: { token: string; fileId: string } }>(
    "/status/:token/invoices/:fileId",
    {
      ...TOKEN_ROUTE,
      schema: {
        params: z.object({ token: z.string(), fileId: z.string() }),
        response: { 200: notJson("application/pdf or application/xml"), 404: notJson("text/html") },
      },
    },
    async (request, reply) => {
      const found = FILE.exec(request.params.fileId);
      const match = found && ID_PATTERN.test(found[1] as string) ? found : null;
      const applicationId = match ? await applicationOfToken(db, request.params.token) : undefined;
      const invoice = applicationId && (await loadInvoice(db, (match as RegExpExecArray)[1] as string));
      if (!invoice || invoice.row.application_id !== applicationId || !showsInvoice(invoice.row))
        return notFound(reply);
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
