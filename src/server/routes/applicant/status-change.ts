/**
 * Correcting an application from its status page while its edition's period is open (the link is the key):
 *   GET  /status/<token>/change        the application form, in change mode
 *   GET  /status/<token>/application   the stored application as the form fills itself with it (JSON)
 *   POST /status/<token>/change        a new version: multipart as /application-submit, where a file
 *                                      record may keep a stored file (`…[stored]` = its id) instead of a part;
 *                                      `If-Match: "<version>"` refuses it (412) once another change was saved
 *                                      since the page opened, `Idempotency-Key` answers it sent again as before
 *   GET  /status/<token>/start         the form for the open edition, filled from this application
 *                                      (sent to /application-submit with `X-Start-From: <token>`)
 * Outside the period, 403 with the edition's dates; an unknown token, the site's 404.
 */
import { randomUUID } from "node:crypto";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { Transaction } from "kysely";
import { z } from "zod";
import {
  changedMeanwhile,
  changeSaved,
  formRefused,
  periodRefusal,
  storedApplication,
} from "../../../shared/api/applicant.ts";
import { messageAnswer } from "../../../shared/api/message.ts";
import type { ApplicationForm } from "../../../shared/application.ts";
import { languageTag } from "../../../shared/i18n/languages.ts";
import {
  CorrectionClosedError,
  CorrectionConflictError,
  correctApplication,
  type StoredChange,
} from "../../applications/correct.ts";
import { beginSubmission } from "../../applications/insert.ts";
import { loadApplication, type StoredApplication } from "../../applications/load.ts";
import { INLINE_TYPES } from "../../applications/staff-view.ts";
import { SECRET_TAX_FIELDS } from "../../applications/tax-secrets.ts";
import { editionsChargingFees } from "../../billing/fee-editions.ts";
import { cachedEditions, type EditionRow, periodJson, periodState } from "../../editions/editions.ts";
import { cachedFormEdition } from "../../editions/form-edition.ts";
import { refusal, requestStart, stampRequestStart } from "../../editions/period.ts";
import { messagesIn } from "../../languages/messages.ts";
import { offeredLanguages } from "../../languages/offered.ts";
import { pageLanguage, statusPageLanguage } from "../../languages/page-language.ts";
import { changeConfirmationMail, changeLines, fairAddress, formerAddressMail } from "../../mail/change-confirmation.ts";
import {
  changeRefusal,
  DECIDED_MESSAGE,
  mayStartFrom,
  toldOfChange,
  WITHDRAWN_MESSAGE,
} from "../../policy/applicant.ts";
import { ensureApplicantSession } from "../../sessions/applicant-session.ts";
import { renderChangeRefusedPage } from "../../status-page/page.ts";
import {
  applicationOfToken,
  isStatusFormToken,
  newStatusToken,
  saveStatusToken,
  statusFormToken,
  statusPath,
  statusUrl,
} from "../../status-page/tokens.ts";
import type { Database } from "../../store/schema.ts";
import { receiveApplication } from "../../upload/receive-application.ts";
import { notJson } from "../../web/contract.ts";
import { idempotencyKeyHeader } from "../../web/idempotency-key.ts";
import { TOKEN_ROUTE } from "../../web/log-url.ts";
import { renderSiteNotFoundPage } from "../../web/not-found.ts";
import { rateLimits, refuseCrossSite } from "../../web/protection.ts";
import type { RouteContext } from "../context.ts";
import { ECOSYSTEM_ENTRY } from "../public/ecosystem.ts";
import { formPageHead, formPageTemplate } from "./page.ts";

type WithToken = { Params: { token: string } };

/** The tax details (SECRET_TAX_FIELDS) the status page shows masked: never sent back; left empty, the stored ones stay. */
const masked = (value: string) => (value.length <= 4 ? value : `…${value.slice(-4)}`);

const changedAtIso = (application: StoredApplication) =>
  application.changedAt === null ? null : new Date(application.changedAt).toISOString();

/** The version a page started from (`If-Match: "3"`): undefined when not sent, null when unreadable. */
function versionOf(header: string | undefined): number | null | undefined {
  if (header === undefined) return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  return match ? Number(match[1]) : null;
}

