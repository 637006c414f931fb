/**
 * The mail outbox (admins only): every email the installation sends, whatever its kind.
 *   GET  /admin/api/mail?state=queued|sending|sent|failed   → {"items": [...], "counts": {"queued","sending","sent","failed"}}
 *   POST /admin/api/mail/retry   {"ids": [...]} | {"all": true} → {"queued": n}: failed ones tried again
 */
import type { FastifyPluginAsync } from "fastify";
import type { MailOutbox } from "../../mail/outbox.ts";
import { listMail, mailCounts } from "../../mail/queue.ts";
import type { Db } from "../../store/database.ts";
import type { MailState } from "../../store/schema.ts";
import { RequestError } from "../../web/request-error.ts";
import { plainApiErrors } from "./api-errors.ts";

const STATES: readonly MailState[] = ["queued", "sending", "sent", "failed"];
const MAX_IDS = 1000;

export const mailApi: FastifyPluginAsync<{ db: Db; outbox: MailOutbox }> = async (app, { db, outbox }) => {
  plainApiErrors(app);
  const admin = { config: { staffAccess: "admin" as const } };

  app.get<{ Querystring: { state?: string } }>("/api/mail", admin, async (request) => {
    const { state } = request.query;
    if (state !== undefined && !(STATES as readonly string[]).includes(state))
      throw new RequestError(422, `state must be one of ${STATES.join(", ")}.`);
    return {
      items: await listMail(db, { state: state as MailState | undefined }),
      counts: await mailCounts(db),
    };
  });

  app.post<{ Body: { ids?: unknown; all?: unknown } | null }>("/api/mail/retry", admin, async (request) => {
    const body = request.body ?? {};
    if (body.all === true) return { queued: await outbox.retry("all") };
    const ids = body.ids;
    if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === "string"))
      throw new RequestError(422, 'Send {"ids": [email ids]} or {"all": true}.');
    if (ids.length > MAX_IDS) throw new RequestError(422, `ids may name at most ${MAX_IDS} emails.`);
    const wanted = [...new Set(ids as string[])];
    const found = new Set((await listMail(db, { ids: wanted, limit: MAX_IDS })).map((m) => m.id));
    const unknown = wanted.find((id) => !found.has(id));
    if (unknown) throw new RequestError(404, `There is no email with the id ${unknown}.`);
    return { queued: await outbox.retry(wanted) };
  });
};
