import { describe, expect, it } from "vitest";
import { CATALOGS } from "./catalogs/index.ts";
import { createTranslator } from "./format.ts";
import { isLanguage, LANGUAGES, languageName, languageTag } from "./languages.ts";
import { translatorFor } from "./translators.ts";

describe("the languages", () => {
  it("are named in themselves, Chinese as Simplified", () => {
    expect(LANGUAGES.map(languageName)).toEqual([
      "English",
      "Deutsch",
      "Français",
      "Español",
      "Italiano",
      "日本語",
      "简体中文",
    ]);
    expect(languageTag("zh")).toBe("zh-Hans");
    expect(isLanguage("zh")).toBe(true);
    expect(isLanguage("zh-Hans")).toBe(false);
    expect(isLanguage("toString")).toBe(false);
  });
});

describe("a translator", () => {
  it("fills placeholders and chooses the plural the language asks for", () => {
    expect(translatorFor("en").t("rules.tooManyFiles", { max: 1 })).toBe("You can upload at most 1 file here.");
    expect(translatorFor("en").t("rules.tooManyFiles", { max: 5 })).toBe("You can upload at most 5 files here.");
    expect(translatorFor("de").t("rules.tooManyFiles", { max: 1 })).toBe(
      "Sie können hier höchstens 1 Datei hochladen.",
    );
    expect(translatorFor("fr").t("form.foldedArtworks", { count: 1 })).toMatch(/^1 œuvre repliée /);
    expect(translatorFor("ja").t("rules.artworkTitle", { n: 2, m: 3 })).toBe(
      "アーティスト2、作品3：タイトルを入力してください。",
    );
  });

  it("writes numbers, dates, money and lists the language's way", () => {
    expect(translatorFor("en").t("rules.tooLong", { max: 10000 })).toBe(
      "Please shorten this to at most 10,000 characters.",
    );
    expect(translatorFor("de").t("rules.tooLong", { max: 10000 })).toBe(
      "Bitte kürzen Sie diesen Text auf höchstens 10.000 Zeichen.",
    );
    const day = new Date(Date.UTC(2026, 5, 1, 12));
    expect(translatorFor("de").date(day, { dateStyle: "long", timeZone: "UTC" })).toBe("1. Juni 2026");
    expect(translatorFor("ja").date(day, { dateStyle: "long", timeZone: "UTC" })).toBe("2026年6月1日");
    expect(translatorFor("fr").money(123456, "EUR")).toBe("1\u202f234,56\u00a0€");
    expect(translatorFor("ja").money(1500, "JPY")).toBe("￥1,500");
    expect(translatorFor("en").list(["a", "b", "c"])).toBe("a, b and c");
    expect(translatorFor("de").list(["a", "b", "c"])).toBe("a, b und c");
  });

  it("shows the key of a part it was not given, rather than failing", () => {
    const formOnly = createTranslator("de", { form: CATALOGS.de.form });
    expect(formOnly.t("form.reload")).toBe("Seite neu laden");
    expect(formOnly.t("rules.booth")).toBe("rules.booth");
  });
});
