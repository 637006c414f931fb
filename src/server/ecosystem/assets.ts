/** The built, hashed script and stylesheet of the ecosystem pages, found in Vite's manifest. */
import { readFileSync } from "node:fs";
import path from "node:path";

/** The entry's name in the manifest: its path relative to Vite's root, src/client. */
export const ECOSYSTEM_ENTRY = "behaviours/ecosystem.ts";

export interface PageAssets {
  scripts: string[];
  styles: string[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** Reads dist/client/.vite/manifest.json; throws with the fix when the client is not built. */
export function readEcosystemAssets(clientDir: string): PageAssets {
  const file = path.join(clientDir, ".vite", "manifest.json");
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestChunk>;
  } catch (error) {
    throw new Error(`The ecosystem pages' script is not built (${(error as Error).message}). Run "npm run build".`);
  }
  const entry = manifest[ECOSYSTEM_ENTRY];
  if (!entry) throw new Error(`${file} has no ${ECOSYSTEM_ENTRY}. Run "npm run build".`);
  // Stylesheets of shared chunks the entry imports belong to the page too.
  const styles = new Set<string>();
  const visit = (chunk: ManifestChunk, seen: Set<ManifestChunk>) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const name of chunk.imports ?? []) {
      const imported = manifest[name];
      if (imported) visit(imported, seen);
    }
  };
  visit(entry, new Set());
  return { scripts: [`/${entry.file}`], styles: [...styles] };
}
