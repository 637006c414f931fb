/**
 * Issue 13, a 50 × 50 application with everything open: only artwork rows near the viewport are
 * in the document, each other row keeps its height, and focus, the error summary's links and what
 * was typed keep working for rows that are not rendered. (Speed is measured in bench/form-typing.ts.)
 */
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { messages } from "../src/shared/messages.ts";
import { seriousAccessibilityViolations } from "../test-support/browser.ts";
import { formTestBed } from "../test-support/form-page.ts";

const bed = formTestBed();

const rendered = (page: Page) => page.locator("fieldset.artwork").count();
const title = (page: Page, n: number, m: number) => page.locator(`[id="artists.${n - 1}.artworks.${m - 1}.title"]`);
const slot = (page: Page, n: number, m: number) =>
  page.locator(`[id="artists.${n - 1}.artworks-list"] > .artwork-slot:nth-child(${m})`);
const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");
const inViewport = (page: Page, id: string) =>
  page.evaluate((fieldId) => {
    const box = document.getElementById(fieldId)?.getBoundingClientRect();
    return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
  }, id);

async function unfold(page: Page, n: number): Promise<void> {
  const button = page.locator(`[aria-controls="artists.${n - 1}.artworks-list"]`);
  await button.scrollIntoViewIfNeeded();
  await button.click();
  await page.waitForFunction(
    (id) => document.getElementById(id)?.children.length === 50,
    `artists.${n - 1}.artworks-list`,
  );
}

it("with artists unfolded, only rows near the viewport are rendered; the others keep their height; scrolling brings them", async () => {
  const page = await bed.openForm("?fake=max");
  for (const n of [1, 2, 3]) await unfold(page, n);
  // 150 rows unfolded, a handful in the document.
  expect(await page.locator(".artwork-slot").count()).toBe(150);
  expect(await rendered(page)).toBeLessThan(20);
  expect(await title(page, 2, 30).count()).toBe(0);

  await slot(page, 2, 30).scrollIntoViewIfNeeded();
  await title(page, 2, 30).waitFor();
  const height = await slot(page, 2, 30).evaluate((e) => e.getBoundingClientRect().height);
  expect(height).toBeGreaterThan(200);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => title(page, 2, 30).count()).toBe(0);
  // Gone from the document, the row keeps its place: same height as when it was there.
  expect(await slot(page, 2, 30).evaluate((e) => e.getBoundingClientRect().height)).toBe(height);
  expect(await rendered(page)).toBeLessThan(20);
  await page.context().close();
});

it("what is typed in a row survives it leaving the document; the focused row stays; Tab goes on into the next row", async () => {
  const page = await bed.openForm("?fake=max");
  await unfold(page, 2);
  await slot(page, 2, 20).scrollIntoViewIfNeeded();
  await title(page, 2, 20).fill("Ebbe und Flut");
  // Focused, the row stays rendered however far away the page is scrolled.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  expect(await activeId(page)).toBe("artists.1.artworks.19.title");
  expect(await title(page, 2, 20).count()).toBe(1);

  await title(page, 2, 20).focus();
  await page.keyboard.press("Tab");
  expect(await activeId(page)).toBe("artists.1.artworks.19.meta");
  await page.locator('[id="artists.1.artworks.19.meta"]').blur();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => title(page, 2, 20).count()).toBe(0);
  await slot(page, 2, 20).scrollIntoViewIfNeeded();
  expect(await title(page, 2, 20).inputValue()).toBe("Ebbe und Flut");

  // From the last field of row 20, Tab reaches row 21.
  const remove = page.getByRole("button", { name: "Remove artwork 20 of artist 2" });
  await remove.focus();
  await page.keyboard.press("Tab");
  expect(await activeId(page)).toBe("artists.1.artworks.20.title");
  expect(await seriousAccessibilityViolations(page, "#artists")).toEqual([]);
  await page.context().close();
});

it("the error summary's link to a row that is not rendered renders it, scrolls to it and focuses the field", async () => {
  const page = await bed.openForm("?fake=max");
  await unfold(page, 2);
  await slot(page, 2, 40).scrollIntoViewIfNeeded();
  await title(page, 2, 40).fill("");
  await title(page, 2, 40).blur();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => title(page, 2, 40).count()).toBe(0);

  await page.getByRole("button", { name: "Send application" }).click();
  const link = page.getByRole("region", { name: "There is a problem" }).getByRole("link", {
    name: messages.artworkTitle(2, 40),
  });
  await link.click();
  expect(await activeId(page)).toBe("artists.1.artworks.39.title");
  expect(await inViewport(page, "artists.1.artworks.39.title")).toBe(true);
  expect(await page.locator('[id="artists.1.artworks.39.title-error"]').innerText()).toContain(
    messages.artworkTitle(2, 40),
  );
  await page.context().close();
});

it("adding an artwork at the end of a long unfolded list renders and focuses the new row", async () => {
  const page = await bed.openForm("?fake=max");
  await unfold(page, 3);
  await page.locator('[aria-controls="artists.2.artworks-list"]').focus();
  // Remove the 50th row so one can be added, from the keyboard, without scrolling down first.
  await slot(page, 3, 50).scrollIntoViewIfNeeded();
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Remove artwork 50 of artist 3" }).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('[id="artists.2.artworks"]').focus();
  await page.keyboard.press("Enter");
  expect(await activeId(page)).toBe("artists.2.artworks.49.title");
  await page.context().close();
});

it("one button shows the artworks of all fifty artists (keyboard), with few rows in the document, and hides them again", async () => {
  const page = await bed.openForm("?fake=max");
  const show = page.getByRole("button", { name: "Show the artworks of all artists" });
  await show.focus();
  await page.keyboard.press("Enter");
  const hide = page.getByRole("button", { name: "Hide the artworks of all artists" });
  await hide.waitFor();
  expect(await page.locator(".artwork-slot").count()).toBe(2500);
  expect(await rendered(page)).toBeLessThan(20);
  expect(await page.locator('[aria-controls$=".artworks-list"][aria-expanded="true"]').count()).toBe(50);
  expect(await seriousAccessibilityViolations(page, "#artists")).toEqual([]);
  // The last artwork of the last artist is there to scroll to and type in.
  await slot(page, 50, 50).scrollIntoViewIfNeeded();
  await title(page, 50, 50).fill("Letzte Arbeit");
  await hide.focus();
  await page.keyboard.press("Enter");
  await show.waitFor();
  expect(await page.locator(".artwork-slot").count()).toBe(0);
  await page.context().close();
});

it("a small application has no such button: its artworks are shown from the start", async () => {
  const page = await bed.openForm("?fake");
  expect(await page.getByRole("button", { name: /artworks of all artists/ }).count()).toBe(0);
  await page.context().close();
});
