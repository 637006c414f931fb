import type { CommonWords } from "../en/common.ts";

export const common: CommonWords = {
  backOffice: "Backoffice der Kunstmesse",
  skipToMain: "Zum Hauptinhalt springen",
  navigation: "Backoffice",
  navApplications: "Bewerbungen",
  navQueue: "Meine Liste",
  navConflicts: "Konflikte",
  navProgress: "Fortschritt",
  navEditions: "Ausgaben",
  navLetters: "Briefe",
  navInvoices: "Rechnungen",
  navStaff: "Team",
  roleAdmin: "Admin",
  roleReviewer: "Jurymitglied",
  signOut: "Abmelden",
};
