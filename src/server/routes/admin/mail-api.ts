/**
 * The mail outbox (admins only): every email the installation sends, whatever its kind. The
 * contract is src/shared/api/mail.ts.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MAIL_RETRY_MAX_IDS, mailList, mailListQuery, mailRetried, mailRetryBody } from "../../../shared/api/mail.ts";
import type { MailOutbox } from "../../mail/outbox.ts";
import { listMail, mailCounts } from "../../mail/queue.ts";
import type { Db } from "../../store/database.ts";
import { RequestError } from "../../web/request-error.ts";

export const mailApi: FastifyPluginAsyncZod<{ db: Db; outbox: MailOutbox }> = async (app, { db, outbox }) => {
  const admin = { staffAccess: "admin" as const, refuseWith: 422 as const };

  app.get(
    "/api/mail",
    { config: admin, schema: { querystring: mailListQuery, response: { 200: mailList } } },
    async (request) => ({
      items: await listMail(db, { state: request.query.state }),
      counts: await mailCounts(db),
    }),
  );

  app.post(
    "/api/mail/retry",
    { config: admin, schema: { body: mailRetryBody, response: { 200: mailRetried } } },
    async (request) => {
      const { all, ids = [] } = request.body;
      if (all) return { queued: await outbox.retry("all") };
      const wanted = [...new Set(ids)];
      const found = new Set((await listMail(db, { ids: wanted, limit: MAIL_RETRY_MAX_IDS })).map((m) => m.id));
      const unknown = wanted.find((id) => !found.has(id));
      if (unknown) throw new RequestError(404, `There is no email with the id ${unknown}.`);
      return { queued: await outbox.retry(wanted) };
    },
  );
};
