import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { englishWordsForScenario } from "./scripts/english-words-for-scenario.ts";
import { faviconIco } from "./scripts/favicon-ico.ts";
import { inlinePageCss } from "./scripts/inline-page-css.ts";
import { precompressAssets } from "./scripts/precompress-assets.ts";

export default defineConfig({
  root: fileURLToPath(new URL("./src/client", import.meta.url)),
  // favicon.svg and robots.txt, copied as they are to the root of the build.
  publicDir: fileURLToPath(new URL("./src/client/public", import.meta.url)),
  plugins: [faviconIco(), inlinePageCss(), precompressAssets(), englishWordsForScenario()],
  resolve: {
    alias: [
      // The browser speaks the page's language, from the words the server embedded, and carries no
      // catalog of its own: shared code's default translator is the page's (src/client/page-translator.ts).
      {
        find: /^(.*\/)?i18n\/default-translator\.ts$/,
        replacement: fileURLToPath(new URL("./src/client/page-translator.ts", import.meta.url)),
      },
      // Every message reaches the browser parsed (shared/i18n/page-words.ts): FormatJS's entry
      // without the ICU parser, 7 KB less compressed script on every page.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: "@formatjs/icu-messageformat-parser/no-parser.js",
      },
    ],
  },
  build: {
    outDir: fileURLToPath(new URL("./dist/client", import.meta.url)),
    emptyOutDir: true,
    assetsDir: "assets",
    target: "es2022",
    // The server finds the hashed files of each entry here (dist/client/.vite/manifest.json).
    manifest: true,
    rolldownOptions: {
      // React libraries mark themselves "use client" for server components, which we do not use.
      onLog(level, log, handler) {
        if (log.code === "MODULE_LEVEL_DIRECTIVE" && log.message.includes('"use client"')) return;
        handler(level, log);
      },
      output: {
        // Zod with strict-csp.ts, which sets its `jitless` as soon as Zod is loaded: a module of a
        // shared chunk that builds a schema when it loads (shared/api/*) would otherwise run before
        // the page's own first import and let Zod probe for eval, which the page's CSP reports.
        codeSplitting: {
          groups: [{ name: "zod", test: /node_modules[\\/]zod[\\/]|src[\\/]client[\\/]strict-csp\.ts$/ }],
        },
        // The chunk every page shares is named after what makes it large, not after its first module.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => /node_modules[\\/]react-dom[\\/]/.test(id))
            ? "assets/react-[hash].js"
            : "assets/[name]-[hash].js",
      },
      input: {
        main: fileURLToPath(new URL("./src/client/index.html", import.meta.url)),
        // The fair's back office (/admin): its own page and chunks, so the applicant never loads them.
        admin: fileURLToPath(new URL("./src/client/admin/index.html", import.meta.url)),
        // The public gallery pages' framework-free behaviours, loaded by server-rendered HTML.
        ecosystem: fileURLToPath(new URL("./src/client/behaviours/ecosystem.ts", import.meta.url)),
        // A page mounting the upload component alone, for its browser test and benchmark.
        uploadsScenario: fileURLToPath(new URL("./src/client/uploads/scenario.html", import.meta.url)),
      },
    },
  },
});
