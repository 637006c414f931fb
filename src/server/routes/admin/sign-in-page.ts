/**
 * The sign-in page, rendered on the server so it works without JavaScript: email and password,
 * then, for members with an authenticator app, a second step asking for its code.
 */
import { languageTag } from "../../../shared/i18n/languages.ts";
import { Html, html } from "../../web/html.ts";
import type { SignInWords } from "./sign-in-words.ts";

export type SignInStep =
  | { step: "password"; email?: string }
  | { step: "code"; pending: string }
  /** Codes are required and this member has no app yet: the key to add, then a code from it. */
  | { step: "setup"; pending: string; secret: string; uri: string };

export interface SignInPageOptions {
  next: string;
  /** The visitor's language's words (sign-in-words.ts). */
  words: SignInWords;
  /** Shown in an error summary at the top, linked to the field it concerns. */
  error?: string;
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; line-height: 1.5; color: #0b0c0c; }
  body { margin: 0; background: #f3f2f1; }
  main { max-width: 30rem; margin: 0 auto; padding: 2rem 1rem 4rem; }
  .header { background: #0b0c0c; color: #fff; padding: 0.75rem 1rem; font-weight: 700; }
  h1 { font-size: 2rem; line-height: 1.2; margin: 1.5rem 0 1.5rem; }
  .field { margin-bottom: 1.5rem; }
  label { display: block; font-weight: 700; margin-bottom: 0.25rem; }
  input[type=email], input[type=password], input[type=text] { box-sizing: border-box; width: 100%; font: inherit; padding: 0.4rem; border: 2px solid #0b0c0c; border-radius: 0; background: #fff; }
  input:focus, button:focus, a:focus { outline: 3px solid #ffdd00; outline-offset: 0; box-shadow: inset 0 0 0 2px #0b0c0c; }
  button { font: inherit; font-weight: 700; color: #fff; background: #00703c; border: 0; box-shadow: 0 2px 0 #002d18; padding: 0.5rem 1rem; cursor: pointer; }
  .error-summary { border: 5px solid #d4351c; padding: 1rem; margin-bottom: 2rem; background: #fff; }
  .error-summary:focus { outline: 3px solid #ffdd00; }
  .error-summary h2 { margin: 0 0 0.75rem; font-size: 1.5rem; }
  .error-summary ul { margin: 0; padding: 0; list-style: none; }
  .error-summary a { color: #d4351c; font-weight: 700; }
  .hint { color: #505a5f; margin: 0 0 0.5rem; }
  .notice { border-left: 5px solid #1d70b8; background: #fff; padding: 1rem; margin-bottom: 1.5rem; }
  .secret { font-family: ui-monospace, monospace; font-size: 1.25rem; letter-spacing: 0.05em; overflow-wrap: anywhere; background: #fff; padding: 0.5rem; }
  a { color: #1d70b8; }
`;

export function errorSummary(words: SignInWords, error: string | undefined, field: string): Html | string {
  if (!error) return "";
  // autofocus: the summary is read first when the page comes back with a problem (GOV.UK pattern).
  return html`<div class="error-summary" role="alert" tabindex="-1" autofocus aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">${words.t("signIn.problem")}</h2>
      <ul><li><a href="#${field}">${error}</a></li></ul>
    </div>`;
}

const codeField = (words: SignInWords, withError: boolean) => html`<div class="field">
        <label for="totp">${words.t("signIn.codeLabel")}</label>
        <p class="hint" id="totp-hint">${words.t("signIn.codeHint")}</p>
        <input id="totp" name="totp" type="text" inputmode="numeric" autocomplete="one-time-code" spellcheck="false"
          maxlength="8" aria-describedby="totp-hint" ${withError ? "" : html`autofocus`} required>
      </div>`;

function body(step: SignInStep, options: SignInPageOptions): Html {
  const { words } = options;
  const next = html`<input type="hidden" name="next" value="${options.next}">`;
  if (step.step === "password")
    return html`<h1>${words.t("signIn.signInHeading")}</h1>
    ${errorSummary(words, options.error, "email")}
    <form method="post" action="/admin/sign-in" novalidate>
      ${next}
      <div class="field">
        <label for="email">${words.t("signIn.email")}</label>
        <input id="email" name="email" type="email" autocomplete="username" spellcheck="false" value="${step.email ?? ""}" required ${options.error ? "" : html`autofocus`}>
      </div>
      <div class="field">
        <label for="password">${words.t("signIn.password")}</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required>
      </div>
      <button type="submit">${words.t("signIn.signIn")}</button>
    </form>
    <p><a href="/admin/forgot-password">${words.t("signIn.forgotLink")}</a></p>`;
  const pending = html`<input type="hidden" name="pending" value="${step.pending}">`;
  if (step.step === "code")
    return html`<h1>${words.t("signIn.codeHeading")}</h1>
    ${errorSummary(words, options.error, "totp")}
    <p>${words.t("signIn.codeIntro")}</p>
    <form method="post" action="/admin/sign-in" novalidate>
      ${next}${pending}
      ${codeField(words, Boolean(options.error))}
      <button type="submit">${words.t("signIn.verify")}</button>
    </form>`;
  const addKey = words.parts<Html>("signIn.setupAddKey", {
    link: (chunks) => html`<a href="${step.uri}">${chunks}</a>`,
  });
  return html`<h1>${words.t("signIn.setupTitle")}</h1>
    ${errorSummary(words, options.error, "totp")}
    <p>${words.t("signIn.setupIntro")}</p>
    <ol>
      <li>${words.t("signIn.setupOpenApp")}</li>
      <li>${addKey}
        <p class="secret" id="secret">${step.secret.replace(/(.{4})/g, "$1 ").trim()}</p></li>
      <li>${words.t("signIn.setupEnterCode")}</li>
    </ol>
    <form method="post" action="/admin/sign-in" novalidate>
      ${next}${pending}
      ${codeField(words, Boolean(options.error))}
      <button type="submit">${words.t("signIn.verify")}</button>
    </form>`;
}

export function renderSignInPage(step: SignInStep, options: SignInPageOptions): string {
  const { words } = options;
  const title = words.t(
    step.step === "password" ? "signIn.signInTitle" : step.step === "code" ? "signIn.codeTitle" : "signIn.setupTitle",
  );
  return renderStaffPage(words, title, body(step, options), Boolean(options.error));
}

/** A page of the back office rendered on the server (sign-in, choosing a password): the same frame and style. */
export function renderStaffPage(words: SignInWords, title: string, content: Html, withError: boolean): string {
  return html`<!doctype html>
<html lang="${languageTag(words.language)}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${words.t(withError ? "signIn.pageTitleError" : "signIn.pageTitle", { title })}</title>
    <meta name="description" content="${words.t("signIn.description")}">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <style>${new Html(STYLE)}</style>
  </head>
  <body>
    <header class="header">${words.t("signIn.header")}</header>
    <main id="main">
    ${content}
    </main>
  </body>
</html>`.text.replace(/[ \t]+$/gm, ""); // parts left out leave indented empty lines behind
}
