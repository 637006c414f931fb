/**
 * Invoices (admins; reviewers 403):
 *   GET    /admin/api/invoices?edition=&state=&application=&kind=   {"items":[…],"totals":{"<currency>":{…}}}
 *   GET    /admin/api/invoices/<id>            one invoice with its lines, parties and payments
 *   GET    /admin/api/invoices/<id>.pdf · .xml its PDF · its EN 16931 e-invoice (XRechnung, CII)
 *   PATCH  /admin/api/invoices/<id>            a draft's lines {"lines":[{"description","quantity","unit","unit_price"}]}
 *   DELETE /admin/api/invoices/<id>            a draft discarded
 *   POST   /admin/api/invoices/issue           {"ids":[…]}: drafts issued with the next numbers
 *   POST   /admin/api/invoices/<id>/cancel     {"reason"} or {"reason","amount"} (in part): a credit note
 *   POST   /admin/api/editions/<slug>/invoices/prepare  {"kind":"deposit"|"balance"}: booth drafts
 *   POST   /admin/api/editions/<slug>/invoices/remind   {} or {"ids":[…]}: overdue invoices reminded by mail
 *   GET    /admin/api/editions/<slug>/invoices.csv      for the accountant: one row per invoice line with its VAT
 */
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { INVOICE_KINDS, INVOICE_STATES } from "../../../shared/api/billing.ts";
import { ACCOUNTS_COLUMNS, accountsRows } from "../../billing/accounts-csv.ts";
import { cancelInvoice } from "../../billing/cancel.ts";
import { invoiceDetailJson, loadInvoice } from "../../billing/detail.ts";
import { changeDraft, discardDraft } from "../../billing/drafts.ts";
import { invoiceXml } from "../../billing/e-invoice.ts";
import { invoicePdf } from "../../billing/invoice-pdf.ts";
import { InvoiceError, issueDrafts } from "../../billing/invoices.ts";
import { listInvoices } from "../../billing/list.ts";
import { prepareBoothInvoices } from "../../billing/prepare.ts";
import { firstProblem } from "../../billing/problems.ts";
import { remindOverdue } from "../../billing/reminders.ts";
import type { Config } from "../../config.ts";
import { findEdition } from "../../editions/editions.ts";
import { csvStream } from "../../exports/csv.ts";
import type { MailOutbox } from "../../mail/outbox.ts";
import type { Db } from "../../store/database.ts";
import { actorOf, billingApiErrors } from "./billing-errors.ts";

const listQuery = z.object({
  edition: z.string().max(64).optional(),
  state: z.enum(INVOICE_STATES, { error: `must be one of ${INVOICE_STATES.join(", ")}` }).optional(),
  application: z.string().max(64).optional(),
  kind: z.enum(INVOICE_KINDS, { error: `must be one of ${INVOICE_KINDS.join(", ")}` }).optional(),
});
const issueBody = z.object({
  ids: z
    .array(z.string().max(64), { error: "must be a list of invoice ids" })
    .min(1, "must name at least one draft")
    .max(2000, "must name at most 2000 drafts"),
});
const prepareBody = z.object({ kind: z.enum(["deposit", "balance"], { error: 'must be "deposit" or "balance"' }) });
const FILE = /^([0-9a-f-]{36})(\.pdf|\.xml)?$/;
const remindBody = z.object({
  ids: z.array(z.string().max(64), { error: "must be a list of invoice ids" }).max(2000).optional(),
});

