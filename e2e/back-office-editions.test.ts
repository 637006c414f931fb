/**
 * Issue 10's editions in Chromium (admins): the list of editions, a new edition with its period in
 * its own time zone, changing it, and its review criteria: add, rename, hide, reorder, and delete
 * refused with the server's message once a criterion has scores; adding one once reviews exist
 * warns first, and the reviewer is told what her review lacks. Reviewers have no such page.
 * Keyboard-only, and no serious accessibility violation at 1280 and 390 px.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  backOfficeTestBed,
  checkInSideColumn,
  clickInSideColumn,
  DESKTOP,
  galleryApplication,
  PHONE,
  type StoredForTest,
  signInThroughPage,
} from "../test-support/back-office-page.ts";
import { pageProblems, tabTo } from "../test-support/browser.ts";
import { signIn } from "../test-support/staff.ts";

const EDITION = "fair-2027";
const bed = backOfficeTestBed({ OPEN_EDITIONS: EDITION });
let application: StoredForTest;

beforeAll(async () => {
  application = await bed.store(galleryApplication(EDITION, "Galerie Nordlicht"), Date.UTC(2027, 0, 10, 9, 0));
});

async function asAdmin(path: string, viewport = DESKTOP): Promise<Page> {
  const page = await bed.newPage(viewport);
  await signInThroughPage(page, bed.server().url, bed.staff("admin"), path);
  return page;
}

const criteriaNames = (page: Page) =>
  page
    .getByRole("region", { name: "Review criteria" })
    .getByRole("listitem")
    .getByRole("textbox")
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

describe("editions", () => {
  it("an admin creates an edition with its period in its time zone, then changes it", async () => {
    const page = await asAdmin("/admin/editions");
    const table = page.getByRole("table");
    await table.getByRole("rowheader").first().waitFor();
    expect(await table.getByRole("row").filter({ hasText: EDITION }).count()).toBe(1);

    await page.getByRole("link", { name: "New edition" }).click();
    await page.getByRole("heading", { level: 1, name: "New edition" }).waitFor();
    // Nothing is sent while something is missing; each field says what it needs.
    await page.getByRole("button", { name: "Create edition" }).click();
    await page.getByText("Enter the edition's name").waitFor();
    expect(await pageProblems(page)).toEqual([]);

    await page.getByLabel("Name", { exact: true }).fill("Art Fair 2028");
    await page.getByLabel("Slug").fill("fair-2028");
    await page.getByLabel("Time zone").selectOption("Europe/Berlin");
    await page.getByLabel("Opens at").fill("2027-09-01T10:00");
    await page.getByLabel("Closes at").fill("2027-11-30T18:00");
    await page.getByLabel("Show this edition on the public pages").uncheck();
    await page.getByRole("button", { name: "Create edition" }).click();
    await page.waitForURL(/\/admin\/editions\/fair-2028$/);
    await page.getByRole("heading", { level: 1, name: "Edition Art Fair 2028" }).waitFor();

    const admin = await signIn(bed.server().url, bed.staff("admin").email, bed.staff("admin").password);
    const editions = (await (await admin.fetch("/admin/api/editions")).json()) as {
      items: { slug: string; name: string; opens_at: string; closes_at: string; time_zone: string; public: boolean }[];
    };
    const created = editions.items.find((edition) => edition.slug === "fair-2028");
    expect(created).toMatchObject({ name: "Art Fair 2028", time_zone: "Europe/Berlin", public: false });
    // 10:00 in Berlin in September is 08:00 UTC (summer time), 18:00 in November is 17:00 UTC.
    expect(new Date(created?.opens_at as string).toISOString()).toBe("2027-09-01T08:00:00.000Z");
    expect(new Date(created?.closes_at as string).toISOString()).toBe("2027-11-30T17:00:00.000Z");

    // The form shows the stored times back in the zone, and saves a change.
    expect(await page.getByLabel("Opens at").inputValue()).toBe("2027-09-01T10:00");
    await page.getByLabel("Name", { exact: true }).fill("Art Fair 2028 (Berlin)");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => page.getByText("The edition is saved.").count()).toBe(1);
    await page.getByRole("link", { name: "Back to editions" }).click();
    await expect
      .poll(() => page.getByRole("table").getByRole("row").filter({ hasText: "fair-2028" }).innerText())
      .toContain("Art Fair 2028 (Berlin)");
    expect(await page.getByRole("table").getByRole("row").filter({ hasText: "fair-2028" }).innerText()).toMatch(
      /1 Sept? 2027, 10:00/,
    );
    expect(await pageProblems(page)).toEqual([]);

    // An edition from OPEN_EDITIONS has no period (open until closed): it can be renamed without one.
    await page.goto(`${bed.server().url}/admin/editions/${EDITION}`);
    expect(await page.getByLabel("Opens at").inputValue()).toBe("");
    await page.getByLabel("Name", { exact: true }).fill("Art Fair 2027");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => page.getByText("The edition is saved.").count()).toBe(1);
    await page.getByRole("heading", { level: 1, name: "Edition Art Fair 2027" }).waitFor();
  });

  it.each([
    [
      "Europe/Berlin",
      "2027-03-28",
      "28 March 2027",
      "2027-10-31T02:30",
      "31 October 2027",
      "03:00",
      "02:00",
      "2027-10-31T01:30:00.000Z",
      "UTC+01:00",
    ],
    [
      "America/New_York",
      "2027-03-14",
      "14 March 2027",
      "2027-11-07T01:30",
      "7 November 2027",
      "02:00",
      "01:00",
      "2027-11-07T06:30:00.000Z",
      "UTC-05:00",
    ],
  ])(
    "in %s, a time the clocks skip is refused naming the gap, and a time they pass twice asks which",
    async (zone, springDay, springWords, autumn, autumnWords, from, to, chosenInstant, secondOffset) => {
      const slug = `dst-${zone.split("/")[1]?.toLowerCase().replace("_", "-")}`;
      const page = await asAdmin("/admin/editions/new");
      await page.getByLabel("Name", { exact: true }).fill(`Clock change ${zone}`);
      await page.getByLabel("Slug").fill(slug);
      await page.getByLabel("Time zone").selectOption(zone);
      await page.getByLabel("Opens at").fill(`${springDay}T02:30`);
      await page.getByRole("button", { name: "Create edition" }).click();
      const gap = `There is no 02:30 on ${springWords} in ${zone}: the clocks go forward from 02:00 to 03:00. Enter a time before or after`;
      await page.getByText(gap).waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("edition-opens");
      expect(page.url()).toMatch(/\/admin\/editions\/new$/);

      await page.getByLabel("Opens at").fill(autumn);
      const at = autumn.slice(11);
      const overlap = `${at} comes twice on ${autumnWords} in ${zone}: the clocks go back from ${from} to ${to}. Choose which ${at}`;
      await page.getByText(`${overlap}:`).waitFor();
      await page.getByRole("button", { name: "Create edition" }).click();
      await page.getByText(overlap, { exact: true }).waitFor();
      await page.getByLabel(`${at} at ${secondOffset}, after the clocks go back`).check();
      await page.getByRole("button", { name: "Create edition" }).click();
      await page.waitForURL(new RegExp(`/admin/editions/${slug}$`));

      const admin = await signIn(bed.server().url, bed.staff("admin").email, bed.staff("admin").password);
      const editions = (await (await admin.fetch("/admin/api/editions")).json()) as {
        items: { slug: string; opens_at: string }[];
      };
      const created = editions.items.find((edition) => edition.slug === slug);
      expect(new Date(created?.opens_at as string).toISOString()).toBe(chosenInstant);
      // Shown again, the form has the same wall clock with the same moment chosen.
      await page.reload();
      expect(await page.getByLabel("Opens at").inputValue()).toBe(autumn);
      expect(await page.getByLabel(`${at} at ${secondOffset}, after the clocks go back`).isChecked()).toBe(true);
      expect(await pageProblems(page)).toEqual([]);
    },
  );

  it("proposes the slug from the name until the admin types her own", async () => {
    const page = await asAdmin("/admin/editions/new");
    const slug = page.getByLabel("Slug");
    await page.getByLabel("Name", { exact: true }).fill("Art Fair Zürich 2030");
    expect(await slug.inputValue()).toBe("art-fair-zurich-2030");
    await page.getByLabel("Name", { exact: true }).fill("Art Fair Zürich 2031");
    expect(await slug.inputValue()).toBe("art-fair-zurich-2031");
    await slug.fill("zurich-31");
    await page.getByLabel("Name", { exact: true }).fill("Art Fair Zürich 2031 (spring)");
    expect(await slug.inputValue()).toBe("zurich-31");
  });

  it("creates an edition with the keyboard alone; a problem takes focus to its field", async () => {
    const page = await asAdmin("/admin/editions");
    const focusedId = () => page.evaluate(() => document.activeElement?.id ?? "");
    await tabTo(page, page.getByRole("link", { name: "New edition" }));
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "New edition" }).waitFor();
    await tabTo(page, page.getByRole("button", { name: "Create edition" }));
    await page.keyboard.press("Enter");
    await expect.poll(focusedId).toBe("edition-name");
    expect(await page.getByLabel("Name", { exact: true }).getAttribute("aria-describedby")).toContain(
      "edition-name-error",
    );

    await page.keyboard.type("Art Fair 2029");
    await page.keyboard.press("Tab");
    await page.keyboard.type("fair-2029");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Europe/Lisbon");
    expect(await page.getByLabel("Time zone").inputValue()).toBe("Europe/Lisbon");
    await page.keyboard.press("Tab");
    // Chromium's date and time field in the browser's locale (en-US): month, day, year (up to six
    // digits, so Tab leaves it), hour, minute, AM/PM.
    await page.keyboard.type("09012028");
    await page.keyboard.press("Tab");
    await page.keyboard.type("0900A");
    expect(await page.getByLabel("Opens at").inputValue()).toBe("2028-09-01T09:00");
    await tabTo(page, page.getByLabel("Show this edition on the public pages"), 12);
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/admin\/editions\/fair-2029$/);
    await page.getByRole("heading", { level: 1, name: "Edition Art Fair 2029" }).waitFor();

    const admin = await signIn(bed.server().url, bed.staff("admin").email, bed.staff("admin").password);
    const editions = (await (await admin.fetch("/admin/api/editions")).json()) as {
      items: { slug: string; opens_at: string; closes_at: string | null; time_zone: string; public: boolean }[];
    };
    const created = editions.items.find((edition) => edition.slug === "fair-2029");
    expect(created).toMatchObject({ time_zone: "Europe/Lisbon", public: true, closes_at: null });
    // 09:00 in Lisbon in September is 08:00 UTC (summer time).
    expect(new Date(created?.opens_at as string).toISOString()).toBe("2028-09-01T08:00:00.000Z");
  });

  it("on a phone, the field a problem sends focus to is shown whole: label, message and input", async () => {
    const page = await asAdmin("/admin/editions/new", PHONE);
    await page.getByRole("button", { name: "Create edition" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("edition-name");
    const label = await page.locator('label[for="edition-name"]').boundingBox();
    expect(label?.y).toBeGreaterThanOrEqual(0);
  });

  it("criteria: add, rename, hide, reorder, and a scored one offers no Delete", async () => {
    const page = await asAdmin(`/admin/editions/${EDITION}`);
    const region = page.getByRole("region", { name: "Review criteria" });
    await expect
      .poll(() => criteriaNames(page))
      .toEqual(["Quality of the artists", "Presentation concept", "Fit with the fair"]);

    await region.getByLabel("New criterion").fill("Price range");
    await region.getByRole("button", { name: "Add criterion" }).click();
    await expect.poll(() => criteriaNames(page)).toHaveLength(4);
    expect((await criteriaNames(page))[3]).toBe("Price range");

    // Keyboard only: rename with Enter, move up with the button.
    const field = region.getByLabel("Name of criterion 4");
    await field.focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("Price range of the works");
    await page.keyboard.press("Enter");
    await expect.poll(() => region.getByRole("status").innerText()).toBe("Renamed to “Price range of the works”.");
    await region.getByRole("button", { name: "Move up Price range of the works" }).focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(() => criteriaNames(page))
      .toEqual(["Quality of the artists", "Presentation concept", "Price range of the works", "Fit with the fair"]);
    // Focus stays on the moved criterion's button, so pressing again moves it further.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe("Move up Price range of the works");

    await region.getByRole("button", { name: "Hide Price range of the works" }).click();
    await expect.poll(() => region.getByRole("status").innerText()).toBe("“Price range of the works” is hidden.");
    expect(await region.getByRole("listitem").nth(2).innerText()).toContain("Hidden from reviewers");

    // A reviewer scores the visible criteria only; then a scored criterion cannot be deleted.
    const rita = await bed.newPage();
    await signInThroughPage(rita, bed.server().url, bed.staff("reviewer"), `/admin/applications/${application.id}`);
    await rita.getByRole("heading", { name: "Score this application" }).waitFor();
    expect(await rita.getByRole("group", { name: "Price range of the works" }).count()).toBe(0);
    for (const name of ["Quality of the artists", "Presentation concept", "Fit with the fair"])
      await checkInSideColumn(rita.getByRole("group", { name }).getByRole("radio", { name: "4", exact: true }));
    await clickInSideColumn(rita.getByRole("button", { name: "Submit review" }));
    await rita.getByText("Your review is saved.").waitFor();

    await page.reload();
    await expect.poll(() => criteriaNames(page)).toContain("Fit with the fair");
    // Scored: no Delete is offered at all (hiding it is).
    expect(await region.getByRole("button", { name: "Delete Fit with the fair" }).count()).toBe(0);
    expect(await region.getByRole("button", { name: /^Hide Fit with the fair/ }).count()).toBe(1);
    // An unscored one goes.
    await region.getByRole("button", { name: "Delete Price range of the works" }).click();
    await expect
      .poll(() => criteriaNames(page))
      .toEqual(["Quality of the artists", "Presentation concept", "Fit with the fair"]);
    expect(await pageProblems(page)).toEqual([]);

    // Now that a review exists, adding a criterion asks first: cancel leaves the criteria as they are.
    await region.getByLabel("New criterion").fill("Sustainability");
    await region.getByRole("button", { name: "Add criterion" }).click();
    const warning =
      "1 review was written without this criterion; it will be marked incomplete and return to its author's queue.";
    await region.getByText(warning).waitFor();
    await region.getByRole("button", { name: "Cancel" }).click();
    expect(await region.getByText(warning).count()).toBe(0);
    expect(await criteriaNames(page)).toHaveLength(3);
    await region.getByRole("button", { name: "Add criterion" }).click();
    await region.getByRole("button", { name: "Add “Sustainability”" }).click();
    await expect.poll(() => criteriaNames(page)).toHaveLength(4);

    // The reviewer is told what her review lacks, and scores it in the same form.
    await rita.reload();
    await rita.getByText("Your review is missing: Sustainability").waitFor();
    const added = rita.getByRole("group", { name: "Sustainability" });
    expect(await added.getByRole("radio", { checked: true }).count()).toBe(0);
    await checkInSideColumn(added.getByRole("radio", { name: "3", exact: true }));
    await clickInSideColumn(rita.getByRole("button", { name: "Change my review" }));
    await rita.getByText("Your review is changed.").waitFor();
    expect(await rita.getByText("Your review is missing").count()).toBe(0);
  });

  it("is for admins only: a reviewer has no Editions link and the API refuses", async () => {
    const page = await bed.newPage();
    await signInThroughPage(page, bed.server().url, bed.staff("reviewer"));
    expect(
      await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Editions" }).count(),
    ).toBe(0);
    const rita = await signIn(bed.server().url, bed.staff("reviewer").email, bed.staff("reviewer").password);
    const refused = await rita.fetch(`/admin/api/editions/${EDITION}/criteria`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ label: "Sneaky" }),
    });
    expect(refused.status).toBe(403);
  });

  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const)
    it(`has no serious or critical violation on a ${label}: editions, an edition and its criteria`, async () => {
      const page = await asAdmin("/admin/editions", viewport);
      await page.getByRole("table").getByRole("rowheader").first().waitFor();
      expect(await pageProblems(page)).toEqual([]);
      await page.goto(`${bed.server().url}/admin/editions/${EDITION}`);
      await page.getByRole("region", { name: "Review criteria" }).getByRole("listitem").first().waitFor();
      expect(await pageProblems(page)).toEqual([]);
    });
});
