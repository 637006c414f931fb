/**
 * Letters per language over HTTP: a template per language beside the edition's default one, each
 * starting from the default text in its language; a gallery's prepared letter written from its
 * language's template, else the default template an admin wrote, else the default text in its
 * language, and the outbox saying which; a language not offered refused, nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeApplication } from "../../../../test-support/applications.ts";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../../test-support/staff.ts";
import { exampleApplication } from "../../../shared/example-application.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { changeStatus } from "../../applications/status.ts";
import type { LetterDecision } from "../../store/schema.ts";

const EDITION = "fair-2031";
let server: TestServer;
let admin: StaffVisitor;

interface Letter {
  application_id: string;
  decision: string;
  subject: string;
  body: string;
  language: string;
  template_language: string | null;
}

async function call(method: string, pathname: string, body?: unknown) {
  const response = await admin.fetch(pathname, {
    method,
    ...(body !== undefined ? { headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}
const letters = `/admin/api/editions/${EDITION}/letters`;

/** An application of the edition sent in `language`, with the decision given. */
async function decided(language: Language, decision: LetterDecision, name: string): Promise<string> {
  const form = exampleApplication({ edition: EDITION, artists: 1, artworksPerArtist: 1, withFiles: false });
  form.gallery.name = name;
  form.gallery.contact = `Contact ${name}`;
  form.proposal.booth = "medium";
  const { id } = await storeApplication(server.app, form);
  // The language is kept at submit (tested with the form); here it is given as a submission would have.
  await server.app.db.updateTable("applications").set({ language }).where("id", "=", id).execute();
  await changeStatus(server.app.db, [id], decision, { staffId: null, via: "cli" }, null);
  return id;
}

const GERMAN = {
  subject: "{{edition}}: Zusage für {{gallery}} ({{reference}})",
  body: "Guten Tag {{contact}},\nIhr Stand: {{booth}}.\nIhre Seite: {{status_link}}\n",
};

beforeAll(async () => {
  server = await startTestServer();
  const member = await createStaff(server.app, { email: "ada@fair.example", role: "admin" });
  admin = await signIn(server.url, member.email, member.password);
  expect((await call("POST", "/admin/api/editions", { slug: EDITION, name: "Fair 2031" })).status).toBe(201);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("templates per language", () => {
  it("start from the default text in their language, with the English default's placeholders", async () => {
    const english = await call("GET", `${letters}/accepted`);
    expect(english.json).toMatchObject({ language: null, default: true });
    const french = await call("GET", `${letters}/accepted?language=fr`);
    expect(french.status).toBe(200);
    expect(french.json).toMatchObject({ decision: "accepted", language: "fr", default: true });
    expect(french.json.body).toMatch(/^Bonjour \{\{contact\}\},/);
    expect(placeholders(french.json.body)).toEqual(placeholders(english.json.body));
    expect(placeholders(french.json.subject)).toEqual(placeholders(english.json.subject));
    const japanese = await call("GET", `${letters}/rejected?language=ja`);
    expect(japanese.json.body).toMatch(/^\{\{contact\}\} 様/);
  });

  it("keep a German template beside the default one", async () => {
    const saved = await call("PUT", `${letters}/accepted?language=de`, GERMAN);
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ decision: "accepted", language: "de", ...GERMAN, default: false });
    const languages = saved.json.languages as { language: string | null; written: boolean }[];
    expect(languages.map((l) => l.language)).toEqual([null, "en", "de", "fr", "es", "it", "ja", "zh"]);
    expect(languages.filter((l) => l.written)).toEqual([{ language: "de", written: true }]);
    expect((await call("GET", `${letters}/accepted?language=de`)).json).toMatchObject({ ...GERMAN, default: false });
    // The default template is untouched: still its English default text.
    const fallback = await call("GET", `${letters}/accepted`);
    expect(fallback.json).toMatchObject({ language: null, default: true });
    expect(fallback.json.subject).toBe("{{edition}}: your application is accepted ({{reference}})");
    // Saved again: replaced, not added beside.
    const again = await call("PUT", `${letters}/accepted?language=de`, {
      ...GERMAN,
      subject: "Zusage ({{reference}})",
    });
    expect(again.json.subject).toBe("Zusage ({{reference}})");
    await call("PUT", `${letters}/accepted?language=de`, GERMAN);
    const rows = await server.app.db.selectFrom("letter_templates").select(["language"]).execute();
    expect(rows).toEqual([{ language: "de" }]);
  });

  it("refuse a language not offered, naming it, and store nothing", async () => {
    for (const query of ["language=pt", "language=xx", "language=DE", "language=de&language=fr"]) {
      const put = await call("PUT", `${letters}/waitlisted?${query}`, GERMAN);
      expect(put.status, query).toBe(422);
      expect(put.json.message, query).toMatch(/^language must be one of en, de, fr, es, it, ja, zh/);
      expect((await call("GET", `${letters}/waitlisted?${query}`)).status, query).toBe(422);
    }
    expect((await call("GET", `${letters}/waitlisted`)).json.default).toBe(true);
    const rows = await server.app.db.selectFrom("letter_templates").select(["decision"]).execute();
    expect(rows).toEqual([{ decision: "accepted" }]);
  });

  it("preview a language's template in its language, booth words too", async () => {
    const id = await decided("en", "accepted", "Galerie Vorschau");
    const preview = await call("GET", `${letters}/accepted/preview?application=${id}&language=de`);
    expect(preview.status).toBe(200);
    expect(preview.json.body).toBe(
      `Guten Tag Contact Galerie Vorschau,\nIhr Stand: mittelgroß.\nIhre Seite: ${server.config.publicUrl}/status/…\n`,
    );
    const french = await call("GET", `${letters}/accepted/preview?application=${id}&language=fr`);
    expect(french.json.body).toContain("avec un stand de taille moyenne.");
    expect((await call("GET", `${letters}/accepted/preview?application=${id}&language=xx`)).status).toBe(422);
  });
});

