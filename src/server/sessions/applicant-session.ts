/** The applicant's session cookie (`sid`) and the CSRF check in front of every application call. */
import { randomBytes, timingSafeEqual } from "node:crypto";
import type {} from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import { messagesIn } from "../languages/messages.ts";
import type { ApplicantSession, ApplicantSessionStore } from "../store/applicant-sessions.ts";

export const APPLICANT_COOKIE = "sid";

declare module "fastify" {
  interface FastifyRequest {
    applicantSession: ApplicantSession | null;
  }
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The cookie holds `<id>.<last seen, ms in base 36>`, signed. A page hands out a fresh id without
 * storing anything (crawlers and floods cost no write); the row is made by the first call that
 * needs it, once the CSRF token derived from the id checks out. The time bounds a cookie whose
 * session was never stored: older than the idle time, it is expired like a row would be.
 */
interface ApplicantCookie {
  id: string;
  /** Undefined for cookies set before sessions were stored lazily: those count only with their row. */
  seenAt: number | undefined;
}

export function cookieOf(request: FastifyRequest): ApplicantCookie | undefined {
  const raw = request.cookies[APPLICANT_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  const [id = "", seen, ...rest] = unsigned.value.split(".");
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(id) || rest.length > 0) return undefined;
  if (seen === undefined) return { id, seenAt: undefined };
  const seenAt = Number.parseInt(seen, 36);
  return /^[0-9a-z]{1,12}$/.test(seen) && Number.isSafeInteger(seenAt) ? { id, seenAt } : undefined;
}

/** A cookie of a session never stored is good for the idle time after it was last seen. */
function fresh(cookie: ApplicantCookie, sessions: ApplicantSessionStore, now: number): boolean {
  // A minute of leeway for instances whose clocks disagree.
  return cookie.seenAt !== undefined && cookie.seenAt < now + 60_000 && now - cookie.seenAt < sessions.idleMs;
}

/**
 * The CSRF token of a session id before it has a row: an HMAC-SHA256 of the id under the cookie
 * secret, made with @fastify/cookie's signer (the signature part of a signed value no cookie uses).
 */
export function csrfTokenOf(request: FastifyRequest, id: string): string {
  const signed = request.signCookie(`csrf:${id}`);
  // The signer writes standard base64; tokens travel in headers and pages as base64url.
  return signed
    .slice(signed.lastIndexOf(".") + 1)
    .replaceAll("+", "-")
    .replaceAll("/", "_");
}

export function setApplicantCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: ApplicantSession,
  now = Date.now(),
): void {
  reply.setCookie(APPLICANT_COOKIE, `${session.id}.${now.toString(36)}`, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    signed: true,
    expires: new Date(session.expiresAt),
  });
}

/**
 * The page's session: the visitor's live one, or the id their cookie announced if it was never
 * stored, or a new id. Never writes a row; a stored session is extended as before.
 */
export async function ensureApplicantSession(
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: ApplicantSessionStore,
): Promise<ApplicantSession> {
  const now = Date.now();
  const cookie = cookieOf(request);
  let session: ApplicantSession | undefined = cookie && (await sessions.touch(cookie.id, now));
  // Other tabs of the same visitor hold this id's token: keep it until it is stored or expires.
  if (!session && cookie && fresh(cookie, sessions, now) && !(await sessions.exists(cookie.id)))
    session = { id: cookie.id, csrfToken: csrfTokenOf(request, cookie.id), expiresAt: now + sessions.idleMs };
  if (!session) {
    const id = randomBytes(32).toString("base64url");
    session = { id, csrfToken: csrfTokenOf(request, id), expiresAt: now + sessions.idleMs };
  }
  setApplicantCookie(request, reply, session, now);
  return session;
}

/**
 * preHandler for the API: 401 without a live session (no cookie, a forged one, or expired: its row,
 * or the cookie itself when never stored), 403 without its CSRF token in the header. A signed,
 * fresh cookie whose token checks out starts its stored session here.
 */
export function requireApplicantSession(sessions: ApplicantSessionStore) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Refused before the body is read: close the connection instead of reading the rest.
    if (!request.raw.complete) reply.header("connection", "close");
    const messages = messagesIn(request.language);
    const now = Date.now();
    const cookie = cookieOf(request);
    if (!cookie) return reply.code(401).send({ message: messages.sessionMissing });
    const header = request.headers["x-csrf-token"];
    const given = typeof header === "string" ? header : "";
    const touched = await sessions.touch(cookie.id, now);
    let session: ApplicantSession | undefined = touched;
    // The cookie's expiry follows the stored one: set again only when that moved (once a minute).
    const cookieBehind = touched?.renewed ?? true;
    if (!session) {
      if (!fresh(cookie, sessions, now)) return reply.code(401).send({ message: messages.sessionMissing });
      // Checked before the row is made, so a request without the token stores nothing.
      if (!sameToken(given, csrfTokenOf(request, cookie.id)))
        return reply.code(403).send({ message: messages.csrfInvalid });
      // Two first calls at once: the other one's row is this session too, if it is live.
      session =
        (await sessions.start(cookie.id, csrfTokenOf(request, cookie.id), now)) ??
        (await sessions.touch(cookie.id, now));
      if (!session) return reply.code(401).send({ message: messages.sessionMissing });
    }
    if (!sameToken(given, session.csrfToken)) return reply.code(403).send({ message: messages.csrfInvalid });
    request.applicantSession = session;
    reply.removeHeader("connection");
    if (cookieBehind) setApplicantCookie(request, reply, session, now);
  };
}

/**
 * The page's session while the database does not answer: the id the visitor's cookie names (its
 * token is derived from the id, as a session started by a call has it), or a new id. Nothing is
 * read or written; the cookie of a known visitor is left as it is, so its expiry is not moved
 * without its row.
 */
export function pageSessionWithoutDatabase(
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: ApplicantSessionStore,
): ApplicantSession {
  const now = Date.now();
  const cookie = cookieOf(request);
  const id = cookie?.id ?? randomBytes(32).toString("base64url");
  const session = { id, csrfToken: csrfTokenOf(request, id), expiresAt: now + sessions.idleMs };
  if (!cookie) setApplicantCookie(request, reply, session, now);
  return session;
}
