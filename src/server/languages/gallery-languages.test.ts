/**
 * What a gallery reads, in the language its application was sent in: the status page (unless the
 * visitor chose another language), its withdraw and lost-link pages, the public pages in the
 * request's language, and every email to the gallery (confirmation with the fee due, a link asked
 * for again, a change's confirmation and the notice to the replaced address, the invoice reminder),
 * with dates written the language's way in the edition's zone. German and Japanese; both databases.
 */
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeApplication } from "../../../test-support/applications.ts";
import { call, EURO_FEES, GERMAN_FAIR } from "../../../test-support/billing.ts";
import { filesForForm, makePng } from "../../../test-support/fixtures.ts";
import { acceptedGallery } from "../../../test-support/galleries.ts";
import { decodeEncodedWords, type WrittenMail, writtenMails } from "../../../test-support/mail.ts";
import { startTestServer, type TestServer, type Visitor } from "../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../test-support/staff.ts";
import { changeFromStatusPage } from "../../../test-support/status-change.ts";
import { exampleApplication } from "../../shared/example-application.ts";
import { applicationFormData } from "../../shared/form-data.ts";
import { issueStatusToken } from "../status-page/tokens.ts";

const DAY = 24 * 60 * 60 * 1000;
let server: TestServer;
let visitor: Visitor;
let admin: StaffVisitor;
const sent: Record<"de" | "ja", { id: string; token: string; email: string }> = {
  de: { id: "", token: "", email: "buero@galerie-weiss.example" },
  ja: { id: "", token: "", email: "info@tokyo-garou.example" },
};

/** The mails to an address, once there are `count` (the outbox delivers after the answer). */
async function mailsTo(to: string, count: number): Promise<WrittenMail[]> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const mails = (await writtenMails(server.dataDir)).filter((m) => m.to === to);
    if (mails.length >= count) return mails.map((m) => ({ ...m, subject: decodeEncodedWords(m.subject) }));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Fewer than ${count} mails were written to ${to}.`);
}

async function page(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${pathname}`, { headers });
  return { response, body: await response.text() };
}

beforeAll(async () => {
  server = await startTestServer();
  visitor = await server.visitor();
  const a = await createStaff(server.app, { email: "admin@fair.example", role: "admin" });
  admin = await signIn(server.url, a.email, a.password);
  // An edition that charges an application fee: the confirmation says what is due.
  await call(admin, "PUT", "/admin/api/billing", GERMAN_FAIR);
  await call(admin, "PUT", `/admin/api/editions/${visitor.edition}/fees`, EURO_FEES);
  for (const [language, name] of [
    ["de", "Galerie Weiß"],
    ["ja", "東京画廊"],
  ] as const) {
    const form = exampleApplication({ edition: visitor.edition, artists: 1, artworksPerArtist: 1 });
    form.gallery.name = name;
    form.gallery.email = sent[language].email;
    form.gallery.contact = language === "de" ? "Anna Weiß" : "山本 花子";
    // Chosen on the form's page (the cookie), while the browser asks for English.
    const response = await visitor.fetch("/application-submit", {
      method: "POST",
      headers: { cookie: `${visitor.cookie}; lang=${language}`, "accept-language": "en" },
      body: applicationFormData(form, { files: filesForForm(form), token: visitor.token }),
    });
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    sent[language].id = id;
    sent[language].token = await issueStatusToken(server.app.db, id);
  }
}, 60_000);
afterAll(() => server?.close());

