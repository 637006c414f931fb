import type { DecisionsWords } from "../en/decisions.ts";

export const decisions: DecisionsWords = {};
