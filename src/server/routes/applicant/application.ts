/** POST /application-validate, POST /application-submit and GET /application-ping. */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { formRefused, formValid, periodRefusal, receipt, sessionAlive } from "../../../shared/api/applicant.ts";
import { messageAnswer } from "../../../shared/api/message.ts";
import { beginSubmission, findByIdempotencyKey, insertApplication } from "../../applications/insert.ts";
import type { StoredApplication } from "../../applications/load.ts";
import { copyKeptFiles, startedFrom } from "../../applications/start-from.ts";
import type { StoredFile } from "../../applications/stored-file.ts";
import { dueOnSubmission } from "../../billing/application-fee.ts";
import { editionsChargingFees } from "../../billing/fee-editions.ts";
import type { Config } from "../../config.ts";
import { cachedEditions } from "../../editions/editions.ts";
import {
  knownEditions,
  refusalFor,
  refuseWhenNothingOpen,
  requestStart,
  stampRequestStart,
} from "../../editions/period.ts";
import { messagesIn } from "../../languages/messages.ts";
import { statusPageLanguage } from "../../languages/page-language.ts";
import { announceLanguage } from "../../languages/request-language.ts";
import { confirmationMail } from "../../mail/confirmation.ts";
import type { MailOutbox } from "../../mail/outbox.ts";
import { loadReceipt, receiptOf } from "../../receipts/receipt.ts";
import { requireApplicantSession } from "../../sessions/applicant-session.ts";
import { newStatusToken, statusUrl } from "../../status-page/tokens.ts";
import type { ApplicantSessionStore } from "../../store/applicant-sessions.ts";
import type { Db } from "../../store/database.ts";
import type { FileStore } from "../../store/files.ts";
import type { PendingUploads, UploadBatch } from "../../store/pending-uploads.ts";
import { receiveApplication } from "../../upload/receive-application.ts";
import { idempotencyKeyHeader } from "../../web/idempotency-key.ts";
import { rateLimits, refuseCrossSite } from "../../web/protection.ts";
import { keepStoredTax } from "./status-change.ts";

export interface ApplicationRoutesOptions {
  config: Config;
  db: Db;
  store: FileStore;
  applicantSessions: ApplicantSessionStore;
  outbox: MailOutbox;
  pending: PendingUploads;
}

