/**
 * The request's language on the applicant's routes: ?lang=, the `lang` cookie, Accept-Language,
 * English; validate and submit answer in it, say so in Content-Language, and keep the error map's
 * shape; a submitted application keeps its language.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filesForForm } from "../../../test-support/fixtures.ts";
import { startTestServer, type TestServer, type Visitor } from "../../../test-support/server.ts";
import { changeFromStatusPage } from "../../../test-support/status-change.ts";
import { exampleApplication } from "../../shared/example-application.ts";
import { applicationFormData } from "../../shared/form-data.ts";
import { issueStatusToken } from "../status-page/tokens.ts";

let server: TestServer;
let visitor: Visitor;
beforeAll(async () => {
  server = await startTestServer();
  visitor = await server.visitor();
});
afterAll(() => server.close());

/** An application without a booth size and without artist 1's last name. */
function faultyForm() {
  const form = exampleApplication({ edition: visitor.edition });
  form.proposal.booth = "";
  const first = form.artists[0];
  if (first) first.last_name = "";
  return form;
}

async function validate(headers: Record<string, string> = {}, query = "") {
  const response = await visitor.fetch(`/application-validate${query}`, {
    method: "POST",
    headers,
    body: applicationFormData(faultyForm(), { token: visitor.token }),
  });
  return { response, body: (await response.json()) as { message: string; errors: Record<string, string[]> } };
}

describe("validate answers in the request's language", () => {
  it("English without a cookie or Accept-Language, as the spec words it", async () => {
    const { response, body } = await validate();
    expect(response.status).toBe(422);
    expect(response.headers.get("content-language")).toBe("en");
    expect(body.message).toBe("The given data was invalid.");
    expect(body.errors["proposal.booth"]).toEqual(["Please select a booth size."]);
    expect(body.errors["artists.0.last_name"]).toEqual(["Artist 1: Please provide a last name."]);
  });

  it("the best of Accept-Language by its q-values, a region falling back to its language", async () => {
    const german = await validate({ "accept-language": "nl;q=1, de-AT;q=0.8, en;q=0.5" });
    expect(german.response.headers.get("content-language")).toBe("de");
    expect(german.body.message).toBe("Die Angaben sind ungültig.");
    expect(german.body.errors["proposal.booth"]).toEqual(["Bitte wählen Sie eine Standgröße."]);

    const japanese = await validate({ "accept-language": "fr;q=0.3, ja-JP;q=0.9" });
    expect(japanese.response.headers.get("content-language")).toBe("ja");
    expect(japanese.body.errors["artists.0.last_name"]).toEqual(["アーティスト1：姓を入力してください。"]);

    const chinese = await validate({ "accept-language": "zh-CN,zh;q=0.9" });
    expect(chinese.response.headers.get("content-language")).toBe("zh-Hans");
    expect(chinese.body.errors["proposal.booth"]).toEqual(["请选择展位面积。"]);
  });

  it("English for *, for a language not offered, and for nonsense", async () => {
    for (const header of ["*", "pt-BR, pt;q=0.9", "zh-TW", ";;;q=9,,"]) {
      const { response, body } = await validate({ "accept-language": header });
      expect(response.headers.get("content-language"), header).toBe("en");
      expect(body.message, header).toBe("The given data was invalid.");
    }
  });

  it("the cookie before Accept-Language, and ?lang= before both", async () => {
    const cookie = `${visitor.cookie}; lang=it`;
    const italian = await validate({ cookie, "accept-language": "de" });
    expect(italian.response.headers.get("content-language")).toBe("it");
    expect(italian.body.errors["proposal.booth"]).toEqual(["Selezioni la dimensione dello stand."]);

    const spanish = await validate({ cookie, "accept-language": "de" }, "?lang=es");
    expect(spanish.response.headers.get("content-language")).toBe("es");
    expect(spanish.body.errors["proposal.booth"]).toEqual(["Seleccione un tamaño de stand."]);
  });

  it("keeps the error map's shape: the same paths, one message each, whatever the language", async () => {
    const english = await validate();
    for (const language of ["de", "fr", "es", "it", "ja", "zh"]) {
      const { body } = await validate({ "accept-language": language });
      expect(Object.keys(body), language).toEqual(["message", "errors"]);
      expect(Object.keys(body.errors).sort(), language).toEqual(Object.keys(english.body.errors).sort());
      for (const [path, list] of Object.entries(body.errors)) {
        expect(list, `${language} ${path}`).toHaveLength(english.body.errors[path]?.length ?? -1);
        expect(list, `${language} ${path}`).not.toEqual(english.body.errors[path]);
      }
    }
  });

  it("a missing session is told in the request's language too", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: "/application-validate",
      headers: { "accept-language": "fr-CH" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers["content-language"]).toBe("fr");
    expect(response.json()).toEqual({ message: "Votre session a expiré. Veuillez recharger la page." });
  });
});

