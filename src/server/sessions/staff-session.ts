/**
 * A staff member's signed-in session (cookie `staff_sid`), named apart from the applicant's `sid`:
 * signed, HttpOnly, SameSite=Strict, sent only to /admin, Secure over HTTPS.
 */
import { timingSafeEqual } from "node:crypto";
import type {} from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { StaffSession, StaffSessionStore } from "../store/staff-sessions.ts";

export const STAFF_COOKIE = "staff_sid";
const COOKIE_PATH = "/admin";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the back office's guard for every route but sign-in. */
    staffSession: StaffSession | null;
  }
}

/** The cookie's session id if its signature holds; nothing is looked up. */
export function staffSessionToken(request: FastifyRequest): string | undefined {
  const raw = request.cookies[STAFF_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

export async function readStaffSession(
  request: FastifyRequest,
  sessions: StaffSessionStore,
): Promise<StaffSession | undefined> {
  const token = staffSessionToken(request);
  return token ? sessions.find(token) : undefined;
}

export function setStaffCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(STAFF_COOKIE, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: "strict",
    secure: request.protocol === "https",
    signed: true,
  });
}

export function clearStaffCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(STAFF_COOKIE, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: "strict",
    secure: request.protocol === "https",
  });
}

export function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
