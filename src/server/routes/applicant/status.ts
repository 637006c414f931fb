/**
 * The galleries' private status pages (no session: the link is the key):
 *   GET  /status/<token>                    the application, its status as the gallery may see it
 *   GET  /status/<token>/files/<file id>    a thumbnail of one of its pictures
 *   GET  /status/<token>/withdraw           the confirmation step · POST confirm=yes&_csrf=…
 *   GET  /status                            the form that emails the links again · POST /status/link {"email"}
 * A malformed or unknown token, or a file of another application, is the site's 404. Nothing here
 * is cached or sent on as a referrer, and the request log replaces the token (web/log-url.ts).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { linkRequestBody, linkRequested } from "../../../shared/api/applicant.ts";
import { messageAnswer } from "../../../shared/api/message.ts";
import { ID_PATTERN, isEmailAddress } from "../../../shared/api/patterns.ts";
import { APPLICANT } from "../../applications/actor.ts";
import { loadApplication, storedLanguage } from "../../applications/load.ts";
import { INLINE_TYPES } from "../../applications/staff-view.ts";
import { changeStatus, StatusChangeError } from "../../applications/status.ts";
import { galleryInvoices } from "../../billing/gallery-invoices.ts";
import { allocatedBoothOf } from "../../booths/allocations.ts";
import { planHrefFor } from "../../booths/booth-section.ts";
import { PictureVariants, pictureContentType } from "../../ecosystem/picture-variants.ts";
import { findEdition, periodState } from "../../editions/editions.ts";
import { cachedFormEdition } from "../../editions/form-edition.ts";
import { pageLanguage, statusPageLanguage } from "../../languages/page-language.ts";
import { announceLanguage } from "../../languages/request-language.ts";
import { sentLetterFor } from "../../letters/outbox.ts";
import { STATUS_LINK } from "../../letters/templates.ts";
import { acceptedWithdrawalMail, statusLinkMail } from "../../mail/status-link.ts";
import {
  adminsHearOfWithdrawal,
  changeRefusal,
  mayStartFrom,
  mayWithdraw,
  shownStatus,
  showsBooth,
  showsDecision,
  statusLinkGoesToSql,
} from "../../policy/applicant.ts";
import { decisionsReleased } from "../../policy/public.ts";
import { hearsAsAdminSql } from "../../policy/staff.ts";
import { renderLinkForm, renderStatusPage, renderWithdrawPage, type StatusPageView } from "../../status-page/page.ts";
import {
  applicationOfToken,
  isStatusFormToken,
  newStatusToken,
  saveStatusToken,
  statusPath,
  statusUrl,
} from "../../status-page/tokens.ts";
import { pictureCacheDir } from "../../store/data-dir.ts";
import { notJson } from "../../web/contract.ts";
import { TOKEN_ROUTE } from "../../web/log-url.ts";
import { renderSiteNotFoundPage } from "../../web/not-found.ts";
import { refuseCrossSite } from "../../web/protection.ts";
import type { PageLanguage } from "../../web/site-page.ts";
import type { RouteContext } from "../context.ts";
import { ECOSYSTEM_ENTRY } from "../public/ecosystem.ts";

const FORM_BODY_LIMIT = 4 * 1024;
/** Links asked for again: per address and per IP address, each within an hour. */
export const LINKS_PER_ADDRESS_PER_HOUR = 5;
export const LINKS_PER_IP_PER_HOUR = 30;
const HOUR = 60 * 60 * 1000;

type WithToken = { Params: { token: string } };

