/**
 * Choosing a password without being signed in, on pages rendered by the server:
 *   GET  /admin/set-password/<token>   the form ("New password", "Set password") of an invitation or reset link
 *   POST /admin/set-password/<token>   {"password"} (form or JSON): the link then works no more and she is
 *                                      signed in (303 to /admin, or 200 as POST /admin/sign-in answers) unless
 *                                      her sign-in asks for a code (then the page "Your password is set", or 204);
 *                                      422 with the rule broken, 410 for a used, expired or unknown link
 *   GET  /admin/forgot-password        the form asking for the email address
 *   POST /admin/forgot-password        {"email"}: the same answer for any address (a link goes to a known,
 *                                      active one); 429 with Retry-After when asked too often
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { forgotPasswordBody, setPasswordBody, signedIn } from "../../../shared/api/me.ts";
import { messageAnswer } from "../../../shared/api/message.ts";
import type { AdminKey } from "../../../shared/i18n/admin/catalog.ts";
import { type StaffAccounts, setPasswordPath } from "../../staff/accounts.ts";
import { MIN_PASSWORD_LENGTH } from "../../staff/password-policy.ts";
import type { StaffSignIn } from "../../staff/sign-in.ts";
import type { StaffSessionStore } from "../../store/staff-sessions.ts";
import { notJson } from "../../web/contract.ts";
import { type Html, html } from "../../web/html.ts";
import { TOKEN_ROUTE } from "../../web/log-url.ts";
import { startStaffSession } from "./sign-in.ts";
import { errorSummary, renderStaffPage } from "./sign-in-page.ts";
import { minutesOf, passwordProblemIn, type SignInWords, signInWords } from "./sign-in-words.ts";

/** The answers to a script (JSON), in English; the pages say them in the visitor's language. */
export const passwordMessages = {
  gone: "This link does not work any more: it was used already, or it is older than 72 hours.",
  sent: "If this address belongs to an account of the back office, a link to choose a new password is on its way to it. The link works once, within 72 hours.",
  emailMissing: "Enter your email address.",
  throttled: (seconds: number) =>
    `Too many requests for a new password. Please try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? "s" : ""}.`,
} as const;

const str = (value: unknown, max = 1024) => (typeof value === "string" ? value.slice(0, max) : "");

function setPasswordForm(words: SignInWords, token: string, email: string, error?: string): Html {
  const forAccount = words.parts<Html>("signIn.chooseFor", {
    email,
    strong: (chunks) => html`<strong>${chunks}</strong>`,
  });
  return html`<h1>${words.t("signIn.chooseTitle")}</h1>
    ${errorSummary(words, error, "password")}
    <p>${forAccount}</p>
    <form method="post" action="${setPasswordPath(token)}" novalidate>
      <input type="email" name="username" value="${email}" autocomplete="username" hidden>
      <div class="field">
        <label for="password">${words.t("signIn.newPassword")}</label>
        <p class="hint" id="password-hint">${words.t("signIn.newPasswordHint", { min: MIN_PASSWORD_LENGTH })}</p>
        <input id="password" name="password" type="password" autocomplete="new-password" aria-describedby="password-hint" required ${error ? "" : html`autofocus`}>
      </div>
      <button type="submit">${words.t("signIn.setPassword")}</button>
    </form>`;
}

const gonePage = (words: SignInWords) => html`<h1>${words.t("signIn.goneHeading")}</h1>
    <p>${words.t("signIn.gone")}</p>
    <p>${words.parts<Html>("signIn.goneAsk", { link: (chunks) => html`<a href="/admin/forgot-password">${chunks}</a>` })}</p>`;

const passwordSetPage = (words: SignInWords) => html`<h1>${words.t("signIn.setHeading")}</h1>
    <p>${words.t("signIn.setText")}</p>
    <p><a href="/admin/sign-in">${words.t("signIn.signIn")}</a></p>`;

function forgotForm(words: SignInWords, email: string, error?: string): Html {
  return html`<h1>${words.t("signIn.forgotTitle")}</h1>
    ${errorSummary(words, error, "email")}
    <p>${words.t("signIn.forgotIntro")}</p>
    <form method="post" action="/admin/forgot-password" novalidate>
      <div class="field">
        <label for="email">${words.t("signIn.email")}</label>
        <input id="email" name="email" type="email" autocomplete="username" spellcheck="false" value="${email}" required ${error ? "" : html`autofocus`}>
      </div>
      <button type="submit">${words.t("signIn.sendLink")}</button>
    </form>
    <p><a href="/admin/sign-in">${words.t("signIn.backToSignIn")}</a></p>`;
}

const sentPage = (words: SignInWords) => html`<h1>${words.t("signIn.sentTitle")}</h1>
    <p class="notice" role="status">${words.t("signIn.sent")}</p>
    <p><a href="/admin/sign-in">${words.t("signIn.backToSignIn")}</a></p>`;

