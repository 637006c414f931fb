/**
 * A Vite plugin that writes Brotli (`.br`) and gzip (`.gz`) copies beside each built script, style
 * sheet and other text asset, at the highest levels: done once per build instead of on every
 * request, and served by @fastify/static's `preCompressed`.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; pictures and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|ico|webmanifest)$/;

export async function precompressFolder(folder: string): Promise<number> {
  let written = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = await readFile(file);
    const copies = await Promise.all([
      brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    // A copy no smaller than the file (a tiny file) would only cost the client a decoding step.
    for (const [copy, extension] of [
      [copies[0], ".br"],
      [copies[1], ".gz"],
    ] as const)
      if (copy.length < bytes.length) {
        await writeFile(file + extension, copy);
        written++;
      }
  }
  return written;
}

export function precompressAssets(): Plugin {
  let outDir = "";
  return {
    name: "precompress-assets",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressFolder(path.join(outDir, "assets"));
    },
  };
}
