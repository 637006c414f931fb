/**
 * The back office's keys in Chromium: `j` the next application and `k` the previous one, never while
 * typing in a field; `?` lists every key in a dialog that Esc closes, giving focus back; and, opened
 * from "My queue", previous and next follow the queue. No serious axe violation with the dialog open.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { KEY_GROUPS } from "../src/client/admin/keys/keys.ts";
import type { AdminKey } from "../src/shared/i18n/admin/catalog.ts";
import { ADMIN_CATALOGS } from "../src/shared/i18n/admin/index.ts";
import { translatorOver } from "../src/shared/i18n/format.ts";
import {
  BOTH_WIDTHS,
  backOfficeTestBed,
  checkInSideColumn,
  clickInSideColumn,
  DESKTOP,
  galleryApplication,
  PHONE,
  type StoredForTest,
  signInThroughPage,
} from "../test-support/back-office-page.ts";
import { seriousAccessibilityViolations, tabTo } from "../test-support/browser.ts";
import { createStaff, type TestStaff } from "../test-support/staff.ts";

const EDITION = "fair-2027";
const bed = backOfficeTestBed({ OPEN_EDITIONS: EDITION });
const T0 = Date.UTC(2027, 0, 10, 9, 0);
const HOUR = 3_600_000;

/** Oldest first; the list and the queue show them newest first. */
let stored: StoredForTest[];

beforeAll(async () => {
  stored = [];
  for (const [i, name] of ["Atelier Ø", "Blue Nile Projects", "casa Mareña", "Dune Gallery"].entries())
    stored.push(await bed.store(galleryApplication(EDITION, name), T0 + i * HOUR));
});

async function open(path: string, viewport = DESKTOP, member: TestStaff = bed.staff("reviewer")): Promise<Page> {
  const page = await bed.newPage(viewport);
  await signInThroughPage(page, bed.server().url, member, path);
  return page;
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const atApplication = (page: Page, index: number) =>
  page.waitForURL((url) => url.pathname === `/admin/applications/${stored[index]?.id}`);

/** The application's heading and its place among its neighbours, once both have loaded. */
async function settled(page: Page, gallery: string, position: string): Promise<void> {
  await expect.poll(() => heading(page).innerText()).toBe(gallery);
  await page
    .getByRole("navigation", { name: /^Applications in / })
    .getByText(position, { exact: true })
    .waitFor();
}

describe("j and k", () => {
  it("j opens the next application of the list and k the previous one", async () => {
    const page = await open(`/admin/applications/${stored[2]?.id}`);
    await settled(page, "casa Mareña", "2 of 4");
    await page.keyboard.press("j");
    await atApplication(page, 1);
    await settled(page, "Blue Nile Projects", "3 of 4");
    await page.keyboard.press("k");
    await atApplication(page, 2);
    await settled(page, "casa Mareña", "2 of 4");
    await page.keyboard.press("k");
    await atApplication(page, 3);
    await settled(page, "Dune Gallery", "1 of 4");
  });

  it("do nothing while the member types in a field", async () => {
    const page = await open(`/admin/applications/${stored[2]?.id}`);
    const comment = page.getByLabel("Comment (optional)");
    await comment.click();
    await page.keyboard.type("just a quick look");
    expect(await comment.inputValue()).toBe("just a quick look");
    await page.keyboard.press("?");
    expect(page.url()).toContain(`/admin/applications/${stored[2]?.id}`);
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(await comment.inputValue()).toBe("just a quick look?");
  });
});

describe("? lists every key", () => {
  for (const [label, viewport] of BOTH_WIDTHS)
    it(`opens with ?, names every key, closes with Esc and gives focus back (${label} px)`, async () => {
      const page = await open(`/admin/applications/${stored[1]?.id}`, viewport);
      await page.getByRole("region", { name: "Proof documents" }).waitFor();
      const back = page.getByRole("link", { name: "Back to applications" });
      await tabTo(page, back);
      await page.keyboard.press("?");
      const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
      await dialog.waitFor();
      const text = await dialog.innerText();
      // The keys' list holds the catalog's keys: the dialog shows their English words.
      const english = translatorOver<AdminKey>("en", ADMIN_CATALOGS.en as never);
      for (const group of KEY_GROUPS)
        for (const binding of group.bindings) {
          expect(text).toContain(english.t(binding.does));
          for (const key of binding.keys) expect(text).toContain(typeof key === "string" ? key : english.t(key.named));
        }
      expect(text).toMatch(/j\s+Next application/);
      expect(text).toMatch(/k\s+Previous application/);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      // j and k belong to the page underneath: nothing moves while the list of keys is open.
      await page.keyboard.press("j");
      expect(page.url()).toContain(stored[1]?.id);
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await back.evaluate((link) => link === document.activeElement)).toBe(true);
    });

  it("opens from the header's button by keyboard on any page", async () => {
    const page = await open("/admin/applications");
    const button = page.getByRole("button", { name: "Keys ?" });
    await tabTo(page, button);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await dialog.waitFor();
    await tabTo(page, dialog.getByRole("button", { name: "Close" }));
    await page.keyboard.press("Enter");
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
  });
});

