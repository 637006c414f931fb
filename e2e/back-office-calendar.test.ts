/**
 * The calendar in Chromium: the editions page says which edition the public form applies to and an
 * admin chooses another with the keyboard; the form then names it; /ecosystem keeps this year's
 * exhibitors with a link to next year's edition. Axe clean, never wider than the window.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { backOfficeTestBed, DESKTOP, PHONE, signInThroughPage } from "../test-support/back-office-page.ts";
import { seriousAccessibilityViolations, tabTo } from "../test-support/browser.ts";
import { makePng } from "../test-support/fixtures.ts";
import { acceptedGallery } from "../test-support/galleries.ts";
import { signIn } from "../test-support/staff.ts";

const bed = backOfficeTestBed({ OPEN_EDITIONS: "fair-2027" });

const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

beforeAll(async () => {
  const server = bed.server();
  await acceptedGallery(server, { name: "Galerie Nordlicht", pictures: [makePng(300, 200, 1)] });
  const admin = await signIn(server.url, bed.staff("admin").email, bed.staff("admin").password);
  const send = (method: string, path: string, body: unknown) =>
    admin.fetch(path, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  await send("PATCH", "/admin/api/editions/fair-2027", { name: "Art Fair Berlin 2027" });
  await send("POST", "/admin/api/editions", {
    slug: "fair-2028",
    name: "Art Fair Berlin 2028",
    time_zone: "Europe/Berlin",
    public: true,
  });
});

describe("the calendar", () => {
  it("an admin chooses the form's edition with the keyboard, and the form names it", async () => {
    const server = bed.server();
    const page = await bed.newPage(DESKTOP);
    await signInThroughPage(page, server.url, bed.staff("admin"), "/admin/editions");
    const said = page.locator(".form-edition");
    await expect.poll(() => said.innerText()).toContain("The public form applies to Art Fair Berlin 2027");
    expect(await page.getByRole("row", { name: /Art Fair Berlin 2028/ }).innerText()).toMatch(/Open/);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await documentWidth(page)).toBeLessThanOrEqual(DESKTOP.width);

    await tabTo(page, page.getByRole("button", { name: "Use for the form (Art Fair Berlin 2028)" }));
    await page.keyboard.press("Enter");
    // The dialog asks first; its confirming button comes first in it.
    await page.getByRole("dialog", { name: "Use Art Fair Berlin 2028 for the form?" }).waitFor();
    await page.keyboard.press("Enter");
    await expect.poll(() => said.innerText()).toContain("Art Fair Berlin 2028, as an admin chose");
    expect(await page.getByRole("row", { name: /Art Fair Berlin 2028/ }).innerText()).toMatch(/Applies/);

    await page.goto(`${server.url}/`);
    await expect.poll(() => page.locator("#edition").innerText()).toBe("You are applying for Art Fair Berlin 2028.");
  });

  it("the editions page fits a phone", async () => {
    const page = await bed.newPage(PHONE);
    await signInThroughPage(page, bed.server().url, bed.staff("admin"), "/admin/editions");
    await page.locator(".form-edition").waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });

  it("/ecosystem with two public editions keeps this year's exhibitors and links to next year's", async () => {
    const page = await bed.newPage(PHONE);
    await page.goto(`${bed.server().url}/ecosystem`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toContain("Art Fair Berlin 2027");
    await page.getByText("Galerie Nordlicht").waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page
      .getByRole("navigation", { name: "Other editions" })
      .getByRole("link", { name: "Art Fair Berlin 2028" })
      .click();
    await page.waitForURL(/\/ecosystem\?edition=fair-2028$/);
    await expect
      .poll(() => page.locator(".lead").innerText())
      .toBe("No galleries have been announced for Art Fair Berlin 2028 yet.");
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });
});
