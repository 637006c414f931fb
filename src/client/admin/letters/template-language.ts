/** Which template a letter is written from, in the back office's words ("German template"). */
import type { Language } from "../../../shared/i18n/languages.ts";

const NAMES = new Intl.DisplayNames(["en"], { type: "language" });

/** A language's English name, as the back office's sentences need it ("German", "Japanese"). */
export function englishName(language: Language): string {
  return NAMES.of(language) ?? language;
}

/** "German template", or "Default template (no German one)" when the gallery's language has none. */
export function templateLabel(letter: { language: Language; template_language: Language | null }): string {
  return letter.template_language
    ? `${englishName(letter.template_language)} template`
    : `Default template (no ${englishName(letter.language)} one)`;
}