export const invoicesApi: FastifyPluginAsync<{ config: Config; db: Db; outbox: MailOutbox }> = async (
  app,
  { config, db, outbox },
) => {
  billingApiErrors(app);
  const admin = { config: { staffAccess: "admin" as const } };
  type WithId = { Params: { id: string }; Body: unknown };

  app.get<{ Querystring: unknown }>("/api/invoices", admin, async (request) => {
    const parsed = listQuery.safeParse(request.query ?? {});
    if (!parsed.success) throw firstProblem(parsed.error);
    return listInvoices(db, parsed.data);
  });

  app.get<{ Params: { fileId: string } }>("/api/invoices/:fileId", admin, async (request, reply) => {
    const match = FILE.exec(request.params.fileId);
    const invoice = match && (await loadInvoice(db, match[1] as string));
    if (!invoice) throw new InvoiceError(404, "There is no such invoice.");
    if (match[2] === undefined) return invoiceDetailJson(invoice);
    const name = invoice.row.number ?? `draft-${invoice.row.id.slice(0, 8)}`;
    if (match[2] === ".pdf")
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="${name}.pdf"`)
        .send(await invoicePdf(invoice));
    if (invoice.row.status === "draft") throw new InvoiceError(409, "A draft has no e-invoice: issue it first.");
    return reply
      .type("application/xml; charset=utf-8")
      .header("content-disposition", `attachment; filename="${name}.xml"`)
      .send(await invoiceXml(invoice));
  });

  app.patch<WithId>("/api/invoices/:id", admin, async (request) => {
    await changeDraft(db, request.params.id, request.body);
    const invoice = await loadInvoice(db, request.params.id);
    return invoiceDetailJson(invoice as NonNullable<typeof invoice>);
  });

  app.delete<WithId>("/api/invoices/:id", admin, async (request, reply) => {
    await discardDraft(db, request.params.id);
    return reply.code(204).send();
  });

  app.post<{ Body: unknown }>("/api/invoices/issue", admin, async (request) => {
    const parsed = issueBody.safeParse(request.body ?? {});
    if (!parsed.success) throw firstProblem(parsed.error);
    const { issued } = await issueDrafts(db, parsed.data.ids, actorOf(request));
    request.log.info({ issued: issued.length }, "invoices issued");
    return listInvoices(db, {}).then((all) => ({ items: all.items.filter((i) => issued.includes(i.id)) }));
  });

  app.post<WithId>("/api/invoices/:id/cancel", admin, async (request, reply) => {
    const body = (request.body ?? {}) as { reason?: unknown; amount?: unknown };
    const { creditNote } = await cancelInvoice(
      db,
      request.params.id,
      { reason: body.reason, amount: body.amount },
      actorOf(request),
    );
    const [note, original] = await Promise.all([loadInvoice(db, creditNote), loadInvoice(db, request.params.id)]);
    return reply.code(201).send({
      credit_note: invoiceDetailJson(note as NonNullable<typeof note>),
      invoice: invoiceDetailJson(original as NonNullable<typeof original>),
    });
  });

  app.post<{ Params: { slug: string }; Body: unknown }>(
    "/api/editions/:slug/invoices/prepare",
    admin,
    async (request, reply) => {
      const edition = await findEdition(db, config.openEditions, request.params.slug);
      if (!edition) throw new InvoiceError(404, `There is no edition "${request.params.slug}".`);
      const parsed = prepareBody.safeParse(request.body ?? {});
      if (!parsed.success) throw firstProblem(parsed.error);
      const { prepared, skipped } = await prepareBoothInvoices(db, edition.slug, parsed.data.kind, actorOf(request));
      const all = await listInvoices(db, { edition: edition.slug, state: "draft" });
      return reply.code(201).send({ items: all.items.filter((i) => prepared.includes(i.id)), skipped });
    },
  );

  app.post<{ Params: { slug: string }; Body: unknown }>(
    "/api/editions/:slug/invoices/remind",
    admin,
    async (request) => {
      const edition = await findEdition(db, config.openEditions, request.params.slug);
      if (!edition) throw new InvoiceError(404, `There is no edition "${request.params.slug}".`);
      const parsed = remindBody.safeParse(request.body ?? {});
      if (!parsed.success) throw firstProblem(parsed.error);
      const result = await remindOverdue(db, {
        edition: edition.slug,
        ids: parsed.data.ids,
        publicUrl: config.publicUrl,
        actor: actorOf(request),
        queue: (trx, mail) => outbox.queue(trx, mail),
      });
      outbox.wake();
      request.log.info({ edition: edition.slug, reminded: result.reminded.length }, "overdue invoices reminded");
      return result;
    },
  );

  app.get<{ Params: { slug: string } }>("/api/editions/:slug/invoices.csv", admin, async (request, reply) => {
    const edition = await findEdition(db, config.openEditions, request.params.slug);
    if (!edition) throw new InvoiceError(404, `There is no edition "${request.params.slug}".`);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${edition.slug.replace(/[^\w.-]/g, "_")}-invoices.csv"`)
      .send(csvStream(ACCOUNTS_COLUMNS, accountsRows(db, edition.slug)));
  });
};
