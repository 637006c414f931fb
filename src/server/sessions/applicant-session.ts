/** The applicant's session cookie (`sid`) and the CSRF check in front of every application call. */
import { timingSafeEqual } from "node:crypto";
import type {} from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import { messages } from "../../shared/messages.ts";
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

async function sessionFromCookie(
  request: FastifyRequest,
  sessions: ApplicantSessionStore,
): Promise<ApplicantSession | undefined> {
  const raw = request.cookies[APPLICANT_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  return sessions.touch(unsigned.value);
}

export function setApplicantCookie(request: FastifyRequest, reply: FastifyReply, session: ApplicantSession): void {
  reply.setCookie(APPLICANT_COOKIE, session.id, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    signed: true,
    expires: new Date(session.expiresAt),
  });
}

/** The visitor's live session, or a new one: used by the page that starts an application. */
export async function ensureApplicantSession(
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: ApplicantSessionStore,
): Promise<ApplicantSession> {
  const session = (await sessionFromCookie(request, sessions)) ?? (await sessions.create());
  setApplicantCookie(request, reply, session);
  return session;
}

/** preHandler for the API: 401 without a live session, 403 without its CSRF token in the header. */
export function requireApplicantSession(sessions: ApplicantSessionStore) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Refused before the body is read: close the connection instead of reading the rest.
    if (!request.raw.complete) reply.header("connection", "close");
    const session = await sessionFromCookie(request, sessions);
    if (!session) return reply.code(401).send({ message: messages.sessionMissing });
    const header = request.headers["x-csrf-token"];
    if (typeof header !== "string" || !sameToken(header, session.csrfToken))
      return reply.code(403).send({ message: messages.csrfInvalid });
    request.applicantSession = session;
    reply.removeHeader("connection");
    setApplicantCookie(request, reply, session);
  };
}
