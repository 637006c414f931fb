/** The built, hashed scripts and stylesheets of a page's entry, found in Vite's manifest. */
import { readFileSync } from "node:fs";
import path from "node:path";

export interface PageAssets {
  scripts: string[];
  /** Chunks the scripts import, for `<link rel="modulepreload">`: fetched at once, not after the entry. */
  preloads: string[];
  styles: string[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * Reads dist/client/.vite/manifest.json; throws with the fix when the client is not built.
 * @param entry the entry's name in the manifest: its path relative to Vite's root, src/client.
 */
export function readEntryAssets(clientDir: string, entry: string): PageAssets {
  const file = path.join(clientDir, ".vite", "manifest.json");
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestChunk>;
  } catch (error) {
    throw new Error(`The script of ${entry} is not built (${(error as Error).message}). Run "npm run build".`);
  }
  const chunk = manifest[entry];
  if (!chunk) throw new Error(`${file} has no ${entry}. Run "npm run build".`);
  // Stylesheets and scripts of shared chunks the entry imports belong to the page too.
  const styles = new Set<string>();
  const preloads = new Set<string>();
  const visit = (node: ManifestChunk, seen: Set<ManifestChunk>) => {
    if (seen.has(node)) return;
    seen.add(node);
    if (node !== chunk) preloads.add(`/${node.file}`);
    for (const css of node.css ?? []) styles.add(`/${css}`);
    for (const name of node.imports ?? []) {
      const imported = manifest[name];
      if (imported) visit(imported, seen);
    }
  };
  visit(chunk, new Set());
  return { scripts: [`/${chunk.file}`], preloads: [...preloads], styles: [...styles] };
}