describe("the status page", () => {
  it("speaks the application's language from the emailed link, whatever the browser asks for", async () => {
    const german = await page(`/status/${sent.de.token}`, { "accept-language": "en-GB" });
    expect(german.response.status).toBe(200);
    expect(german.response.headers.get("content-language")).toBe("de");
    expect(german.body).toContain('<html lang="de">');
    for (const words of ["<h1>Ihre Bewerbung</h1>", "Aktueller Stand: <strong>In Prüfung</strong>", "Eingereicht"])
      expect(german.body).toContain(words);
    expect(german.body).toContain("Bewerbungsgebühr");
    // The date the German way, in the edition's zone, named: "27. November 2026 um 05:12 (Europe/Berlin)".
    expect(german.body).toMatch(/\d{1,2}\. [A-Z][a-zä]+ \d{4} um \d{2}:\d{2} \([A-Za-z_/]+\)/);
    expect(german.body).not.toContain("Your application");

    const japanese = await page(`/status/${sent.ja.token}`);
    expect(japanese.response.headers.get("content-language")).toBe("ja");
    expect(japanese.body).toContain('<html lang="ja">');
    for (const words of ["<h1>ご応募の内容</h1>", "状況： <strong>審査中</strong>", "送信日時", "応募料"])
      expect(japanese.body).toContain(words);
    expect(japanese.body).toMatch(/\d{4}年\d{1,2}月\d{1,2}日 \d{1,2}:\d{2}（[A-Za-z_/]+）/);
  });

  it("has a switcher of plain ?lang= links, each language named in itself, the current one marked", async () => {
    const { body } = await page(`/status/${sent.de.token}`);
    const switcher = /<nav class="language-switcher" aria-label="Sprache">(.*?)<\/nav>/s.exec(body)?.[1] ?? "";
    for (const [code, name] of [
      ["en", "English"],
      ["fr", "Français"],
      ["es", "Español"],
      ["it", "Italiano"],
      ["zh", "简体中文"],
    ])
      expect(switcher).toContain(
        `href="/status/${sent.de.token}?lang=${code}" hreflang="${code === "zh" ? "zh-Hans" : code}" lang="${code === "zh" ? "zh-Hans" : code}">${name}</a>`,
      );
    expect(switcher).toContain(`<a href="/status/${sent.de.token}?lang=ja" hreflang="ja" lang="ja">日本語</a>`);
    expect(switcher).toContain(`hreflang="de" lang="de" aria-current="true">Deutsch</a>`);
  });

  it("follows the visitor's own choice: ?lang= (kept in the cookie), then the cookie", async () => {
    const french = await page(`/status/${sent.de.token}?lang=fr`);
    expect(french.response.headers.get("content-language")).toBe("fr");
    expect(french.body).toContain("<h1>Votre candidature</h1>");
    expect(french.response.headers.getSetCookie().some((c) => c.startsWith("lang=fr;"))).toBe(true);
    const english = await page(`/status/${sent.ja.token}`, { cookie: "lang=en" });
    expect(english.response.headers.get("content-language")).toBe("en");
    expect(english.body).toContain("<h1>Your application</h1>");
    expect(english.body).toContain('<html lang="en">');
  });

  it("its change and start-from pages speak the application's language too, unless the visitor chose another", async () => {
    const change = await page(`/status/${sent.de.token}/change`, { "accept-language": "en-GB" });
    expect(change.response.status).toBe(200);
    expect(change.response.headers.get("content-language")).toBe("de");
    expect(change.body).toContain('<html lang="de"');
    expect(change.body).toContain('<script type="application/json" id="page-words">{"language":"de"');
    const chosen = await page(`/status/${sent.de.token}/change`, { cookie: "lang=fr", "accept-language": "de" });
    expect(chosen.body).toContain('<html lang="fr"');
    expect(chosen.response.headers.get("content-language")).toBe("fr");

    // An application to an earlier edition, sent in Japanese: the form for the open one starts from it.
    const old = exampleApplication({ edition: "fair-2020", artists: 1, artworksPerArtist: 1, withFiles: false });
    const { id } = await storeApplication(server.app, old);
    await server.app.db.updateTable("applications").set({ language: "ja" }).where("id", "=", id).execute();
    const token = await issueStatusToken(server.app.db, id);
    const start = await page(`/status/${token}/start`, { "accept-language": "en" });
    expect(start.response.status).toBe(200);
    expect(start.body).toContain('<meta name="start-from"');
    expect(start.response.headers.get("content-language")).toBe("ja");
    expect(start.body).toContain('<html lang="ja"');
    const asked = await page(`/status/${token}/start?lang=en`);
    expect(asked.body).toContain('<html lang="en"');

    // What the page sends is checked in the words it shows, and the application keeps its language.
    const form = exampleApplication({ edition: visitor.edition });
    form.gallery.name = "";
    const refused = await visitor.fetch("/application-validate", {
      method: "POST",
      headers: { "accept-language": "en", "x-start-from": token },
      body: applicationFormData(form, { token: visitor.token }),
    });
    expect(refused.status).toBe(422);
    expect(refused.headers.get("content-language")).toBe("ja");
    expect(((await refused.json()) as { message: string }).message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/u);
  });

  it("asks to confirm a withdrawal in the application's language", async () => {
    const german = await page(`/status/${sent.de.token}/withdraw`);
    expect(german.body).toContain("<h1>Diese Bewerbung zurückziehen?</h1>");
    expect(german.body).toContain('<strong dir="auto">Galerie Weiß</strong>');
    const japanese = await page(`/status/${sent.ja.token}/withdraw`);
    expect(japanese.body).toContain("<h1>この応募を取り下げますか？</h1>");
    expect(japanese.body).toContain('<strong dir="auto">東京画廊</strong>');
  });

  it("the lost-link page, and its answer, in the request's language", async () => {
    const japanese = await page("/status", { "accept-language": "ja-JP,ja;q=0.9" });
    expect(japanese.response.headers.get("content-language")).toBe("ja");
    expect(japanese.body).toContain('<html lang="ja">');
    expect(japanese.body).toContain("<h1>ご応募のページ</h1>");
    const refused = await fetch(`${server.url}/status/link`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "de" },
      body: JSON.stringify({ email: "not an address" }),
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      message: "Bitte geben Sie eine E-Mail-Adresse an, z. B. office@gallery.example.",
    });
  });
});

