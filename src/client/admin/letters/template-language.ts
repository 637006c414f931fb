/** Which template a letter is written from, in the back office's words ("German template"). */
import type { AdminWords } from "../../../shared/i18n/admin/catalog.ts";
import type { Language } from "../../../shared/i18n/languages.ts";

type Words = Pick<AdminWords, "t" | "tag">;

/** A language's name in the member's language, as the back office's sentences need it ("German", "Japanisch"). */
export function nameIn(words: Pick<Words, "tag">, language: Language): string {
  return new Intl.DisplayNames([words.tag], { type: "language" }).of(language) ?? language;
}

/** "German template", or "Default template (no German one)" when the gallery's language has none. */
export function templateLabel(
  letter: { language: Language; template_language: Language | null },
  words: Words,
): string {
  return letter.template_language
    ? words.t("decisions.templateOfLanguage", { language: nameIn(words, letter.template_language) })
    : words.t("decisions.templateDefaultNoLanguage", { language: nameIn(words, letter.language) });
}
