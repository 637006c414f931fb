/** What an applicant uses: the application page and its calls (validate, submit, ping), and the receipt. */
import type { FastifyPluginAsync } from "fastify";
import type { RouteContext } from "../context.ts";
import { applicationRoutes } from "./application.ts";
import { pageRoutes } from "./page.ts";
import { receiptRoutes } from "./receipt.ts";

export const applicantRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  await app.register(pageRoutes, context);
  await app.register(applicationRoutes, context);
  await app.register(receiptRoutes, context);
};
