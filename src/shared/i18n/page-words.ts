/**
 * The words a page of the form is given: its language's `form` and `rules` (never the pages' or the
 * emails', never another language's), and the back office's page its `admin` words too, as JSON in a script element the browser does not run
 * (src/client/page-translator.ts reads it). Each message is sent parsed (intl-messageformat's AST):
 * the browser build leaves FormatJS's ICU parser out (vite.config.ts), 7 KB of compressed script
 * for 0.5 KB more words (docs/benchmarks.md). A server-rendered page is given the few words its
 * scripts write, plain (src/client/behaviours/words.ts reads them).
 */
import { IntlMessageFormat } from "intl-messageformat";
import type { AdminCatalog } from "./admin/catalog.ts";
import type { Catalog } from "./catalogs/catalog.ts";
import type { PagesCatalog } from "./catalogs/en/pages.ts";
import { type Language, languageTag } from "./languages.ts";

export const PAGE_WORDS_ID = "page-words";

/** A message as intl-messageformat parsed it. */
export type ParsedMessage = ReturnType<IntlMessageFormat["getAst"]>;
/** A part of a catalog with each message parsed. */
export type Parsed<Part> = { [Key in keyof Part]: ParsedMessage };

/** Parsed once per part per process: the catalogs do not change while the server runs. */
const parsedParts = new WeakMap<object, Record<string, ParsedMessage>>();

function parsed<Part extends object>(part: Part, language: Language): Parsed<Part> {
  let known = parsedParts.get(part);
  if (!known) {
    const tag = languageTag(language);
    known = Object.fromEntries(
      Object.entries(part).map(([key, message]) => [key, new IntlMessageFormat(message as string, tag).getAst()]),
    );
    parsedParts.set(part, known);
  }
  return known as Parsed<Part>;
}

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
  return wordsScript({
    language,
    form: parsed(catalog.form, language),
    rules: parsed(catalog.rules, language),
    ...(admin && {
      admin: Object.fromEntries(Object.entries(admin).map(([name, part]) => [name, parsed(part as object, language)])),
    }),
  });
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
