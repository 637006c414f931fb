/**
 * The one guard of the back office: every route under /admin is for signed-in staff unless it
 * says `staffAccess: "public"` (only sign-in does), and `staffAccess: "admin"` narrows it to admins.
 * Pages answer 303 to the sign-in page, everything else 401 JSON; every state change must come
 * from our own origin and carry the session's CSRF token.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { mayUse, type StaffAccess } from "../../policy/staff.ts";
import { readStaffSession, sameToken } from "../../sessions/staff-session.ts";
import type { StaffSessionStore } from "../../store/staff-sessions.ts";
import { refuseCrossSite } from "../../web/protection.ts";

/** A route the guard covers, as registered: its tests check that each one is in their matrix. */
export interface GuardedRoute {
  method: string;
  url: string;
  access: StaffAccess;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may use a back-office route; staff when unset. */
    staffAccess?: StaffAccess;
  }
  interface FastifyInstance {
    /** Every back-office route, filled as they are registered (app.ts decorates the root with the list). */
    staffRoutes: GuardedRoute[];
  }
}

export const staffMessages = {
  signInNeeded: "Please sign in to the back office.",
  adminsOnly: "Only an admin may do this.",
  csrfInvalid: "The security token is missing or wrong. Please reload the page.",
} as const;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** What is not a page: JSON calls and files answer 401 rather than a redirect. */
const NOT_A_PAGE = /^\/admin\/(api|files)(\/|$)/;

export function signInAddress(next: string): string {
  return `/admin/sign-in?next=${encodeURIComponent(next)}`;
}

function isPage(request: FastifyRequest): boolean {
  const path = request.url.split("?")[0] ?? "";
  return (request.method === "GET" || request.method === "HEAD") && !NOT_A_PAGE.test(path);
}

export function registerStaffGuard(app: FastifyInstance, sessions: StaffSessionStore): void {
  app.decorateRequest("staffSession", null);
  app.addHook("onRoute", (route) => {
    const access = (route.config as { staffAccess?: StaffAccess } | undefined)?.staffAccess ?? "staff";
    for (const method of [route.method].flat()) app.staffRoutes.push({ method, url: route.url, access });
  });

  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("cache-control", "no-store");
    if (!SAFE_METHODS.has(request.method)) {
      await refuseCrossSite(request, reply);
      if (reply.sent) return;
    }
    // Who may use the route is the rule book's (policy/staff.ts); the guard only answers.
    const access = request.routeOptions.config.staffAccess ?? "staff";
    if (mayUse(access, undefined)) return;
    const session = await readStaffSession(request, sessions);
    if (!session) {
      if (isPage(request)) return reply.code(303).header("location", signInAddress(request.url)).send();
      return reply.code(401).send({ message: staffMessages.signInNeeded });
    }
    if (!mayUse(access, session.staff.role)) return reply.code(403).send({ message: staffMessages.adminsOnly });
    request.staffSession = session;
  });

  // After the body is read: a form may send the token as `_csrf` instead of the header.
  app.addHook("preValidation", async (request: FastifyRequest, reply: FastifyReply) => {
    const session = request.staffSession;
    if (SAFE_METHODS.has(request.method) || !session) return;
    const field = (request.body as { _csrf?: unknown } | null | undefined)?._csrf;
    const token = request.headers["x-csrf-token"] ?? field;
    if (!sameToken(token, session.csrfToken)) return reply.code(403).send({ message: staffMessages.csrfInvalid });
  });
}
