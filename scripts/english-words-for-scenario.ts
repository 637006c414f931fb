/**
 * A Vite plugin for the upload component's scenario page (src/client/uploads/scenario.html), which
 * no server renders: it gets the English words embedded as the server embeds a page's language in
 * the form (src/client/page-translator.ts reads them).
 */
import type { Plugin } from "vite";
import { catalog } from "../src/shared/i18n/catalogs/en/index.ts";
import { pageWordsScript } from "../src/shared/i18n/page-words.ts";

export function englishWordsForScenario(): Plugin {
  return {
    name: "english-words-for-scenario",
    transformIndexHtml(html, context) {
      if (!context.filename.endsWith("scenario.html")) return html;
      return html.replace("</head>", `${pageWordsScript("en", catalog)}\n  </head>`);
    },
  };
}
