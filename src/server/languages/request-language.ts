/**
 * The language a request is answered in (`request.language`): `?lang=`, else the `lang` cookie,
 * else the best match of Accept-Language among the offered languages, else English
 * (shared/i18n/negotiate.ts). A `?lang=` that is offered is remembered in the `lang` cookie.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { DEFAULT_LANGUAGE, type Language, languageTag } from "../../shared/i18n/languages.ts";
import { negotiateLanguage } from "../../shared/i18n/negotiate.ts";
import type { Db } from "../store/database.ts";
import { offeredLanguages } from "./offered.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The language the applicant reads; English where no negotiation ran (the back office, health checks). */
    language: Language;
  }
}

export const LANGUAGE_COOKIE = "lang";
const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** At the root, before any route: every request has a language, English until a group negotiates it. */
export function decorateRequestLanguage(app: FastifyInstance): void {
  app.decorateRequest("language", DEFAULT_LANGUAGE);
}

function queryLanguage(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.lang;
  return typeof value === "string" ? value : undefined;
}

/**
 * For a group of routes the applicant reads (the applicant's and the public ones): negotiates
 * `request.language` first thing, and keeps a chosen `?lang=` in the cookie. The cookie is
 * HttpOnly (no script of ours reads it: the server tells the page its language), SameSite=Lax
 * so a link from elsewhere keeps the choice, Path=/ for every page, and kept a year.
 */
export function negotiateRequestLanguage(app: FastifyInstance, db: Db): void {
  app.addHook("onRequest", async (request, reply) => {
    const offered = await offeredLanguages(db);
    const query = queryLanguage(request);
    const cookie = request.cookies[LANGUAGE_COOKIE];
    request.language = negotiateLanguage(
      { query, cookie, acceptLanguage: request.headers["accept-language"] },
      offered,
    );
    if (query !== undefined && request.language === query.trim().toLowerCase() && cookie !== request.language)
      reply.setCookie(LANGUAGE_COOKIE, request.language, {
        path: "/",
        sameSite: "lax",
        httpOnly: true,
        secure: request.protocol === "https",
        maxAge: A_YEAR_IN_SECONDS,
      });
  });
}

/**
 * For routes whose answers are written in the request's language: says which (`Content-Language`),
 * and that the answer varies with the cookie and Accept-Language.
 */
export function announceLanguage(app: FastifyInstance): void {
  app.addHook("onSend", async (request: FastifyRequest, reply: FastifyReply, payload) => {
    reply.header("content-language", languageTag(request.language));
    reply.header("vary", varyWith(reply.getHeader("vary"), ["Accept-Language", "Cookie"]));
    return payload;
  });
}

function varyWith(current: unknown, names: string[]): string {
  const present = String(current ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const lower = new Set(present.map((name) => name.toLowerCase()));
  return [...present, ...names.filter((name) => !lower.has(name.toLowerCase()))].join(", ");
}
