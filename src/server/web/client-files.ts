/**
 * Where the pages' scripts, styles and the application page's template come from: the Vite build in
 * dist/client (npm start, tests), or Vite's dev server while developing (npm run dev, see dev.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { type PageAssets, readEntryAssets } from "./assets.ts";

export const HEAD_PLACEHOLDER = "<!--app-head-->";

export interface ClientFiles {
  /**
   * The scripts and styles of an entry, named by its path under src/client; undefined when the
   * client is not built, and then the server-rendered pages still work, unstyled and without behaviours.
   */
  entryAssets(entry: string): PageAssets | undefined;
  /** The application page (src/client/index.html as built) with its `<!--app-head-->` placeholder. */
  pageTemplate(url: string): Promise<string>;
  /** Where the files of src/client/public are (favicon, robots.txt). */
  publicDir: string;
}

export function readPageTemplate(clientDir: string): string {
  const file = path.join(clientDir, "index.html");
  try {
    const html = readFileSync(file, "utf8");
    if (!html.includes(HEAD_PLACEHOLDER)) throw new Error(`${file} has no ${HEAD_PLACEHOLDER} placeholder.`);
    return html;
  } catch (error) {
    throw new Error(`The application page is not built (${(error as Error).message}). Run "npm run build" first.`);
  }
}

/** The Vite build in `clientDir`. Entries are read once found; a missing one is looked for again. */
export function builtClient(clientDir: string, warn: (message: string) => void): ClientFiles {
  const entries = new Map<string, PageAssets>();
  const warned = new Set<string>();
  let template: string | undefined;
  return {
    publicDir: clientDir,
    entryAssets(entry) {
      const known = entries.get(entry);
      if (known) return known;
      try {
        const assets = readEntryAssets(clientDir, entry);
        entries.set(entry, assets);
        return assets;
      } catch (error) {
        const message = (error as Error).message;
        if (!warned.has(message)) warn(message);
        warned.add(message);
        return undefined;
      }
    },
    async pageTemplate() {
      template ??= readPageTemplate(clientDir);
      return template;
    },
  };
}
