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
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  cancelledAnswer,
  invoiceDetailAnswer,
  invoiceFileParams,
  invoiceListAnswer,
  invoiceListQuery,
  invoiceParams,
  issueBody,
  issuedAnswer,
  moneyChangeBody,
  prepareBody,
  preparedAnswer,
  remindBody,
  remindedAnswer,
} from "../../../shared/api/billing.ts";
import { editionParams } from "../../../shared/api/editions.ts";
import { ID_PATTERN } from "../../../shared/api/patterns.ts";
import { ACCOUNTS_COLUMNS, accountsRows } from "../../billing/accounts-csv.ts";
import { cancelInvoice } from "../../billing/cancel.ts";
import { invoiceDetailJson, loadInvoice } from "../../billing/detail.ts";
import { changeDraft, discardDraft } from "../../billing/drafts.ts";
import { invoiceXml } from "../../billing/e-invoice.ts";
import { invoicePdf } from "../../billing/invoice-pdf.ts";
import { InvoiceError, issueDrafts } from "../../billing/invoices.ts";
import { listInvoices } from "../../billing/list.ts";
import { prepareBoothInvoices } from "../../billing/prepare.ts";
import { remindOverdue } from "../../billing/reminders.ts";
import type { Config } from "../../config.ts";
import { findEdition } from "../../editions/editions.ts";
import { csvStream } from "../../exports/csv.ts";
import type { MailOutbox } from "../../mail/outbox.ts";
import type { Db } from "../../store/database.ts";
import { notJson } from "../../web/contract.ts";
import { actorOf, billingApiErrors } from "./billing-errors.ts";

/** An invoice's id, or its id with .pdf or .xml for its documents. */
const FILE = /^([^.]+)(\.pdf|\.xml)?$/;

export const invoicesApi: FastifyPluginAsyncZod<{ config: Config; db: Db; outbox: MailOutbox }> = async (
  app,
  { config, db, outbox },
) => {
  billingApiErrors(app);
  const admin = { staffAccess: "admin" as const };

  app.get(
    "/api/invoices",
    { config: admin, schema: { querystring: invoiceListQuery, response: { 200: invoiceListAnswer } } },
    async (request) => listInvoices(db, request.query),
  );

  app.get(
    "/api/invoices/:fileId",
    {
      config: admin,
      schema: {
        params: invoiceFileParams,
        // The invoice as JSON (checked), or its PDF or e-invoice (files, sent as they are).
        response: {
          200: z.union([
            invoiceDetailAnswer,
            z.instanceof(Buffer).describe("application/pdf"),
            z.string().describe("application/xml"),
          ]),
        },
      },
    },
    async (request, reply) => {
      const match = FILE.exec(request.params.fileId);
      const id = match?.[1];
      const invoice = id && ID_PATTERN.test(id) ? await loadInvoice(db, id) : undefined;
      if (!match || !invoice) throw new InvoiceError(404, "There is no such invoice.");
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
    },
  );

  app.patch(
    "/api/invoices/:id",
    {
      config: admin,
      schema: { params: invoiceParams, body: moneyChangeBody, response: { 200: invoiceDetailAnswer } },
    },
    async (request) => {
      await changeDraft(db, request.params.id, request.body);
      const invoice = await loadInvoice(db, request.params.id);
      return invoiceDetailJson(invoice as NonNullable<typeof invoice>);
    },
  );

  app.delete(
    "/api/invoices/:id",
    { config: { ...admin, takes: "nothing" }, schema: { params: invoiceParams, response: { 204: z.undefined() } } },
    async (request, reply) => {
      await discardDraft(db, request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    "/api/invoices/issue",
    { config: admin, schema: { body: issueBody, response: { 200: issuedAnswer } } },
    async (request) => {
      const { issued } = await issueDrafts(db, request.body.ids, actorOf(request));
      request.log.info({ issued: issued.length }, "invoices issued");
      return listInvoices(db, {}).then((all) => ({ items: all.items.filter((i) => issued.includes(i.id)) }));
    },
  );

  app.post(
    "/api/invoices/:id/cancel",
    { config: admin, schema: { params: invoiceParams, body: moneyChangeBody, response: { 201: cancelledAnswer } } },
    async (request, reply) => {
      const body = request.body;
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
    },
  );

  app.post(
    "/api/editions/:slug/invoices/prepare",
    { config: admin, schema: { params: editionParams, body: prepareBody, response: { 201: preparedAnswer } } },
    async (request, reply) => {
      const edition = await findEdition(db, config.openEditions, request.params.slug);
      if (!edition) throw new InvoiceError(404, `There is no edition "${request.params.slug}".`);
      const { prepared, skipped } = await prepareBoothInvoices(db, edition.slug, request.body.kind, actorOf(request));
      const all = await listInvoices(db, { edition: edition.slug, state: "draft" });
      return reply.code(201).send({ items: all.items.filter((i) => prepared.includes(i.id)), skipped });
    },
  );

  app.post(
    "/api/editions/:slug/invoices/remind",
    { config: admin, schema: { params: editionParams, body: remindBody, response: { 200: remindedAnswer } } },
    async (request) => {
      const edition = await findEdition(db, config.openEditions, request.params.slug);
      if (!edition) throw new InvoiceError(404, `There is no edition "${request.params.slug}".`);
      const result = await remindOverdue(db, {
        edition: edition.slug,
        ids: request.body.ids,
        publicUrl: config.publicUrl,
        actor: actorOf(request),
        queue: (trx, mail) => outbox.queue(trx, mail),
      });
      outbox.wake();
      request.log.info({ edition: edition.slug, reminded: result.reminded.length }, "overdue invoices reminded");
      return result;
    },
  );

  app.get(
    "/api/editions/:slug/invoices.csv",
    { config: admin, schema: { params: editionParams, response: { 200: notJson("text/csv") } } },
    async (request, reply) => {
      const edition = await findEdition(db, config.openEditions, request.params.slug);
      if (!edition) throw new InvoiceError(404, `There is no edition "${request.params.slug}".`);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${edition.slug.replace(/[^\w.-]/g, "_")}-invoices.csv"`)
        .send(csvStream(ACCOUNTS_COLUMNS, accountsRows(db, edition.slug)));
    },
  );
};
