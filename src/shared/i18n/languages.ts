/**
 * The languages the applicant's side is written in. The code is what `?lang=` and the `lang` cookie
 * carry and what an application stores; the tag is what `<html lang>`, `Content-Language` and `Intl` get.
 */
export const LANGUAGES = ["en", "de", "fr", "es", "it", "ja", "zh"] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

interface LanguageFacts {
  /** The language's name in itself, as the switcher shows it. */
  name: string;
  /**
   * The BCP 47 tag for `<html lang>`, `Content-Language` and `Intl`. Chinese is written `zh-Hans`:
   * the catalog is Simplified Chinese whatever the region, and the script subtag is what makes a
   * browser pick Simplified glyphs and a screen reader the right voice (`zh` alone leaves it to guess).
   */
  tag: string;
}

const FACTS: Record<Language, LanguageFacts> = {
  en: { name: "English", tag: "en" },
  de: { name: "Deutsch", tag: "de" },
  fr: { name: "Français", tag: "fr" },
  es: { name: "Español", tag: "es" },
  it: { name: "Italiano", tag: "it" },
  ja: { name: "日本語", tag: "ja" },
  zh: { name: "简体中文", tag: "zh-Hans" },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The language's name in itself ("Deutsch", "日本語"). */
export function languageName(language: Language): string {
  return FACTS[language].name;
}

/** The language's BCP 47 tag (`zh-Hans` for `zh`). */
export function languageTag(language: Language): string {
  return FACTS[language].tag;
}
