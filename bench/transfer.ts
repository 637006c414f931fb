/**
 * What each page costs on the wire: the page and every script, style sheet and module preload it
 * names, as they arrive uncompressed, gzipped and as Brotli (the build's copies for assets, made per
 * request for pages over 1 KB). The demo's galleries are served by `npm start`'s server.
 */
import { execFileSync } from "node:child_process";
import http from "node:http";
import { ensureClientBuilt } from "./client-build.ts";
import { startProcess } from "./support.ts";

const PAGES = ["/", "/ecosystem", "/ecosystem/galerie-nordlicht"];

function bytesOf(url: string, encoding: string): Promise<{ bytes: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": encoding, accept: "text/html" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({ bytes: body.length, body: response.headers["content-encoding"] ? "" : body.toString() });
        });
      })
      .on("error", reject);
  });
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

export async function run(): Promise<Record<string, number | string>> {
  ensureClientBuilt();
  const service = await startProcess("src/server/main.ts", {}, "/healthz");
  const figures: Record<string, number | string> = {};
  try {
    execFileSync(process.execPath, ["src/server/demo/demo.ts"], {
      env: { ...process.env, DATA_DIR: service.dataDir, LOG_LEVEL: "silent" },
      stdio: "ignore",
    });
    for (const path of PAGES) {
      const page = await bytesOf(`${service.url}${path}`, "identity");
      const assets = [...page.body.matchAll(/<(?:script|link)[^>]*?(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
        (m) => m[1] as string,
      );
      const total = async (encoding: string) => {
        let sum = 0;
        for (const url of [path, ...assets]) sum += (await bytesOf(`${service.url}${url}`, encoding)).bytes;
        return sum;
      };
      const [identity, gzip, br] = [await total("identity"), await total("gzip"), await total("br")];
      figures[`${path}: page + ${assets.length} assets, uncompressed / gzip / br (KB)`] =
        `${kb(identity)} / ${kb(gzip)} / ${kb(br)} (br = ${Math.round((br / identity) * 100) / 100}×)`;
    }
  } finally {
    await service.stop();
  }
  return figures;
}
