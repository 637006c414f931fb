/**
 * Issue 32 in Chromium, as a juror and a director meet it: after next year's edition became the
 * form's, a juror's back office still opens on the edition with her work, and a queue with nothing
 * of hers says so ("No applications in …") with a link to her work, never "You are through"; the
 * progress page, her queue and the progress API give the same numbers, other reviews apart, and at
 * 390 px each card labels its numbers; a juror marks a conflict before the assignment, an admin
 * records one for her, and auto-assignment avoids both. Screenshots at 1280 and 390 px in
 * SCREENSHOTS_DIR when set; no serious accessibility violation or invalid HTML on these pages.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
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
import { pageProblems } from "../test-support/browser.ts";
import { createStaff, type StaffVisitor, signIn, type TestStaff } from "../test-support/staff.ts";

const OLD = "fair-2027";
const NEW = "fair-2028";
const T0 = Date.UTC(2027, 0, 10, 9, 0);
const GALLERIES = ["Galerie Nordlicht", "Atelier Ø", "Blue Nile Projects"];

const bed = backOfficeTestBed({ OPEN_EDITIONS: `${OLD},${NEW}` });
const stored: StoredForTest[] = [];
let jo: TestStaff;
let admin: StaffVisitor;

async function call(visitor: StaffVisitor, method: string, pathname: string, body?: unknown) {
  const response = await visitor.fetch(pathname, {
    method,
    ...(body !== undefined ? { headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {}),
  });
  expect(response.status, `${method} ${pathname}`).toBeLessThan(300);
  const text = await response.text();
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

async function open(member: TestStaff, where: string, viewport = DESKTOP): Promise<Page> {
  const page = await bed.newPage(viewport);
  await signInThroughPage(page, bed.server().url, member, where);
  return page;
}

async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

const status = (page: Page) => page.locator("main .result-line[role=status]");

beforeAll(async () => {
  for (const [i, name] of GALLERIES.entries())
    stored.push(await bed.store(galleryApplication(OLD, name), T0 + i * 60_000));
  jo = await createStaff(bed.server().app, { email: "jo@fair.example", name: "Jo Juror", role: "reviewer" });
  const ada = bed.staff("admin");
  admin = await signIn(bed.server().url, ada.email, ada.password);
  const rita = bed.staff("reviewer");
  const ritaApi = await signIn(bed.server().url, rita.email, rita.password);
  // Rita reviews Blue Nile Projects while everyone reviews everything ...
  const criteria = (await call(admin, "GET", `/admin/api/editions/${OLD}/criteria`)).items as { id: string }[];
  await call(ritaApi, "PUT", `/admin/api/applications/${stored[2]?.id}/review`, {
    scores: Object.fromEntries(criteria.map((c) => [c.id, 4])),
  });
  // ... then the edition is reviewed by assignment, and she is given the other two.
  await call(admin, "PATCH", `/admin/api/editions/${OLD}`, { review_mode: "assigned" });
  for (const application of stored.slice(0, 2))
    await call(admin, "PUT", `/admin/api/applications/${application.id}/assignees`, { staff_ids: [rita.id] });
  // The director makes next year's (empty) edition the form's.
  await call(admin, "POST", `/admin/api/editions/${NEW}/form`);
});

describe("the juror works in her edition", () => {
  it("opens on the edition with her work, and an edition without any of it is not 'through'", async () => {
    const page = await open(bed.staff("reviewer"), "/admin/queue");
    const heading = page.getByRole("heading", { level: 1 });
    await expect.poll(() => heading.innerText()).toBe(`My queue for ${OLD}`);
    await expect.poll(() => status(page).innerText()).toBe("0 of 2 reviewed. 2 applications to review.");
    expect(await page.getByText("You are through").count()).toBe(0);
    await shoot(page, "queue-own-edition-1280");

    // She looks at next year's edition: nothing of hers there, and the way back to her work.
    const kept = () => page.waitForResponse((r) => r.url().endsWith("/admin/api/me/edition") && r.status() === 204);
    await Promise.all([
      kept(),
      page.getByRole("navigation", { name: "Editions" }).getByRole("link", { name: NEW }).click(),
    ]);
    await page.getByRole("heading", { level: 2, name: `No applications in ${NEW}` }).waitFor();
    expect(await page.getByText("You are through").count()).toBe(0);
    expect(await page.getByText(/Your work is in/).innerText()).toContain("(2 applications to review)");
    expect(await pageProblems(page)).toEqual([]);
    await shoot(page, "queue-no-applications-1280");

    // Her choice is kept: the back office opens there next time ...
    await page.goto(`${bed.server().url}/admin/queue`);
    await page.getByRole("heading", { level: 2, name: `No applications in ${NEW}` }).waitFor();
    // ... until she follows the link to her work.
    await Promise.all([kept(), page.getByRole("link", { name: OLD, exact: true }).last().click()]);
    await expect.poll(() => status(page).innerText()).toBe("0 of 2 reviewed. 2 applications to review.");
    await page.goto(`${bed.server().url}/admin/queue`);
    await expect.poll(() => heading.innerText()).toBe(`My queue for ${OLD}`);

    const phone = await open(bed.staff("reviewer"), `/admin/queue?edition=${NEW}`, PHONE);
    await phone.getByRole("heading", { level: 2, name: `No applications in ${NEW}` }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await pageProblems(phone)).toEqual([]);
    await shoot(phone, "queue-no-applications-390");
    await call(admin, "GET", "/admin/api/editions");
  });
});

describe("numbers that agree", () => {
  it("the progress page, her queue and the progress API say the same, her other review apart", async () => {
    const page = await open(bed.staff("admin"), `/admin/progress?edition=${OLD}`);
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /Rita Reviewer/ }) });
    await row.waitFor();
    // The bar counts her assignments only: her review outside them is not progress.
    expect(await page.getByRole("progressbar", { name: "Rita Reviewer: 0 of 2 reviewed" }).count()).toBe(1);
    const cell = (label: string) => row.locator(`td[data-label="${label}"]`).innerText();
    expect([await cell("Assigned"), await cell("Reviewed"), await cell("Open"), await cell("Other reviews")]).toEqual([
      "2",
      "0",
      "2",
      "1",
    ]);
    expect(await pageProblems(page)).toEqual([]);
    await shoot(page, "progress-1280");

    const api = (await call(admin, "GET", `/admin/api/editions/${OLD}/progress`)).members as {
      email: string;
      open: number;
    }[];
    const queue = await open(bed.staff("reviewer"), `/admin/queue?edition=${OLD}`);
    await expect
      .poll(() => status(queue).innerText())
      .toBe(`0 of 2 reviewed. ${api.find((m) => m.email === "rita@fair.example")?.open} applications to review.`);
    await queue.getByRole("heading", { name: "Reviewed outside your assignments" }).waitFor();

    // On a phone each member is a card whose numbers carry their labels.
    const phone = await open(bed.staff("admin"), `/admin/progress?edition=${OLD}`, PHONE);
    const card = phone.getByRole("row").filter({ has: phone.getByRole("rowheader", { name: /Rita Reviewer/ }) });
    await card.waitFor();
    const labels = await card
      .locator("td")
      .evaluateAll((cells) => cells.map((td) => getComputedStyle(td, "::before").content));
    expect(labels).toEqual(
      ["Role", "Assigned", "Reviewed", "Open", "Progress", "Other reviews", "Conflicts", "Last review"].map(
        (label) => `"${label}"`,
      ),
    );
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await pageProblems(phone)).toEqual([]);
    await shoot(phone, "progress-390");
  });
});

describe("conflicts before assignment", () => {
  it("a juror marks a conflict before she is assigned, an admin records one for her, and auto-assignment avoids both", async () => {
    const page = await open(jo, "/admin/queue");
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Conflicts" }).click();
    await page.getByRole("navigation", { name: "Editions" }).getByRole("link", { name: OLD }).click();
    const list = page.getByRole("list", { name: `Applications to ${OLD}` });
    await list.waitFor();
    expect(await list.getByRole("listitem").allInnerTexts()).toHaveLength(3);
    const nordlicht = list.getByRole("listitem").filter({ hasText: "Galerie Nordlicht" });
    await nordlicht.getByRole("button", { name: "Declare a conflict" }).click();
    await nordlicht.getByLabel("Why (optional)").fill("I show two of their artists");
    await nordlicht.getByRole("button", { name: "Declare conflict" }).click();
    await expect.poll(() => status(page).innerText()).toContain("Conflict of interest recorded: Galerie Nordlicht");
    await expect.poll(() => nordlicht.innerText()).toContain("Conflict declared: I show two of their artists");
    expect(await pageProblems(page)).toEqual([]);
    await shoot(page, "conflicts-1280");
    const phone = await open(jo, `/admin/conflicts?edition=${OLD}`, PHONE);
    await phone.getByRole("list", { name: `Applications to ${OLD}` }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await pageProblems(phone)).toEqual([]);
    await shoot(phone, "conflicts-390");

    // The admin records Jo's conflict on Blue Nile Projects, from the same page.
    const director = await open(bed.staff("admin"), `/admin/conflicts?edition=${OLD}`);
    await director.getByLabel("Whose conflicts").selectOption({ label: "Jo Juror (jo@fair.example)" });
    const blueNile = director.getByRole("listitem").filter({ hasText: "Blue Nile Projects" });
    await blueNile.getByRole("button", { name: "Declare a conflict" }).click();
    await blueNile.getByLabel("Why (optional)").fill("Her former employer");
    await blueNile.getByRole("button", { name: "Declare conflict" }).click();
    await expect.poll(() => blueNile.innerText()).toContain("Conflict declared: Her former employer");
    expect(await pageProblems(director)).toEqual([]);

    // Two reviewers per application, from the progress page.
    await director.goto(`${bed.server().url}/admin/progress?edition=${OLD}`);
    await director.getByLabel("Reviewers per application").fill("2");
    await director.getByRole("button", { name: "Assign reviewers" }).click();
    const assign = director.getByRole("region", { name: "Assign reviewers automatically" });
    await expect.poll(() => assign.getByRole("status").innerText()).toMatch(/new assignment/);

    // Jo's queue holds Atelier Ø alone: neither of her conflicts was given to her.
    await page.goto(`${bed.server().url}/admin/queue?edition=${OLD}`);
    const toReview = page.getByRole("region", { name: "To review" });
    await expect.poll(() => toReview.getByRole("listitem").allInnerTexts()).toEqual(["Atelier Ø"]);
  });
});
