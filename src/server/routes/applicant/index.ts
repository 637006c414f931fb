/** What an applicant uses: the application page and its calls (validate, submit, ping), and the receipt. */
import type { FastifyPluginAsync } from "fastify";
import { MailOutbox } from "../../mail/outbox.ts";
import { outboxDir } from "../../store/data-dir.ts";
import type { RouteContext } from "../context.ts";
import { applicationRoutes } from "./application.ts";
import { pageRoutes } from "./page.ts";
import { receiptRoutes } from "./receipt.ts";

export const applicantRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const { mail, dataDir } = context.config;
  const outbox = new MailOutbox(outboxDir(dataDir), mail, app.log, mail.retryMs);
  // Confirmations queued before a restart go out now.
  app.addHook("onReady", async () => void outbox.flush());
  app.addHook("onClose", async () => outbox.close());
  await app.register(pageRoutes, context);
  await app.register(applicationRoutes, { ...context, outbox });
  await app.register(receiptRoutes, context);
};
