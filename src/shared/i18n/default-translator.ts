/**
 * The translator of code that does not know its reader's language by a request: on the server and
 * in the tests, English (the spec's words). In the browser, the build puts src/client/page-translator.ts
 * in this module's place (vite.config.ts): there it is the page's language, from the words the server
 * embedded, so the browser never loads another language's catalog, English's included.
 */
import { catalog } from "./catalogs/en/index.ts";
import { createTranslator, type Translator } from "./format.ts";

export const defaultTranslator: Translator = createTranslator("en", catalog);