describe("the public pages", () => {
  it("/ecosystem and a gallery's page in the request's language", async () => {
    const slug = (
      await server.app.db
        .selectFrom("applications")
        .select("slug")
        .where(
          "id",
          "=",
          await acceptedGallery(server, { name: "Galerie Nordlicht", pictures: [makePng(400, 300, 1)] }),
        )
        .executeTakeFirstOrThrow()
    ).slug as string;
    const german = await page("/ecosystem", { "accept-language": "de-CH, en;q=0.5" });
    expect(german.response.headers.get("content-language")).toBe("de");
    expect(german.body).toContain('<html lang="de">');
    expect(german.body).toMatch(/<h1>Galerien <span class="edition-name">/);
    expect(german.body).toMatch(/\d+ (Galerie nimmt|Galerien nehmen) an .* teil\./);
    const japanese = await page(`/ecosystem/${encodeURIComponent(slug)}`, { "accept-language": "ja" });
    expect(japanese.response.headers.get("content-language")).toBe("ja");
    expect(japanese.body).toContain('<html lang="ja">');
    expect(japanese.body).toContain("ギャラリー一覧に戻る");
    expect(japanese.body).toContain('<h2 id="pictures-heading">展覧会</h2>');
    // The words its scripts write (the picture dialog), embedded in the page's language.
    expect(japanese.body).toContain('"closePictures":"閉じる"');
  });

  it("the floor plan in the request's language, and says so", async () => {
    const german = await page("/ecosystem/floor-plan", { "accept-language": "de-AT" });
    expect(german.response.headers.get("content-language")).toBe("de");
    expect(german.body).toContain('<html lang="de">');
    expect(german.body).toContain("<h1>Hallenplan</h1>");
    expect(german.body).toMatch(/<p class="lead">Der Hallenplan für .+ ist noch nicht veröffentlicht\.<\/p>/);
    const english = await page("/ecosystem/floor-plan");
    expect(english.body).toContain("<h1>Floor plan</h1>");
    expect(english.body).toMatch(/<p class="lead">The floor plan of .+ has not been published yet\.<\/p>/);
  });
});

