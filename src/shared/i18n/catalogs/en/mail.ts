/** Emails to a gallery (the confirmation, status links, a change's confirmation, letters). */
export const mail = {} as const;

export type MailCatalog = Record<keyof typeof mail, string>;
