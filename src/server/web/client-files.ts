/**
 * Where the pages' scripts, styles and HTML templates come from: the Vite build in dist/client
 * (npm start, tests), or Vite's dev server while developing (npm run dev, see src/server/dev.ts).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { type PageAssets, readEntryAssets } from "./assets.ts";

export interface ClientFiles {
  /**
   * The scripts and styles of an entry, named by its path under src/client; undefined when the
   * client is not built, and then the server-rendered pages still work, unstyled and without behaviours.
   */
  entryAssets(entry: string): PageAssets | undefined;
  /**
   * An HTML page of the client, named by its path under src/client ("index.html",
   * "admin/index.html"), as the browser should get it at `url` (placeholders still in).
   */
  htmlPage(name: string, url: string): Promise<string>;
  /** Where the files of src/client/public are (favicon, robots.txt). */
  publicDir: string;
}

/** The Vite build in `clientDir`. What is found is kept; what is missing is looked for again. */
export function builtClient(clientDir: string, warn: (message: string) => void): ClientFiles {
  const entries = new Map<string, PageAssets>();
  const pages = new Map<string, string>();
  const warned = new Set<string>();
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
    async htmlPage(name) {
      const known = pages.get(name);
      if (known !== undefined) return known;
      const file = path.join(clientDir, name);
      try {
        const html = await readFile(file, "utf8");
        pages.set(name, html);
        return html;
      } catch (error) {
        throw new Error(`${file} is not built (${(error as Error).message}). Run "npm run build" first.`);
      }
    },
  };
}
