/**
 * Issue 10's reviews in Chromium: two reviewers score the same application, and the second sees
 * the first's review only after submitting their own; an admin sees every review with names,
 * averages and spread; "My queue" and "Next unreviewed" lead a reviewer through the edition, and a
 * declared conflict of interest takes an application out of it. Keyboard-only scoring, and no
 * serious accessibility violation on these pages at 1280 and 390 px.
 */
import type { Locator, Page } from "playwright-core";
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
import { createStaff, signIn, type TestStaff } from "../test-support/staff.ts";

const EDITION = "fair-2027";
const bed = backOfficeTestBed({ OPEN_EDITIONS: EDITION });
const T0 = Date.UTC(2027, 0, 10, 9, 0);
const HOUR = 3_600_000;
const QUALITY = "Quality of the artists";
const CONCEPT = "Presentation concept";
const FIT = "Fit with the fair";

let scored: StoredForTest;
let queued: StoredForTest[];
let rob: TestStaff;
let cleo: TestStaff;

beforeAll(async () => {
  scored = await bed.store(galleryApplication(EDITION, "Galerie Nordlicht"), T0);
  queued = [];
  for (const [i, name] of ["Atelier Ø", "Blue Nile Projects", "casa Mareña"].entries())
    queued.push(await bed.store(galleryApplication(EDITION, name), T0 + (i + 1) * HOUR));
  rob = await createStaff(bed.server().app, { email: "rob@fair.example", name: "Rob Reviewer", role: "reviewer" });
  cleo = await createStaff(bed.server().app, { email: "cleo@fair.example", name: "Cleo Curator", role: "reviewer" });
});

async function open(member: TestStaff, path: string, viewport = DESKTOP): Promise<Page> {
  const page = await bed.newPage(viewport);
  await signInThroughPage(page, bed.server().url, member, path);
  return page;
}

const reviewPanel = (page: Page) => page.getByRole("region", { name: "Review", exact: true });
const group = (page: Page, criterion: string) => page.getByRole("group", { name: criterion });

async function score(page: Page, scores: Record<string, number>, comment?: string): Promise<void> {
  for (const [criterion, value] of Object.entries(scores))
    await checkInSideColumn(group(page, criterion).getByRole("radio", { name: String(value), exact: true }));
  if (comment !== undefined) await page.getByLabel("Comment (optional)").fill(comment);
}

/** The summary table's rows: criterion, average, spread. */
async function summaryRows(panel: Locator): Promise<string[][]> {
  const rows = panel.getByRole("table").getByRole("row");
  const out: string[][] = [];
  for (let i = 1; i < (await rows.count()); i++)
    out.push((await rows.nth(i).locator("th, td").allInnerTexts()).map((text) => text.trim()));
  return out;
}

describe("two reviewers score the same application", () => {
  it("the second sees the first's review only after submitting their own; an admin sees both with names", async () => {
    const rita = bed.staff("reviewer");
    const first = await open(rita, `/admin/applications/${scored.id}`);
    const panel = reviewPanel(first);
    await panel.getByRole("heading", { name: "Score this application" }).waitFor();
    expect(await panel.innerText()).toContain("The other reviews show once you have submitted your own.");
    await score(first, { [QUALITY]: 4, [CONCEPT]: 3, [FIT]: 5 }, "Strong artists, a clear booth.");
    await clickInSideColumn(first.getByRole("button", { name: "Submit review" }));
    await expect.poll(() => panel.getByRole("status").first().innerText()).toBe("Your review is saved.");
    await expect.poll(() => panel.innerText()).toContain("No other reviews yet.");

    const second = await open(rob, `/admin/applications/${scored.id}`);
    const robPanel = reviewPanel(second);
    await robPanel.getByRole("heading", { name: "Score this application" }).waitFor();
    // Blind: nothing of Rita's review is on Rob's page, and the API does not send it either.
    expect(await second.locator("main").innerText()).not.toContain("Strong artists");
    expect(await second.locator("main").innerText()).not.toContain("Rita Reviewer");
    expect(await robPanel.innerText()).toContain("The other reviews show once you have submitted your own.");

    // An incomplete review says what is missing and sends nothing.
    await score(second, { [QUALITY]: 2, [CONCEPT]: 3 });
    await clickInSideColumn(second.getByRole("button", { name: "Submit review" }));
    const problems = second.getByRole("alert").filter({ hasText: "Your review is not complete" });
    await problems.waitFor();
    expect(await problems.getByRole("link").allInnerTexts()).toEqual([`Choose a score for ${FIT}`]);
    expect(await problems.evaluate((box) => box === document.activeElement)).toBe(true);
    // Its link leads into the group that needs a score, ready for the arrow keys.
    await problems.getByRole("link").press("Enter");
    expect(
      await group(second, FIT)
        .getByRole("radio")
        .first()
        .evaluate((r) => r === document.activeElement),
    ).toBe(true);
    expect(await pageProblems(second)).toEqual([]);
    await score(second, { [FIT]: 4 }, "Good, but the concept is thin.");
    await clickInSideColumn(second.getByRole("button", { name: "Submit review" }));
    const ritas = robPanel.getByRole("article", { name: "Review by Rita Reviewer" });
    await ritas.waitFor();
    expect(await ritas.innerText()).toContain("Strong artists, a clear booth.");
    expect(await ritas.innerText()).toMatch(new RegExp(`${QUALITY}\\s+4`));

    // Rob can change his own review until a decision is made.
    await checkInSideColumn(group(second, QUALITY).getByRole("radio", { name: "3", exact: true }));
    await clickInSideColumn(second.getByRole("button", { name: "Change my review" }));
    await expect.poll(() => robPanel.getByRole("status").first().innerText()).toBe("Your review is changed.");

    const admin = await open(bed.staff("admin"), `/admin/applications/${scored.id}`);
    const adminPanel = reviewPanel(admin);
    await adminPanel.getByRole("article", { name: "Review by Rob Reviewer" }).waitFor();
    expect(await adminPanel.getByRole("article", { name: "Review by Rita Reviewer" }).count()).toBe(1);
    expect(await adminPanel.locator("caption").innerText()).toContain("2 reviews");
    const rows = await summaryRows(adminPanel);
    expect(rows.slice(0, 3)).toEqual([
      [QUALITY, "3.5", "3–4"],
      [CONCEPT, "3", "3"],
      [FIT, "4.5", "4–5"],
    ]);
    expect(rows[3]?.[0]).toBe("Overall");
    // Rita 4, 3, 5 and Rob 3, 3, 4: six scores averaging 3.67.
    expect(rows[3]?.[1]).toBe("3.7");
    expect(await pageProblems(admin)).toEqual([]);
  });
});