describe("the emails to a gallery", () => {
  it("the confirmation, with the fee due, in the application's language", async () => {
    const [german] = await mailsTo(sent.de.email, 1);
    expect(german?.subject).toMatch(/^Bewerbung eingegangen: Galerie Weiß \([0-9A-F]{8}\)$/);
    for (const words of [
      "Guten Tag Anna Weiß,",
      "wir haben die Bewerbung von Galerie Weiß erhalten.",
      "Die Bewerbungsgebühr ist fällig",
      "Das Bewerbungsbüro der Kunstmesse",
    ])
      expect(german?.text).toContain(words);
    expect(german?.text).toMatch(/Eingegangen: +\d{1,2}\. [A-Z][a-zä]+ \d{4} um \d{2}:\d{2}/);
    const [japanese] = await mailsTo(sent.ja.email, 1);
    expect(japanese?.subject).toMatch(/^応募を受け付けました：東京画廊（[0-9A-F]{8}）$/);
    for (const words of [
      "山本 花子 様",
      "東京画廊のご応募を受け付けました。",
      "受付番号：",
      "応募料のお支払いをお願いいたします",
    ])
      expect(japanese?.text).toContain(words);
    expect(japanese?.text).toMatch(/受付日時： +\d{4}年\d{1,2}月\d{1,2}日/);
  });

  it("a link asked for again, in the application's language", async () => {
    for (const [language, expected] of [
      ["de", "Die Seite Ihrer Bewerbung: Galerie Weiß"],
      ["ja", "ご応募のページ：東京画廊"],
    ] as const) {
      const before = (await mailsTo(sent[language].email, 1)).length;
      const response = await fetch(`${server.url}/status/link`, {
        method: "POST",
        headers: { "content-type": "application/json", "accept-language": "en" },
        body: JSON.stringify({ email: sent[language].email }),
      });
      expect(response.status).toBe(200);
      const mail = (await mailsTo(sent[language].email, before + 1)).at(-1);
      expect(mail?.subject.startsWith(expected), mail?.subject).toBe(true);
    }
  });

  it("a change's confirmation and the notice to the replaced address", async () => {
    for (const [language, confirmation, notice] of [
      ["de", "Bewerbung geändert: Galerie Weiß", "Kontaktadresse geändert: Galerie Weiß"],
      ["ja", "応募内容が変更されました：東京画廊", "連絡先アドレスが変更されました：東京画廊"],
    ] as const) {
      const former = sent[language].email;
      const replacement = `new-${former}`;
      const before = (await mailsTo(former, 1)).length;
      const response = await changeFromStatusPage(server.url, sent[language].token, (form) => {
        form.gallery.email = replacement;
      });
      expect(response.status).toBe(200);
      const [toNew] = await mailsTo(replacement, 1);
      expect(toNew?.subject.startsWith(confirmation), toNew?.subject).toBe(true);
      // What changed, named in the form's words of the language.
      const line = language === "de" ? "- Galerie, Kontakt-E-Mail" : "- ギャラリー、連絡先メールアドレス";
      expect(toNew?.text).toContain(line);
      const toFormer = (await mailsTo(former, before + 1)).at(-1);
      expect(toFormer?.subject.startsWith(notice), toFormer?.subject).toBe(true);
      expect(toFormer?.text).toContain(line);
      expect(toFormer?.text).toContain(
        language === "de" ? "Falls die Galerie diese Änderung" : "ギャラリーご自身による変更",
      );
      sent[language].email = replacement;
    }
  });

  it("the reminder of an overdue invoice, its due day written the language's way", async () => {
    for (const [language, subject, day] of [
      ["de", "Zahlungserinnerung: Rechnung", /war am \d{1,2}\. [A-Z][a-zä]+ \d{4} fällig/],
      ["ja", "お支払いのお願い：請求書", /お支払期限は\d{4}年\d{1,2}月\d{1,2}日でした/],
    ] as const) {
      const form = exampleApplication({ edition: visitor.edition, artists: 1, artworksPerArtist: 1, withFiles: false });
      form.tax.email = `accounts-${language}@gallery.example`;
      const { id } = await storeApplication(server.app, form, { now: Date.now() - 45 * DAY });
      await server.app.db.updateTable("applications").set({ language }).where("id", "=", id).execute();
      const invoice = (await call(admin, "GET", `/admin/api/invoices?application=${id}`)).json.items[0].id;
      const answer = await call(admin, "POST", `/admin/api/editions/${visitor.edition}/invoices/remind`, {
        ids: [invoice],
      });
      expect(answer.status).toBe(200);
      const [mail] = await mailsTo(form.tax.email, 1);
      expect(mail?.subject.startsWith(subject), mail?.subject).toBe(true);
      expect(mail?.text).toMatch(day);
    }
  });
});

