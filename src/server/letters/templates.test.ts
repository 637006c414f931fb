/** Which template a gallery's letter is written from, in every case of templateFor. */
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../shared/i18n/languages.ts";
import { defaultText, type SavedTemplates, templateFor } from "./templates.ts";

const written = (subject: string) => ({ subject, body: `${subject} {{status_link}}` });

describe("templateFor", () => {
  const saved: SavedTemplates = new Map([
    ["accepted:de", written("Zusage")],
    ["accepted:", written("Default, written")],
    ["accepted:ja", written("採択")],
  ]);

  it("takes the template written in the application's language", () => {
    expect(templateFor(saved, "accepted", "de", LANGUAGES)).toEqual({ ...written("Zusage"), language: "de" });
  });

  it("falls back to the default template an admin wrote, before a default text", () => {
    expect(templateFor(saved, "accepted", "fr", LANGUAGES)).toEqual({ ...written("Default, written"), language: null });
  });

  it("takes the default text in the application's language when nothing is written", () => {
    expect(templateFor(saved, "rejected", "es", LANGUAGES)).toEqual({
      ...defaultText("rejected", "es"),
      language: "es",
    });
    expect(templateFor(new Map(), "accepted", "en", LANGUAGES)).toEqual({
      ...defaultText("accepted", "en"),
      language: "en",
    });
  });

  it("gives a language no longer offered, or unknown, the default template", () => {
    const offered = ["en", "de"] as const;
    expect(templateFor(saved, "accepted", "ja", offered)).toEqual({ ...written("Default, written"), language: null });
    expect(templateFor(new Map(), "waitlisted", "ja", offered)).toEqual({
      ...defaultText("waitlisted", "en"),
      language: null,
    });
    expect(templateFor(new Map(), "waitlisted", "pt", LANGUAGES).language).toBeNull();
  });

  it("has a default text in every language, with English's placeholders", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const decision of ["accepted", "waitlisted", "rejected"] as const) {
      const english = defaultText(decision, "en");
      for (const language of LANGUAGES) {
        const text = defaultText(decision, language);
        expect(placeholders(text.subject), `${language} ${decision}`).toEqual(placeholders(english.subject));
        expect(placeholders(text.body), `${language} ${decision}`).toEqual(placeholders(english.body));
        expect(text.subject).not.toMatch(/[\r\n]/);
      }
    }
  });
});
