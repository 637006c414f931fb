/**
 * The sign-in page, rendered on the server so it works without JavaScript: email and password,
 * then, for members with an authenticator app, a second step asking for its code.
 */
import { Html, html } from "../../web/html.ts";

export type SignInStep =
  | { step: "password"; email?: string }
  | { step: "code"; pending: string }
  /** Codes are required and this member has no app yet: the key to add, then a code from it. */
  | { step: "setup"; pending: string; secret: string; uri: string };

export interface SignInPageOptions {
  next: string;
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

export function errorSummary(error: string | undefined, field: string): Html | string {
  if (!error) return "";
  // autofocus: the summary is read first when the page comes back with a problem (GOV.UK pattern).
  return html`<div class="error-summary" role="alert" tabindex="-1" autofocus aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">There is a problem</h2>
      <ul><li><a href="#${field}">${error}</a></li></ul>
    </div>`;
}

const codeField = (withError: boolean) => html`<div class="field">
        <label for="totp">Authentication code</label>
        <p class="hint" id="totp-hint">The 6-digit code your authenticator app shows now.</p>
        <input id="totp" name="totp" type="text" inputmode="numeric" autocomplete="one-time-code" spellcheck="false"
          maxlength="8" aria-describedby="totp-hint" ${withError ? "" : html`autofocus`} required>
      </div>`;

function body(step: SignInStep, options: SignInPageOptions): Html {
  const next = html`<input type="hidden" name="next" value="${options.next}">`;
  if (step.step === "password")
    return html`<h1>Sign in to the back office</h1>
    ${errorSummary(options.error, "email")}
    <form method="post" action="/admin/sign-in" novalidate>
      ${next}
      <div class="field">
        <label for="email">Email</label>
        <input id="email" name="email" type="email" autocomplete="username" spellcheck="false" value="${step.email ?? ""}" required ${options.error ? "" : html`autofocus`}>
      </div>
      <div class="field">
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required>
      </div>
      <button type="submit">Sign in</button>
    </form>
    <p><a href="/admin/forgot-password">Forgot your password?</a></p>`;
  const pending = html`<input type="hidden" name="pending" value="${step.pending}">`;
  if (step.step === "code")
    return html`<h1>Enter your authentication code</h1>
    ${errorSummary(options.error, "totp")}
    <p>Open the authenticator app on your phone and enter the code it shows for the art fair's back office.</p>
    <form method="post" action="/admin/sign-in" novalidate>
      ${next}${pending}
      ${codeField(Boolean(options.error))}
      <button type="submit">Verify</button>
    </form>`;
  return html`<h1>Set up two-step sign-in</h1>
    ${errorSummary(options.error, "totp")}
    <p>Every member of staff signs in with a code from an authenticator app as well as the password.</p>
    <ol>
      <li>Open an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator or 1Password).</li>
      <li>Add an account and type in this key, or <a href="${step.uri}">open it in the app</a> on this device:
        <p class="secret" id="secret">${step.secret.replace(/(.{4})/g, "$1 ").trim()}</p></li>
      <li>Enter the code the app then shows.</li>
    </ol>
    <form method="post" action="/admin/sign-in" novalidate>
      ${next}${pending}
      ${codeField(Boolean(options.error))}
      <button type="submit">Verify</button>
    </form>`;
}

export function renderSignInPage(step: SignInStep, options: SignInPageOptions): string {
  const title =
    step.step === "password" ? "Sign in" : step.step === "code" ? "Authentication code" : "Set up two-step sign-in";
  return renderStaffPage(title, body(step, options), Boolean(options.error));
}

/** A page of the back office rendered on the server (sign-in, choosing a password): the same frame and style. */
export function renderStaffPage(title: string, content: Html, withError: boolean): string {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${withError ? "Error: " : ""}${title} – Art fair back office</title>
    <meta name="description" content="Sign in to the art fair's back office to read and review applications.">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <style>${new Html(STYLE)}</style>
  </head>
  <body>
    <header class="header">Art fair back office</header>
    <main id="main">
    ${content}
    </main>
  </body>
</html>`.text.replace(/[ \t]+$/gm, ""); // parts left out leave indented empty lines behind
}