describe("my queue", () => {
  it("leads through what I have not reviewed with Next unreviewed, and a conflict takes an application out", async () => {
    const page = await open(cleo, "/admin/queue");
    const queue = page.getByRole("region", { name: "To review" }).getByRole("list");
    await expect
      .poll(() => page.getByRole("status").first().innerText())
      .toBe("0 of 4 reviewed. 4 applications to review.");
    const names = await queue.getByRole("link").allInnerTexts();
    expect(names.sort()).toEqual(["Atelier Ø", "Blue Nile Projects", "Galerie Nordlicht", "casa Mareña"].sort());
    expect(await pageProblems(page)).toEqual([]);

    // A conflict of interest: the form closes to her and the application leaves her queue.
    await queue.getByRole("link", { name: "Blue Nile Projects" }).click();
    await page.getByRole("heading", { level: 1, name: "Blue Nile Projects" }).waitFor();
    const conflict = page.getByRole("region", { name: "Conflict of interest" });
    await clickInSideColumn(conflict.getByRole("button", { name: "Declare a conflict of interest" }));
    await conflict.getByLabel("Why (optional)").fill("I curated one of the artists last year.");
    expect(await pageProblems(page)).toEqual([]);
    await clickInSideColumn(conflict.getByRole("button", { name: "Declare conflict" }));
    await expect.poll(() => conflict.innerText()).toContain("You declared a conflict of interest");
    expect(await reviewPanel(page).getByRole("button", { name: "Submit review" }).count()).toBe(0);

    const admin = await open(bed.staff("admin"), `/admin/applications/${queued[1]?.id}`);
    const declared = admin.getByRole("region", { name: "Conflict of interest" });
    await expect.poll(() => declared.innerText()).toContain("Cleo Curator");
    expect(await declared.innerText()).toContain("I curated one of the artists last year.");

    await page.getByRole("link", { name: "My queue" }).first().click();
    await expect
      .poll(() => page.getByRole("status").first().innerText())
      .toBe("0 of 3 reviewed. 3 applications to review.");
    expect(await queue.getByRole("link", { name: "Blue Nile Projects" }).count()).toBe(0);

    // Next unreviewed goes on through the queue without the list; scoring one takes it off.
    await queue.getByRole("link").first().click();
    await page.getByRole("heading", { name: "Score this application" }).waitFor();
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const title = await page.getByRole("heading", { level: 1 }).innerText();
      expect(seen.has(title)).toBe(false);
      seen.add(title);
      await score(page, { [QUALITY]: 3, [CONCEPT]: 3, [FIT]: 3 });
      await clickInSideColumn(page.getByRole("button", { name: "Submit review" }));
      await expect.poll(() => reviewPanel(page).getByRole("status").first().innerText()).toBe("Your review is saved.");
      if (i < 2) {
        await page.getByRole("link", { name: "Next unreviewed application" }).click();
        await page.getByRole("heading", { level: 1, name: new RegExp(`^(?!${title}$)`) }).waitFor();
        await page.getByRole("heading", { name: "Score this application" }).waitFor();
      }
    }
    expect([...seen].sort()).toEqual(["Atelier Ø", "Galerie Nordlicht", "casa Mareña"].sort());
    await expect.poll(() => page.locator(".next-unreviewed").innerText()).toContain("Nothing left to review.");
    await page.getByRole("link", { name: "My queue" }).first().click();
    await expect
      .poll(() => page.getByRole("status").first().innerText())
      .toBe("3 of 3 reviewed. Nothing left to review.");

    // Withdrawing the declaration puts the application back.
    await page.goto(`${bed.server().url}/admin/applications/${queued[1]?.id}`);
    await clickInSideColumn(conflict.getByRole("button", { name: "Withdraw my declaration" }));
    await reviewPanel(page).getByRole("button", { name: "Submit review" }).waitFor();
    await page.getByRole("link", { name: "My queue" }).first().click();
    await expect
      .poll(() => page.getByRole("status").first().innerText())
      .toBe("3 of 4 reviewed. 1 application to review.");
  });
});

