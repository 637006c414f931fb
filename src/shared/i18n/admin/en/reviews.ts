/** Scoring an application, the reviews, and the discussion. */
export const reviews = {};

export type ReviewsWords = Record<keyof typeof reviews, string>;
