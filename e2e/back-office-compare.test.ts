/**
 * Side by side in Chromium: rows selected in the list by keyboard lead to /admin/compare, one
 * column per application with its status, the scores the member may see ("Hidden until you
 * review" for a reviewer who has not) and every artwork image, the artists lined up; stacked cards
 * at 390 px. No serious axe violation at 1280 and 390 px; screenshots into /tmp to look at.
 */
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { exampleApplication } from "../src/shared/example-application.ts";
import {
  backOfficeTestBed,
  DESKTOP,
  galleryApplication,
  PHONE,
  type StoredForTest,
  signInThroughPage,
} from "../test-support/back-office-page.ts";
import { seriousAccessibilityViolations, tabTo } from "../test-support/browser.ts";
import { createStaff, signIn, type TestStaff } from "../test-support/staff.ts";

/** Where screenshots go to be looked at (npm test takes none). */
const SHOTS = process.env.SCREENSHOT_DIR;

const EDITION = "fair-2027";
const bed = backOfficeTestBed({ OPEN_EDITIONS: EDITION });
const T0 = Date.UTC(2027, 0, 10, 9, 0);
const HOUR = 3_600_000;

let nordlicht: StoredForTest;
let nile: StoredForTest;
let atelier: StoredForTest;
let rob: TestStaff;

beforeAll(async () => {
  nordlicht = await bed.store(galleryApplication(EDITION, "Galerie Nordlicht"), T0);
  const three = exampleApplication({ edition: EDITION, artists: 3, artworksPerArtist: 2, galleryPictures: 1 });
  three.gallery.name = "Blue Nile Projects";
  nile = await bed.store(three, T0 + HOUR);
  atelier = await bed.store(galleryApplication(EDITION, "Atelier Ø"), T0 + 2 * HOUR);
  rob = await createStaff(bed.server().app, { email: "rob@fair.example", name: "Rob Reviewer", role: "reviewer" });
  // Rita reviews Nordlicht: Rob, who has not, may not see its scores; an admin may.
  const rita = await signIn(bed.server().url, bed.staff("reviewer").email, bed.staff("reviewer").password);
  const criteria = (await (await rita.fetch(`/admin/api/editions/${EDITION}/criteria`)).json()) as {
    items: { id: string }[];
  };
  const scores = Object.fromEntries(criteria.items.map((criterion, i) => [criterion.id, 2 + i]));
  const saved = await rita.fetch(`/admin/api/applications/${nordlicht.id}/review`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ scores, comment: "" }),
  });
  expect(saved.status).toBe(200);
});

async function open(member: TestStaff, path: string, viewport = DESKTOP): Promise<Page> {
  const page = await bed.newPage(viewport);
  await signInThroughPage(page, bed.server().url, member, path);
  return page;
}

const column = (page: Page, gallery: string) => page.getByRole("article", { name: gallery });
const imagesLoaded = (scope: Locator) =>
  scope
    .locator("img")
    .evaluateAll((images) =>
      images.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
    );
const top = (locator: Locator) => locator.evaluate((element) => Math.round(element.getBoundingClientRect().top));
const artworkImages = (stored: StoredForTest) =>
  stored.form.artists.reduce((sum, artist) => sum + artist.artworks.filter((artwork) => artwork.filename).length, 0);

describe("compare", () => {
  it("selects rows with the keyboard and shows them side by side, then as cards on a phone", async () => {
    const page = await open(rob, "/admin/applications");
    await page.locator("table tbody").waitFor();
    const compare = page.getByRole("button", { name: "Compare" });
    // One row is not enough: the button says so instead of leaving.
    await tabTo(page, page.getByRole("checkbox", { name: "Select Galerie Nordlicht" }));
    await page.keyboard.press("Space");
    await tabTo(page, compare);
    await page.keyboard.press("Enter");
    expect(await compare.getAttribute("aria-disabled")).toBe("true");
    expect(new URL(page.url()).pathname).toBe("/admin/applications");
    await page.keyboard.press("Shift+Tab");
    await tabTo(page, page.getByRole("checkbox", { name: "Select Blue Nile Projects" }));
    await page.keyboard.press("Space");
    await tabTo(page, compare);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/admin/compare");
    expect(new URL(page.url()).searchParams.get("ids")).toBe(`${nordlicht.id},${nile.id}`);
    await page.getByRole("heading", { level: 1, name: "Compare 2 applications" }).waitFor();

    const left = column(page, "Galerie Nordlicht");
    const right = column(page, "Blue Nile Projects");
    await left.getByRole("img").first().waitFor();
    await right.getByRole("img").first().waitFor();
    expect(await left.innerText()).toContain("Submitted");
    expect(await left.innerText()).toContain("Hidden until you review");
    // Blind until one's own review, even with none to show.
    expect(await right.innerText()).toContain("Hidden until you review");
    expect(await left.getByRole("img").count()).toBe(artworkImages(nordlicht));
    expect(await right.getByRole("img").count()).toBe(artworkImages(nile));
    await expect.poll(() => imagesLoaded(page.getByRole("main"))).toBe(true);
    // Side by side, each artist starting at the same height in both columns.
    expect(await top(right)).toBe(await top(left));
    for (const i of [0, 1]) {
      const [a, b] = [left, right].map((side) => side.locator(".compare-artist").nth(i));
      expect(await top(a as Locator)).toBe(await top(b as Locator));
    }
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/compare-1280.png`, fullPage: true });

    await page.setViewportSize(PHONE);
    await expect
      .poll(
        async () =>
          (await top(right)) >=
          (await right.evaluate(() => 0)) + (await left.evaluate((e) => e.getBoundingClientRect().bottom)),
      )
      .toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/compare-390.png`, fullPage: true });
  });

  it("shows an admin the scores, for up to four applications", async () => {
    const page = await open(bed.staff("admin"), `/admin/compare?ids=${atelier.id},${nordlicht.id},${nile.id}`);
    await page.getByRole("heading", { level: 1, name: "Compare 3 applications" }).waitFor();
    const scored = column(page, "Galerie Nordlicht");
    await expect.poll(() => scored.innerText()).toContain("Average of 1 review");
    expect(await scored.innerText()).toContain("Quality of the artists");
    expect(await scored.innerText()).not.toContain("Hidden until you review");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it("asks for two to four applications otherwise", async () => {
    const page = await open(rob, `/admin/compare?ids=${nordlicht.id}`);
    expect(await page.getByRole("main").innerText()).toContain("Choose 2 to 4 applications to compare");
  });
});
