/** The member's own account: the language she reads the back office in. */
export const account = {
  languageTitle: "Language of the back office",
  languageLegend: "Show the back office in",
  languageHint: "The back office speaks this language to you on every device. Galleries keep their own language.",
  languageBrowser: "As my browser asks",
  languageSave: "Save language",
  languageSaved: "Saved. The page opens again in the language you picked.",
};

export type AccountWords = Record<keyof typeof account, string>;
