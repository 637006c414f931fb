/**
 * Issue 32, "The gallery's work": an accepted gallery's status page and its public page say its
 * booth (label, hall, size) and link the plan once the booth is allocated and the decisions are
 * released; before the release the status page says nothing of it. At 1280 and 390 px, axe clean
 * (SCREENSHOT_DIR=… keeps the pictures). The public booth list (CSV) links its page absolutely.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { COMMAND_LINE } from "../src/server/applications/actor.ts";
import { acceptApplication } from "../src/server/applications/status.ts";
import { allocateBooth } from "../src/server/booths/allocations.ts";
import { savePlan } from "../src/server/booths/plans.ts";
import { issueStatusToken } from "../src/server/status-page/tokens.ts";
import type { FloorPlan } from "../src/shared/floor-plan.ts";
import { backOfficeTestBed, DESKTOP, galleryApplication, PHONE } from "../test-support/back-office-page.ts";
import { seriousAccessibilityViolations } from "../test-support/browser.ts";

const EDITION = "fair-2027";
const bed = backOfficeTestBed({ OPEN_EDITIONS: EDITION });
const SHOTS = process.env.SCREENSHOT_DIR;
let token = "";
let slug = "";

const PLAN: FloorPlan = {
  halls: [
    {
      id: "north",
      name: "North Hall",
      width_m: 24,
      depth_m: 12,
      booths: [{ id: "L7", label: "L7", size: "large", x_m: 0, y_m: 0, w_m: 6, d_m: 6 }],
    },
  ],
};

const setReleased = (released: boolean) =>
  bed
    .server()
    .app.db.updateTable("editions")
    .set({ decisions_released: released ? 1 : 0 })
    .where("slug", "=", EDITION)
    .execute();

beforeAll(async () => {
  const db = bed.server().app.db;
  const { id } = await bed.store(
    galleryApplication(EDITION, "Galerie Nordlicht", (form) => {
      form.proposal.booth = "large";
    }),
    Date.UTC(2027, 0, 10),
  );
  await acceptApplication(db, id, Date.UTC(2027, 1, 1));
  // The edition's row is made when first asked for; the plan refers to it.
  await bed.server().app.inject({ method: "GET", url: "/ecosystem" });
  await savePlan(db, EDITION, PLAN);
  await allocateBooth(db, { applicationId: id, boothId: "L7", force: undefined, actor: COMMAND_LINE });
  token = await issueStatusToken(db, id);
  slug = (await db.selectFrom("applications").select("slug").where("id", "=", id).executeTakeFirstOrThrow())
    .slug as string;
});

async function looked(page: Page, name: string) {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

describe("an accepted gallery's booth", () => {
  it("is not told on the status page before the release", async () => {
    await setReleased(false);
    try {
      const page = await bed.newPage(PHONE);
      await page.goto(`${bed.server().url}/status/${token}`);
      await page.getByRole("heading", { name: "Your application" }).waitFor();
      expect(await page.locator("main").innerText()).not.toContain("L7");
      expect(await page.getByRole("heading", { name: "Your booth" }).count()).toBe(0);
    } finally {
      await setReleased(true);
    }
  });

  for (const viewport of [DESKTOP, PHONE])
    it(`is on its status page and its public page, with the plan linked, once released (${viewport.width} px)`, async () => {
      const page = await bed.newPage(viewport);
      await page.goto(`${bed.server().url}/status/${token}`);
      const mine = page.getByRole("region", { name: "Your booth" });
      await mine.waitFor();
      expect(await mine.innerText()).toContain("Booth L7, North Hall (large)");
      await looked(page, "status-booth");

      await page.goto(`${bed.server().url}/ecosystem/${slug}`);
      const booth = page.getByRole("region", { name: "Booth" });
      expect(await booth.innerText()).toContain("Booth L7, North Hall (large)");
      await looked(page, "gallery-booth");
      await booth.getByRole("link", { name: "See it on the floor plan" }).click();
      await page.getByRole("heading", { name: "Floor plan" }).waitFor();
      expect(await page.locator("main").innerText()).toContain("Galerie Nordlicht");
    });

  it("is in the public booth list (CSV) with the gallery's page as an absolute address on PUBLIC_URL", async () => {
    const csv = await (await fetch(`${bed.server().url}/ecosystem/floor-plan.csv`)).text();
    const row = csv.split("\n").find((line) => line.includes("Galerie Nordlicht"));
    expect(row).toContain(`${bed.server().config.publicUrl}/ecosystem/${slug}`);
  });
});
