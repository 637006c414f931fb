/**
 * Issue 32, "The gallery's words": the reference a gallery quotes ("2176B06E", its receipt's and
 * every email's) is on the application's page and in the list, and the search finds it in any case;
 * a decision letter's edit view shows the text as it will read (the status link, not
 * `{{status_link}}`), as the preview does, and keeps the placeholder for the sending. At 1280 and
 * 390 px, axe clean (SCREENSHOT_DIR=… keeps the pictures).
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { COMMAND_LINE } from "../src/server/applications/actor.ts";
import { changeStatus } from "../src/server/applications/status.ts";
import { referenceOf } from "../src/shared/receipt.ts";
import {
  backOfficeTestBed,
  DESKTOP,
  galleryApplication,
  PHONE,
  signInThroughPage,
} from "../test-support/back-office-page.ts";
import { seriousAccessibilityViolations } from "../test-support/browser.ts";
import { signIn } from "../test-support/staff.ts";

const EDITION = "fair-2027";
const bed = backOfficeTestBed({ OPEN_EDITIONS: EDITION });
const SHOTS = process.env.SCREENSHOT_DIR;
let nordlicht = "";

beforeAll(async () => {
  const server = bed.server();
  nordlicht = (await bed.store(galleryApplication(EDITION, "Galerie Nordlicht"), Date.UTC(2027, 0, 10))).id;
  await bed.store(galleryApplication(EDITION, "Zenith Rooms"), Date.UTC(2027, 0, 11));
  await changeStatus(server.app.db, [nordlicht], "accepted", COMMAND_LINE, null);
  const admin = await signIn(server.url, bed.staff("admin").email, bed.staff("admin").password);
  const prepared = await admin.fetch(`/admin/api/editions/${EDITION}/letters/prepare`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  expect(prepared.status).toBe(200);
});

async function asAdmin(path: string, viewport = DESKTOP): Promise<Page> {
  const page = await bed.newPage(viewport);
  await signInThroughPage(page, bed.server().url, bed.staff("admin"), path);
  return page;
}

async function looked(page: Page, name: string) {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

const galleries = (page: Page) => page.locator("table tbody th").allInnerTexts();

describe("the gallery's reference", () => {
  for (const viewport of [DESKTOP, PHONE])
    it(`is in the list and on the application's page, and the search finds it in any case (${viewport.width} px)`, async () => {
      const reference = referenceOf(nordlicht);
      expect(reference).toMatch(/^[0-9A-F]{8}$/);
      const page = await asAdmin("/admin", viewport);
      const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Galerie Nordlicht" }) });
      await expect.poll(() => row.innerText()).toContain(reference);
      await looked(page, "list-reference");

      const search = page.getByRole("searchbox", { name: "Search" });
      for (const typed of [reference, reference.toLowerCase()]) {
        await search.fill(typed);
        await search.press("Enter");
        await expect.poll(() => galleries(page)).toEqual(["Galerie Nordlicht"]);
      }

      await page.getByRole("link", { name: "Galerie Nordlicht" }).click();
      const about = page.getByRole("complementary", { name: "About this application" });
      await expect.poll(() => about.innerText()).toContain(reference);
      expect(await about.locator(".reference").first().innerText()).toBe(reference);
      await looked(page, "application-reference");
    });
});

describe("a decision letter's edit view", () => {
  it("shows the status link where the letter will have it, and keeps the placeholder for the sending", async () => {
    const page = await asAdmin("/admin/letters");
    await page.getByText("Galerie Nordlicht: Accepted").waitFor();
    const body = page.locator(".letters-mail__body");
    expect(await body.textContent()).toContain(`${bed.server().config.publicUrl}/status/…`);
    expect(await body.textContent()).not.toContain("{{status_link}}");

    await page.getByRole("button", { name: "Edit" }).click();
    const text = page.getByLabel("Text");
    const shown = await text.inputValue();
    expect(shown).toContain(`${bed.server().config.publicUrl}/status/…`);
    expect(shown).not.toContain("{{status_link}}");
    await looked(page, "letter-edit");
    await text.fill(shown.replace("Dear ", "Dear dear "));
    await page.getByRole("button", { name: "Save the letter" }).click();
    await page.getByRole("button", { name: "Edit" }).waitFor();

    const stored = await bed
      .server()
      .app.db.selectFrom("letters")
      .select("body")
      .where("application_id", "=", nordlicht)
      .executeTakeFirstOrThrow();
    expect(stored.body).toContain("Dear dear ");
    expect(stored.body).toContain("{{status_link}}");
    expect(stored.body).not.toContain("/status/…");
  });
});
