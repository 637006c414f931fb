/**
 * The applications list at 1280 px: the filters fold away so the first rows show without scrolling,
 * open on request, and the choice is remembered on this computer; axe clean folded and open, at 1280
 * and 390 px.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  backOfficeTestBed,
  DESKTOP,
  galleryApplication,
  galleryColumn,
  PHONE,
  resultLine,
  signInThroughPage,
} from "../test-support/back-office-page.ts";
import { seriousAccessibilityViolations } from "../test-support/browser.ts";

/** Where screenshots go to be looked at (npm test takes none). */
const SHOTS = process.env.SCREENSHOT_DIR;

const bed = backOfficeTestBed({ OPEN_EDITIONS: "fair-2027" });
const T0 = Date.UTC(2027, 0, 10, 9, 0);

beforeAll(async () => {
  for (let i = 0; i < 8; i++)
    await bed.store(
      galleryApplication("fair-2027", `Galerie ${String(i + 1).padStart(2, "0")}`, (form) => {
        form.proposal.mentorship = i % 2 === 0;
      }),
      T0 + i * 60_000,
    );
});

async function list(viewport = DESKTOP): Promise<Page> {
  const page = await bed.newPage(viewport);
  await signInThroughPage(page, bed.server().url, bed.staff("admin"), "/admin/applications");
  await expect.poll(() => galleryColumn(page).then((rows) => rows.length)).toBe(8);
  return page;
}

/** Whether the first row of the table is wholly inside the window, as the page opens. */
async function firstRowInView(page: Page): Promise<boolean> {
  const box = await page.locator("table tbody tr").first().boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

const filtersToggle = (page: Page) => page.getByRole("button", { name: /^Filters/ });

describe("the list's filters fold away", () => {
  it("at 1280 px the first row shows without scrolling; the filters open on request and stay as left", async () => {
    const page = await list();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/list-filters-folded-1280.png` });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await firstRowInView(page)).toBe(true);
    expect(await page.getByLabel("Mentorship").isVisible()).toBe(false);
    // The search stays at hand, folded or not.
    expect(await page.getByRole("searchbox", { name: "Search" }).isVisible()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await filtersToggle(page).click();
    expect(await filtersToggle(page).getAttribute("aria-expanded")).toBe("true");
    await page.getByLabel("Mentorship").selectOption({ label: "Wants mentorship" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/\?mentorship=true$/);
    await expect.poll(() => resultLine(page).innerText()).toBe("4 applications match wants mentorship.");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/list-filters-open-1280.png` });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Remembered on this computer: open after a reload, then folded again after a reload once folded.
    await page.reload();
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await filtersToggle(page).getAttribute("aria-expanded")).toBe("true");
    expect(await page.getByLabel("Mentorship").isVisible()).toBe(true);
    await filtersToggle(page).click();
    expect(await page.getByLabel("Mentorship").isVisible()).toBe(false);
    await page.goto(`${bed.server().url}/admin/applications`);
    await expect.poll(() => galleryColumn(page).then((rows) => rows.length)).toBe(8);
    expect(await filtersToggle(page).getAttribute("aria-expanded")).toBe("false");
    expect(await firstRowInView(page)).toBe(true);
  });

  it("a shared filtered link unfolds them until the member chooses; the toggle counts them; axe clean at 390 px", async () => {
    const page = await list(PHONE);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/list-filters-folded-390.png`, fullPage: true });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.goto(`${bed.server().url}/admin/applications?mentorship=true&booth=large`);
    await expect.poll(() => resultLine(page).innerText()).toMatch(/match/);
    expect(await filtersToggle(page).innerText()).toBe("Filters (2 in use)");
    expect(await filtersToggle(page).getAttribute("aria-expanded")).toBe("true");
    expect(await page.getByLabel("Booth size").inputValue()).toBe("large");
    // The toggle beside it leaves the search box the phone's width to type in.
    expect((await page.getByRole("searchbox", { name: "Search" }).boundingBox())?.width).toBeGreaterThan(250);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/list-filters-open-390.png`, fullPage: true });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    // Folded, a search keeps the filters it hides.
    await filtersToggle(page).click();
    await page.getByRole("searchbox", { name: "Search" }).fill("Galerie");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/q=Galerie/);
    expect(new URL(page.url()).searchParams.get("booth")).toBe("large");
    expect(await filtersToggle(page).getAttribute("aria-expanded")).toBe("false");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  });
});
