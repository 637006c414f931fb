/** The committee's progress, decisions, and the decision letters. */
export const decisions = {};

export type DecisionsWords = Record<keyof typeof decisions, string>;
