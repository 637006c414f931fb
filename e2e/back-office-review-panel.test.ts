/**
 * The review panel in Chromium: at 1280 × 900 nothing of it scrolls inside a box of its own (the
 * page is the one scroller, so "Submit review" is reached by scrolling the page); at 390 px the
 * application's art comes before the score form; neither page is wider than the window.
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

/** The ancestors of `target` that scroll on their own (overflow auto or scroll), by class name. */
const ownScrollers = (target: Locator) =>
  target.evaluate((element) => {
    const found: string[] = [];
    for (let e = element.parentElement; e && e !== document.body; e = e.parentElement) {
      const { overflowY } = getComputedStyle(e);
      if (overflowY === "auto" || overflowY === "scroll") found.push(e.className);
    }
    return found;
  });
const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe("the review panel", () => {
  it("at 1280 × 900 has no scroller inside the page: Submit review is reached by scrolling the page", async () => {
    const page = await bed.newPage({ width: 1280, height: 900 });
    await signInThroughPage(page, bed.server().url, bed.staff("reviewer"), `/admin/applications/${id}`);
    const submit = page.getByRole("button", { name: "Submit review" });
    await submit.waitFor();
    expect(await ownScrollers(submit)).toEqual([]);
    await submit.scrollIntoViewIfNeeded();
    expect(await submit.isVisible()).toBe(true);
    expect(await documentWidth(page)).toBeLessThanOrEqual(1280);
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