describe("prepared letters", () => {
  it("take the template of the application's language, else its default text, and say which", async () => {
    const german = await decided("de", "accepted", "Galerie Berlin");
    const french = await decided("fr", "accepted", "Galerie Paris");
    const english = await decided("en", "waitlisted", "Gallery London");
    expect((await call("POST", `${letters}/prepare`)).status).toBe(200);
    const items = (
      (await call("GET", `/admin/api/letters?edition=${EDITION}&state=pending`)).json as { items: Letter[] }
    ).items;
    const of = (id: string) => items.find((l) => l.application_id === id) as Letter;
    expect(of(german)).toMatchObject({ language: "de", template_language: "de" });
    expect(of(german).body).toBe(
      "Guten Tag Contact Galerie Berlin,\nIhr Stand: mittelgroß.\nIhre Seite: {{status_link}}\n",
    );
    expect(of(french)).toMatchObject({ language: "fr", template_language: "fr" });
    expect(of(french).subject).toMatch(/^Fair 2031\u00a0: votre candidature est retenue \([0-9A-F]{8}\)$/);
    expect(of(french).body).toMatch(/^Bonjour Contact Galerie Paris,\n\nNous avons le plaisir/);
    expect(of(french).body).toContain("avec un stand de taille moyenne.");
    expect(of(french).body).toContain("{{status_link}}");
    expect(of(english)).toMatchObject({ language: "en", template_language: "en" });
    expect(of(english).body).toMatch(/^Dear Contact Gallery London,\n\nthe selection committee has placed/);
  });

  it("fall back to the default template an admin wrote, when the language has none", async () => {
    const written = {
      subject: "{{edition}}: our decision ({{reference}})",
      body: "Dear {{contact}}, see {{status_link}}",
    };
    expect((await call("PUT", `${letters}/rejected`, written)).status).toBe(200);
    const german = await decided("de", "rejected", "Galerie München");
    const italian = await decided("it", "rejected", "Galleria Roma");
    await call("PUT", `${letters}/rejected?language=it`, {
      subject: "Decisione ({{reference}})",
      body: "Gentile {{contact}}",
    });
    await call("POST", `${letters}/prepare`);
    const items = (
      (await call("GET", `/admin/api/letters?edition=${EDITION}&state=pending`)).json as { items: Letter[] }
    ).items;
    const of = (id: string) => items.find((l) => l.application_id === id) as Letter;
    expect(of(german)).toMatchObject({
      language: "de",
      template_language: null,
      body: "Dear Contact Galerie München, see {{status_link}}",
    });
    expect(of(italian)).toMatchObject({
      language: "it",
      template_language: "it",
      body: "Gentile Contact Galleria Roma",
    });
  });
});
