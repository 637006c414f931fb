/**
 * The back office's pages: one React shell (built from src/client/admin/index.html) for every
 * /admin page address, with the staff member and the CSRF token in meta tags, and the words of the
 * code it shares with the form (src/shared/i18n/page-words.ts).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { messageAnswer } from "../../../shared/api/message.ts";
import { ADMIN_CATALOGS } from "../../../shared/i18n/admin/index.ts";
import { CATALOGS } from "../../../shared/i18n/catalogs/index.ts";
import { languageTag } from "../../../shared/i18n/languages.ts";
import { pageWordsScript } from "../../../shared/i18n/page-words.ts";
import type { ClientFiles } from "../../web/client-files.ts";
import { notJson } from "../../web/contract.ts";
import { escapeHtml } from "../../web/html.ts";
import { backOfficeLanguage } from "./back-office-language.ts";
import { staffMessages } from "./guard.ts";

export const ADMIN_HEAD_PLACEHOLDER = "<!--admin-head-->";
export const NOT_BUILT = "The back office is not built: run npm run build";

/** Addresses under these are never pages: an unknown one is a 404, not the shell (sign-out is POST only). */
const NOT_A_PAGE = /^\/admin\/(api|files|sign-out)(\/|$)/;

export const shellRoutes: FastifyPluginAsync<{ client: ClientFiles }> = async (app, { client }) => {
  const shell = async (request: FastifyRequest, reply: FastifyReply) => {
    if (NOT_A_PAGE.test(request.url.split("?")[0] ?? ""))
      return reply.code(404).send({ message: "There is no such address in the back office." });
    let template: string;
    try {
      template = await client.htmlPage("admin/index.html", request.url);
      if (!template.includes(ADMIN_HEAD_PLACEHOLDER))
        throw new Error(`admin/index.html has no ${ADMIN_HEAD_PLACEHOLDER}`);
    } catch (error) {
      request.log.error({ err: error }, NOT_BUILT);
      return reply
        .code(500)
        .type("text/plain; charset=utf-8")
        .send(`${NOT_BUILT} (${(error as Error).message}).`);
    }
    const session = request.staffSession;
    if (!session) return reply.code(401).send({ message: staffMessages.signInNeeded });
    const { email, name, role } = session.staff;
    const language = backOfficeLanguage(request);
    const head = [
      `<meta name="csrf-token" content="${escapeHtml(session.csrfToken)}">`,
      `<meta name="staff" content="${escapeHtml(JSON.stringify({ email, name, role }))}">`,
      // The back office's words in the member's language, and the form's, which the code it shares
      // with the form (file sizes, the form's field names and rules) speaks through.
      pageWordsScript(language, CATALOGS[language], ADMIN_CATALOGS[language]),
    ].join("\n    ");
    return reply
      .type("text/html; charset=utf-8")
      .header("content-language", languageTag(language))
      .send(
        template
          .replace(ADMIN_HEAD_PLACEHOLDER, head)
          .replace(/<html lang="[^"]*"/, `<html lang="${languageTag(language)}"`),
      );
  };

  // Any address under /admin is a page of the React shell, whose router says what it shows.
  const response = { 200: notJson("text/html"), 401: messageAnswer, 404: messageAnswer, 500: notJson("text/plain") };
  app.get("/", { schema: { response } }, shell);
  app.get("/*", { schema: { params: z.object({ "*": z.string() }), response } }, shell);
};
