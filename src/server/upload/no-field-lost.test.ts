/**
 * Issue 30, "No field lost": @fastify/multipart 9.4 could end `request.parts()` while busboy still
 * held parts, on a reused keep-alive connection when a file part backed up (fastify-multipart#630,
 * fixed by #631 in 10.1). The parts after it were lost without an error: a required text part gave a
 * spurious 422, an optional one (an artist's nationality, an artwork's details, the website) was
 * stored empty with a 200, and in the browser's order (files last) the trailing files went missing.
 * Here 50 submissions in a row go over ONE connection into a real file store whose writes begin
 * late, and every field of every stored application is read back.
 */

import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blobOf, makePdf, makePng } from "../../../test-support/fixtures.ts";
import { UNLIMITED, type Visitor, visit } from "../../../test-support/server.ts";
import { slowedWrites } from "../../../test-support/slow-file-store.ts";
import type { ApplicationForm } from "../../shared/application.ts";
import { exampleApplication } from "../../shared/example-application.ts";
import { applicationFormData } from "../../shared/form-data.ts";
import { dotted, fileRecords } from "../../shared/wire.ts";
import { type App, buildApp } from "../app.ts";
import { loadApplication } from "../applications/load.ts";
import { readConfig } from "../config.ts";
import { LocalFileStore } from "../store/files.ts";

const SUBMISSIONS = 50;
/** Large enough that a file part backs up in the parser while the store has not begun reading it. */
const FILE_BYTES = 96 * 1024;

let app: App;
let url: string;
let dir: string;
let visitor: Visitor;
let connections = 0;
/** One socket, kept alive: every submission after the first reuses the connection. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "art-fair-no-field-lost-"));
  let writes = 0;
  const store = slowedWrites(new LocalFileStore(path.join(dir, "files")), () => (writes++ % 4) * 15);
  app = await buildApp({ config: readConfig({ LOG_LEVEL: "silent", ...UNLIMITED, DATA_DIR: dir }), store });
  await app.listen({ port: 0, host: "127.0.0.1" });
  app.server.on("connection", () => connections++);
  const address = app.server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  visitor = await visit(url);
});

afterAll(async () => {
  agent.destroy();
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

/** An application whose every optional text is filled and different from the others', with real files. */
function application(n: number): { form: ApplicationForm; files: Map<string, Blob> } {
  const form = exampleApplication({ edition: visitor.edition, artists: 2, artworksPerArtist: 2, galleryPictures: 1 });
  form.gallery.name = `Galerie ${n}`;
  form.gallery.website = `https://gallery-${n}.example`;
  form.artists.forEach((artist, a) => {
    artist.nationality = `Nationality ${n}.${a}`;
    artist.artworks.forEach((artwork, w) => {
      artwork.meta = `2024, oil on canvas, ${n}.${a}.${w}`;
    });
  });
  const files = new Map<string, Blob>();
  const records = fileRecords(form);
  records.forEach(({ path: at, record }, i) => {
    const head = record.filename.endsWith(".pdf") ? makePdf(`file ${n}.${i}`) : makePng(40, 30, n * 100 + i);
    // The last file small: it arrives whole in the body's last packet, behind a large one that backs up.
    const bytes = i === records.length - 1 ? head : Buffer.concat([head, Buffer.alloc(FILE_BYTES - head.length)]);
    record.size = bytes.length;
    files.set(dotted(at), blobOf(bytes));
  });
  return { form, files };
}

/** The multipart body with its parts in the given order: the browser's (files last) or text after files. */
async function body(form: ApplicationForm, files: Map<string, Blob>, order: "files last" | "files first") {
  const parts = [...applicationFormData(form, { files })];
  const isFile = ([, value]: [string, FormDataEntryValue]) => typeof value !== "string";
  const ordered = order === "files last" ? parts : [...parts.filter(isFile), ...parts.filter((p) => !isFile(p))];
  const data = new FormData();
  for (const [name, value] of ordered) data.append(name, value);
  const request = new Request(url, { method: "POST", body: data });
  return { bytes: Buffer.from(await request.arrayBuffer()), type: request.headers.get("content-type") ?? "" };
}

/** The text fields stored otherwise than sent, by dotted path. */
function differences(sent: unknown, stored: unknown, at = ""): string {
  if (typeof sent !== "object" || sent === null)
    return isDeepStrictEqual(sent, stored) ? "" : `${at} ${JSON.stringify(stored)} `;
  const other = (stored ?? {}) as Record<string, unknown>;
  return Object.entries(sent)
    .map(([key, value]) => differences(value, other[key], at ? `${at}.${key}` : key))
    .join("");
}

function post(bytes: Buffer, type: string): Promise<{ status: number; json: { id?: string; errors?: unknown } }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/application-submit`,
      {
        method: "POST",
        agent,
        headers: {
          "content-type": type,
          "content-length": bytes.length,
          cookie: visitor.cookie,
          "x-csrf-token": visitor.token,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString() || "{}") }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(bytes);
  });
}

describe.each(["files first", "files last"] as const)("%s: 50 submissions over one keep-alive connection", (order) => {
  it("store every field and every file of every submission", async () => {
    const before = connections;
    const lost: string[] = [];
    for (let n = 0; n < SUBMISSIONS; n++) {
      const { form, files } = application(n);
      const { bytes, type } = await body(form, files, order);
      const answer = await post(bytes, type);
      if (answer.status !== 200) {
        lost.push(`submission ${n}: ${answer.status} ${JSON.stringify(answer.json.errors ?? answer.json)}`);
        continue;
      }
      const stored = await loadApplication(app.db, answer.json.id ?? "");
      // The whole form as sent: the nationalities, the artworks' details, the website among the rest.
      if (!isDeepStrictEqual(stored?.form, form)) lost.push(`submission ${n}: ${differences(form, stored?.form)}`);
      const kept = (stored?.files ?? []).map((f) => f.recordPath).sort();
      if (kept.join() !== [...files.keys()].sort().join()) lost.push(`submission ${n}: files ${kept.join()}`);
    }
    expect(lost).toEqual([]);
    // The bug needs a reused connection: the 50 went over one.
    expect(connections - before).toBeLessThanOrEqual(1);
  }, 120_000);
});
