/**
 * Issue 13, items 9 and 10 at 390 px: focus at the screen's edge (label and error in view, the
 * focus ring after a mouse click), long file names cut in the middle keeping their ending, and
 * "Previous gallery" / "Next gallery" side by side. Screenshots go to $SCREENSHOT_DIR when set.
 */
import type { Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { acceptApplication } from "../src/server/applications/status.ts";
import { storeSampleGallery } from "../src/server/demo/sample-gallery.ts";
import { messages } from "../src/shared/messages.ts";
import { seriousAccessibilityViolations } from "../test-support/browser.ts";
import { makePng } from "../test-support/fixtures.ts";
import { formTestBed, galleryPicture, pdf, upload } from "../test-support/form-page.ts";

const bed = formTestBed();
let page: Page;

beforeEach(async () => {
  const context = await bed.browser.newContext({ viewport: { width: 390, height: 844 } });
  page = await context.newPage();
});
afterEach(() => page.context().close());

const shot = async (name: string) => {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png` });
};

/** Whether the element with this id is wholly on screen, clear of the very edge. */
const onScreen = (selector: string) =>
  page.evaluate((css) => {
    const box = document.querySelector(css)?.getBoundingClientRect();
    return box !== undefined && box.height > 0 && box.top >= 4 && box.bottom <= window.innerHeight - 4;
  }, selector);
const focusRing = () =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2;
  });
const activeId = () => page.evaluate(() => document.activeElement?.id ?? "");
const summaryLink = (name: string) =>
  page.getByRole("region", { name: "There is a problem" }).getByRole("link", { name, exact: true });

describe("focus at the screen's edge, at 390 px", () => {
  it("a summary link to the gallery pictures shows the button with its error; the new picture's input comes with its label", async () => {
    await page.goto(`${bed.server.url}/`);
    await page.getByRole("heading", { name: "Choice" }).waitFor();
    await page.getByRole("button", { name: "Send application" }).click();
    await summaryLink(messages.galleryPictures).click();
    expect(await activeId()).toBe("gallery.pictures");
    expect(await onScreen('[id="gallery.pictures-error"]')).toBe(true);
    expect(await onScreen('[id="gallery.pictures"]')).toBe(true);
    await shot("focus-pictures-link");

    await page.getByRole("button", { name: "Add a gallery picture" }).click();
    expect(await activeId()).toBe("gallery.pictures.0.file");
    // Live validation adds the new picture's own error a frame later; the view follows.
    await expect.poll(() => onScreen('label[for="gallery.pictures.0.file"]')).toBe(true);
    await expect.poll(() => onScreen('[id="gallery.pictures.0.file"]')).toBe(true);
    expect(await focusRing()).toBe(true);
    await shot("focus-new-picture");
  });

  it("a file input reached by a mouse click on a summary link shows its focus ring, its label and its error", async () => {
    await page.goto(`${bed.server.url}/`);
    await page.getByRole("heading", { name: "Choice" }).waitFor();
    await page.getByRole("button", { name: "Add a gallery picture" }).click();
    await page.getByRole("button", { name: "Send application" }).click();
    await summaryLink(`Gallery Picture 1: Please choose a picture.`).click();
    expect(await activeId()).toBe("gallery.pictures.0.file");
    expect(await focusRing()).toBe(true);
    expect(await onScreen('label[for="gallery.pictures.0.file"]')).toBe(true);
    expect(await onScreen('[id="gallery.pictures.0.file-error"]')).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await shot("focus-file-input");
  });
});

describe("long file names at 390 px", () => {
  it("are cut in the middle on one line, keeping the extension; the remove button still names the whole file", async () => {
    const name = "Handelsregisterauszug-der-Galerie-am-Nordhafen-Berlin-Charlottenburg-2026-beglaubigt-final.pdf";
    await page.goto(`${bed.server.url}/`);
    await page.getByRole("heading", { name: "Choice" }).waitFor();
    await upload(page, "Proof documents", [pdf(name)]);
    await page.getByRole("button", { name: "Add a gallery picture" }).click();
    await upload(galleryPicture(page, 1), "Picture (required)", [
      {
        ...pdf(name),
        name: "Ausstellungsansicht-Salz-und-Licht-Raum-2-Nordwand-Abendlicht.png",
        mimeType: "image/png",
        buffer: makePng(60, 40),
      },
    ]);
    const item = page.locator(".file-upload__item").filter({ hasText: "final.pdf" });
    const shape = await item.locator(".file-upload__name").evaluate((element) => {
      const head = element.querySelector(".file-upload__name-head") as HTMLElement;
      const tail = element.querySelector(".file-upload__name-tail") as HTMLElement;
      const line = Number.parseFloat(getComputedStyle(element).lineHeight) || 24;
      return {
        oneLine: element.getBoundingClientRect().height <= line * 1.2,
        cut: head.scrollWidth > head.clientWidth,
        tailShown: tail.getBoundingClientRect().right <= element.getBoundingClientRect().right + 0.5,
        tail: tail.textContent,
        wide: element.getBoundingClientRect().width > 60,
      };
    });
    expect(shape).toEqual({ oneLine: true, cut: true, tailShown: true, tail: "-final.pdf", wide: true });
    expect(await page.getByRole("button", { name: `Remove ${name}` }).count()).toBe(1);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await item.scrollIntoViewIfNeeded();
    await shot("long-file-names");
    await galleryPicture(page, 1).scrollIntoViewIfNeeded();
    await shot("long-file-names-picture");
  });
});

describe("a gallery page at 390 px", () => {
  it("lays out 'Previous gallery' and 'Next gallery' together on one line", async () => {
    const edition = bed.server.config.openEditions[0] as string;
    for (const name of ["Galerie Anfang", "Galerie Mitte", "Galerie Schluss"]) {
      const id = await storeSampleGallery(bed.server.app.db, bed.server.app.store, {
        edition,
        name,
        locations: "Berlin",
        pictures: [makePng(640, 480)],
        details: [{ exhibition_title: "Salz", artists: "Mira Okafor", year: "2022" }],
      });
      await acceptApplication(bed.server.app.db, id);
    }
    await page.goto(`${bed.server.url}/ecosystem`);
    await page.getByRole("link", { name: /Galerie Mitte/ }).click();
    await page.waitForURL("**/ecosystem/galerie-mitte");
    const previous = page.getByRole("link", { name: "Previous gallery" });
    const next = page.getByRole("link", { name: "Next gallery" });
    await next.waitFor();
    const [a, b] = [await previous.boundingBox(), await next.boundingBox()];
    expect(a && b && Math.abs(a.y - b.y) < 2).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await shot("gallery-previous-next");
  });
});
