/** The frame of every back-office page (header, navigation, sign-out, key help, not found), the shared form parts (fields, actions, dialogs) and the labels of stored values. */
export const common = {
  backOffice: "Art fair back office",
  skipToMain: "Skip to main content",
  navigation: "Back office",
  navApplications: "Applications",
  navQueue: "My queue",
  navConflicts: "Conflicts",
  navProgress: "Progress",
  navEditions: "Editions",
  navLetters: "Letters",
  navInvoices: "Invoices",
  navStaff: "Staff",
  roleAdmin: "Admin",
  roleReviewer: "Reviewer",
  signOut: "Sign out",
};

export type CommonWords = Record<keyof typeof common, string>;
