/** The outbox's words for which template a letter was written from. */
import { expect, it } from "vitest";
import { templateLabel } from "./template-language.ts";

it("names the template's language, or says the gallery's had none", () => {
  expect(templateLabel({ language: "de", template_language: "de" })).toBe("German template");
  expect(templateLabel({ language: "ja", template_language: null })).toBe("Default template (no Japanese one)");
  expect(templateLabel({ language: "zh", template_language: null })).toBe("Default template (no Chinese one)");
});
