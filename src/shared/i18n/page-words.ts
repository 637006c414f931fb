/**
 * The words a page of the form is given: its language's `form` and `rules` (never the pages' or the
 * emails', never another language's), and the back office's page its `admin` words too, as JSON in a script element the browser does not run
 * (src/client/page-translator.ts reads it).
 */
import type { AdminCatalog } from "./admin/catalog.ts";
import type { Catalog } from "./catalogs/catalog.ts";
import type { Language } from "./languages.ts";

export const PAGE_WORDS_ID = "page-words";

export function pageWordsScript(language: Language, catalog: Catalog, admin?: AdminCatalog): string {
  const json = JSON.stringify({ language, form: catalog.form, rules: catalog.rules, ...(admin && { admin }) })
    // Inside <script> only "</script" or "<!--" could end it: no "<" is left to start either.
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return `<script type="application/json" id="${PAGE_WORDS_ID}">${json}</script>`;
}