export const passwordPages: FastifyPluginAsync<{
  accounts: StaffAccounts;
  signIn: StaffSignIn;
  sessions: StaffSessionStore;
}> = async (app, { accounts, signIn, sessions }) => {
  const isForm = (request: FastifyRequest) =>
    (request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded");
  /** A page in the visitor's language: its title's key, and its content made with its words. */
  const page = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    title: AdminKey,
    content: (words: SignInWords) => Html,
    withError = false,
  ) => {
    const words = signInWords(request, reply);
    return reply
      .code(status)
      .type("text/html; charset=utf-8")
      .header("content-language", words.tag)
      .send(renderStaffPage(words, words.t(title), content(words), withError));
  };
  const publicRoute = { config: { staffAccess: "public" as const } };
  // The link's token is its key: the request log names it, never writes it (web/log-url.ts).
  const linkRoute = { config: { ...publicRoute.config, ...TOKEN_ROUTE.config } };
  // The forms are answered with pages (strings, sent as they are), a JSON client with the shared schemas.
  const htmlPage = notJson("text/html");
  const pageOr = (json: z.ZodType) => json.or(z.string());
  // Any token is looked up: a malformed one is a link that does not work (410), as an unknown one.
  const params = z.object({ token: z.string() });
  const linkPage = { ...linkRoute, schema: { params, response: { 200: htmlPage, 410: htmlPage } } };
  const setPassword = {
    ...linkRoute,
    schema: {
      params,
      body: setPasswordBody,
      response: {
        200: pageOr(signedIn),
        204: z.undefined(),
        303: z.undefined(),
        410: pageOr(messageAnswer),
        422: pageOr(messageAnswer),
      },
    },
  };
  const forgotPage = { ...publicRoute, schema: { response: { 200: htmlPage } } };
  const forgot = {
    ...publicRoute,
    schema: {
      body: forgotPasswordBody,
      response: { 200: htmlPage, 202: messageAnswer, 422: pageOr(messageAnswer), 429: pageOr(messageAnswer) },
    },
  };

  app.get<{ Params: { token: string } }>("/set-password/:token", linkPage, async (request, reply) => {
    // The token is the secret: never sent to another site as a referrer (same-origin keeps the form's Origin header).
    reply.header("referrer-policy", "same-origin");
    const member = await accounts.linkOwner(request.params.token);
    if (!member) return page(request, reply, 410, "signIn.goneTitle", gonePage);
    return page(request, reply, 200, "signIn.chooseTitle", (words) =>
      setPasswordForm(words, request.params.token, member.email),
    );
  });

  app.post<{ Params: { token: string }; Body: { password?: unknown } | null }>(
    "/set-password/:token",
    setPassword,
    async (request, reply) => {
      reply.header("referrer-policy", "same-origin");
      const form = isForm(request);
      const { token } = request.params;
      const result = await accounts.setPasswordWithLink(token, str(request.body?.password));
      if (result.outcome === "gone") {
        if (!form) return reply.code(410).send({ message: passwordMessages.gone });
        return page(request, reply, 410, "signIn.goneTitle", gonePage);
      }
      if (result.outcome === "refused") {
        if (!form) return reply.code(422).send({ message: result.problem });
        const member = await accounts.linkOwner(token);
        return page(
          request,
          reply,
          422,
          "signIn.chooseTitle",
          (words) => setPasswordForm(words, token, member?.email ?? "", passwordProblemIn(words, result.problem)),
          true,
        );
      }
      if (await signIn.afterPasswordSet(result.member, request.ip)) {
        const session = await startStaffSession(sessions, request, reply, result.member);
        if (form) return reply.code(303).header("location", "/admin").send();
        const { email, name, role } = result.member;
        return reply.send({ email, name, role, csrf_token: session.csrfToken });
      }
      if (!form) return reply.code(204).send();
      return page(request, reply, 200, "signIn.setTitle", passwordSetPage);
    },
  );

  app.get("/forgot-password", forgotPage, async (request, reply) =>
    page(request, reply, 200, "signIn.forgotTitle", (words) => forgotForm(words, "")),
  );

  app.post<{ Body: { email?: unknown } | null }>("/forgot-password", forgot, async (request, reply) => {
    const form = isForm(request);
    const email = str(request.body?.email, 320).trim();
    if (!email) {
      if (!form) return reply.code(422).send({ message: passwordMessages.emailMissing });
      return page(
        request,
        reply,
        422,
        "signIn.forgotTitle",
        (words) => forgotForm(words, "", words.t("signIn.emailMissing")),
        true,
      );
    }
    const allowed = await signIn.mayRequestPasswordLink(email, request.ip);
    if (allowed.outcome === "throttled") {
      reply.header("retry-after", String(allowed.retryAfterSeconds));
      if (!form) return reply.code(429).send({ message: passwordMessages.throttled(allowed.retryAfterSeconds) });
      const minutes = minutesOf(allowed.retryAfterSeconds);
      return page(
        request,
        reply,
        429,
        "signIn.forgotTitle",
        (words) => forgotForm(words, email, words.t("signIn.linkThrottled", { minutes })),
        true,
      );
    }
    // Not awaited: the answer takes as long whether the address has an account or not.
    void accounts
      .forgotPassword(email)
      .catch((error: unknown) => request.log.error({ err: error }, "a password link could not be sent"));
    if (!form) return reply.code(202).send({ message: passwordMessages.sent });
    return page(request, reply, 200, "signIn.sentTitle", sentPage);
  });
};
