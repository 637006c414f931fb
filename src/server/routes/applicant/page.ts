/** GET /: the application page, with the session cookie and the CSRF token and edition in meta tags. */
import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../../config.ts";
import { periodJson } from "../../editions/editions.ts";
import { cachedFormEdition } from "../../editions/form-edition.ts";
import { ensureApplicantSession } from "../../sessions/applicant-session.ts";
import type { ApplicantSessionStore } from "../../store/applicant-sessions.ts";
import type { Db } from "../../store/database.ts";
import type { ClientFiles } from "../../web/client-files.ts";
import { escapeHtml } from "../../web/html.ts";

export const HEAD_PLACEHOLDER = "<!--app-head-->";

export interface PageRoutesOptions {
  config: Config;
  applicantSessions: ApplicantSessionStore;
  client: ClientFiles;
  db: Db;
}

export const pageRoutes: FastifyPluginAsync<PageRoutesOptions> = async (
  app,
  { config, applicantSessions, client, db },
) => {
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
    // The edition the form applies to and its application period (issue 10), from the database.
    const edition = await cachedFormEdition(db, config.openEditions, Date.now());
    const period = edition ? JSON.stringify(periodJson(edition)) : "";
    const head = [
      `<meta name="csrf-token" content="${escapeHtml(session.csrfToken)}">`,
      `<meta name="edition" content="${escapeHtml(edition?.slug ?? config.openEditions[0] ?? "")}">`,
      ...(edition ? [`<meta name="edition-name" content="${escapeHtml(edition.name)}">`] : []),
      ...(edition ? [`<meta name="application-period" content="${escapeHtml(period)}">`] : []),
      `<meta name="upload-limits" content="${escapeHtml(limits)}">`,
    ].join("\n    ");
    return reply
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send((await template(request.url)).replace(HEAD_PLACEHOLDER, head));
  });
};