export const statusRoutes: FastifyPluginAsync<RouteContext> = async (app, { config, db, store, client, outbox }) => {
  const assets = () => client.entryAssets(ECOSYSTEM_ENTRY);
  const variants = new PictureVariants(store, pictureCacheDir(config.dataDir));

  // The page's forms post application/x-www-form-urlencoded; only in this plugin.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.addHook("onRequest", async (_request, reply) => {
    // The token is in the address: no cache keeps the page, no other site learns the address.
    reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer");
  });

  // Every page here is in the reader's language, and says so (Content-Language).
  announceLanguage(app);
  /** The application's pages speak its language unless the visitor chose another (page-language.ts). */
  async function languageOf(request: FastifyRequest, view: StatusPageView): Promise<PageLanguage> {
    request.language = await statusPageLanguage(request, db, view.application.language);
    return pageLanguage(request, db);
  }
  const notFound = async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(404)
      .type("text/html; charset=utf-8")
      .send(renderSiteNotFoundPage(assets(), await pageLanguage(request, db)));
  const htmlPage = (reply: FastifyReply, code: number, body: string) =>
    reply.code(code).type("text/html; charset=utf-8").send(body);
  /**
   * A page with a form: under no-referrer, Chromium sends `Origin: null` with the form's POST, which
   * the cross-site check must refuse. Same-origin keeps the referrer on this server, whose log never
   * holds it, and lets the real origin through.
   */
  const formPage = (reply: FastifyReply, code: number, body: string) =>
    htmlPage(reply.header("referrer-policy", "same-origin"), code, body);

  async function viewOf(token: string): Promise<StatusPageView | undefined> {
    const id = await applicationOfToken(db, token);
    const application = id && (await loadApplication(db, id));
    if (!application) return undefined;
    const edition = await findEdition(db, config.openEditions, application.form.edition);
    const released = decisionsReleased(edition);
    const shown = shownStatus(application.status, released);
    const now = Date.now();
    const current = await cachedFormEdition(db, config.openEditions, now);
    const startFrom =
      current &&
      mayStartFrom(
        { edition: application.form.edition },
        { slug: current.slug, periodOpen: periodState(current, now) === "open" },
      )
        ? current.name
        : undefined;
    const letter = showsDecision(shown) ? await sentLetterFor(db, application.id, application.status) : undefined;
    const invoices = await galleryInvoices(db, application.id, now);
    const held = shown === "accepted" ? await allocatedBoothOf(db, application.id) : undefined;
    const booth =
      held && showsBooth(shown, true)
        ? { booth: held, planHref: await planHrefFor(db, config.openEditions, application.form.edition) }
        : undefined;
    return {
      token,
      application,
      editionName: edition?.name ?? application.form.edition,
      timeZone: edition?.time_zone ?? "UTC",
      shown,
      canWithdraw: mayWithdraw(application.status, released),
      changeRefused: changeRefusal({
        status: application.status,
        periodOpen: edition !== undefined && periodState(edition, now) === "open",
      }),
      released,
      startFrom,
      invoices,
      booth,
      cardPayments: config.stripe !== undefined,
      letter: letter && {
        subject: letter.subject,
        body: letter.body.split(STATUS_LINK).join(statusUrl(config.publicUrl, token)),
      },
    };
  }

  // Any token is looked up: a malformed one is the site's 404 page, as an unknown one.
  const token = z.object({ token: z.string() });
  const page = notJson("text/html");
  const pageRoute = { ...TOKEN_ROUTE, schema: { params: token, response: { 200: page, 404: page } } };
  const fileRoute = {
    ...TOKEN_ROUTE,
    schema: {
      params: token.extend({ fileId: z.string() }),
      response: { 200: notJson("image/webp"), 404: page, 500: messageAnswer },
    },
  };
  // The withdrawal's form: urlencoded confirm=yes and _csrf, read by the handler.
  const withdrawRoute = {
    ...TOKEN_ROUTE,
    config: { ...TOKEN_ROUTE.config, takes: "form" as const },
    schema: { params: token, response: { 200: page, 403: page, 404: page, 422: page } },
  };

  app.get<WithToken>("/status/:token", pageRoute, async (request, reply) => {
    const view = await viewOf(request.params.token);
    if (!view) return notFound(request, reply);
    const language = await languageOf(request, view);
    const notice =
      (request.query as Record<string, unknown>).withdrawn === "1" ? language.t.t("pages.withdrawnNotice") : undefined;
    return htmlPage(reply, 200, renderStatusPage(view, assets(), language, notice));
  });

  app.get<{ Params: { token: string; fileId: string } }>(
    "/status/:token/files/:fileId",
    fileRoute,
    async (request, reply) => {
      const { token, fileId } = request.params;
      const id = ID_PATTERN.test(fileId) ? await applicationOfToken(db, token) : undefined;
      const file =
        id &&
        (await db
          .selectFrom("files")
          .select(["storage_key", "content_type"])
          .where("id", "=", fileId)
          .where("application_id", "=", id)
          .executeTakeFirst());
      if (!file || !INLINE_TYPES.has(file.content_type)) return notFound(request, reply);
      let opened: Awaited<ReturnType<PictureVariants["open"]>>;
      try {
        opened = await variants.open(file.storage_key, "list");
      } catch (error) {
        request.log.error({ err: error, file: fileId }, "A thumbnail for a status page could not be made.");
        return reply.code(500).send({ message: "The thumbnail cannot be shown." });
      }
      return reply
        .header("content-security-policy", "sandbox")
        .header("x-content-type-options", "nosniff")
        .header("content-length", opened.bytes)
        .type(pictureContentType("list"))
        .send(opened.stream);
    },
  );

  app.get<WithToken>("/status/:token/withdraw", pageRoute, async (request, reply) => {
    const view = await viewOf(request.params.token);
    if (!view) return notFound(request, reply);
    if (!view.canWithdraw) return reply.redirect(statusPath(view.token), 303);
    return formPage(reply, 200, renderWithdrawPage(view, assets(), await languageOf(request, view)));
  });

  app.post<WithToken & { Body: Record<string, unknown> | null }>(
    "/status/:token/withdraw",
    { ...withdrawRoute, onRequest: refuseCrossSite },
    async (request, reply) => {
      const view = await viewOf(request.params.token);
      if (!view) return notFound(request, reply);
      const body = request.body ?? {};
      const language = await languageOf(request, view);
      if (!isStatusFormToken(view.token, body._csrf))
        return htmlPage(reply, 403, renderWithdrawPage(view, assets(), language, language.t.t("pages.formExpired")));
      if (!view.canWithdraw) return reply.redirect(statusPath(view.token), 303);
      if (body.confirm !== "yes")
        return htmlPage(
          reply,
          422,
          renderWithdrawPage(view, assets(), language, language.t.t("pages.confirmWithButton")),
        );
      const wasAccepted = adminsHearOfWithdrawal(view.application.status, view.released);
      try {
        await changeStatus(db, [view.application.id], "withdrawn", APPLICANT, "withdrawn by the applicant");
      } catch (error) {
        // The committee changed the status meanwhile: the page shows what it is now.
        if (error instanceof StatusChangeError) return reply.redirect(statusPath(view.token), 303);
        throw error;
      }
      request.log.info({ application: view.application.id }, "application withdrawn by the applicant");
      if (wasAccepted) void tellAdmins(request, view);
      return reply.redirect(`${statusPath(view.token)}?withdrawn=1`, 303);
    },
  );

  /** An accepted gallery gave up its booth after the release: every active admin hears of it. */
  async function tellAdmins(request: FastifyRequest, view: StatusPageView): Promise<void> {
    try {
      const admins = await db.selectFrom("staff").select("email").where(hearsAsAdminSql()).execute();
      const about = {
        id: view.application.id,
        gallery: view.application.form.gallery.name,
        edition: view.editionName,
      };
      const link = `${config.publicUrl}/admin/applications/${view.application.id}`;
      await db.transaction().execute(async (trx) => {
        for (const admin of admins)
          await outbox.queue(trx, {
            ...acceptedWithdrawalMail(admin.email, about, link),
            kind: "withdrawal-notice",
            applicationId: view.application.id,
          });
      });
      outbox.wake();
    } catch (error) {
      request.log.error(
        { err: error, application: view.application.id },
        "the admins could not be told of a withdrawal",
      );
    }
  }

  app.get("/status", { schema: { response: { 200: page } } }, async (request, reply) =>
    formPage(reply, 200, renderLinkForm(assets(), await pageLanguage(request, db))),
  );

  const perIp = app.createRateLimit({
    max: LINKS_PER_IP_PER_HOUR,
    timeWindow: HOUR,
    keyGenerator: (request) => `status-link-ip:${request.ip}`,
  });
  const perAddress = app.createRateLimit({
    max: LINKS_PER_ADDRESS_PER_HOUR,
    timeWindow: HOUR,
    keyGenerator: (request) => `status-link-address:${addressOf(request.body)}`,
  });

  const linkRoute = {
    onRequest: refuseCrossSite,
    // A field of the wrong type is refused as an address that is none is: 422.
    config: { refuseWith: 422 as const },
    schema: {
      body: linkRequestBody,
      // The form is answered with its page again (a string, sent as it is), a JSON client with these.
      response: {
        200: linkRequested.or(z.string()),
        422: messageAnswer.or(z.string()),
        429: messageAnswer.or(z.string()),
      },
    },
  };
  app.post<{ Body: unknown }>("/status/link", linkRoute, async (request, reply) => {
    const fromForm = (request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded");
    const email = addressOf(request.body);
    const language = await pageLanguage(request, db);
    const { t } = language;
    // The same pattern as the application form's address: a dot after the @, and no longer than SMTP carries.
    if (!isEmailAddress(email)) {
      const message = t.t("pages.notAnEmail");
      return fromForm
        ? formPage(reply, 422, renderLinkForm(assets(), language, { message, email }))
        : reply.code(422).send({ message });
    }
    for (const check of [perIp, perAddress]) {
      const limit = await check(request);
      if (!limit.isAllowed && limit.isExceeded) {
        const message = t.t("pages.tooManyLinks", { minutes: Math.ceil(limit.ttlInSeconds / 60) });
        reply.header("retry-after", String(limit.ttlInSeconds));
        return fromForm
          ? formPage(reply, 429, renderLinkForm(assets(), language, { message, email }))
          : reply.code(429).send({ message });
      }
    }
    // Not awaited: the answer, and the time it takes, must not tell whether the address is known.
    void sendLinks(request, email);
    const sent = t.t("pages.linkSent");
    return fromForm
      ? formPage(reply, 200, renderLinkForm(assets(), language, { message: sent, email }))
      : { message: sent };
  });

  async function sendLinks(request: FastifyRequest, email: string): Promise<void> {
    try {
      const applications = await db
        .selectFrom("applications")
        .select(["id", "gallery_name", "gallery_contact", "gallery_email", "edition", "language"])
        .where(statusLinkGoesToSql(email))
        .execute();
      for (const application of applications) {
        const edition = await findEdition(db, config.openEditions, application.edition);
        // The link works exactly when its email is in the outbox.
        await db.transaction().execute(async (trx) => {
          const token = newStatusToken();
          await saveStatusToken(trx, application.id, token);
          const mail = statusLinkMail(
            application.gallery_email.trim(),
            {
              id: application.id,
              gallery: application.gallery_name,
              contact: application.gallery_contact.trim(),
              edition: edition?.name ?? application.edition,
              language: storedLanguage(application.language),
            },
            statusUrl(config.publicUrl, token),
          );
          await outbox.queue(trx, { ...mail, kind: "status-link", applicationId: application.id });
        });
      }
      outbox.wake();
    } catch (error) {
      request.log.error({ err: error }, "the links to status pages could not be sent");
    }
  }
};

function addressOf(body: unknown): string {
  const email = body && typeof body === "object" ? (body as Record<string, unknown>).email : undefined;
  return typeof email === "string" ? email.trim().toLowerCase() : "";
}
