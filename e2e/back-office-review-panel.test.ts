/**
 * The review panel in Chromium: at 1280 × 900 it stays beside the work while the page scrolls, and
 * nothing of it scrolls inside a box of its own (the page is the one scroller, so "Submit review"
 * is reached by scrolling the page); at 390 px the application's art comes before the score form;
 * neither page is wider than the window.
 */
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { backOfficeTestBed, galleryApplication, PHONE, signInThroughPage } from "../test-support/back-office-page.ts";

const bed = backOfficeTestBed();
let id = "";
beforeAll(async () => {
  const edition = bed.server().config.openEditions[0] as string;
  ({ id } = await bed.store(galleryApplication(edition, "Galerie Nordlicht"), Date.now() - 60_000));
});

/**
 * The ancestors of `target` that are scrollers of their own (overflow auto or scroll, whether or
 * not their content overflows them now), by class name, and those of them that do scroll.
 */
const ownScrollers = (target: Locator) =>
  target.evaluate((element) => {
    const found: string[] = [];
    for (let e = element.parentElement; e && e !== document.body; e = e.parentElement) {
      const { overflowY } = getComputedStyle(e);
      if (overflowY === "auto" || overflowY === "scroll")
        found.push(`${e.className}${e.scrollHeight > e.clientHeight ? " (scrolls)" : ""}`);
    }
    return found;
  });
/** How much of `target` is inside the window, in pixels of its height. */
const heightInView = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0));
  });
const fullyInView = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= innerHeight;
  });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe("the review panel", () => {
  it("at 1280 × 900 stays beside the work far down the page, with Submit review reached by scrolling the page", async () => {
    const page = await bed.newPage({ width: 1280, height: 900 });
    await signInThroughPage(page, bed.server().url, bed.staff("reviewer"), `/admin/applications/${id}`);
    const submit = page.getByRole("button", { name: "Submit review" });
    await submit.waitFor();
    expect(await ownScrollers(submit)).toEqual([]);
    expect(await documentWidth(page)).toBeLessThanOrEqual(1280);

    // Far down the work, scrolled with the wheel over the side column as a juror would.
    const panel = page.getByRole("region", { name: "Review", exact: true });
    const farDown = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    expect(farDown).toBeGreaterThan(2000);
    await page.mouse.move(1100, 450);
    for (let i = 0; i < 20 && (await scrollY(page)) < farDown - 5; i++) await page.mouse.wheel(0, 600);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(farDown - 5);
    await expect.poll(() => heightInView(page.locator(".review-side"))).toBeGreaterThan(400);

    // The review's start comes back by scrolling the page up a little, not back to its top.
    for (let i = 0; i < 10 && !(await fullyInView(submit)); i++) await page.mouse.wheel(0, -300);
    await expect.poll(() => fullyInView(submit)).toBe(true);
    expect(await heightInView(panel)).toBeGreaterThan(0);
    expect(await scrollY(page)).toBeGreaterThan(farDown / 2);
    expect(await ownScrollers(submit)).toEqual([]);
  });

  it("at 390 px shows the art before the score form", async () => {
    const page = await bed.newPage(PHONE);
    await signInThroughPage(page, bed.server().url, bed.staff("reviewer"), `/admin/applications/${id}`);
    const form = page.getByRole("heading", { name: "Score this application" });
    await form.waitFor();
    const art = page.locator(".application-layout__main img").first();
    await art.waitFor({ state: "attached" });
    const [artTop, formTop] = await Promise.all([art.boundingBox(), form.boundingBox()]);
    expect(artTop?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(formTop?.y ?? 0);
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });
});
