/** What an applicant uses: the application page and its calls (validate, submit, ping), the receipt, and the application's private status page. */
import type { FastifyPluginAsync } from "fastify";
import { negotiateRequestLanguage } from "../../languages/request-language.ts";
import type { RouteContext } from "../context.ts";
import { applicationRoutes } from "./application.ts";
import { pageRoutes } from "./page.ts";
import { receiptRoutes } from "./receipt.ts";
import { statusRoutes } from "./status.ts";
import { statusChangeRoutes } from "./status-change.ts";
import { statusInvoiceRoutes } from "./status-invoices.ts";

export const applicantRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  // Every answer here is for the applicant: in her language (?lang=, the cookie, Accept-Language).
  negotiateRequestLanguage(app, context.db);
  await app.register(pageRoutes, context);
  await app.register(applicationRoutes, context);
  await app.register(receiptRoutes, context);
  await app.register(statusRoutes, context);
  await app.register(statusChangeRoutes, context);
  await app.register(statusInvoiceRoutes, context);
};
