import type { AccountWords } from "../en/account.ts";

export const account: AccountWords = {
  languageTitle: "Sprache des Backoffice",
  languageLegend: "Backoffice anzeigen auf",
  languageHint:
    "In dieser Sprache zeigt Ihnen das Backoffice alles an, auf jedem Gerät. Galerien behalten ihre eigene Sprache.",
  languageBrowser: "Wie mein Browser es wünscht",
  languageSave: "Sprache speichern",
  languageSaved: "Gespeichert. Die Seite öffnet sich gleich in der gewählten Sprache.",
};
