/** One application read in full, and the viewer of its pictures and documents. */
export const application = {};

export type ApplicationWords = Record<keyof typeof application, string>;
