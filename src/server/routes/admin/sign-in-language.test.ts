/**
 * The pages before signing in speak the browser's language (Accept-Language among the back office's
 * languages): sign-in with its refusals, forgotten and new passwords with the password policy's.
 * English stays as it was; a script's JSON answers stay English.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordLinkFor } from "../../../../test-support/mail.ts";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import { createStaff, type TestStaff } from "../../../../test-support/staff.ts";
import { passwordProblem } from "../../staff/password-policy.ts";
import { passwordProblemIn, signInWordsIn } from "./sign-in-words.ts";

const GERMAN = { "accept-language": "de-DE,de;q=0.9,en;q=0.5" };
const PUBLIC_URL = "https://apply.fair.example";

let server: TestServer;
let member: TestStaff;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL });
  member = await createStaff(server.app, { email: "greta@fair.example", name: "Greta", role: "reviewer" });
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });
const postForm = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe("the sign-in page in German", () => {
  it("is written in German for a German browser, and says so", async () => {
    const response = await get("/admin/sign-in", GERMAN);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="de">');
    expect(response.headers.get("content-language")).toBe("de");
    expect(response.headers.get("vary") ?? "").toMatch(/accept-language/i);
    expect(titleOf(html)).toBe("Anmelden – Backoffice der Kunstmesse");
    expect(html).toContain("<h1>Im Backoffice anmelden</h1>");
    expect(html).toContain('<label for="email">E-Mail</label>');
    expect(html).toContain('<label for="password">Passwort</label>');
    expect(html).toContain('<button type="submit">Anmelden</button>');
    expect(html).toContain("Passwort vergessen?");
    expect(html).not.toMatch(/Sign in|Password|Email/);
  });

  it("stays English for any other browser", async () => {
    const browsers: Record<string, string>[] = [
      {},
      { "accept-language": "en-GB" },
      { "accept-language": "fr-FR,fr;q=0.9" },
    ];
    for (const headers of browsers) {
      const response = await get("/admin/sign-in", headers);
      const html = await response.text();
      expect(html).toContain('<html lang="en">');
      expect(titleOf(html)).toBe("Sign in – Art fair back office");
      expect(html).toContain("<h1>Sign in to the back office</h1>");
      expect(html).toContain('<button type="submit">Sign in</button>');
    }
  });

  it("refuses a wrong password in German on the page, and in English to a script", async () => {
    const page = await postForm("/admin/sign-in", { email: member.email, password: "wrong", next: "/admin" }, GERMAN);
    expect(page.status).toBe(401);
    const html = await page.text();
    expect(titleOf(html)).toBe("Fehler: Anmelden – Backoffice der Kunstmesse");
    expect(html).toContain("Es gibt ein Problem");
    expect(html).toContain("E-Mail oder Passwort ist falsch.");

    const english = await postForm("/admin/sign-in", { email: member.email, password: "wrong", next: "/admin" });
    const englishHtml = await english.text();
    expect(titleOf(englishHtml)).toBe("Error: Sign in – Art fair back office");
    expect(englishHtml).toContain("There is a problem");
    expect(englishHtml).toContain("Email or password is wrong.");

    const script = await fetch(`${server.url}/admin/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json", ...GERMAN },
      body: JSON.stringify({ email: member.email, password: "wrong" }),
    });
    expect(await script.json()).toEqual({ message: "Email or password is wrong." });
  });
});

describe("forgotten and new passwords in German", () => {
  it("asks for the address, refuses none given, and says a link is on its way", async () => {
    const form = await (await get("/admin/forgot-password", GERMAN)).text();
    expect(form).toContain('<html lang="de">');
    expect(form).toContain("<h1>Passwort vergessen?</h1>");
    expect(form).toContain('<button type="submit">Link senden</button>');
    expect(form).toContain("Zurück zur Anmeldung");

    const empty = await postForm("/admin/forgot-password", { email: "" }, GERMAN);
    expect(empty.status).toBe(422);
    expect(await empty.text()).toContain("Geben Sie Ihre E-Mail-Adresse ein.");

    const sent = await postForm("/admin/forgot-password", { email: member.email }, GERMAN);
    const html = await sent.text();
    expect(titleOf(html)).toBe("Sehen Sie in Ihre E-Mails – Backoffice der Kunstmesse");
    expect(html).toContain("Der Link funktioniert einmal, innerhalb von 72 Stunden.");
  });

  it("lets her choose a password with the link, the policy's refusals in German", async () => {
    await postForm("/admin/forgot-password", { email: member.email });
    // The second link to her (the test before asked for one too): a newer link ends the older one.
    const path = new URL(await passwordLinkFor(server.dataDir, member.email, 2)).pathname;
    const form = await (await get(path, GERMAN)).text();
    expect(form).toContain('<label for="password">Neues Passwort</label>');
    expect(form).toContain("Mindestens 12 Zeichen");
    expect(form).toContain(`Für Ihr Konto <strong>${member.email}</strong> im Backoffice der Kunstmesse.`);

    const short = await postForm(path, { password: "short" }, GERMAN);
    expect(short.status).toBe(422);
    expect(await short.text()).toContain("Das Passwort muss mindestens 12 Zeichen haben.");
    const common = await postForm(path, { password: "password1234" });
    expect(await common.text()).toContain("This password is one of the most common ones: choose another.");
  });

  it("says every refusal of the password policy in German, and each as it was in English", async () => {
    const german = signInWordsIn("de");
    const english = signInWordsIn("en");
    const email = "greta@fair.example";
    for (const password of ["short", "x".repeat(1025), "password1234", email, "aaaaaaaaaaaaaaaa"]) {
      const problem = (await passwordProblem(password, email)) ?? "";
      expect(problem).not.toBe("");
      expect(passwordProblemIn(english, problem)).toBe(problem);
      expect(passwordProblemIn(german, problem)).toMatch(/^(Das|Dieses) Passwort /);
    }
  });
});
