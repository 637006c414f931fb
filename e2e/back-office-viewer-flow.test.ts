/**
 * Issue 32, "The juror's flow keeps its place": "Save and next" in the artwork viewer opens the next
 * application in the context she works in, her queue or the filtered list she came from, so the
 * next page has its position ("1 of 3"), previous and next, `j`/`k` and its way back; and the
 * discussion is read and written from the viewer's side panel once her review is in.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  backOfficeTestBed,
  DESKTOP,
  galleryApplication,
  PHONE,
  signInThroughPage,
} from "../test-support/back-office-page.ts";
import { seriousAccessibilityViolations } from "../test-support/browser.ts";

const EDITION = "fair-2027";
const bed = backOfficeTestBed({ OPEN_EDITIONS: EDITION });
const T0 = Date.UTC(2027, 0, 10, 9, 0);
const NAMES = ["Atelier Ø", "Blue Nile Projects", "Galerie Nordlicht", "Zenith Rooms"];
const ids = new Map<string, string>();
const SHOTS = process.env.SCREENSHOT_DIR;

beforeAll(async () => {
  // Stored oldest first: the queue (newest first) reads Zenith Rooms, Galerie Nordlicht, Blue Nile, Atelier Ø.
  for (const [i, name] of NAMES.entries())
    ids.set(name, (await bed.store(galleryApplication(EDITION, name), T0 + i * 3_600_000)).id);
});

const viewer = (page: Page) => page.getByRole("dialog", { name: "Artwork viewer" });

/** Opens the viewer on the first picture, scores every criterion 3 and presses "Save and next". */
async function scoreAndGoOn(page: Page) {
  await page.getByRole("region", { name: "Contact sheet" }).getByRole("button").first().click();
  const scores = viewer(page).getByRole("region", { name: "Your scores" });
  await scores.waitFor();
  for (const group of await scores.getByRole("group").all()) await group.getByRole("button", { name: "3" }).click();
  await viewer(page).getByRole("button", { name: "Save and next" }).click();
}

const fromOf = (page: Page) => new URL(page.url()).searchParams;

describe("Save and next keeps the juror's place", () => {
  for (const viewport of [DESKTOP, PHONE])
    it(`in her queue: position, previous and next, j and the way back come along (${viewport.width} px)`, async () => {
      const page = await bed.newPage(viewport);
      const member = viewport === DESKTOP ? bed.staff("reviewer") : bed.staff("admin");
      await signInThroughPage(page, bed.server().url, member, "/admin/queue");
      await page.getByRole("link", { name: "Zenith Rooms" }).click();
      await page.getByRole("navigation", { name: "Applications in my queue" }).waitFor();

      await scoreAndGoOn(page);
      await page.waitForURL((url) => url.pathname === `/admin/applications/${ids.get("Galerie Nordlicht")}`);
      expect(fromOf(page).get("from")).toBe("queue");
      await viewer(page).waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect.poll(() => viewer(page).count()).toBe(0);

      const nav = page.getByRole("navigation", { name: "Applications in my queue" });
      await expect.poll(() => nav.innerText()).toContain("1 of 3");
      expect(await nav.getByRole("link", { name: "Next application" }).count()).toBe(1);
      expect(await page.getByRole("link", { name: "Back to my queue" }).count()).toBe(1);
      await page.keyboard.press("j");
      await page.waitForURL((url) => url.pathname === `/admin/applications/${ids.get("Blue Nile Projects")}`);
      expect(fromOf(page).get("from")).toBe("queue");
    });

  it("in a filtered and sorted list: the list's next, with its filter, sort and position", async () => {
    const page = await bed.newPage();
    await signInThroughPage(page, bed.server().url, bed.staff("admin"), "/admin/applications");
    await page.goto(`${bed.server().url}/admin/applications?status=submitted&sort=gallery`);
    await page.getByRole("link", { name: "Atelier Ø" }).click();
    const nav = page.getByRole("navigation", { name: "Applications in this list" });
    await expect.poll(() => nav.innerText()).toContain("1 of 4");

    await scoreAndGoOn(page);
    await page.waitForURL((url) => url.pathname === `/admin/applications/${ids.get("Blue Nile Projects")}`);
    expect(fromOf(page).get("sort")).toBe("gallery");
    expect(fromOf(page).get("status")).toBe("submitted");
    await viewer(page).waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => nav.innerText()).toContain("2 of 4");
    expect(await page.getByRole("link", { name: "Back to applications" }).getAttribute("href")).toContain(
      "sort=gallery",
    );
  });

  it("the discussion is read and written in the viewer's side panel once her review is in", async () => {
    const page = await bed.newPage();
    await signInThroughPage(
      page,
      bed.server().url,
      bed.staff("reviewer"),
      `/admin/applications/${ids.get("Atelier Ø")}`,
    );
    await page.getByRole("region", { name: "Contact sheet" }).getByRole("button").first().click();
    const scores = viewer(page).getByRole("region", { name: "Your scores" });
    await scores.waitFor();
    const discussion = viewer(page).getByRole("region", { name: "Discussion" });
    expect(await discussion.count()).toBe(0);
    for (const group of await scores.getByRole("group").all()) await group.getByRole("button", { name: "4" }).click();
    await scores.getByRole("button", { name: "Save scores" }).click();
    await discussion.waitFor();
    await discussion.getByLabel("Your comment").fill("The second wall works 4 times better than the first.");
    await discussion.getByRole("button", { name: "Post comment" }).click();
    await discussion.getByText("The second wall works 4 times better than the first.").first().waitFor();
    expect(await viewer(page).isVisible()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/viewer-discussion-1280.png` });
    // The page's own discussion has it too, once the viewer is closed.
    await page.keyboard.press("Escape");
    await expect
      .poll(() => page.getByRole("region", { name: "Discussion" }).innerText())
      .toContain("The second wall works 4 times better than the first.");
  });
});
