/**
 * Payments (admins; reviewers 403):
 *   POST /admin/api/payments/import          multipart `file`: a camt.053 statement or a CSV (date, amount,
 *                                            currency, reference, name) → {"matched":[{"invoice","amount"}],"unmatched":[…]}
 *   GET  /admin/api/payments?state=unmatched what waits for a person (or matched, dismissed)
 *   POST /admin/api/payments/<id>/settle     {"invoice"(id or number),"amount"?,"note"?} or {"dismiss":true,"note"?}
 *   POST /admin/api/invoices/<id>/payments   {"amount","paid_at","note"}: a payment recorded by hand
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  invoiceParams,
  moneyChangeBody,
  paymentImportAnswer,
  paymentListAnswer,
  paymentListQuery,
  paymentParams,
  paymentRecordedAnswer,
  settledAnswer,
} from "../../../shared/api/billing.ts";
import { invoiceDetailJson, loadInvoice } from "../../billing/detail.ts";
import { importStatement, listPayments, recordPayment, settlePayment } from "../../billing/payments.ts";
import { BillingError } from "../../billing/problems.ts";
import { MAX_STATEMENT_BYTES, readStatement } from "../../billing/statement.ts";
import type { Db } from "../../store/database.ts";
import { actorOf, billingApiErrors } from "./billing-errors.ts";

export const paymentsApi: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  billingApiErrors(app);
  const admin = { staffAccess: "admin" as const };

  app.post(
    "/api/payments/import",
    { config: { ...admin, takes: "multipart" }, schema: { response: { 201: paymentImportAnswer } } },
    async (request, reply) => {
      if (!request.isMultipart()) throw new BillingError(422, "file must be sent as multipart/form-data.", "file");
      let part: Awaited<ReturnType<typeof request.file>>;
      let bytes: Buffer;
      try {
        part = await request.file({ limits: { fileSize: MAX_STATEMENT_BYTES + 1, files: 1, fields: 5 } });
        if (part?.fieldname !== "file") throw new BillingError(422, "file must hold the statement.", "file");
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof BillingError) throw error;
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
          throw new BillingError(422, `file is larger than ${MAX_STATEMENT_BYTES / 1024 / 1024} MB.`, "file");
        // Only the upload's parsing runs here: whatever else failed, the body was not a readable form.
        throw new BillingError(
          400,
          "file could not be read: send the statement as a multipart/form-data upload.",
          "file",
        );
      }
      const statement = readStatement(part.filename, bytes);
      const result = await importStatement(db, statement, part.filename, actorOf(request));
      request.log.info(
        {
          format: statement.format,
          entries: result.entries,
          matched: result.matched.length,
          unmatched: result.unmatched.length,
        },
        "bank statement imported",
      );
      return reply.code(201).send(result);
    },
  );

  app.get(
    "/api/payments",
    { config: admin, schema: { querystring: paymentListQuery, response: { 200: paymentListAnswer } } },
    async (request) => listPayments(db, request.query.state),
  );

  app.post(
    "/api/payments/:id/settle",
    { config: admin, schema: { params: paymentParams, body: moneyChangeBody, response: { 200: settledAnswer } } },
    async (request) => {
      const settled = await settlePayment(db, request.params.id, request.body, actorOf(request));
      const invoice = settled.invoice ? await loadInvoice(db, settled.invoice) : undefined;
      return { payment: settled.payment, invoice: invoice ? invoiceDetailJson(invoice) : null };
    },
  );

  app.post(
    "/api/invoices/:id/payments",
    {
      config: admin,
      schema: { params: invoiceParams, body: moneyChangeBody, response: { 201: paymentRecordedAnswer } },
    },
    async (request, reply) => {
      const payment = await recordPayment(db, request.params.id, request.body, actorOf(request));
      const invoice = await loadInvoice(db, request.params.id);
      return reply.code(201).send({ payment, invoice: invoiceDetailJson(invoice as NonNullable<typeof invoice>) });
    },
  );
};
