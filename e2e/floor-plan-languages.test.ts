/**
 * The public floor plan and a gallery's picture dialog in the reader's language, in Chromium at 1280
 * and 390 px: German and Japanese, `<html lang>`, the plan's words and the dialog's (written by its
 * script from the words the server embedded), axe clean, never wider than the window. English stays
 * as it was. SCREENSHOT_DIR=… keeps the pictures. Needs `npx vite build` first.
 */
import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { COMMAND_LINE } from "../src/server/applications/actor.ts";
import { acceptApplication } from "../src/server/applications/status.ts";
import { allocateBooth } from "../src/server/booths/allocations.ts";
import { savePlan } from "../src/server/booths/plans.ts";
import { storeSampleGallery } from "../src/server/demo/sample-gallery.ts";
import type { FloorPlan } from "../src/shared/floor-plan.ts";
import { backOfficeTestBed, DESKTOP, PHONE } from "../test-support/back-office-page.ts";
import { seriousAccessibilityViolations } from "../test-support/browser.ts";
import { makePng } from "../test-support/fixtures.ts";

const SHOTS = process.env.SCREENSHOT_DIR;
const EDITION = "fair-2027";
const bed = backOfficeTestBed({ OPEN_EDITIONS: EDITION });

const PLAN: FloorPlan = {
  halls: [
    {
      id: "north",
      name: "Halle Nord",
      width_m: 30,
      depth_m: 12.5,
      booths: [
        { id: "L1", label: "L1", size: "large", x_m: 0, y_m: 0, w_m: 6, d_m: 6 },
        { id: "M1", label: "M1", size: "medium", x_m: 6, y_m: 0, w_m: 5, d_m: 4 },
        { id: "S1", label: "S1", size: "small", x_m: 12, y_m: 0, w_m: 3, d_m: 3 },
      ],
    },
  ],
};

/** What each language's page says: the plan's heading, a booth, a free one, the dialog's counter and buttons. */
const WORDS = {
  de: {
    heading: "Hallenplan",
    booth: "Stand L1 (groß)",
    free: "Noch nicht vergeben",
    download: "Plan zum Drucken herunterladen (A3-PDF)",
    counter: "Bild 1 von 3",
    buttons: ["Vorheriges Bild", "Nächstes Bild", "Schließen"],
    dialog: "Bilder",
  },
  ja: {
    heading: "会場図",
    booth: "ブース L1 （大）",
    free: "未割り当て",
    download: "印刷用の会場図をダウンロード（A3・PDF）",
    counter: "3枚中1枚目",
    buttons: ["前の写真", "次の写真", "閉じる"],
    dialog: "写真",
  },
} as const;

let slug = "";

beforeAll(async () => {
  const { db, store } = bed.server().app;
  const pictures = [makePng(900, 600, 1), makePng(400, 600, 2), makePng(500, 500, 3)];
  const id = await storeSampleGallery(db, store, {
    edition: EDITION,
    name: "Galerie Schwarzweißfotografie Düsseldorf",
    locations: "Düsseldorf",
    pictures,
    details: pictures.map((_, j) => ({
      exhibition_title: `Ausstellung ${j + 1}`,
      artists: "Mira Okafor",
      year: "2022",
    })),
  });
  await acceptApplication(db, id);
  const other = await storeSampleGallery(db, store, {
    edition: EDITION,
    name: "東京画廊＋BTAP",
    pictures: [makePng(640, 480, 4)],
  });
  await acceptApplication(db, other);
  // The edition's row is made when first asked for; the plan refers to it.
  await bed.server().app.inject({ method: "GET", url: "/ecosystem" });
  await savePlan(db, EDITION, PLAN);
  await allocateBooth(db, { applicationId: id, boothId: "L1", force: true, actor: COMMAND_LINE });
  await allocateBooth(db, { applicationId: other, boothId: "M1", force: true, actor: COMMAND_LINE });
  slug = (await db.selectFrom("applications").select("slug").where("id", "=", id).executeTakeFirstOrThrow())
    .slug as string;
});

const fitsTheWindow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

it("shows the public floor plan in German and Japanese at 1280 and 390 px, axe clean", async () => {
  for (const viewport of [DESKTOP, PHONE])
    for (const language of ["de", "ja"] as const) {
      const words = WORDS[language];
      const page = await bed.newPage(viewport);
      await page.goto(`${bed.server().url}/ecosystem/floor-plan?lang=${language}`);
      expect(await page.getAttribute("html", "lang")).toBe(language);
      await page.getByRole("heading", { level: 1, name: words.heading }).waitFor();
      const list = page.locator(".floor-plan-list");
      expect(await list.locator("dt").first().innerText()).toBe(words.booth);
      expect(await list.getByText(words.free).count()).toBe(1);
      expect(await page.getByRole("link", { name: words.download }).count()).toBe(1);
      expect(await page.locator("body").innerText()).not.toMatch(/Booth|Download|Not yet allocated|Swipe/);
      expect(await seriousAccessibilityViolations(page), `${language} ${viewport.width}`).toEqual([]);
      expect(await fitsTheWindow(page), `${language} ${viewport.width}`).toBe(true);
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/floor-plan-${language}-${viewport.width}.png`, fullPage: true });
    }
}, 90_000);

it("opens the picture dialog in German and Japanese at 1280 and 390 px: its name, counter and buttons", async () => {
  for (const viewport of [DESKTOP, PHONE])
    for (const language of ["de", "ja"] as const) {
      const words = WORDS[language];
      const page = await bed.newPage(viewport);
      await page.goto(`${bed.server().url}/ecosystem/${encodeURIComponent(slug)}?lang=${language}`);
      // A long German name stays inside the window, its heading wrapped.
      expect(await fitsTheWindow(page), `${language} ${viewport.width}`).toBe(true);
      await page.locator("[data-gallery-layout] button").first().click();
      const dialog = page.getByRole("dialog", { name: words.dialog });
      await dialog.waitFor();
      expect(await dialog.locator(".picture-dialog-counter").textContent()).toBe(words.counter);
      expect(await dialog.getByRole("button").allTextContents()).toEqual(words.buttons);
      expect(await seriousAccessibilityViolations(page), `${language} ${viewport.width}`).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/picture-dialog-${language}-${viewport.width}.png` });
      await dialog.getByRole("button", { name: words.buttons[1] }).click();
      expect(await dialog.locator(".picture-dialog-counter").textContent()).not.toBe(words.counter);
      await dialog.getByRole("button", { name: words.buttons[2] }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
    }
}, 90_000);

it("keeps English as it was: the plan's words, and the dialog's", async () => {
  const page = await bed.newPage(PHONE);
  await page.goto(`${bed.server().url}/ecosystem/floor-plan?lang=en`);
  await page.getByRole("heading", { level: 1, name: "Floor plan" }).waitFor();
  expect(await page.locator(".lead").innerText()).toBe("2 galleries have their booths at fair-2027.");
  expect(await page.locator(".floor-plan-list dt").first().innerText()).toBe("Booth L1 (large)");
  expect(await page.locator("svg title").first().textContent()).toBe("Plan of Halle Nord, 30 by 12.5 metres");
  await page.goto(`${bed.server().url}/ecosystem/${encodeURIComponent(slug)}`);
  await page.locator("[data-gallery-layout] button").first().click();
  const dialog = page.getByRole("dialog", { name: "Pictures" });
  expect(await dialog.locator(".picture-dialog-counter").textContent()).toBe("Picture 1 of 3");
  expect(await dialog.getByRole("button").allTextContents()).toEqual(["Previous picture", "Next picture", "Close"]);
}, 60_000);
