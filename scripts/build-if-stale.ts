/**
 * `npm start` runs this first: the client is built only when there is no build yet or a source it
 * is made from changed after it, so a start after the first one takes a moment, not a Vite build.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** What the client build is made from, relative to the repository. */
export const BUILD_INPUTS = [
  "src/client",
  "src/shared",
  "vite.config.ts",
  "scripts/precompress-assets.ts",
  "scripts/favicon-ico.ts",
  "package-lock.json",
];
/** Written last by every build: its time is the build's. */
export const BUILD_STAMP = "dist/client/.vite/manifest.json";

function newestChange(file: string): number {
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(file, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  return newest;
}

/** Why the client must be built in `root`, or undefined when its build is up to date. */
export function buildNeeded(root: string, inputs = BUILD_INPUTS, stamp = BUILD_STAMP): string | undefined {
  const built = statSync(path.join(root, stamp), { throwIfNoEntry: false });
  if (!built) return "there is no build yet";
  const changed = inputs.find((input) => newestChange(path.join(root, input)) > built.mtimeMs);
  return changed ? `${changed} changed since the last build` : undefined;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const reason = buildNeeded(ROOT);
  if (reason) {
    console.log(`Building the client: ${reason}.`);
    const build = spawnSync("npx", ["vite", "build"], { cwd: ROOT, stdio: "inherit" });
    process.exit(build.status ?? 1);
  }
  console.log("The client build is up to date.");
}
