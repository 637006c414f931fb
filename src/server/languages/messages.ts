/** The rules' and the server's messages in a language (src/shared/messages.ts), made once per language. */
import type { Language } from "../../shared/i18n/languages.ts";
import { translatorFor } from "../../shared/i18n/translators.ts";
import { type Messages, messagesOf } from "../../shared/messages.ts";

const made = new Map<Language, Messages>();

export function messagesIn(language: Language): Messages {
  let found = made.get(language);
  if (!found) {
    found = messagesOf(translatorFor(language));
    made.set(language, found);
  }
  return found;
}
