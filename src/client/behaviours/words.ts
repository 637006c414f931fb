/**
 * The words the public pages' scripts write, in the page's language: the server embeds them
 * (#page-words, shared/i18n/page-words.ts), so no catalog is in any script. Their arguments are plain
 * (`Picture {n} of {count}`, checked for every language by page-words.test.ts): filled in here
 * without a message library.
 */
import type { BehaviourWord } from "../../shared/i18n/page-words.ts";
import { readPageWords } from "../page-words.ts";

export type Words = (key: BehaviourWord, values?: Record<string, string | number>) => string;

/** The words of `doc`: a word it was not given shows as its key, which a test notices. */
export function wordsOf(doc: Document): Words {
  const words = readPageWords(doc).pages ?? {};
  return (key, values = {}) =>
    (words[key] ?? `pages.${key}`).replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
}
