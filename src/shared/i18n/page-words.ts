/**
 * The words a page of the form is given: its language's `form` and `rules` (never the pages' or the
 * emails', never another language's), and the back office's page its `admin` words too, as JSON in a script element the browser does not run
 * (src/client/page-translator.ts reads it). A server-rendered page is given the few words its
 * scripts write (src/client/behaviours/words.ts reads them).
 */
import type { AdminCatalog } from "./admin/catalog.ts";
import type { Catalog } from "./catalogs/catalog.ts";
import type { PagesCatalog } from "./catalogs/en/pages.ts";
import type { Language } from "./languages.ts";

export const PAGE_WORDS_ID = "page-words";

/**
 * The words the public pages' scripts write (the picture dialog, the previous and next gallery).
 * Plain messages, their arguments plain `{n}` (the completeness test of page-words checks it): the
 * scripts fill them in without a message library.
 */
export const BEHAVIOUR_WORDS = [
  "pictures",
  "previousPicture",
  "nextPicture",
  "closePictures",
  "pictureOfCount",
  "previousGallery",
  "nextGallery",
] as const satisfies readonly (keyof PagesCatalog)[];

export type BehaviourWord = (typeof BEHAVIOUR_WORDS)[number];

export function pageWordsScript(language: Language, catalog: Catalog, admin?: AdminCatalog): string {
  return wordsScript({ language, form: catalog.form, rules: catalog.rules, ...(admin && { admin }) });
}

/** A server-rendered page's words: those of its scripts, in its language. */
export function behaviourWordsScript(language: Language, pages: PagesCatalog): string {
  return wordsScript({ language, pages: Object.fromEntries(BEHAVIOUR_WORDS.map((key) => [key, pages[key]])) });
}

function wordsScript(words: object): string {
  const json = JSON.stringify(words)
    // Inside <script> only "</script" or "<!--" could end it: no "<" is left to start either.
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return `<script type="application/json" id="${PAGE_WORDS_ID}">${json}</script>`;
}