describe("keyboard and accessibility", () => {
  it("scores with the keyboard alone: arrows choose, Tab moves on, Enter submits", async () => {
    const page = await open(bed.staff("admin"), `/admin/applications/${queued[2]?.id}`);
    await page.getByRole("heading", { name: "Score this application" }).waitFor();
    await group(page, QUALITY).getByRole("radio").first().focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Typed, not clicked.");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(() => reviewPanel(page).getByRole("status").first().innerText()).toBe("Your review is saved.");
    const checked = async (criterion: string) =>
      group(page, criterion).getByRole("radio", { checked: true }).getAttribute("value");
    expect([await checked(QUALITY), await checked(CONCEPT), await checked(FIT)]).toEqual(["3", "1", "5"]);
  });

  it("declares and withdraws a conflict with the keyboard alone, focus following each step", async () => {
    const page = await open(bed.staff("reviewer"), `/admin/applications/${queued[2]?.id}`);
    const conflict = page.getByRole("region", { name: "Conflict of interest" });
    const focused = () =>
      page.evaluate(() => document.activeElement?.id || document.activeElement?.textContent?.trim() || "");
    await conflict.getByRole("button", { name: "Declare a conflict of interest" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(focused).toBe("conflict-note");
    await page.keyboard.type("My sister runs this gallery.");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(focused).toBe("Withdraw my declaration");
    expect(await conflict.getByRole("status").innerText()).toContain("Your conflict of interest is recorded.");
    expect(await reviewPanel(page).getByRole("button", { name: "Submit review" }).count()).toBe(0);
    await page.keyboard.press("Enter");
    await expect.poll(focused).toBe("Declare a conflict of interest");
    await reviewPanel(page).getByRole("button", { name: "Submit review" }).waitFor();
  });

  it("goes through the queue with the keyboard alone: a link opens, Enter submits, Next unreviewed goes on", async () => {
    const kai = await createStaff(bed.server().app, { email: "kai@fair.example", name: "Kai Keys", role: "reviewer" });
    const page = await open(kai, "/admin/queue");
    const headingHasFocus = () =>
      page.getByRole("heading", { level: 1 }).evaluate((heading) => heading === document.activeElement);
    await expect
      .poll(() => page.getByRole("status").first().innerText())
      .toBe("0 of 4 reviewed. 4 applications to review.");
    const first = page.getByRole("region", { name: "To review" }).getByRole("link").first();
    const opened = await first.innerText();
    await tabTo(page, first);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: opened }).waitFor();
    // The new page's heading has focus, so Tab goes on from its top.
    await expect.poll(headingHasFocus).toBe(true);

    await tabTo(page, group(page, QUALITY).getByRole("radio").first());
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await tabTo(page, reviewPanel(page).getByRole("button", { name: "Submit review" }), 3);
    await page.keyboard.press("Enter");
    await expect.poll(() => reviewPanel(page).getByRole("status").first().innerText()).toBe("Your review is saved.");
    expect(await reviewPanel(page).evaluate((panel) => panel.contains(document.activeElement))).toBe(true);

    await tabTo(page, page.getByRole("link", { name: "Next unreviewed application" }));
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: new RegExp(`^(?!${opened}$)`) }).waitFor();
    await expect.poll(headingHasFocus).toBe(true);
    await page.getByRole("heading", { name: "Score this application" }).waitFor();

    const api = await signIn(bed.server().url, kai.email, kai.password);
    const queue = (await (await api.fetch(`/admin/api/queue?edition=${EDITION}`)).json()) as { items: unknown[] };
    expect(queue.items).toHaveLength(3);
  });

  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const)
    it(`has no serious or critical violation on a ${label}: the application's side column and the queue`, async () => {
      for (const member of [bed.staff("reviewer"), bed.staff("admin")]) {
        const page = await open(member, `/admin/applications/${queued[0]?.id}`, viewport);
        await reviewPanel(page).getByRole("heading", { level: 3 }).first().waitFor();
        expect(await pageProblems(page)).toEqual([]);
        await clickInSideColumn(page.getByRole("button", { name: "Submit review" }));
        await page.getByRole("alert").first().waitFor();
        expect(await pageProblems(page)).toEqual([]);
        await page.goto(`${bed.server().url}/admin/queue`);
        await page.getByRole("heading", { level: 1, name: /My queue/ }).waitFor();
        await expect.poll(() => page.getByRole("status").first().innerText()).not.toBe("");
        expect(await pageProblems(page)).toEqual([]);
      }
      // Six whole-page audits (axe and the HTML validator): 40 s alone on a loaded two-core machine.
    }, 120_000);
});
