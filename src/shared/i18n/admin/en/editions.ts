/** Editions, the languages offered, the staff and the member's own account. */
export const editions = {};

export type EditionsWords = Record<keyof typeof editions, string>;
