/**
 * GET/POST /admin/sign-in and POST /admin/sign-out. The form posts and a JSON body answer alike:
 * one message for every failure, 429 with Retry-After while throttled, and a new session id at
 * every sign-in (any session the browser held before is ended).
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { signedIn, signInBody, signInRefused } from "../../../shared/api/me.ts";
import type { Config } from "../../config.ts";
import { clearStaffCookie, setStaffCookie, staffSessionToken } from "../../sessions/staff-session.ts";
import type { SignInResult, StaffSignIn } from "../../staff/sign-in.ts";
import { totpUri } from "../../staff/totp.ts";
import type { StaffMember } from "../../store/staff.ts";
import type { StaffSessionStore } from "../../store/staff-sessions.ts";
import { notJson } from "../../web/contract.ts";
import { renderSignInPage, type SignInStep } from "./sign-in-page.ts";
import { minutesOf, type SignInWords, signInWords } from "./sign-in-words.ts";

/** The answers to a script (JSON), in English; the pages say them in the visitor's language (`refusals` below). */
export const signInMessages = {
  wrong: "Email or password is wrong.",
  codeRequired: "Enter the code from your authenticator app.",
  wrongCode: "The code is not right, or was used already. Enter the newest code from your authenticator app.",
  setupRequired: "Two-step sign-in is required. Sign in on the sign-in page to set up your authenticator app.",
  expired: "The sign-in took too long. Please start again.",
  throttled: (seconds: number) =>
    `Too many failed sign-in attempts. Please try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? "s" : ""}.`,
} as const;

/** A refusal as the page says it, in the visitor's language. */
type PageRefusal = (words: SignInWords) => string;

const refusals = {
  wrong: (words: SignInWords) => words.t("signIn.wrong"),
  wrongCode: (words: SignInWords) => words.t("signIn.wrongCode"),
  expired: (words: SignInWords) => words.t("signIn.expired"),
  throttled: (seconds: number) => (words: SignInWords) => words.t("signIn.throttled", { minutes: minutesOf(seconds) }),
};

/** How long the second step (code) may follow the password. */
const PENDING_MS = 5 * 60_000;

export interface SignInRoutesOptions {
  config: Config;
  sessions: StaffSessionStore;
  signIn: StaffSignIn;
}

interface SignInBody {
  email?: unknown;
  password?: unknown;
  totp?: unknown;
  next?: unknown;
  pending?: unknown;
}

const str = (value: unknown, max = 1024) => (typeof value === "string" ? value.slice(0, max) : "");

/** Only a path of the back office itself: never another site, never the sign-in page again. */
export function safeNext(value: unknown): string {
  const next = str(value, 2000);
  if (!next.startsWith("/admin") || next.startsWith("//") || next.includes("\\")) return "/admin";
  const url = new URL(next, "http://x");
  if (url.host !== "x" || !/^\/admin(\/|$)/.test(url.pathname) || /^\/admin\/sign-(in|out)/.test(url.pathname))
    return "/admin";
  return url.pathname + url.search;
}

interface Pending {
  staffId: string;
  /** Set when the member is setting up an app: the secret the page showed. */
  secret?: string;
  /** With the secret: the account's name in the authenticator app. */
  email?: string;
  expiresAt: number;
}

function pendingToken(app: FastifyInstance, pending: Pending): string {
  return app.signCookie(Buffer.from(JSON.stringify(pending)).toString("base64url"));
}

function readPending(app: FastifyInstance, token: string): Pending | undefined {
  const unsigned = app.unsignCookie(token);
  if (!unsigned.valid || !unsigned.value) return undefined;
  try {
    const pending = JSON.parse(Buffer.from(unsigned.value, "base64url").toString("utf8")) as Pending;
    return typeof pending.staffId === "string" && pending.expiresAt > Date.now() ? pending : undefined;
  } catch {
    return undefined;
  }
}

/** A new session for the member, its cookie on the reply: at sign-in, or after she chose her password with a link. */
export async function startStaffSession(
  sessions: StaffSessionStore,
  request: FastifyRequest,
  reply: FastifyReply,
  member: StaffMember,
) {
  // Session fixation: whatever id the browser brought is ended; the new one is random.
  const previous = staffSessionToken(request);
  if (previous) await sessions.end(previous);
  const session = await sessions.create(member.id);
  setStaffCookie(request, reply, session.token);
  return session;
}

