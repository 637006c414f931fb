/**
 * What an address that leads nowhere answers: a browser (asking for text/html) gets a page of the
 * site with a way on, anything else the JSON message every API answer uses. A GET for an address
 * with a trailing slash, or for /index.html, is sent to the one canonical form of the address.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { negotiateLanguage } from "../../shared/i18n/negotiate.ts";
import { translatorFor } from "../../shared/i18n/translators.ts";
import { offeredLanguages } from "../languages/offered.ts";
import { LANGUAGE_COOKIE } from "../languages/request-language.ts";
import type { Db } from "../store/database.ts";
import type { PageAssets } from "./assets.ts";
import { html } from "./html.ts";
import { type PageLanguage, renderSitePage } from "./site-page.ts";

export const NOT_FOUND_MESSAGE = "There is nothing at this address.";

/** The canonical form of a path that has another, or undefined. Never another site (`//host`, `/\host`). */
export function canonicalPath(path: string): string | undefined {
  if (path === "/index.html") return "/";
  if (path.length < 2 || !path.endsWith("/")) return undefined;
  const trimmed = path.replace(/\/+$/, "");
  if (trimmed === "" || trimmed.startsWith("//") || trimmed.includes("\\")) return undefined;
  return trimmed;
}

export const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? "").includes("text/html");

/** In the reader's language where a page of hers leads nowhere (a status page's unknown link); English elsewhere. */
export function renderSiteNotFoundPage(assets: PageAssets | undefined, language?: PageLanguage): string {
  const t = language?.t ?? translatorFor("en");
  return renderSitePage({
    title: t.t("pages.pageNotFoundTitle"),
    description: t.t("pages.pageNotFoundDescription"),
    assets,
    language,
    main: html`<main class="page-missing">
<h1>${t.t("pages.pageNotFoundTitle")}</h1>
<p>${t.t("pages.pageNotFoundText")}</p>
<ul>
<li><a href="/">${t.t("pages.navApply")}</a></li>
<li><a href="/ecosystem">${t.t("pages.seeGalleriesTakingPart")}</a></li>
</ul>
</main>`,
  });
}

/**
 * An address that leads nowhere is outside every group that negotiates the language: the page is
 * negotiated here the same way (`?lang=`, the cookie, Accept-Language), so a reader who chose German
 * is not sent an English page.
 */
async function readersLanguage(request: FastifyRequest, db: Db): Promise<PageLanguage> {
  const offered = await offeredLanguages(db);
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  const language = negotiateLanguage(
    {
      query: typeof query === "string" ? query : undefined,
      cookie: request.cookies[LANGUAGE_COOKIE],
      acceptLanguage: request.headers["accept-language"],
    },
    offered,
  );
  return { t: translatorFor(language), url: request.url, offered };
}

export function registerNotFound(app: FastifyInstance, assets: () => PageAssets | undefined, db: Db): void {
  // Before routing's answer: /ecosystem/ would otherwise be read as a gallery with an empty name.
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const [path = "", query] = request.url.split(/\?(.*)/s);
    const canonical = canonicalPath(path);
    if (canonical !== undefined) await reply.redirect(query ? `${canonical}?${query}` : canonical, 301);
  });
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    reply.code(404).header("cache-control", "no-cache");
    if (wantsHtml(request)) {
      const language = await readersLanguage(request, db);
      return reply
        .type("text/html; charset=utf-8")
        .header("content-language", language.t.tag)
        .header("vary", "Accept-Language, Cookie")
        .send(renderSiteNotFoundPage(assets(), language));
    }
    return reply.send({ message: NOT_FOUND_MESSAGE });
  });
}
