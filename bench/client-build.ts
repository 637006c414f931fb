/** The browser benchmarks measure the built page: build it once if dist/client is missing or BENCH_BUILD=1. */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const CLIENT_DIR = fileURLToPath(new URL("../dist/client", import.meta.url));

export function ensureClientBuilt(): void {
  if (process.env.BENCH_BUILD !== "1" && existsSync(`${CLIENT_DIR}/index.html`)) return;
  execFileSync(
    process.execPath,
    [fileURLToPath(new URL("../node_modules/vite/bin/vite.js", import.meta.url)), "build"],
    {
      cwd: fileURLToPath(new URL("..", import.meta.url)),
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
}