describe("?lang= on a page", () => {
  it("sets the lang cookie for a year on every path; an unknown code sets nothing", async () => {
    const chosen = await fetch(`${server.url}/?lang=de`);
    const cookies = chosen.headers.getSetCookie();
    const lang = cookies.find((c) => c.startsWith("lang="));
    expect(lang).toBeDefined();
    expect(lang).toMatch(/^lang=de;/);
    expect(lang).toMatch(/Max-Age=31536000/);
    expect(lang).toMatch(/Path=\//);
    expect(lang).toMatch(/SameSite=Lax/);
    expect(lang).toMatch(/HttpOnly/);

    const unknown = await fetch(`${server.url}/?lang=xx`);
    expect(unknown.headers.getSetCookie().some((c) => c.startsWith("lang="))).toBe(false);
  });

  it("does not set it again when the cookie already says so", async () => {
    const again = await fetch(`${server.url}/?lang=ja`, { headers: { cookie: "lang=ja" } });
    expect(again.headers.getSetCookie().some((c) => c.startsWith("lang="))).toBe(false);
  });
});

describe("submit", () => {
  it("answers its refusal in the request's language", async () => {
    const response = await visitor.fetch("/application-submit", {
      method: "POST",
      headers: { "accept-language": "ja" },
      body: applicationFormData(faultyForm(), { token: visitor.token }),
    });
    expect(response.status).toBe(422);
    expect(response.headers.get("content-language")).toBe("ja");
    expect(await response.json()).toMatchObject({
      message: "入力内容に誤りがあります。",
      errors: { "proposal.booth": ["ブースの広さを選択してください。"] },
    });
  });

  it("stores the application with the language it was sent in; English when none was asked for", async () => {
    const sent: Record<string, string> = {};
    for (const [label, headers] of [
      ["German", { cookie: `${visitor.cookie}; lang=de`, "accept-language": "ja" }],
      ["none", {}],
    ] as const) {
      const form = exampleApplication({ edition: visitor.edition });
      const response = await visitor.fetch("/application-submit", {
        method: "POST",
        headers,
        body: applicationFormData(form, { files: filesForForm(form), token: visitor.token }),
      });
      expect(response.status, label).toBe(200);
      sent[label] = ((await response.json()) as { id: string }).id;
    }
    const rows = await server.app.db.selectFrom("applications").select(["id", "language"]).execute();
    const languageOf = (id: string | undefined) => rows.find((row) => row.id === id)?.language;
    expect(languageOf(sent.German)).toBe("de");
    expect(languageOf(sent.none)).toBe("en");

    // A correction from the status page, read in English, keeps the language the application was sent in.
    const token = await issueStatusToken(server.app.db, sent.German ?? "");
    const changed = await changeFromStatusPage(server.url, token, (form) => {
      form.gallery.highlights = "Corrected in English.";
    });
    expect(changed.status).toBe(200);
    const after = await server.app.db
      .selectFrom("applications")
      .select(["language", "version"])
      .where("id", "=", sent.German ?? "")
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ language: "de", version: 2 });
  });
});
