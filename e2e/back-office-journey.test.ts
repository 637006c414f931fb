/**
 * Issue 9's journey in Chromium: a reviewer signs in, searches for an artist, opens the application,
 * sees the artworks' thumbnails, downloads a file byte-identical to the upload, moves on with `k`,
 * and signs out. An admin sees the tax details; a reviewer does not, in the page or in the API.
 */
import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import {
  backOfficeTestBed,
  galleryApplication,
  galleryColumn,
  resultLine,
  type StoredForTest,
  signInThroughPage,
} from "../test-support/back-office-page.ts";
import { signIn } from "../test-support/staff.ts";

const EDITION = "fair-2027";
const bed = backOfficeTestBed({ OPEN_EDITIONS: EDITION });
const T0 = Date.UTC(2027, 0, 10, 9, 0);
const HOUR = 3_600_000;

/** Two applications with an artist called Müller, and one without. */
let nordlicht: StoredForTest;
let zuerich: StoredForTest;
let other: StoredForTest;

beforeAll(async () => {
  const muller = (first: string) => (form: StoredForTest["form"]) => {
    const artist = form.artists[1];
    if (!artist) throw new Error("The example has two artists.");
    artist.first_name = first;
    artist.last_name = "Müller";
  };
  nordlicht = await bed.store(galleryApplication(EDITION, "Galerie Nordlicht", muller("Hanna")), T0);
  zuerich = await bed.store(galleryApplication(EDITION, "Kunsthalle Zürich", muller("Jakob")), T0 + HOUR);
  other = await bed.store(galleryApplication(EDITION, "Blue Nile Projects"), T0 + 2 * HOUR);
});

describe("a reviewer's visit", () => {
  it("signs in, finds an application by an artist's name, reads it, downloads a file, moves on with j, signs out", async () => {
    const { url } = bed.server();
    const page = await bed.newPage();
    await signInThroughPage(page, url, bed.staff("reviewer"));
    expect(await galleryColumn(page)).toEqual(["Blue Nile Projects", "Kunsthalle Zürich", "Galerie Nordlicht"]);
    await expect.poll(() => page.getByRole("banner").innerText()).toContain("Rita Reviewer");

    // The search ignores case and accents: "muller" finds "Müller".
    await page.getByRole("searchbox", { name: "Search" }).fill("muller");
    await page.getByRole("searchbox", { name: "Search" }).press("Enter");
    await page.waitForURL(/\?q=muller$/);
    await expect.poll(() => resultLine(page).innerText()).toBe("2 applications match “muller”.");
    expect(await galleryColumn(page)).toEqual(["Kunsthalle Zürich", "Galerie Nordlicht"]);

    await page.getByRole("link", { name: "Kunsthalle Zürich" }).click();
    await page.waitForURL(`**/admin/applications/${zuerich.id}?q=muller`);
    const heading = page.getByRole("heading", { level: 1 });
    // The address changes before the application has loaded ("Application" meanwhile): wait for it.
    await expect.poll(() => heading.innerText()).toBe("Kunsthalle Zürich");
    // After a navigation the new page's heading has focus, so a screen reader announces it.
    expect(await heading.evaluate((h) => h === document.activeElement)).toBe(true);
    const neighbours = page.getByRole("navigation", { name: "Applications in this list" });
    await expect.poll(() => neighbours.innerText()).toContain("1 of 2");

    // Every artwork of the artist found shows its thumbnail, really loaded.
    const artworks = page.getByRole("list", { name: "Artworks by Jakob Müller" }).getByRole("listitem");
    expect(await artworks.count()).toBe(3);
    for (const item of await artworks.all()) {
      const image = item.getByRole("button", { name: /^Open .* in the viewer$/ }).locator("img");
      await image.scrollIntoViewIfNeeded();
      expect(await image.getAttribute("src")).toMatch(/^\/admin\/files\/[\w-]+\/thumbnail$/);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
    expect(await artworks.first().innerText()).toContain("Will be presented");

    // A proof document downloads with exactly the bytes that were uploaded.
    const proofName = zuerich.form.proof[0]?.filename as string;
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: `Download ${proofName}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(proofName);
    const bytes = await readFile(await download.path());
    expect(bytes.equals(zuerich.files.get("proof.0") as Buffer)).toBe(true);

    // j: the next application of the same search, without going back to the list.
    await page.keyboard.press("j");
    await page.waitForURL(`**/admin/applications/${nordlicht.id}?q=muller`);
    await expect.poll(() => heading.innerText()).toBe("Galerie Nordlicht");
    await expect.poll(() => neighbours.innerText()).toContain("2 of 2");
    expect(await neighbours.innerText()).toContain("No next application");
    // k goes back; Blue Nile Projects, outside the search, is never on the way.
    await page.keyboard.press("k");
    await page.waitForURL(`**/admin/applications/${zuerich.id}?q=muller`);
    await expect.poll(() => heading.innerText()).toBe("Kunsthalle Zürich");

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/admin\/sign-in$/);
    // The session ended on the server: the back office asks for a sign-in again.
    await page.goto(`${url}/admin/applications/${other.id}`);
    await page.waitForURL(/\/admin\/sign-in\?next=/);
    expect(await page.getByRole("button", { name: "Sign in" }).count()).toBe(1);
  });
});

describe("tax details", () => {
  it("an admin sees them", async () => {
    const page = await bed.newPage();
    await signInThroughPage(page, bed.server().url, bed.staff("admin"), `/admin/applications/${zuerich.id}`);
    const tax = page.getByRole("region", { name: "Tax details" });
    await tax.waitFor();
    const text = await tax.innerText();
    expect(text).toContain(zuerich.form.tax.company);
    expect(text).toContain(zuerich.form.tax.number);
    expect(text).toContain("Torstraße 12\n10119 Berlin");
  });

  it("a reviewer does not, neither on the page nor in the API", async () => {
    const { url } = bed.server();
    const page = await bed.newPage();
    await signInThroughPage(page, url, bed.staff("reviewer"), `/admin/applications/${zuerich.id}`);
    await page.getByRole("region", { name: "Proof documents" }).waitFor();
    expect(await page.getByRole("region", { name: "Tax details" }).count()).toBe(0);
    const body = await page.locator("body").innerText();
    expect(body).not.toContain(zuerich.form.tax.company);
    expect(body).not.toContain(zuerich.form.tax.number);

    const reviewer = bed.staff("reviewer");
    const api = await signIn(url, reviewer.email, reviewer.password);
    const answer = (await (await api.fetch(`/admin/api/applications/${zuerich.id}`)).json()) as Record<string, unknown>;
    expect(answer.gallery).toBeTruthy();
    expect("tax" in answer).toBe(false);
  });
});
