/**
 * The decision letters' default texts (server/letters/templates.ts): what a letter says while no
 * admin has written the edition's own. Each argument becomes the template placeholder of its name
 * (`{booth}` → `{{booth}}`), filled in for each gallery when the letters are prepared; the booth's
 * words are filled in the letter's language.
 */
export const letters = {
  acceptedSubject: "{edition}: your application is accepted ({reference})",
  acceptedBody:
    "Dear {contact},\n\nwe are delighted to tell you that the selection committee has accepted the application of {gallery} for {edition}, with a {booth} booth.\n\nWe will send you the contract and the practical details in the coming weeks. Your application and its status stay on its page:\n{status_link}\n\nWith kind regards,\nThe art fair's selection committee\n",
  waitlistedSubject: "{edition}: your application is on the waiting list ({reference})",
  waitlistedBody:
    "Dear {contact},\n\nthe selection committee has placed the application of {gallery} for {edition} on the waiting list. We will write to you as soon as a booth becomes free.\n\nYour application and its status stay on its page:\n{status_link}\n\nWith kind regards,\nThe art fair's selection committee\n",
  rejectedSubject: "{edition}: the committee's decision on your application ({reference})",
  rejectedBody:
    "Dear {contact},\n\nthank you for the application of {gallery} for {edition}. We are sorry to tell you that the selection committee could not accept it this time; there were far more strong applications than booths.\n\nYour application stays on its page:\n{status_link}\n\nWe hope to see an application from you for a coming edition.\n\nWith kind regards,\nThe art fair's selection committee\n",

  /** `{{booth}}`: the size the gallery asked for, in the words the letter's sentence needs. */
  boothSmall: "small",
  boothMedium: "medium-sized",
  boothLarge: "large",
  /** `{{booth}}` once a booth is allocated: its size, label and hall ("large (B4, Hall 2)"). */
  boothAllocated: "{size} ({label}, {hall})",
} as const;

export type LettersCatalog = Record<keyof typeof letters, string>;
