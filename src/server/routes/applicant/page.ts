/** GET /: the application page, with the session cookie and the CSRF token and edition in meta tags. */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../../config.ts";
import { ensureApplicantSession } from "../../sessions/applicant-session.ts";
import type { ApplicantSessionStore } from "../../store/applicant-sessions.ts";
import { escapeHtml } from "../../web/html.ts";

export const HEAD_PLACEHOLDER = "<!--app-head-->";

export interface PageRoutesOptions {
  config: Config;
  applicantSessions: ApplicantSessionStore;
  clientDir: string;
}

export function readPageTemplate(clientDir: string): string {
  const file = path.join(clientDir, "index.html");
  try {
    const html = readFileSync(file, "utf8");
    if (!html.includes(HEAD_PLACEHOLDER)) throw new Error(`${file} has no ${HEAD_PLACEHOLDER} placeholder.`);
    return html;
  } catch (error) {
    throw new Error(`The application page is not built (${(error as Error).message}). Run "npm run build" first.`);
  }
}

export const pageRoutes: FastifyPluginAsync<PageRoutesOptions> = async (
  app,
  { config, applicantSessions, clientDir },
) => {
  const template = readPageTemplate(clientDir);
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
      .send(template.replace(HEAD_PLACEHOLDER, head));
  });
};
