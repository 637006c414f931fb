/**
 * The floor plan fits the screen: the editor at 1280 px shows every column of its booth table, Remove
 * included, and at 390 px nothing is wider than the phone (the table scrolls in its own labelled
 * region); the public plan at 390 px lists the booths first and draws the hall large enough to read.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { COMMAND_LINE } from "../src/server/applications/actor.ts";
import { acceptApplication } from "../src/server/applications/status.ts";
import { allocateBooth } from "../src/server/booths/allocations.ts";
import { savePlan } from "../src/server/booths/plans.ts";
import type { FloorPlan } from "../src/shared/floor-plan.ts";
import {
  backOfficeTestBed,
  DESKTOP,
  galleryApplication,
  PHONE,
  signInThroughPage,
} from "../test-support/back-office-page.ts";
import { seriousAccessibilityViolations } from "../test-support/browser.ts";

/** Where screenshots go to be looked at (npm test takes none). */
const SHOTS = process.env.SCREENSHOT_DIR;

const EDITION = "fair-2027";
const bed = backOfficeTestBed({ OPEN_EDITIONS: EDITION });

const PLAN: FloorPlan = {
  halls: [
    {
      id: "north",
      name: "North Hall",
      width_m: 40,
      depth_m: 12,
      booths: [
        { id: "L1", label: "L1", size: "large", x_m: 0, y_m: 0, w_m: 6, d_m: 6 },
        { id: "M1", label: "M1", size: "medium", x_m: 6, y_m: 0, w_m: 5, d_m: 4 },
        { id: "S1", label: "S1", size: "small", x_m: 12, y_m: 0, w_m: 3, d_m: 3 },
      ],
    },
  ],
};

beforeAll(async () => {
  const db = bed.server().app.db;
  const { id } = await bed.store(
    galleryApplication(EDITION, "Galerie Nordlicht am Hafen", (form) => {
      form.proposal.booth = "large";
    }),
    Date.UTC(2027, 0, 10, 9, 0),
  );
  await acceptApplication(db, id, Date.UTC(2027, 0, 11, 9, 0));
  // The edition's row is made when first asked for; the plan refers to it.
  await bed.server().app.inject({ method: "GET", url: "/ecosystem" });
  await savePlan(db, EDITION, PLAN);
  await allocateBooth(db, { applicationId: id, boothId: "L1", force: undefined, actor: COMMAND_LINE });
});

const pageWidth = (page: Page) =>
  page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));

async function editor(viewport: { width: number; height: number }): Promise<Page> {
  const page = await bed.newPage(viewport);
  await signInThroughPage(page, bed.server().url, bed.staff("admin"), `/admin/editions/${EDITION}/floor-plan`);
  await page.getByRole("table", { name: /Booths in North Hall/ }).waitFor();
  return page;
}

describe("the floor plan on a laptop and on a phone", () => {
  it("the editor at 1280 px shows the booth table whole, the Remove buttons inside the window", async () => {
    const page = await editor(DESKTOP);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/floor-plan-editor-1280.png`, fullPage: true });
    const width = await pageWidth(page);
    expect(width.scroll).toBeLessThanOrEqual(width.viewport);
    for (const booth of ["L1", "M1", "S1"]) {
      // Where it is as the page opens: the table not scrolled sideways to find it.
      const remove = page.getByRole("button", { name: `Remove booth ${booth}` });
      const box = await remove.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= DESKTOP.width, `Remove booth ${booth} at ${box?.x}`).toBe(true);
      // Not cut off by the table's own region either.
      const region = await page.getByRole("region", { name: /Booths in North Hall/ }).boundingBox();
      expect(region && box && box.x + box.width <= region.x + region.width + 1).toBe(true);
    }
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it("the editor at 390 px is no wider than the phone; the booth table scrolls in its own labelled region", async () => {
    const page = await editor(PHONE);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/floor-plan-editor-390.png`, fullPage: true });
    const width = await pageWidth(page);
    expect(width.scroll).toBeLessThanOrEqual(width.viewport);
    const region = page.getByRole("region", { name: /Booths in North Hall/ });
    // Reached by keyboard to scroll it, and the Remove button reachable inside it.
    expect(await region.getAttribute("tabindex")).toBe("0");
    await page.getByRole("button", { name: "Remove booth S1" }).scrollIntoViewIfNeeded();
    const box = await page.getByRole("button", { name: "Remove booth S1" }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it("the public plan at 390 px lists the booths first and draws the hall large enough to read, in its own region", async () => {
    const visitor = await bed.newPage(PHONE);
    await visitor.goto(`${bed.server().url}/ecosystem/floor-plan`);
    await visitor.locator(".floor-plan-list").waitFor();
    if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/floor-plan-public-390.png`, fullPage: true });
    const width = await pageWidth(visitor);
    expect(width.scroll).toBeLessThanOrEqual(width.viewport);
    const list = await visitor.locator(".floor-plan-list").boundingBox();
    const drawing = visitor.getByRole("region", { name: /Drawing of North Hall/ });
    const drawn = await drawing.boundingBox();
    expect(list && drawn && list.y < drawn.y, "the list comes before the drawing").toBe(true);
    // The gallery's name in its booth is at least 11 px high: readable without zooming.
    const name = visitor.locator("svg a text").first();
    const nameBox = await name.boundingBox();
    expect(nameBox?.height ?? 0).toBeGreaterThanOrEqual(11);
    expect(await drawing.getAttribute("tabindex")).toBe("0");
    expect(await seriousAccessibilityViolations(visitor)).toEqual([]);

    const desk = await bed.newPage(DESKTOP);
    await desk.goto(`${bed.server().url}/ecosystem/floor-plan`);
    await desk.locator(".floor-plan-list").waitFor();
    if (SHOTS) await desk.screenshot({ path: `${SHOTS}/floor-plan-public-1280.png`, fullPage: true });
    const deskWidth = await pageWidth(desk);
    expect(deskWidth.scroll).toBeLessThanOrEqual(deskWidth.viewport);
    expect(await seriousAccessibilityViolations(desk)).toEqual([]);
  });
});
