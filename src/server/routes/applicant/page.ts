/** GET /: the application page, with the session cookie and the CSRF token and edition in meta tags. */
import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../../config.ts";
import { ensureApplicantSession } from "../../sessions/applicant-session.ts";
import type { ApplicantSessionStore } from "../../store/applicant-sessions.ts";
import type { ClientFiles } from "../../web/client-files.ts";
import { escapeHtml } from "../../web/html.ts";

export const HEAD_PLACEHOLDER = "<!--app-head-->";

export interface PageRoutesOptions {
  config: Config;
  applicantSessions: ApplicantSessionStore;
  client: ClientFiles;
}

export const pageRoutes: FastifyPluginAsync<PageRoutesOptions> = async (app, { config, applicantSessions, client }) => {
  const template = async (url: string) => {
    const html = await client.htmlPage("index.html", url);
    if (!html.includes(HEAD_PLACEHOLDER))
      throw new Error(`The application page has no ${HEAD_PLACEHOLDER} placeholder.`);
    return html;
  };
  // Read at start, so a server without its built page stops at once with the fix.
  await template("/");
  const limits = JSON.stringify({ maxFileBytes: config.maxFileBytes, maxSubmissionBytes: config.maxSubmissionBytes });

  app.get("/", async (request, reply) => {
    const session = await ensureApplicantSession(request, reply, applicantSessions);
    const head = [
      `<meta name="csrf-token" content="${escapeHtml(session.csrfToken)}">`,
      `<meta name="edition" content="${escapeHtml(config.openEditions[0] ?? "")}">`,
      `<meta name="upload-limits" content="${escapeHtml(limits)}">`,
    ].join("\n    ");
    return reply
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send((await template(request.url)).replace(HEAD_PLACEHOLDER, head));
  });
};
