/**
 * Booths in Chromium: an admin draws a booth with the mouse and saves the plan, allocates one
 * accepted gallery by keyboard alone and another by dragging it onto a booth; the public plan
 * shows both, linked to their pages. No serious accessibility violation at 1280 and 390 px.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { acceptApplication } from "../src/server/applications/status.ts";
import { savePlan } from "../src/server/booths/plans.ts";
import type { FloorPlan } from "../src/shared/floor-plan.ts";
import {
  backOfficeTestBed,
  clickInSideColumn,
  DESKTOP,
  galleryApplication,
  PHONE,
  signInThroughPage,
} from "../test-support/back-office-page.ts";
import { seriousAccessibilityViolations, tabTo } from "../test-support/browser.ts";

const EDITION = "fair-2027";
const bed = backOfficeTestBed({ OPEN_EDITIONS: EDITION });
const T0 = Date.UTC(2027, 0, 10, 9, 0);
let waitingId = "";

const PLAN: FloorPlan = {
  halls: [
    {
      id: "north",
      name: "North Hall",
      width_m: 24,
      depth_m: 12,
      booths: [
        { id: "L1", label: "L1", size: "large", x_m: 0, y_m: 0, w_m: 6, d_m: 6 },
        { id: "L2", label: "L2", size: "large", x_m: 6, y_m: 0, w_m: 6, d_m: 6 },
        { id: "S1", label: "S1", size: "small", x_m: 12, y_m: 0, w_m: 3, d_m: 3 },
      ],
    },
  ],
};

beforeAll(async () => {
  const db = bed.server().app.db;
  const galleries: [string, "large" | "small"][] = [
    ["Galerie Nordlicht", "large"],
    ["Zenith Rooms", "large"],
    ["Atelier Ø", "small"],
  ];
  for (const [i, [name, booth]] of galleries.entries()) {
    const { id } = await bed.store(
      galleryApplication(EDITION, name, (form) => {
        form.proposal.booth = booth;
      }),
      T0 + i * 60_000,
    );
    await acceptApplication(db, id, T0 + 3_600_000 + i);
  }
  waitingId = (
    await bed.store(
      galleryApplication(EDITION, "Late Large", (form) => {
        form.proposal.booth = "large";
      }),
      T0 + 10 * 60_000,
    )
  ).id;
  // The edition's row is made when first asked for; the plan refers to it.
  await bed.server().app.inject({ method: "GET", url: "/ecosystem" });
  await savePlan(db, EDITION, PLAN);
});

async function planPage(viewport = DESKTOP): Promise<Page> {
  const page = await bed.newPage(viewport);
  await signInThroughPage(page, bed.server().url, bed.staff("admin"), `/admin/editions/${EDITION}/floor-plan`);
  await page.getByRole("table", { name: /Booths in North Hall/ }).waitFor();
  return page;
}

describe("the floor plan", () => {
  it("an admin draws a booth, allocates by keyboard and by drag, and the public plan shows the galleries", async () => {
    const page = await planPage();
    expect(await page.locator(".capacity").first().innerText()).toContain("Large: 2 of 2");

    // Drawn with the mouse on an empty part of the hall: 4 × 4 m from (16, 6).
    const drawing = page.getByRole("img", { name: /North Hall, 24 by 12 metres/ });
    // Where a point of the hall is on the screen now (a message above the drawing may move it).
    let box = (await drawing.boundingBox()) as { x: number; y: number; width: number; height: number };
    const perMetre = () => box.width / 25; // the view box is the hall plus half a metre each side
    const at = (x: number, y: number) => [box.x + (x + 0.5) * perMetre(), box.y + (y + 0.5) * perMetre()] as const;
    await page.mouse.move(...at(16.1, 6.1));
    await page.mouse.down();
    await page.mouse.move(...at(18, 8), { steps: 4 });
    await page.mouse.move(...at(20.1, 10.1), { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => page.getByLabel("x of booth B1 (m)").inputValue()).toBe("16");
    expect(await page.getByLabel("Width of booth B1 (m)").inputValue()).toBe("4");
    // Moved with the mouse: two metres to the right, snapped to the grid.
    await drawing.scrollIntoViewIfNeeded();
    box = (await drawing.boundingBox()) as typeof box;
    await page.mouse.move(...at(17, 7));
    await page.mouse.down();
    await page.mouse.move(...at(18, 7), { steps: 3 });
    await page.mouse.move(...at(19.1, 7.1), { steps: 3 });
    await page.mouse.up();
    await expect.poll(() => page.getByLabel("x of booth B1 (m)").inputValue()).toBe("18");
    await page.getByRole("button", { name: "Save the plan" }).click();
    await expect.poll(() => page.getByText("The plan was saved.").count()).toBe(1);
    const stored = await bed.server().app.db.selectFrom("floor_plans").select("plan").executeTakeFirstOrThrow();
    expect(JSON.parse(stored.plan).halls[0].booths.at(-1)).toMatchObject({ id: "B1", x_m: 18, y_m: 6, w_m: 4, d_m: 4 });

    // Keyboard only: choose the gallery and the booth from the lists, then Allocate.
    const gallerySelect = page.getByLabel("Gallery", { exact: true });
    await tabTo(page, gallerySelect);
    await page.keyboard.type("Galerie");
    expect(await gallerySelect.locator("option:checked").innerText()).toBe("Galerie Nordlicht (large)");
    await page.keyboard.press("Tab");
    await page.keyboard.type("L1");
    expect(await page.getByLabel("Booth", { exact: true }).locator("option:checked").innerText()).toContain("L1");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByText("The booth was allocated.").count()).toBe(1);
    await expect.poll(() => page.locator('[data-booth="L1"]').textContent()).toContain("Galerie Nordlicht");

    // By drag: Zenith Rooms from the waiting list onto L2.
    // As the browser does it (uploads.test.ts does the same): the list item's dragstart fills the
    // transfer, the booth's dragover and drop read it. Playwright's mouse does not start a native drag here.
    await page.evaluate(() => {
      const source = [...document.querySelectorAll(".plan-waiting li")].find((li) =>
        li.textContent?.includes("Zenith"),
      );
      const target = document.querySelector('[data-booth="L2"] rect');
      const transfer = new DataTransfer();
      const fire = (element: Element | null | undefined, type: string) =>
        element?.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
      fire(source, "dragstart");
      for (const type of ["dragenter", "dragover", "drop"]) fire(target, type);
      fire(source, "dragend");
    });
    await expect
      .poll(() => page.locator('[data-booth="L2"]').textContent(), { timeout: 5000 })
      .toContain("Zenith Rooms");
    expect(await page.locator(".capacity").first().innerText()).toContain("Large: 2 of 2");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const visitor = await bed.newPage();
    await visitor.goto(`${bed.server().url}/ecosystem/floor-plan`);
    const list = visitor.locator(".floor-plan-list");
    await expect.poll(() => list.getByRole("link", { name: "Galerie Nordlicht" }).count()).toBe(1);
    expect(await list.getByRole("link", { name: "Zenith Rooms" }).getAttribute("href")).toMatch(
      /^\/ecosystem\/zenith-rooms/,
    );
    expect(await visitor.locator("svg a").count()).toBe(2);
    expect(await seriousAccessibilityViolations(visitor)).toEqual([]);
  });

  it("shows the capacity beside a decision and warns, without blocking, when accepting passes the booths", async () => {
    const page = await bed.newPage();
    await signInThroughPage(page, bed.server().url, bed.staff("admin"), `/admin/applications/${waitingId}`);
    const decision = page.getByRole("region", { name: "Decision" });
    await expect.poll(() => decision.locator(".capacity").count()).toBe(1);
    expect(await decision.locator(".capacity").innerText()).toContain("Large: 2 of 2");
    await decision.getByLabel("New status").selectOption({ label: "Accepted" });
    await expect
      .poll(() => decision.locator(".capacity__warning").innerText())
      .toBe("Accepting makes 3 large galleries for 2 large booths. You can still accept.");
    await clickInSideColumn(decision.getByRole("button", { name: "Change status" }));
    // After the release the gallery sees it at once: asked first.
    await page.getByRole("dialog").getByRole("button", { name: "Change to Accepted" }).click();
    await expect.poll(() => decision.getByText("Decision set to Accepted.").count()).toBe(1);
    await expect.poll(() => decision.locator(".capacity").innerText()).toContain("Large: 3 of 2");
  });

  it("exports the plan as CSV with a byte order mark, and imports one with any script and a guarded formula", async () => {
    const page = await planPage();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export as CSV" }).click(),
    ]);
    const bytes = await readFile((await download.path()) as string);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const exported = bytes.toString("utf8");
    expect(exported).toContain("north,North Hall,24,12,L1,L1,large,0,0,6,6");
    // The hall renamed in a spreadsheet: a name that starts like a formula comes guarded.
    const edited = exported.replaceAll("North Hall", "'=東京 Hall Łódź");
    await page.getByLabel("Import a plan (JSON or CSV)").setInputFiles({
      name: "plan.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(edited),
    });
    await expect.poll(() => page.getByText("plan.csv was loaded: 1 halls.", { exact: false }).count()).toBe(1);
    expect(await page.getByLabel("Hall name").inputValue()).toBe("=東京 Hall Łódź");
    await page.getByLabel("Import a plan (JSON or CSV)").setInputFiles({
      name: "broken.csv",
      mimeType: "text/csv",
      buffer: Buffer.from('hall_id,hall_name\n"north,North\n'),
    });
    await expect
      .poll(() => page.getByText("broken.csv was not loaded: it cannot be read as CSV", { exact: false }).count())
      .toBe(1);
  });

  it("has no serious accessibility violation on a phone, in the back office or in public", async () => {
    const page = await planPage(PHONE);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    const visitor = await bed.newPage(PHONE);
    await visitor.goto(`${bed.server().url}/ecosystem/floor-plan`);
    expect(await seriousAccessibilityViolations(visitor)).toEqual([]);
  });
});