export const statusChangeRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const { config, db, store, pending, client, outbox } = context;
  const limits = rateLimits(app, config);
  const template = await formPageTemplate(client);

  const notFound = (reply: FastifyReply) =>
    reply
      .code(404)
      .type("text/html; charset=utf-8")
      .send(renderSiteNotFoundPage(client.entryAssets(ECOSYSTEM_ENTRY)));

  /** The application a token opens, with its edition; undefined for the site's 404. */
  async function opened(token: string) {
    const id = await applicationOfToken(db, token);
    const application = id && (await loadApplication(db, id));
    if (!application) return undefined;
    const edition = (await cachedEditions(db, config.openEditions)).find((e) => e.slug === application.form.edition);
    return { application, edition };
  }

  /**
   * Why no change can be made now (the rule book's changeRefusal): 403 with the dates outside the
   * period, 409 once withdrawn or decided.
   */
  function refusalOf(application: StoredApplication, edition: EditionRow | undefined, at: number) {
    const reason = changeRefusal({
      status: application.status,
      periodOpen: edition !== undefined && periodState(edition, at) === "open",
    });
    if (reason === null) return undefined;
    if (reason === "withdrawn") return { reason, code: 409, body: { message: WITHDRAWN_MESSAGE } };
    if (reason === "decided") return { reason, code: 409, body: { message: DECIDED_MESSAGE } };
    const dates = edition && refusal(edition, at);
    return { reason, code: 403, body: dates ?? { message: "The application period of this edition is over." } };
  }

  /**
   * The change and start-from pages speak the application's language as its status page does (unless
   * the visitor chose another), and say so.
   */
  async function speakApplicationsLanguage(
    request: FastifyRequest,
    reply: FastifyReply,
    application: StoredApplication,
  ) {
    request.language = await statusPageLanguage(request, db, application.language);
    reply.header("content-language", languageTag(request.language)).header("vary", "Accept-Language, Cookie");
  }

  // Any token is looked up: a malformed one is the site's 404, as an unknown one.
  const params = z.object({ token: z.string() });
  const page = notJson("text/html");
  const formPage = { ...TOKEN_ROUTE, schema: { params, response: { 200: page, 404: page, 409: page } } };

  app.get<WithToken>("/status/:token/change", formPage, async (request, reply) => {
    const { token } = request.params;
    const found = await opened(token);
    if (!found) return notFound(reply);
    const refused = refusalOf(found.application, found.edition, Date.now());
    reply.header("cache-control", "no-store").header("referrer-policy", "same-origin");
    await speakApplicationsLanguage(request, reply, found.application);
    if (refused?.reason === "decided") {
      const language = await pageLanguage(request, db);
      return reply
        .code(409)
        .header("content-language", language.t.tag)
        .type("text/html; charset=utf-8")
        .send(renderChangeRefusedPage(token, found.application, client.entryAssets(ECOSYSTEM_ENTRY), language));
    }
    if (refused || !found.edition) return reply.redirect(statusPath(token), 303);
    const head = formPageHead({
      csrfToken: statusFormToken(token),
      edition: found.edition,
      fallbackEdition: found.application.form.edition,
      config,
      chargesFees: (await editionsChargingFees(db)).has(found.edition.slug),
      extra: [["change-of", statusPath(token)]],
    });
    return reply.type("text/html; charset=utf-8").send(await template(request, head, await offeredLanguages(db)));
  });

  app.get<WithToken>("/status/:token/start", formPage, async (request, reply) => {
    const { token } = request.params;
    const found = await opened(token);
    if (!found) return notFound(reply);
    reply.header("cache-control", "no-store").header("referrer-policy", "same-origin");
    await speakApplicationsLanguage(request, reply, found.application);
    const now = Date.now();
    const current = await cachedFormEdition(db, config.openEditions, now);
    if (
      !current ||
      !mayStartFrom(
        { edition: found.application.form.edition },
        { slug: current.slug, periodOpen: periodState(current, now) === "open" },
      )
    )
      return reply.redirect(statusPath(token), 303);
    const session = await ensureApplicantSession(request, reply, context.applicantSessions);
    const head = formPageHead({
      csrfToken: session.csrfToken,
      edition: current,
      fallbackEdition: current.slug,
      config,
      chargesFees: (await editionsChargingFees(db)).has(current.slug),
      extra: [["start-from", statusPath(token)]],
    });
    return reply.type("text/html; charset=utf-8").send(await template(request, head, await offeredLanguages(db)));
  });

  const storedRoute = { ...TOKEN_ROUTE, schema: { params, response: { 200: storedApplication, 404: messageAnswer } } };
  app.get<WithToken>("/status/:token/application", storedRoute, async (request, reply) => {
    const { token } = request.params;
    reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer");
    const found = await opened(token);
    if (!found) return reply.code(404).send({ message: "There is no such application." });
    const { application, edition } = found;
    const refused = refusalOf(application, edition, Date.now());
    const tax = { ...application.form.tax };
    const kept: Record<string, string> = {};
    for (const field of SECRET_TAX_FIELDS) {
      kept[field] = masked(tax[field]);
      tax[field] = "";
    }
    return {
      version: application.version,
      changed_at: changedAtIso(application),
      may_change: refused === undefined,
      period: edition ? periodJson(edition) : null,
      form: { ...application.form, tax },
      tax_kept: kept,
      files: application.files.map((f) => ({
        id: f.id,
        record_path: f.recordPath,
        name: f.originalName,
        size: f.size,
        type: f.contentType,
        thumbnail: INLINE_TYPES.has(f.contentType) ? `${statusPath(token)}/files/${f.id}` : null,
      })),
    };
  });

  app.post<WithToken>(
    "/status/:token/change",
    {
      ...TOKEN_ROUTE,
      onRequest: [stampRequestStart, refuseCrossSite, limits.perIp],
      // Multipart as /application-submit, read and checked by receiveApplication.
      config: { ...TOKEN_ROUTE.config, takes: "multipart" as const },
      schema: {
        params,
        response: {
          200: changeSaved,
          400: messageAnswer,
          // Outside the period (with its dates), or without the page's token.
          403: periodRefusal.or(messageAnswer),
          404: messageAnswer,
          409: messageAnswer,
          412: changedMeanwhile,
          422: formRefused,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer");
      const { token } = request.params;
      const found = await opened(token);
      if (!found)
        return reply.code(404).header("connection", "close").send({ message: "There is no such application." });
      const { application, edition } = found;
      // The change page's language: its messages answer in the words the page shows.
      request.language = await statusPageLanguage(request, db, application.language);
      // The page's token (as a session's): a page of this site that holds the link, not a form elsewhere.
      if (!isStatusFormToken(token, request.headers["x-csrf-token"]))
        return reply
          .code(403)
          .header("connection", "close")
          .send({ message: messagesIn(request.language).csrfInvalid });
      // The same correction sent again, its answer lost on the way: the same answer, its body not read.
      const key = idempotencyKeyHeader(request.headers["idempotency-key"]);
      if (key && application.changeKey === key)
        return reply.header("connection", "close").send(changedAnswer(application, token));
      const since = versionOf(request.headers["if-match"]);
      if (since === null)
        return reply
          .code(400)
          .header("connection", "close")
          .send({ message: 'If-Match names the version the page started from, as "3".' });
      if (since !== undefined && since !== application.version)
        return reply
          .code(412)
          .header("connection", "close")
          .send({
            message: messagesIn(request.language).changedSincePageOpened,
            version: application.version,
            changed_at: changedAtIso(application),
          });
      // Before the body: no point uploading files to hear the period is over.
      const refused = refusalOf(application, edition, requestStart(request));
      if (refused) return reply.code(refused.code).header("connection", "close").send(refused.body);
      const batch = pending.open();
      try {
        if (!(await beginSubmission(db, undefined, Date.now(), batch)))
          throw new Error("The correction could not be noted in the ledger of uploads.");
        return await change(request, reply, application, edition, batch, key);
      } finally {
        pending.close(batch);
      }
    },
  );

  async function change(
    request: FastifyRequest<WithToken>,
    reply: FastifyReply,
    application: StoredApplication,
    edition: EditionRow | undefined,
    batch: ReturnType<typeof pending.open>,
    key: string | undefined,
  ) {
    const storedTax = application.form.tax;
    let files: Awaited<ReturnType<typeof receiveApplication>>["files"] = [];
    try {
      const received = await receiveApplication(request, {
        config,
        store,
        pending,
        batch,
        csrfToken: statusFormToken(request.params.token),
        // A correction stays in the application's own edition.
        editions: [application.form.edition],
        stored: new Map(
          application.files.map((f) => [
            f.id,
            { originalName: f.originalName, size: f.size, contentType: f.contentType },
          ]),
        ),
        complete: (form: ApplicationForm) => keepStoredTax(form, storedTax),
        chargingFees: await editionsChargingFees(db),
      });
      files = received.files;
      if (Object.keys(received.errors).length > 0)
        return reply.code(422).send({ message: messagesIn(request.language).invalidData, errors: received.errors });
      const version = await correctApplication(db, application, received.form, files, received.kept, {
        batch,
        key,
        // Its emails are written with the change, in its transaction: both are kept, or neither.
        alsoWrite: (trx, stored) => queueChangeMails(trx, application, received.form, edition, stored),
      });
      outbox.wake();
      request.log.info(
        { application: application.id, version, files: files.length, kept: received.kept.size },
        "application changed by the applicant",
      );
      return changedAnswer({ id: application.id, version, form: received.form }, request.params.token);
    } catch (error) {
      await pending.discardAfter(
        error,
        batch,
        files.map((f) => f.storageKey),
      );
      if (error instanceof CorrectionClosedError)
        return reply.code(409).send({ message: error.reason === "decided" ? DECIDED_MESSAGE : WITHDRAWN_MESSAGE });
      if (error instanceof CorrectionConflictError)
        return reply.code(409).send({ message: "The application changed meanwhile. Please reload it and try again." });
      throw error;
    }
  }

  /** The confirmation to the contact address (with a new link to the page), and the notice to a replaced address. */
  async function queueChangeMails(
    trx: Transaction<Database>,
    before: StoredApplication,
    form: ApplicationForm,
    edition: EditionRow | undefined,
    stored: StoredChange,
  ) {
    const told = toldOfChange({ galleryEmail: before.form.gallery.email }, { galleryEmail: form.gallery.email });
    const about = {
      id: before.id,
      gallery: form.gallery.name,
      edition: edition?.name ?? before.form.edition,
      at: stored.at,
      timeZone: edition?.time_zone ?? "UTC",
      language: before.language,
    };
    const lines = changeLines(stored, before.language);
    const token = newStatusToken();
    await saveStatusToken(trx, before.id, token);
    const confirmation = changeConfirmationMail(
      told.withLink,
      form.gallery.contact.trim(),
      about,
      stored.version,
      lines,
      statusUrl(config.publicUrl, token),
      told.withoutLink,
    );
    await outbox.queue(trx, {
      ...confirmation,
      kind: "change-confirmation",
      id: `change-${randomUUID()}`,
      applicationId: before.id,
    });
    if (told.withoutLink) {
      const notice = formerAddressMail(
        told.withoutLink,
        before.form.gallery.contact.trim(),
        about,
        told.withLink,
        lines,
        fairAddress(config.mail.from),
      );
      await outbox.queue(trx, {
        ...notice,
        kind: "change-notice",
        id: `change-${randomUUID()}`,
        applicationId: before.id,
      });
    }
  }
};

/** Tax details left empty in a correction keep their stored values (the form never receives them). */
export function keepStoredTax(form: ApplicationForm, stored: ApplicationForm["tax"]): ApplicationForm {
  const tax = { ...form.tax };
  for (const field of SECRET_TAX_FIELDS) if (tax[field].trim() === "") tax[field] = stored[field];
  return { ...form, tax };
}

/** What a stored correction is answered with, the first time and when sent again. */
function changedAnswer(application: Pick<StoredApplication, "id" | "version" | "form">, token: string) {
  return {
    id: application.id,
    version: application.version,
    gallery: application.form.gallery.name,
    status: statusPath(token),
  };
}
