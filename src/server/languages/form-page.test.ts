/**
 * The form's page in the request's language: `<html lang>`, Content-Language, its title and the
 * words shown before the script runs, the switcher, and only that language's words embedded.
 */
import { IntlMessageFormat } from "intl-messageformat";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../test-support/server.ts";
import { CATALOGS } from "../../shared/i18n/catalogs/index.ts";
import { LANGUAGES } from "../../shared/i18n/languages.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const page = async (query = "", headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}/${query}`, { headers });
  return { response, html: await response.text() };
};

/** The words embedded for the script, as the page carries them. */
const embeddedWords = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-words">(.*?)<\/script>/s.exec(html)?.[1] ?? "null") as {
    language: string;
    form: Record<string, unknown>;
    rules: Record<string, unknown>;
  } | null;

describe("the form's page", () => {
  it("is English without a choice, as before", async () => {
    const { response, html } = await page();
    expect(response.headers.get("content-language")).toBe("en");
    expect(html).toContain('<html lang="en"');
    expect(html).toContain("<title>Apply for the art fair</title>");
    expect(embeddedWords(html)?.language).toBe("en");
  });

  it("follows ?lang=, Accept-Language and the cookie, in <html lang>, Content-Language and its words", async () => {
    const german = await page("?lang=de");
    expect(german.response.headers.get("content-language")).toBe("de");
    expect(german.html).toContain('<html lang="de"');
    expect(german.html).toContain("<title>Bewerbung für die Kunstmesse</title>");
    expect(german.html).toContain("Das Bewerbungsformular wird geladen …");

    const chinese = await page("", { "accept-language": "zh-CN,zh;q=0.9,en;q=0.5" });
    expect(chinese.response.headers.get("content-language")).toBe("zh-Hans");
    expect(chinese.html).toContain('<html lang="zh-Hans"');

    const cookie = await page("", { cookie: "lang=it", "accept-language": "ja" });
    expect(cookie.html).toContain('<html lang="it"');
    expect(cookie.response.headers.get("vary")).toMatch(/Accept-Language/);
  });

  it("carries only the chosen language's words: its form and rules, no other language's, no email's", async () => {
    const { html } = await page("?lang=ja");
    const words = embeddedWords(html);
    expect(words?.language).toBe("ja");
    // Parsed by the server, as the browser (which has no ICU parser) needs them.
    const parsed = (part: Record<string, string>) =>
      Object.fromEntries(Object.entries(part).map(([key, text]) => [key, new IntlMessageFormat(text, "ja").getAst()]));
    expect(words?.form).toEqual(parsed(CATALOGS.ja.form));
    expect(words?.rules).toEqual(parsed(CATALOGS.ja.rules));
    expect(Object.keys(words ?? {}).sort()).toEqual(["form", "language", "rules"]);
    for (const other of LANGUAGES.filter((l) => l !== "ja"))
      expect(html, other).not.toContain(CATALOGS[other].rules.changedSincePageOpened);
  });

  it("has a switcher naming each language in itself, linking to the same page with ?lang=, the current one marked", async () => {
    const { html } = await page("?lang=fr&fake=example");
    const nav = /<nav class="language-switcher" aria-label="Langue">.*?<\/nav>/s.exec(html)?.[0] ?? "";
    expect(nav).toContain('<a href="/?lang=de&amp;fake=example" hreflang="de" lang="de">Deutsch</a>');
    expect(nav).toContain('<a href="/?lang=zh&amp;fake=example" hreflang="zh-Hans" lang="zh-Hans">简体中文</a>');
    expect(nav).toContain('lang="fr" aria-current="true">Français</a>');
    expect(nav.match(/<li>/g)).toHaveLength(7);
  });
});
