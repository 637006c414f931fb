/** The outbox's words for which template a letter was written from, in the member's language. */
import { expect, it } from "vitest";
import type { AdminKey, BackOfficeLanguage } from "../../../shared/i18n/admin/catalog.ts";
import { ADMIN_CATALOGS } from "../../../shared/i18n/admin/index.ts";
import { translatorOver } from "../../../shared/i18n/format.ts";
import { templateLabel } from "./template-language.ts";

const wordsIn = (language: BackOfficeLanguage) =>
  translatorOver<AdminKey>(language, ADMIN_CATALOGS[language] as unknown as Parameters<typeof translatorOver>[1]);

it("names the template's language, or says the gallery's had none", () => {
  const english = wordsIn("en");
  expect(templateLabel({ language: "de", template_language: "de" }, english)).toBe("German template");
  expect(templateLabel({ language: "ja", template_language: null }, english)).toBe(
    "Default template (no Japanese one)",
  );
  expect(templateLabel({ language: "zh", template_language: null }, english)).toBe("Default template (no Chinese one)");
});

it("speaks German to a German member", () => {
  const german = wordsIn("de");
  expect(templateLabel({ language: "fr", template_language: "fr" }, german)).toBe("Vorlage auf Französisch");
  expect(templateLabel({ language: "ja", template_language: null }, german)).toBe(
    "Standardvorlage (keine auf Japanisch)",
  );
});
