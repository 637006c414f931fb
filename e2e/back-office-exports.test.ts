/**
 * The exports in Chromium: the list's CSV downloads from the "Export" menu (opened by keyboard) with
 * the list's filters, opens as a spreadsheet would read it, and a formula-like gallery name arrives
 * neutralised; an application's ZIP holds every uploaded file byte-identical. Axe with the menu open.
 */
import { readFile } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  backOfficeTestBed,
  DESKTOP,
  galleryApplication,
  galleryColumn,
  PHONE,
  type StoredForTest,
  signInThroughPage,
} from "../test-support/back-office-page.ts";
import { seriousAccessibilityViolations } from "../test-support/browser.ts";
import { readZip } from "../test-support/zip.ts";

const EDITION = "fair-2027";
const bed = backOfficeTestBed({ OPEN_EDITIONS: EDITION });
const T0 = Date.UTC(2027, 0, 10, 9, 0);
const HOUR = 3_600_000;
const FORMULA = '=HYPERLINK("http://evil.example","Open")';

let formula: StoredForTest;
let nordlicht: StoredForTest;

beforeAll(async () => {
  const small = (form: StoredForTest["form"]) => {
    form.proposal.booth = "small";
  };
  formula = await bed.store(galleryApplication(EDITION, FORMULA, small), T0);
  nordlicht = await bed.store(galleryApplication(EDITION, "Galerie Nordlicht", small), T0 + HOUR);
  await bed.store(galleryApplication(EDITION, "Blue Nile Projects"), T0 + 2 * HOUR);
});

/** Opens the "Export" menu from the keyboard and downloads the link called `name`. */
async function downloadFromMenu(page: Page, name: string): Promise<{ filename: string; bytes: Buffer }> {
  await page.getByText("Export", { exact: true }).focus();
  await page.keyboard.press("Enter");
  const link = page.getByRole("link", { name });
  await link.waitFor();
  await link.focus();
  const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
  return { filename: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

describe("the list's CSV", () => {
  it("downloads with the list's filters and opens with the formula-like gallery name neutralised", async () => {
    const { url } = bed.server();
    const page = await bed.newPage();
    await signInThroughPage(page, url, bed.staff("admin"), "/admin/applications");
    await page.goto(`${url}/admin/applications?booth=small`);
    await expect.poll(() => galleryColumn(page)).toEqual(["Galerie Nordlicht", FORMULA]);

    const { filename, bytes } = await downloadFromMenu(page, "Applications (CSV)");
    expect(filename).toBe(`${EDITION}-applications-${new Date().toISOString().slice(0, 10)}.csv`);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.Gallery)).toEqual(["Galerie Nordlicht", `'${FORMULA}`]);
    expect(rows.map((r) => r["Application id"])).toEqual([nordlicht.id, formula.id]);
    expect(rows[1]).toMatchObject({ Booth: "small", Artists: "2", Artworks: "6", "Tax number": "DE123456789" });
  });
});

describe("an application's ZIP", () => {
  it("holds every uploaded file byte-identical, with application.json and application.csv", async () => {
    const { url } = bed.server();
    const page = await bed.newPage();
    await signInThroughPage(page, url, bed.staff("reviewer"), `/admin/applications/${nordlicht.id}`);
    const { filename, bytes } = await downloadFromMenu(page, "This application with its files (ZIP)");
    expect(filename).toBe(`${EDITION}-Galerie Nordlicht-${new Date().toISOString().slice(0, 10)}.zip`);
    const zip = await readZip(bytes);
    const json = JSON.parse(zip.files.get("application.json")?.toString() ?? "{}") as {
      id: string;
      exported_files: { path: string; record: string }[];
    };
    expect(json.id).toBe(nordlicht.id);
    expect(json.exported_files.map((f) => f.record).sort()).toEqual([...nordlicht.files.keys()].sort());
    for (const { path, record } of json.exported_files)
      expect(zip.files.get(path)?.equals(nordlicht.files.get(record) as Buffer), path).toBe(true);
    expect(zip.files.has("application.csv")).toBe(true);
    // The test pictures are PNGs named .jpg: the entry carries the extension of what the bytes are.
    expect([...zip.files.keys()]).toContain("artists/01-Mira Lindqvist/artwork-01-Untitled 1.png");
  });
});

describe("the menu passes axe", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const)
    it(`open on the list and on an application, on a ${label}`, async () => {
      const { url } = bed.server();
      const page = await bed.newPage(viewport);
      await signInThroughPage(page, url, bed.staff("admin"), "/admin/applications");
      await page.getByText("Export", { exact: true }).click();
      await page.getByRole("link", { name: "Artworks (CSV)" }).waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.goto(`${url}/admin/applications/${formula.id}`);
      await page.getByText("Export", { exact: true }).click();
      await page.getByRole("link", { name: "This application with its files (ZIP)" }).waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    });
});
