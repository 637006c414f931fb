/** GET /: the application page, with the session cookie and the CSRF token and edition in meta tags. */
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { Language } from "../../../shared/i18n/languages.ts";
import { editionsChargingFees } from "../../billing/fee-editions.ts";
import type { Config } from "../../config.ts";
import { type EditionRow, periodJson } from "../../editions/editions.ts";
import { cachedFormEdition } from "../../editions/form-edition.ts";
import { checkFormPageTexts, formPageIn } from "../../languages/form-page.ts";
import { offeredLanguages } from "../../languages/offered.ts";
import { announceLanguage } from "../../languages/request-language.ts";
import { ensureApplicantSession, pageSessionWithoutDatabase } from "../../sessions/applicant-session.ts";
import type { ApplicantSessionStore } from "../../store/applicant-sessions.ts";
import type { Db } from "../../store/database.ts";
import type { ClientFiles } from "../../web/client-files.ts";
import { notJson } from "../../web/contract.ts";
import { escapeHtml } from "../../web/html.ts";

export const HEAD_PLACEHOLDER = "<!--app-head-->";

/**
 * While the database does not answer, the page is served from its last good read of the form's
 * edition (its name, period and whether it charges fees) for up to this long; older, or never read
 * since start, a browser gets the 503 page. Staff changes to the edition made meanwhile show once the
 * database answers again.
 */
export const FORM_PAGE_STALE_MS = 10 * 60_000;

/** A database that hangs is given this long before the page is served from its last good read. */
export const FORM_PAGE_READ_TIMEOUT_MS = 2_000;

/** `work`, or a rejection once `ms` have passed without its answer (the work itself is not cancelled). */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The database did not answer within ${ms} ms.`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The database does not answer and no read of the form's edition is recent enough to serve the page. */
class FormPageUnavailableError extends Error {
  // Answered as the database being briefly unavailable (web/error-handler.ts): 503 with Retry-After.
  readonly code = "DATABASE_AWAY";
}

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
  const template = await formPageTemplate(client);
  // The page is written in the applicant's language, and says so.
  announceLanguage(app);

  let lastGood: { edition: EditionRow | undefined; chargesFees: boolean; readAt: number } | undefined;
  /** The edition the form applies to and its application period (issue 10), from the database. */
  const readEdition = async () => {
    const edition = await cachedFormEdition(db, config.openEditions, Date.now());
    const chargesFees = edition !== undefined && (await editionsChargingFees(db)).has(edition.slug);
    lastGood = { edition, chargesFees, readAt: Date.now() };
    return lastGood;
  };

  app.get("/", { schema: { response: { 200: notJson("text/html") } } }, async (request, reply) => {
    let session: Awaited<ReturnType<typeof ensureApplicantSession>>;
    let read: NonNullable<typeof lastGood>;
    try {
      [session, read] = await within(
        FORM_PAGE_READ_TIMEOUT_MS,
        Promise.all([ensureApplicantSession(request, reply, applicantSessions), readEdition()]),
      );
    } catch (error) {
      const copy = lastGood;
      if (!copy || Date.now() - copy.readAt > FORM_PAGE_STALE_MS)
        throw new FormPageUnavailableError("The database does not answer.", { cause: error });
      request.log.warn(
        { err: error, readAt: copy.readAt },
        "the form page is served from its last good read: the database does not answer",
      );
      session = pageSessionWithoutDatabase(request, reply, applicantSessions);
      read = copy;
    }
    const head = formPageHead({
      csrfToken: session.csrfToken,
      edition: read.edition,
      fallbackEdition: config.openEditions[0] ?? "",
      config,
      chargesFees: read.chargesFees,
    });
    return reply
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(await template(request, head, await offeredLanguages(db)));
  });
};

/**
 * The application page's HTML at `url` with its head filled in. Read once at start, so a server
 * without its built page stops at once with the fix.
 */
export async function formPageTemplate(
  client: ClientFiles,
): Promise<(request: FastifyRequest, head: string, offered: readonly Language[]) => Promise<string>> {
  const read = async (url: string) => {
    const html = await client.htmlPage("index.html", url);
    if (!html.includes(HEAD_PLACEHOLDER))
      throw new Error(`The application page has no ${HEAD_PLACEHOLDER} placeholder.`);
    checkFormPageTexts(html);
    return html;
  };
  await read("/");
  return async (request, head, offered) => {
    // In the request's language, with its switcher and only its words.
    const { page, words } = formPageIn(await read(request.url), request.url, request.language, offered);
    return page.replace(HEAD_PLACEHOLDER, `${head}\n    ${words}`);
  };
}

/** The meta tags the form reads (page-config.ts): its CSRF token, edition, period and upload limits. */
export function formPageHead(options: {
  csrfToken: string;
  edition: EditionRow | undefined;
  fallbackEdition: string;
  config: Config;
  /** The edition charges fees, so the company's country is required. */
  chargesFees?: boolean;
  extra?: [name: string, content: string][];
}): string {
  const { csrfToken, edition, config } = options;
  const limits = JSON.stringify({ maxFileBytes: config.maxFileBytes, maxSubmissionBytes: config.maxSubmissionBytes });
  const tags: [string, string][] = [
    ["csrf-token", csrfToken],
    ["edition", edition?.slug ?? options.fallbackEdition],
    ...(edition ? ([["edition-name", edition.name]] as [string, string][]) : []),
    ...(edition ? ([["application-period", JSON.stringify(periodJson(edition))]] as [string, string][]) : []),
    ["upload-limits", limits],
    ...(options.chargesFees ? ([["tax-country-required", "true"]] as [string, string][]) : []),
    ...(options.extra ?? []),
  ];
  return tags.map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content)}">`).join("\n    ");
}
