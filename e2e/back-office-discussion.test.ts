/**
 * The committee's discussion, tags and private notes in Chromium: a reviewer who has reviewed writes a
 * comment with a link (and markup, which stays text), an admin reads it and replies; tags added on the
 * application page and the list filtered by one, its chips in the rows; a private note seen by its
 * author alone. Keyboard only for the comment and the tags; no serious accessibility violation at
 * 1280 and 390 px.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  backOfficeTestBed,
  clickInSideColumn,
  DESKTOP,
  galleryApplication,
  PHONE,
  type StoredForTest,
  signInThroughPage,
} from "../test-support/back-office-page.ts";
import { pageProblems, tabTo } from "../test-support/browser.ts";
import { signIn, type TestStaff } from "../test-support/staff.ts";

const EDITION = "fair-2027";
const bed = backOfficeTestBed({ OPEN_EDITIONS: EDITION });
const T0 = Date.UTC(2027, 0, 10, 9, 0);
const LINK = "https://example.org/booth-plan";
const COMMENT = `Strong booth, see ${LINK}. <script>window.injected = true</script>`;
const NOTE = "Ask Rita about the second artist (private).";

let nordlicht: StoredForTest;
let atelier: StoredForTest;

async function open(member: TestStaff, path: string, viewport = DESKTOP): Promise<Page> {
  const page = await bed.newPage(viewport);
  await signInThroughPage(page, bed.server().url, member, path);
  return page;
}

beforeAll(async () => {
  nordlicht = await bed.store(galleryApplication(EDITION, "Galerie Nordlicht"), T0);
  atelier = await bed.store(galleryApplication(EDITION, "Atelier Ø"), T0 + 60_000);
  // Rita's review is in, written through the API as the review form would.
  const rita = bed.staff("reviewer");
  const visitor = await signIn(bed.server().url, rita.email, rita.password);
  const criteria = (
    (await (await visitor.fetch(`/admin/api/editions/${EDITION}/criteria`)).json()) as { items: { id: string }[] }
  ).items;
  const review = await visitor.fetch(`/admin/api/applications/${nordlicht.id}/review`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ scores: Object.fromEntries(criteria.map((c) => [c.id, 4])) }),
  });
  expect(review.status).toBe(200);
});

const discussion = (page: Page) => page.getByRole("region", { name: "Discussion" });

describe("the discussion", () => {
  it("a reviewer who has reviewed comments by keyboard; an admin reads it, link and all, and replies", async () => {
    const page = await open(bed.staff("reviewer"), `/admin/applications/${nordlicht.id}`);
    const panel = discussion(page);
    await panel.getByText("No comments yet.").waitFor();
    const field = panel.getByLabel("Your comment");
    await tabTo(page, field);
    await page.keyboard.type(COMMENT);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    const mine = panel.getByRole("article", { name: "Comment by Rita Reviewer" });
    await mine.waitFor();
    await expect.poll(() => panel.getByRole("status").innerText()).toBe("Your comment is posted.");
    expect(await mine.getByRole("link", { name: LINK }).getAttribute("href")).toBe(LINK);
    // The markup is shown as the characters typed, and nothing of it ran.
    expect(await mine.innerText()).toContain("<script>window.injected = true</script>");
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    expect(await mine.locator("script").count()).toBe(0);
    expect(await field.inputValue()).toBe("");

    const admin = await open(bed.staff("admin"), `/admin/applications/${nordlicht.id}`);
    const adminPanel = discussion(admin);
    const ritas = adminPanel.getByRole("article", { name: "Comment by Rita Reviewer" });
    await ritas.waitFor();
    expect(await ritas.getByRole("link", { name: LINK }).getAttribute("href")).toBe(LINK);
    await adminPanel.getByLabel("Your comment").fill("Agreed: shortlist it.");
    await clickInSideColumn(adminPanel.getByRole("button", { name: "Post comment" }));
    await adminPanel.getByRole("article", { name: "Comment by Ada Admin" }).waitFor();
    expect(await adminPanel.getByRole("article").allInnerTexts()).toEqual([
      expect.stringContaining("Strong booth"),
      expect.stringContaining("Agreed: shortlist it."),
    ]);
    // An empty comment is refused on the page, the field named.
    await clickInSideColumn(adminPanel.getByRole("button", { name: "Post comment" }));
    await adminPanel.getByText("Write your comment first.").waitFor();
    expect(await adminPanel.getByLabel("Your comment").evaluate((f) => f === document.activeElement)).toBe(true);
    expect(await pageProblems(admin)).toEqual([]);
    await admin.setViewportSize(PHONE);
    expect(await pageProblems(admin)).toEqual([]);
  });

  it("stays closed to a reviewer who has not reviewed, saying why", async () => {
    const page = await open(bed.staff("reviewer"), `/admin/applications/${atelier.id}`, PHONE);
    await discussion(page).getByText("The discussion opens to you once your own review").waitFor();
    expect(await discussion(page).getByRole("textbox").count()).toBe(0);
    expect(await pageProblems(page)).toEqual([]);
  });
});

describe("tags", () => {
  it("are added by keyboard on the application page, shown as chips and filter the list", async () => {
    const page = await open(bed.staff("reviewer"), `/admin/applications/${nordlicht.id}`);
    const panel = page.getByRole("region", { name: "Tags" });
    await panel.getByText("No tags yet.").waitFor();
    const field = panel.getByLabel("Add a tag");
    await tabTo(page, field);
    for (const tag of ["strong booth", "Newcomer"]) {
      await page.keyboard.type(tag);
      await page.keyboard.press("Enter");
      await expect.poll(() => panel.getByRole("status").innerText()).toBe(`Tag “${tag}” added.`);
    }
    expect(
      await panel.getByRole("list", { name: "Tags of this application" }).getByRole("listitem").allInnerTexts(),
    ).toEqual([expect.stringContaining("Newcomer"), expect.stringContaining("strong booth")]);
    // A tag over 40 characters is refused on the page and its field keeps focus.
    await page.keyboard.type("x".repeat(45));
    await page.keyboard.press("Enter");
    await panel.getByText("is longer than 40 characters").waitFor();
    await field.fill("");

    const admin = await open(bed.staff("admin"), "/admin/applications");
    await admin.getByRole("button", { name: "Filters" }).click();
    await admin.getByLabel("Tag", { exact: true }).selectOption("strong booth");
    await admin.getByRole("button", { name: "Apply filters" }).click();
    await admin.waitForURL(/tag=strong/);
    await expect.poll(() => admin.locator("table tbody tr").count()).toBe(1);
    const row = admin.locator("table tbody tr").first();
    expect(await row.innerText()).toContain("Galerie Nordlicht");
    expect(await row.getByRole("list", { name: "Tags" }).getByRole("listitem").allInnerTexts()).toEqual([
      "Newcomer",
      "strong booth",
    ]);
    // The spread and normalized columns are there, sortable like the others.
    await admin.getByRole("button", { name: "Normalized" }).waitFor();
    await admin.getByRole("button", { name: "Spread" }).waitFor();
    expect(await pageProblems(admin)).toEqual([]);
    await admin.setViewportSize(PHONE);
    expect(await pageProblems(admin)).toEqual([]);
  });
});

describe("a private note", () => {
  it("is saved and seen by its author only", async () => {
    const page = await open(bed.staff("reviewer"), `/admin/applications/${nordlicht.id}`);
    const panel = page.getByRole("region", { name: "My note" });
    await panel.getByLabel("Private note").fill(NOTE);
    await clickInSideColumn(panel.getByRole("button", { name: "Save note" }));
    await expect.poll(() => panel.getByRole("status").innerText()).toBe("Your note is saved.");
    await page.reload();
    await expect
      .poll(() => page.getByRole("region", { name: "My note" }).getByLabel("Private note").inputValue())
      .toBe(NOTE);

    const admin = await open(bed.staff("admin"), `/admin/applications/${nordlicht.id}`);
    const adminNote = admin.getByRole("region", { name: "My note" }).getByLabel("Private note");
    await adminNote.waitFor();
    await admin.getByRole("region", { name: "Discussion" }).getByRole("article").first().waitFor();
    expect(await adminNote.inputValue()).toBe("");
    expect(await admin.content()).not.toContain("second artist (private)");
  });
});
