/**
 * The language a server-rendered page is written in, with what its switcher needs. The status pages
 * speak the application's language unless the visitor chose one (`?lang=` or the cookie): a gallery
 * that applied in German reads its page in German from the emailed link, whatever its browser says.
 */
import type { FastifyRequest } from "fastify";
import { isLanguage, type Language } from "../../shared/i18n/languages.ts";
import { translatorFor } from "../../shared/i18n/translators.ts";
import type { Db } from "../store/database.ts";
import type { PageLanguage } from "../web/site-page.ts";
import { offeredLanguages } from "./offered.ts";
import { LANGUAGE_COOKIE } from "./request-language.ts";

export async function pageLanguage(
  request: FastifyRequest,
  db: Db,
  language = request.language,
): Promise<PageLanguage> {
  return { t: translatorFor(language), url: request.url, offered: await offeredLanguages(db) };
}

/** Whether the visitor chose the request's language herself (an offered `?lang=` or the cookie), not her browser. */
function chosenByVisitor(request: FastifyRequest): boolean {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  const asked = [typeof query === "string" ? query : undefined, request.cookies[LANGUAGE_COOKIE]];
  return asked.some((code) => code?.trim().toLowerCase() === request.language);
}

/**
 * A status page's language: the visitor's choice, else the application's (when still offered),
 * else the request's (Accept-Language, English).
 */
export async function statusPageLanguage(
  request: FastifyRequest,
  db: Db,
  applicationLanguage: Language,
): Promise<Language> {
  if (chosenByVisitor(request)) return request.language;
  const offered = await offeredLanguages(db);
  return isLanguage(applicationLanguage) && offered.includes(applicationLanguage)
    ? applicationLanguage
    : request.language;
}
