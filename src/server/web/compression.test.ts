/**
 * What travels: every built script and style sheet as its build-time Brotli or gzip copy, and pages
 * and JSON over 1 KB compressed on the way out. Read with node:http, which (unlike fetch) shows the
 * bytes as they arrive.
 */
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESSIBLE } from "../../../scripts/precompress-assets.ts";
import { makePng } from "../../../test-support/fixtures.ts";
import { acceptedGallery } from "../../../test-support/galleries.ts";
import { startTestServer, type TestServer } from "../../../test-support/server.ts";
import { DEFAULT_CLIENT_DIR } from "../app.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  for (let i = 0; i < 6; i++) await acceptedGallery(server, { name: `Galerie ${i}`, pictures: [makePng(300, 200, i)] });
});
afterAll(() => server?.close());

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function raw(pathname: string, headers: Record<string, string> = {}, method = "GET", body?: Buffer): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${server.url}${pathname}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on("error", reject);
    request.end(body);
  });
}

const ASSETS_DIR = path.join(DEFAULT_CLIENT_DIR, "assets");
const assets = readdirSync(ASSETS_DIR).filter((name) => COMPRESSIBLE.test(name));

describe("built assets", () => {
  it("are there to ask for: scripts and style sheets of every page", () => {
    expect(assets.filter((name) => name.endsWith(".js")).length).toBeGreaterThanOrEqual(3);
    expect(assets.filter((name) => name.endsWith(".css")).length).toBeGreaterThanOrEqual(2);
  });

  it.each(assets)("%s arrives as its Brotli copy to a client that accepts br", async (name) => {
    const original = readFileSync(path.join(ASSETS_DIR, name));
    const response = await raw(`/assets/${name}`, { "accept-encoding": "gzip, deflate, br" });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers["content-type"]).toMatch(name.endsWith(".css") ? /^text\/css/ : /javascript/);
    expect(response.body.length).toBe(readFileSync(path.join(ASSETS_DIR, `${name}.br`)).length);
    expect(response.body.length).toBeLessThan(original.length * 0.6);
    expect(zlib.brotliDecompressSync(response.body).equals(original)).toBe(true);
  });

  it.each(assets)(
    "%s arrives gzipped to a client that accepts only gzip, and whole to one that accepts neither",
    async (name) => {
      const original = readFileSync(path.join(ASSETS_DIR, name));
      const gzipped = await raw(`/assets/${name}`, { "accept-encoding": "gzip" });
      expect(gzipped.headers["content-encoding"]).toBe("gzip");
      expect(zlib.gunzipSync(gzipped.body).equals(original)).toBe(true);
      const plain = await raw(`/assets/${name}`);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.equals(original)).toBe(true);
    },
  );
});

describe("answers made per request", () => {
  it("a page over 1 KB is compressed", async () => {
    const response = await raw("/ecosystem", { "accept-encoding": "br", accept: "text/html" });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    const html = zlib.brotliDecompressSync(response.body).toString();
    expect(html.length).toBeGreaterThan(1024);
    expect(html).toContain(`<span dir="auto">Galerie 5</span>`);
    expect(response.body.length).toBeLessThan(html.length / 2);
  });

  it("JSON over 1 KB is compressed: the errors of ten empty artists", async () => {
    const visitor = await server.visitor();
    const form = new FormData();
    form.set("edition", visitor.edition);
    for (let i = 0; i < 10; i++) form.set(`artists[${i}][first_name]`, "");
    const request = new Request("http://x/", { method: "POST", body: form });
    const body = Buffer.from(await request.arrayBuffer());
    const response = await raw(
      "/application-validate",
      {
        "accept-encoding": "gzip",
        cookie: visitor.cookie,
        "x-csrf-token": visitor.token,
        "content-type": request.headers.get("content-type") as string,
      },
      "POST",
      body,
    );
    expect(response.status).toBe(422);
    expect(response.headers["content-encoding"]).toBe("gzip");
    const json = zlib.gunzipSync(response.body).toString();
    expect(json.length).toBeGreaterThan(1024);
    expect(JSON.parse(json).errors["artists.9.first_name"]).toEqual(["Artist 10: Please provide a first name."]);
  });

  it("small answers and pictures travel as they are", async () => {
    const health = await raw("/healthz", { "accept-encoding": "br, gzip" });
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toEqual({ status: "ok" });
    const list = zlib.brotliDecompressSync((await raw("/ecosystem", { "accept-encoding": "br" })).body).toString();
    const picture = await raw(/<img src="([^"]+)"/.exec(list)?.[1] as string, { "accept-encoding": "br, gzip" });
    expect(picture.headers["content-type"]).toBe("image/webp");
    expect(picture.headers["content-encoding"]).toBeUndefined();
  });
});
