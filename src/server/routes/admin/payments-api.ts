/**
 * Payments (admins; reviewers 403):
 *   POST /admin/api/payments/import          multipart `file`: a camt.053 statement or a CSV (date, amount,
 *                                            currency, reference, name) → {"matched":[{"invoice","amount"}],"unmatched":[…]}
 *   GET  /admin/api/payments?state=unmatched what waits for a person (or matched, dismissed)
 *   POST /admin/api/payments/<id>/settle     {"invoice"(id or number),"amount"?,"note"?} or {"dismiss":true,"note"?}
 *   POST /admin/api/invoices/<id>/payments   {"amount","paid_at","note"}: a payment recorded by hand
 */
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { invoiceDetailJson, loadInvoice } from "../../billing/detail.ts";
import { importStatement, listPayments, recordPayment, settlePayment } from "../../billing/payments.ts";
import { BillingError, firstProblem } from "../../billing/problems.ts";
import { MAX_STATEMENT_BYTES, readStatement } from "../../billing/statement.ts";
import type { Db } from "../../store/database.ts";
import { actorOf, billingApiErrors } from "./billing-errors.ts";

const listQuery = z.object({
  state: z
    .enum(["unmatched", "matched", "dismissed"], { error: 'must be "unmatched", "matched" or "dismissed"' })
    .optional()
    .default("unmatched"),
});

export const paymentsApi: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  billingApiErrors(app);
  const admin = { config: { staffAccess: "admin" as const } };

  app.post("/api/payments/import", admin, async (request, reply) => {
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
      throw error;
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
  });

  app.get<{ Querystring: unknown }>("/api/payments", admin, async (request) => {
    const parsed = listQuery.safeParse(request.query ?? {});
    if (!parsed.success) throw firstProblem(parsed.error);
    return listPayments(db, parsed.data.state);
  });

  app.post<{ Params: { id: string }; Body: Record<string, unknown> | undefined }>(
    "/api/payments/:id/settle",
    admin,
    async (request) => {
      const settled = await settlePayment(db, request.params.id, request.body ?? {}, actorOf(request));
      const invoice = settled.invoice ? await loadInvoice(db, settled.invoice) : undefined;
      return { payment: settled.payment, invoice: invoice ? invoiceDetailJson(invoice) : null };
    },
  );

  app.post<{ Params: { id: string }; Body: Record<string, unknown> | undefined }>(
    "/api/invoices/:id/payments",
    admin,
    async (request, reply) => {
      const payment = await recordPayment(db, request.params.id, request.body ?? {}, actorOf(request));
      const invoice = await loadInvoice(db, request.params.id);
      return reply.code(201).send({ payment, invoice: invoiceDetailJson(invoice as NonNullable<typeof invoice>) });
    },
  );
};
