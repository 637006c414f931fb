/** One error handler for the whole app: clear JSON messages, and no internals in a 5xx. */
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { messagesIn } from "../languages/messages.ts";
import { answerDidNotFit, schemaRefusal } from "./contract.ts";
import { BODY_STALLED, bodyStalled } from "./early-answer.ts";
import { wantsHtml } from "./not-found.ts";
import { RequestError } from "./request-error.ts";
import { renderUnavailablePage } from "./unavailable-page.ts";

/** Seconds a client is asked to wait after the storage hung: a stall usually outlasts a database blink. */
const STORAGE_RETRY_AFTER = 30;
/** …and after the database did not answer. */
const DATABASE_RETRY_AFTER = 5;

/** 503 with Retry-After: a page for a browser that asked for HTML, the JSON message for anything else. */
function unavailable(request: FastifyRequest, reply: FastifyReply, message: string, retryAfter: number) {
  reply.code(503).header("retry-after", String(retryAfter));
  if (wantsHtml(request))
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(renderUnavailablePage(message, retryAfter, request.language));
  return reply.send({ message });
}

/** A page, a download or a list: nothing to tell its reader was not stored, only to try again. */
function storesNothing(request: FastifyRequest): boolean {
  return request.method === "GET" || request.method === "HEAD";
}

/** PostgreSQL's "invalid byte sequence for encoding UTF8: 0x00" (character_not_in_repertoire). */
const NUL_IN_TEXT = "22021";
const NUL_REFUSED = "The request holds a character no text can hold (NUL, %00). Remove it and send it again.";

/** Storage is full: the submission could not be kept. */
const DISK_FULL = new Set(["ENOSPC", "EDQUOT", "EFBIG", "SQLITE_FULL"]);
/** The database cannot be reached or is locked for now; the client may retry shortly. */
const DATABASE_UNAVAILABLE = new Set([
  "SQLITE_BUSY",
  "SQLITE_LOCKED",
  "SQLITE_CANTOPEN",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "57P01", // admin_shutdown
  "57P03", // cannot_connect_now
  "53300", // too_many_connections
  "BATCH_SWEPT", // a submission's files were swept while it ran (store/pending-uploads.ts); a retry stores it whole
  "DATABASE_TIMEOUT", // PostgreSQL did not answer a statement within DATABASE_TIMEOUT_SECONDS (store/database-deadline.ts)
  "DATABASE_AWAY", // the form page has no read of its edition recent enough to serve (routes/applicant/page.ts)
]);

/**
 * node-postgres reports a connection lost mid-query (the server stopped, crashed or the network
 * went) or never made in time with these messages and no code.
 */
const POSTGRES_CONNECTION_LOST =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

function databaseUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  if (DATABASE_UNAVAILABLE.has(code) || code.startsWith("08")) return true;
  return !code && error instanceof Error && POSTGRES_CONNECTION_LOST.test(error.message);
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : "";
}

export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const messages = messagesIn(request.language);
  // Answered already (a body gone silent is told 408 while its handler still waits): only log.
  if (reply.sent || reply.raw.headersSent) {
    request.log.debug({ err: error }, "failed after its answer was sent");
    return;
  }
  // Refused before the body was read to its end: close the connection rather than read the
  // rest of a possibly huge upload, and so the next request cannot land behind it.
  if (!request.raw.complete) reply.header("connection", "close");
  // The storage hung and the call was cut: the server waited, not the client, whatever the body did meanwhile.
  if (codeOf(error) === "STORAGE_TIMEOUT") {
    request.log.error({ err: error }, "the file storage does not answer");
    const message = storesNothing(request) ? messages.storageNotAnsweringToRead : messages.storageNotAnswering;
    return unavailable(request, reply, message, STORAGE_RETRY_AFTER);
  }
  // Whatever the parser made of a body that went silent, the client is told that.
  if (bodyStalled(request)) return reply.code(408).send({ message: BODY_STALLED });
  const refusal = schemaRefusal(error, request.routeOptions.config.refuseWith);
  if (refusal) return reply.code(refusal.status).send({ message: refusal.message, field: refusal.field });
  if (answerDidNotFit(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, "an answer did not fit its schema");
    return reply.code(500).send({ message: messages.serverError });
  }
  if (error instanceof RequestError) {
    // The applicant's form: the spec's 422, a map of its fields' errors.
    if (error.status === 422 && error.errors)
      return reply.code(422).send({ message: messages.invalidData, errors: error.errors });
    return reply.code(error.status).send({
      message: error.message,
      ...(error.field ? { field: error.field } : {}),
      ...(error.ids.length ? { ids: error.ids } : {}),
    });
  }
  const status = (error as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) return reply.code(status).send({ message: error.message });

  const code = codeOf(error);
  if (DISK_FULL.has(code)) {
    request.log.error({ err: error }, "storage is full");
    return reply.code(507).send({ message: messages.storageFull });
  }
  // PostgreSQL keeps no NUL in text (SQLite does): a request that carries one is the sender's to fix.
  if (code === NUL_IN_TEXT) return reply.code(400).send({ message: NUL_REFUSED });
  if (databaseUnavailable(error)) {
    request.log.error({ err: error }, "database unavailable");
    const message = storesNothing(request) ? messages.serviceUnavailableToRead : messages.serviceUnavailable;
    return unavailable(request, reply, message, DATABASE_RETRY_AFTER);
  }
  if (code === "DATA_KEY_MISSING") {
    // Staff see this (only they read tax details): which key the server lacks, never a key itself.
    request.log.error({ err: error }, "a data key is missing");
    return reply.code(500).send({ message: error.message });
  }
  request.log.error({ err: error }, "request failed");
  return reply.code(500).send({ message: messages.serverError });
}