describe("the back office", () => {
  it("shows the language each application was sent in: its detail, the list and the CSV export", async () => {
    const detail = await call(admin, "GET", `/admin/api/applications/${sent.ja.id}`);
    expect(detail.status).toBe(200);
    expect(detail.json.language).toBe("ja");
    expect((await call(admin, "GET", `/admin/api/applications/${sent.de.id}`)).json.language).toBe("de");

    const list = await call(admin, "GET", `/admin/api/applications?edition=${visitor.edition}&per_page=100`);
    const languageOf = new Map(list.json.items.map((row: { id: string; language: string }) => [row.id, row.language]));
    expect(languageOf.get(sent.de.id)).toBe("de");
    expect(languageOf.get(sent.ja.id)).toBe("ja");

    const csv = await admin.fetch(`/admin/api/exports/applications.csv?edition=${visitor.edition}`);
    expect(csv.status).toBe(200);
    const rows = parse(Buffer.from(await csv.arrayBuffer()), { bom: true, columns: true }) as Record<string, string>[];
    const exported = new Map(rows.map((row) => [row["Application id"], row.Language]));
    expect(exported.get(sent.de.id)).toBe("de");
    expect(exported.get(sent.ja.id)).toBe("ja");
  });
});

describe("the languages an admin offers", () => {
  it("GET and PUT /admin/api/languages: admins only, English always, unknown codes refused naming the field", async () => {
    const r = await createStaff(server.app, { email: "reviewer@fair.example", role: "reviewer" });
    const reviewer = await signIn(server.url, r.email, r.password);
    expect((await call(reviewer, "GET", "/admin/api/languages")).status).toBe(403);
    expect((await call(reviewer, "PUT", "/admin/api/languages", { offered: ["en"] })).status).toBe(403);
    expect(await call(admin, "GET", "/admin/api/languages")).toMatchObject({
      status: 200,
      json: { offered: ["en", "de", "fr", "es", "it", "ja", "zh"] },
    });

    const unknown = await call(admin, "PUT", "/admin/api/languages", { offered: ["en", "pt", "de"] });
    expect(unknown.status).toBe(422);
    expect(unknown.json.field).toBe("offered");
    expect(unknown.json.message).toContain('"pt"');
    expect((await call(admin, "PUT", "/admin/api/languages", { offered: "de" })).status).toBe(422);
    expect((await call(admin, "GET", "/admin/api/languages")).json.offered).toHaveLength(7);

    // English is added when left out; the order is the catalogs'.
    const chosen = await call(admin, "PUT", "/admin/api/languages", { offered: ["ja", "de"] });
    expect(chosen).toMatchObject({ status: 200, json: { offered: ["en", "de", "ja"] } });
    expect((await call(admin, "GET", "/admin/api/languages")).json.offered).toEqual(["en", "de", "ja"]);
  });

  it("a language no longer offered falls back in negotiation; the switcher shows only those offered", async () => {
    await call(admin, "PUT", "/admin/api/languages", { offered: ["en", "de"] });
    try {
      const french = await page("/ecosystem", { "accept-language": "fr, de;q=0.5" });
      expect(french.response.headers.get("content-language")).toBe("de");
      const asked = await page("/status?lang=ja");
      expect(asked.response.headers.get("content-language")).toBe("en");
      expect(asked.response.headers.getSetCookie().some((c) => c.startsWith("lang="))).toBe(false);
      // The Japanese application's page: its language is no longer offered, so the request's.
      const japanese = await page(`/status/${sent.ja.token}`, { "accept-language": "de" });
      expect(japanese.response.headers.get("content-language")).toBe("de");
      const switcher = /<nav class="language-switcher"[^>]*>(.*?)<\/nav>/s.exec(japanese.body)?.[1] ?? "";
      expect(switcher.match(/<a /g)).toHaveLength(2);
      expect(switcher).not.toContain("日本語");
      // A validate call negotiates against the same choice.
      const validate = await visitor.fetch("/application-validate", {
        method: "POST",
        headers: { "accept-language": "ja" },
        body: applicationFormData(exampleApplication({ edition: visitor.edition }), { token: visitor.token }),
      });
      expect(validate.headers.get("content-language")).toBe("en");
    } finally {
      await call(admin, "PUT", "/admin/api/languages", { offered: ["en", "de", "fr", "es", "it", "ja", "zh"] });
    }
  });
});
