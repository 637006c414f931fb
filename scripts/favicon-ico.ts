/**
 * A Vite plugin that draws `favicon.ico` from the public `favicon.svg` at build time: browsers and
 * crawlers ask for /favicon.ico whatever the page links, and an ICO may hold PNG pictures.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";

const SIZES = [16, 32, 48];

/** An ICO file holding one PNG per size (ICONDIR, one ICONDIRENTRY each, then the PNGs). */
export function icoOf(pngs: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map(({ png }) => png)]);
}

export function faviconIco(): Plugin {
  let publicDir = "";
  return {
    name: "favicon-ico",
    apply: "build",
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle() {
      const svg = await readFile(path.join(publicDir, "favicon.svg"));
      // sharp only at build time, and only here: the dev server never needs it.
      const { default: sharp } = await import("sharp");
      const pngs = await Promise.all(
        SIZES.map(async (size) => ({
          size,
          png: await sharp(svg, { density: 300 }).resize(size, size).png().toBuffer(),
        })),
      );
      this.emitFile({ type: "asset", fileName: "favicon.ico", source: icoOf(pngs) });
    },
  };
}
