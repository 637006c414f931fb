import type { EditionsWords } from "../en/editions.ts";

export const editions: EditionsWords = {};