export const signInRoutes: FastifyPluginAsync<SignInRoutesOptions> = async (app, { sessions, signIn }) => {
  const isForm = (request: FastifyRequest) =>
    (request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded");

  const page = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    step: SignInStep,
    next: string,
    refusal?: PageRefusal,
  ) => {
    const words = signInWords(request, reply);
    const error = refusal?.(words);
    return reply
      .code(status)
      .type("text/html; charset=utf-8")
      .header("content-language", words.tag)
      .send(renderSignInPage(step, { next, words, ...(error ? { error } : {}) }));
  };

  const startSession = (request: FastifyRequest, reply: FastifyReply, member: StaffMember) =>
    startStaffSession(sessions, request, reply, member);

  app.get<{ Querystring: { next?: string } }>(
    "/sign-in",
    {
      config: { staffAccess: "public" },
      // `next` is checked by safeNext: anything but a back-office path is /admin.
      schema: { querystring: z.object({ next: z.string().optional() }), response: { 200: notJson("text/html") } },
    },
    async (request, reply) => page(request, reply, 200, { step: "password" }, safeNext(request.query.next)),
  );

  const signInContract = {
    config: { staffAccess: "public" as const },
    // The form is answered with pages (strings, which Fastify sends as they are), a JSON client with these.
    schema: {
      body: signInBody,
      response: { 200: signedIn.or(z.string()), 401: signInRefused.or(z.string()), 429: signInRefused.or(z.string()) },
    },
  };
  app.post<{ Body: SignInBody | null }>("/sign-in", signInContract, async (request, reply) => {
    const body = request.body && typeof request.body === "object" ? request.body : {};
    const form = isForm(request);
    const next = safeNext(body.next);
    const code = str(body.totp, 32);
    const pendingValue = str(body.pending, 2000);
    let pending: Pending | undefined;
    let result: SignInResult;
    if (form && pendingValue) {
      pending = readPending(app, pendingValue);
      if (!pending) return page(request, reply, 401, { step: "password" }, next, refusals.expired);
      result = await signIn.withCode(
        { staffId: pending.staffId, code, ...(pending.secret ? { setupSecret: pending.secret } : {}) },
        request.ip,
      );
    } else {
      result = await signIn.withPassword(
        { email: str(body.email, 320), password: str(body.password), ...(code ? { code } : {}) },
        request.ip,
      );
    }

    switch (result.outcome) {
      case "signed-in": {
        const session = await startSession(request, reply, result.member);
        if (form) return reply.code(303).header("location", next).send();
        const { email, name, role } = result.member;
        return reply.send({ email, name, role, csrf_token: session.csrfToken });
      }
      case "throttled": {
        reply.header("retry-after", String(result.retryAfterSeconds));
        if (form)
          return page(
            request,
            reply,
            429,
            { step: "password", email: str(body.email, 320) },
            next,
            refusals.throttled(result.retryAfterSeconds),
          );
        return reply.code(429).send({ message: signInMessages.throttled(result.retryAfterSeconds) });
      }
      case "code-required": {
        if (!form) return reply.code(401).send({ message: signInMessages.codeRequired, totp_required: true });
        const token = pendingToken(app, { staffId: result.member.id, expiresAt: Date.now() + PENDING_MS });
        return page(request, reply, 200, { step: "code", pending: token }, next);
      }
      case "setup-required": {
        if (!form) return reply.code(401).send({ message: signInMessages.setupRequired, totp_setup_required: true });
        const token = pendingToken(app, {
          staffId: result.member.id,
          secret: result.secret,
          email: result.member.email,
          expiresAt: Date.now() + PENDING_MS,
        });
        const uri = totpUri(result.secret, result.member.email);
        return page(request, reply, 200, { step: "setup", pending: token, secret: result.secret, uri }, next);
      }
      case "refused": {
        if (!form) return reply.code(401).send({ message: signInMessages.wrong });
        if (!pending)
          return page(request, reply, 401, { step: "password", email: str(body.email, 320) }, next, refusals.wrong);
        // The password was right: the member stays on the code step with a fresh deadline.
        const token = pendingToken(app, { ...pending, expiresAt: Date.now() + PENDING_MS });
        const step: SignInStep = pending.secret
          ? { step: "setup", pending: token, secret: pending.secret, uri: totpUri(pending.secret, pending.email ?? "") }
          : { step: "code", pending: token };
        return page(request, reply, 401, step, next, refusals.wrongCode);
      }
    }
  });

  const signOutContract = {
    // The back office's button posts its form (whose _csrf the guard reads); a script, nothing.
    config: { takes: "nothing" as const },
    schema: { response: { 204: z.undefined(), 303: z.undefined() } },
  };
  app.post("/sign-out", signOutContract, async (request, reply) => {
    const token = staffSessionToken(request);
    if (token) await sessions.end(token);
    clearStaffCookie(request, reply);
    if (isForm(request)) return reply.code(303).header("location", "/admin/sign-in").send();
    return reply.code(204).send();
  });
};
