/**
 * Running a committee in Chromium: an admin puts the edition in assigned mode, assigns a reviewer
 * to an application from its page by keyboard only, runs auto-assignment and sends reminders from
 * the progress page (after a confirmation), whose table shows each member's work. No serious
 * accessibility violation or invalid HTML at 1280 and 390 px, and nothing wider than the phone.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  backOfficeTestBed,
  DESKTOP,
  galleryApplication,
  PHONE,
  type StoredForTest,
  signInThroughPage,
} from "../test-support/back-office-page.ts";
import { pageProblems, tabTo } from "../test-support/browser.ts";
import { createStaff } from "../test-support/staff.ts";

const EDITION = "fair-2027";
const T0 = Date.UTC(2027, 0, 10, 9, 0);
const NAMES = ["Galerie Nordlicht", "Atelier Ø", "Blue Nile Projects", "Kunsthalle Zürich"];

const bed = backOfficeTestBed({ OPEN_EDITIONS: EDITION });
const stored: StoredForTest[] = [];

async function asAdmin(path: string, viewport = DESKTOP): Promise<Page> {
  const page = await bed.newPage(viewport);
  await signInThroughPage(page, bed.server().url, bed.staff("admin"), path);
  return page;
}

beforeAll(async () => {
  for (const [i, name] of NAMES.entries())
    stored.push(await bed.store(galleryApplication(EDITION, name), T0 + i * 60_000));
  for (const name of ["Ben Berger", "Cleo Costa"])
    await createStaff(bed.server().app, {
      email: `${name.split(" ")[0]?.toLowerCase()}@fair.example`,
      name,
      role: "reviewer",
    });
});

describe("running a committee", () => {
  it("an admin assigns by hand and automatically, follows the progress and sends reminders", async () => {
    const page = await asAdmin(`/admin/editions/${EDITION}`);
    await page.getByRole("radio", { name: "Each reviewer reviews the applications assigned to her" }).check();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => page.getByText("The edition is saved.").count()).toBe(1);

    // By hand, keyboard only: Rita on the first application.
    await page.goto(`${bed.server().url}/admin/applications/${stored[0]?.id}`);
    const panel = page.getByRole("region", { name: "Assigned reviewers" });
    const rita = panel.getByRole("checkbox", { name: "Rita Reviewer" });
    await rita.waitFor();
    await tabTo(page, rita);
    await page.keyboard.press("Space");
    expect(await rita.isChecked()).toBe(true);
    await tabTo(page, panel.getByRole("button", { name: "Save assignees" }));
    await page.keyboard.press("Enter");
    await expect.poll(() => panel.getByRole("status").innerText()).toBe("Assigned: Rita Reviewer.");
    const history = page.getByRole("region", { name: "History" });
    await expect.poll(() => history.innerText()).toContain("Assigned to Rita Reviewer");

    // The progress page, from the navigation.
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Progress" }).click();
    await page.getByRole("heading", { level: 1, name: /Committee progress/ }).waitFor();
    const table = page.getByRole("table");
    await table.waitFor();
    const row = (name: string) => table.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
    expect(await row("Rita Reviewer").getByRole("cell").nth(1).innerText()).toBe("1");

    await page.getByLabel("Reviewers per application").fill("2");
    await page.getByRole("button", { name: "Assign reviewers" }).click();
    const assign = page.getByRole("region", { name: "Assign reviewers automatically" });
    // 4 applications × 2, Rita's one kept.
    await expect
      .poll(() => assign.getByRole("status").innerText())
      .toBe("7 new assignments. Every application has its reviewers.");
    await expect.poll(() => row("Ben Berger").getByRole("cell").nth(1).innerText()).toMatch(/^[23]$/);
    const loads = await Promise.all(
      ["Rita Reviewer", "Ben Berger", "Cleo Costa"].map(async (name) =>
        Number(await row(name).getByRole("cell").nth(1).innerText()),
      ),
    );
    expect(loads.reduce((a, b) => a + b, 0)).toBe(8);
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
    expect(
      (await page.getByRole("progressbar", { name: "Rita Reviewer: 0 of 3 reviewed" }).count()) +
        (await page.getByRole("progressbar", { name: "Rita Reviewer: 0 of 2 reviewed" }).count()),
    ).toBe(1);
    expect(await pageProblems(page)).toEqual([]);

    // Reminders, after a confirmation.
    await page.getByRole("button", { name: "Send reminders…" }).click();
    const dialog = page.getByRole("dialog", { name: "Send reminders?" });
    await dialog.waitFor();
    expect(await pageProblems(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Send reminders" }).click();
    const reminders = page.getByRole("region", { name: "Reminders" });
    await expect.poll(() => reminders.getByRole("status").innerText()).toContain("3 reminders sent.");
    expect(await dialog.isVisible()).toBe(false);

    // Again at once: nobody is reminded twice within the hour, and the page says so.
    await page.getByRole("button", { name: "Send reminders…" }).click();
    await dialog.getByRole("button", { name: "Send reminders" }).click();
    await expect.poll(() => reminders.getByRole("status").innerText()).toContain("No reminders sent.");
    expect(await reminders.getByRole("status").innerText()).toContain(
      "rita@fair.example: Already reminded within the last hour.",
    );
  });

  it("fits a phone and stays clean there", async () => {
    const page = await asAdmin(`/admin/progress?edition=${EDITION}`, PHONE);
    await page.getByRole("table").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await pageProblems(page)).toEqual([]);
    // The table scrolls sideways on its own, and a keyboard reaches it.
    const region = page.getByRole("region", { name: "Members' progress table" });
    await tabTo(page, region);
  });
});