export const applicationRoutes: FastifyPluginAsync<ApplicationRoutesOptions> = async (app, options) => {
  const { config, db, store, applicantSessions, outbox, pending } = options;
  const preHandler = requireApplicantSession(applicantSessions);
  const limits = rateLimits(app, config);
  // Validate and submit: cross-site and per-IP refusals before any work, per-session once it is known.
  // The application period (issue 10): the request's arrival is what counts, and a refusal comes before the body.
  const guarded = {
    onRequest: [stampRequestStart, refuseCrossSite, limits.perIp],
    preHandler: [preHandler, limits.perSession, refuseWhenNothingOpen(db, config.openEditions)],
  };
  // Their messages are in the applicant's language, and say so.
  announceLanguage(app);
  // One visitor's session and application: no cache on the way, nor the browser's, keeps an answer.
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  // The form's data comes as multipart (spec section 7), read and checked by receiveApplication;
  // its 422 is the spec's map of dotted field paths to lists of messages.
  const takesForm = (answer: typeof formValid | typeof receipt) => ({
    ...guarded,
    config: { takes: "multipart" as const },
    // 403: outside the period (with its dates), or without the page's CSRF token.
    schema: { response: { 200: answer, 403: periodRefusal.or(messageAnswer), 404: messageAnswer, 422: formRefused } },
  });

  /**
   * Started from an earlier application, the form spoke its language (unless the visitor chose
   * another): the answers, and the application sent, keep to it.
   */
  const startFromLanguage = (request: FastifyRequest, earlier: StoredApplication) =>
    statusPageLanguage(request, db, earlier.language);

  app.get("/application-ping", { preHandler, schema: { response: { 200: sessionAlive } } }, async (request) => ({
    alive: true as const,
    expires_in: Math.round(((request.applicantSession?.expiresAt ?? Date.now()) - Date.now()) / 1000),
  }));

  app.post("/application-validate", takesForm(formValid), async (request, reply) => {
    const csrfToken = request.applicantSession?.csrfToken ?? "";
    const editions = await knownEditions(db, config.openEditions);
    const earlier = await startedFrom(db, request.headers["x-start-from"]);
    if (earlier === undefined) return reply.code(404).send({ message: messagesIn(request.language).noSuchApplication });
    if (earlier) request.language = await startFromLanguage(request, earlier);
    const { form, errors } = await receiveApplication(request, {
      config,
      store,
      pending,
      batch: undefined,
      csrfToken,
      editions,
      chargingFees: await editionsChargingFees(db),
      // Started from an earlier application: the tax details left empty are its own.
      ...(earlier && { complete: (form) => keepStoredTax(form, earlier.form.tax) }),
    });
    const refused = await refusalFor(db, config.openEditions, form.edition, requestStart(request));
    if (refused) return reply.code(403).send(refused);
    if (Object.keys(errors).length > 0)
      return reply.code(422).send({ message: messagesIn(request.language).invalidData, errors });
    return { valid: true as const };
  });

  app.post("/application-submit", takesForm(receipt), async (request, reply) => {
    const csrfToken = request.applicantSession?.csrfToken ?? "";
    const idempotencyKey = idempotencyKeyOf(request.headers["idempotency-key"], request.applicantSession?.id ?? "");
    const batch = pending.open();
    try {
      if (!(await beginSubmission(db, idempotencyKey, Date.now(), batch))) {
        // Only an application stored with this key stops a batch: a retry gets the same answer, and its body is not read.
        const earlier = await findByIdempotencyKey(db, idempotencyKey ?? "");
        if (!earlier) throw new Error("The submission could not be noted in the ledger of uploads.");
        return reply.header("connection", "close").send(await withReceipt(db, earlier));
      }
      return await submit(request, reply, batch, csrfToken, idempotencyKey);
    } finally {
      pending.close(batch);
    }
  });

  /** Reads, checks and stores one submission whose batch is in the ledger; whatever fails, nothing of it stays. */
  async function submit(
    request: FastifyRequest,
    reply: FastifyReply,
    batch: UploadBatch,
    csrfToken: string,
    idempotencyKey: string | undefined,
  ) {
    let files: StoredFile[] = [];
    let inserting = false;
    try {
      const earlier = await startedFrom(db, request.headers["x-start-from"]);
      if (earlier === undefined)
        return reply
          .code(404)
          .header("connection", "close")
          .send({ message: messagesIn(request.language).noSuchApplication });
      if (earlier) request.language = await startFromLanguage(request, earlier);
      const received = await receiveApplication(request, {
        config,
        store,
        pending,
        batch,
        csrfToken,
        editions: await knownEditions(db, config.openEditions),
        chargingFees: await editionsChargingFees(db),
        ...(earlier && {
          stored: new Map(
            earlier.files.map((f) => [
              f.id,
              { originalName: f.originalName, size: f.size, contentType: f.contentType },
            ]),
          ),
          complete: (form) => keepStoredTax(form, earlier.form.tax),
        }),
      });
      const { form, errors } = received;
      files = [...received.files];
      const refused = await refusalFor(db, config.openEditions, form.edition, requestStart(request));
      if (refused) {
        await pending.discard(
          batch,
          files.map((f) => f.storageKey),
        );
        return reply.code(403).send(refused);
      }
      if (Object.keys(errors).length > 0)
        return reply.code(422).send({ message: messagesIn(request.language).invalidData, errors });
      if (earlier) await copyKeptFiles(store, batch, earlier, form, received.kept, files);
      const now = Date.now();
      // The gallery reads the time of its receipt in the edition's zone (the editions are cached).
      const timeZone =
        (await cachedEditions(db, config.openEditions)).find((e) => e.slug === form.edition)?.time_zone ?? "UTC";
      inserting = true;
      const statusToken = newStatusToken();
      const id = await insertApplication(db, form, files, {
        idempotencyKey,
        now,
        batch,
        statusToken,
        language: request.language,
        // The confirmation is written with the application, in its transaction: both are kept, or neither.
        // It says what the submission made due: the fee's invoice, issued earlier in the same transaction.
        alsoWrite: async (trx, id) => {
          const link = statusUrl(config.publicUrl, statusToken);
          const mail = confirmationMail(
            receiptOf(id, form, files, now, timeZone),
            form.gallery.email.trim(),
            form.gallery.contact.trim(),
            link,
            await dueOnSubmission(trx, id, request.language),
            request.language,
          );
          await outbox.queue(trx, { ...mail, kind: "confirmation", id, applicationId: id });
        },
      });
      outbox.wake();
      request.log.info({ application: id, files: files.length }, "application submitted");
      const receipt = receiptOf(id, form, files, now, timeZone);
      return { ...receipt, gallery: form.gallery.name };
    } catch (error) {
      // The database may have gone while the body streamed: the files go now, the ledger row with the next sweep.
      await pending.discardAfter(
        error,
        batch,
        files.map((f) => f.storageKey),
      );
      // Two copies of one submission raced; the other one was stored first.
      const earlier =
        inserting && idempotencyKey && (await findByIdempotencyKey(db, idempotencyKey).catch(() => undefined));
      if (earlier) return withReceipt(db, earlier);
      throw error;
    }
  }
};

/** The earlier answer to a submission sent again, with its receipt as the first answer had it. */
async function withReceipt(db: Db, earlier: { id: string; gallery: string }) {
  const loaded = await loadReceipt(db, earlier.id);
  return { ...loaded?.receipt, ...earlier };
}

/** The client's key for one submission, scoped to the session so keys cannot reach other people's results. */
function idempotencyKeyOf(header: string | string[] | undefined, sessionId: string): string | undefined {
  const key = idempotencyKeyHeader(header);
  return key === undefined ? undefined : `${sessionId}:${key}`;
}
