/** An application's language as the back office shows it: named in itself ("Deutsch", "日本語"), marked as that language. */
import { isLanguage, languageName, languageTag } from "../../shared/i18n/languages.ts";

export function LanguageName({ code }: { code: string | undefined }) {
  if (!code) return null;
  if (!isLanguage(code)) return <>{code}</>;
  return <span lang={languageTag(code)}>{languageName(code)}</span>;
}