describe("opened from My queue", () => {
  it("previous and next follow the queue, which says how many are reviewed and lists them apart", async () => {
    const quinn = await createStaff(bed.server().app, { email: "quinn@fair.example", name: "Quinn", role: "reviewer" });
    const page = await open("/admin/queue", DESKTOP, quinn);
    const status = page.getByRole("status").first();
    await expect.poll(() => status.innerText()).toBe("0 of 4 reviewed. 4 applications to review.");
    expect(await page.getByRole("region", { name: "Reviewed" }).count()).toBe(0);

    const toReview = page.getByRole("region", { name: "To review" });
    await tabTo(page, toReview.getByRole("link", { name: "casa Mareña" }));
    await page.keyboard.press("Enter");
    await settled(page, "casa Mareña", "2 of 4");
    expect(await page.getByRole("link", { name: "Back to my queue" }).count()).toBe(1);

    // Scoring it takes it out of the queue; j and k then go round the gap it leaves.
    const review = page.getByRole("region", { name: "Review", exact: true });
    for (const criterion of ["Quality of the artists", "Presentation concept", "Fit with the fair"])
      await checkInSideColumn(
        review.getByRole("group", { name: criterion }).getByRole("radio", { name: "4", exact: true }),
      );
    await clickInSideColumn(review.getByRole("button", { name: "Submit review" }));
    await expect.poll(() => review.getByRole("status").first().innerText()).toBe("Your review is saved.");
    await page.getByRole("navigation", { name: "Applications in my queue" }).getByText("3 left to review").waitFor();
    await page.getByRole("heading", { level: 1 }).focus();
    await page.keyboard.press("j");
    await atApplication(page, 1);
    await settled(page, "Blue Nile Projects", "2 of 3");
    await page.keyboard.press("k");
    // Not casa Mareña, which the whole list would give: it is reviewed and has left the queue.
    await atApplication(page, 3);
    await settled(page, "Dune Gallery", "1 of 3");
    expect(new URL(page.url()).searchParams.get("from")).toBe("queue");

    await page.getByRole("link", { name: "Back to my queue" }).click();
    await expect.poll(() => status.innerText()).toBe("1 of 4 reviewed. 3 applications to review.");
    expect(await toReview.getByRole("link").allInnerTexts()).toEqual([
      "Dune Gallery",
      "Blue Nile Projects",
      "Atelier Ø",
    ]);
    const reviewed = page.getByRole("region", { name: "Reviewed" });
    expect(await reviewed.getByRole("link").allInnerTexts()).toEqual(["casa Mareña"]);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    }
  });
});

// The review panel scrolls with the page (no scroller of its own): e2e/back-office-review-panel.test.ts.

describe("targets on the application page", () => {
  it("are all at least 24 px (axe's target-size, left out of its default rules) at 1280 and 390 px", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await open(`/admin/applications/${stored[0]?.id}`, viewport);
      await page
        .getByRole("region", { name: "Review", exact: true })
        .getByRole("button", { name: "Submit review" })
        .waitFor();
      const { violations } = await new AxeBuilder({ page }).withRules(["target-size"]).analyze();
      expect(violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(" ")}`))).toEqual([]);
    }
  });
});
