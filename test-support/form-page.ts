/** Shared steps for the application form's browser tests: files, filling in by label, and reading what was stored. */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { loadApplication, type StoredApplication } from "../src/server/applications/load.ts";
import { closeContexts, sharedChromium } from "./browser.ts";
import { makePdf, makePng } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./server.ts";

export const DRAFT_KEY = "art-fair-application-draft";
/** 50 words of biography: comfortably over the 50-character minimum. */
export const BIO =
  "Paints large harbour scenes in oil and has shown in Lagos, Oslo and Mexico City since 2012, with a growing interest in light.";

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export const png = (name: string, width = 40, height = 30, seed = 1): FilePayload => ({
  name,
  mimeType: "image/png",
  buffer: makePng(width, height, seed),
});
export const pdf = (name: string, text = name): FilePayload => ({
  name,
  mimeType: "application/pdf",
  buffer: makePdf(text),
});

export const artist = (page: Page, n: number): Locator => page.getByRole("group", { name: `Artist ${n}`, exact: true });
export const artwork = (page: Page, n: number, m: number): Locator =>
  artist(page, n).getByRole("group", { name: `Artwork ${m}`, exact: true });
export const galleryPicture = (page: Page, n: number): Locator =>
  page.getByRole("group", { name: `Gallery picture ${n}`, exact: true });

/** Picks files in an upload field and waits until each is listed as added (images are scaled first). */
export async function upload(scope: Page | Locator, label: string, files: FilePayload[]): Promise<void> {
  await scope.getByLabel(label, { exact: true }).and(scope.locator("input[type=file]")).setInputFiles(files);
  for (const file of files) await scope.getByRole("button", { name: `Remove ${file.name}` }).waitFor();
}

/** The smallest application the rules accept, typed in by label: galleries, one artist, one artwork, one picture. */
export async function fillMinimalApplication(page: Page, gallery = "Galerie Minimal"): Promise<void> {
  await page.getByLabel("Galleries: a booth in the main sector").check();
  await page.getByRole("radio", { name: "Small" }).check();
  const first = artist(page, 1);
  await first.getByLabel("First name").fill("Ada");
  await first.getByLabel("Last name").fill("Okafor");
  await first.getByLabel("Biography").fill(BIO);
  const work = artwork(page, 1, 1);
  await work.getByLabel("Title").fill("Low Tide");
  await work.getByLabel("This artwork will be presented").check();
  await page.getByLabel("Gallery name").fill(gallery);
  await page.getByLabel("Year founded").fill("1998");
  await page.getByLabel("Locations").fill("Berlin");
  await page.getByLabel("Contact person (required)", { exact: true }).fill("Ingrid Solberg");
  await page.getByLabel("Contact email (required)", { exact: true }).fill("ingrid@example.org");
  await page.getByRole("button", { name: "Add a gallery picture" }).click();
  const picture = galleryPicture(page, 1);
  await upload(picture, "Picture (required)", [png("opening.png")]);
  await picture.getByLabel("Exhibition title").fill("Salt");
  await picture.getByLabel("Artists").fill("Ada Okafor");
  await picture.getByLabel("Year").fill("2023");
  await page.getByLabel("Company name").fill("Galerie Minimal GmbH");
  await page.getByLabel("Company address").fill("Torstraße 1, Berlin");
  await page.getByLabel("Tax number").fill("DE123");
  await page.getByLabel("Contact person for tax matters").fill("Paul Adeyemi");
  await page.getByLabel("Contact email for tax matters").fill("tax@example.org");
  await page.getByLabel("Contact phone for tax matters").fill("+49 30 1");
}

/** The stored application with this gallery name, read back through the store. */
export async function storedApplication(server: TestServer, gallery: string): Promise<StoredApplication | undefined> {
  const row = await server.app.db
    .selectFrom("applications")
    .select("id")
    .where("gallery_name", "=", gallery)
    .executeTakeFirst();
  return row ? loadApplication(server.app.db, row.id) : undefined;
}

export async function storedBytes(server: TestServer, storageKey: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await server.app.store.read(storageKey)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Width and height from a PNG, JPEG or WebP header, or null for anything else. */
export function imageSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.subarray(1, 4).toString("ascii") === "PNG")
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at < bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = bytes[at + 1] as number;
      const length = bytes.readUInt16BE(at + 2);
      // SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
        return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
      at += 2 + length;
    }
    return null;
  }
  if (bytes.subarray(0, 4).toString("ascii") === "RIFF" && bytes.subarray(8, 12).toString("ascii") === "WEBP") {
    const chunk = bytes.subarray(12, 16).toString("ascii");
    if (chunk === "VP8 ") return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
    if (chunk === "VP8L") {
      const b = bytes.readUInt32LE(21);
      return { width: (b & 0x3fff) + 1, height: ((b >> 14) & 0x3fff) + 1 };
    }
    if (chunk === "VP8X") return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  return null;
}

/** What the page keeps in localStorage as a draft, parsed, or null. */
export async function storedDraft(page: Page): Promise<{ form: Record<string, unknown> } | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), DRAFT_KEY);
  return raw ? (JSON.parse(raw) as { form: Record<string, unknown> }) : null;
}

/** Record paths of the files kept with the draft in IndexedDB. */
export async function draftFilePaths(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open("art-fair-application-draft", 1);
        open.onupgradeneeded = () => open.result.createObjectStore("files", { keyPath: "path" });
        open.onsuccess = () => {
          const request = open.result.transaction("files", "readonly").objectStore("files").getAllKeys();
          request.onsuccess = () => {
            open.result.close();
            resolve((request.result as string[]).sort());
          };
        };
        open.onerror = () => resolve([]);
      }),
  );
}

/**
 * One test server and one Chromium for a test file, closed after it, and the form opened as a
 * new visitor. `bed.server` and `bed.browser` are set once the file's tests start.
 */
export function formTestBed(env: Record<string, string> = {}) {
  const bed = {
    server: undefined as unknown as TestServer,
    browser: undefined as unknown as Browser,
    async openForm(query = ""): Promise<Page> {
      const context = await bed.browser.newContext({ viewport: { width: 1200, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${bed.server.url}/${query}`);
      await page.getByRole("heading", { name: "Choice" }).waitFor();
      return page;
    },
  };
  beforeAll(async () => {
    bed.server = await startTestServer(env);
    bed.browser = await sharedChromium();
  });
  afterAll(async () => {
    await closeContexts(bed.browser);
    await bed.server?.close();
  });
  return bed;
}
