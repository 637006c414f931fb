/**
 * The applications list in Chromium: editions, filters, search, sorting by column headers, server
 * pages, the address as the list's state (shared links, Back), keyboard-only use, and every state
 * (empty edition, filtered, no results) free of serious accessibility violations on desktop and phone.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  backOfficeTestBed,
  DESKTOP,
  galleryApplication,
  galleryColumn,
  PHONE,
  resultLine,
  signInThroughPage,
} from "../test-support/back-office-page.ts";
import { seriousAccessibilityViolations } from "../test-support/browser.ts";

const bed = backOfficeTestBed({ OPEN_EDITIONS: "fair-2027,fair-2028,fair-2029,fair-2030" });
/** 120 characters without a space: it must wrap, not widen the page. */
const LONG_NAME = `Galerie${"Ü".repeat(50)}${"x".repeat(63)}`;
const T0 = Date.UTC(2027, 0, 10, 9, 0);
const HOUR = 3_600_000;

/** Six named applications of fair-2027 with different sizes, choices and answers, then 50 more to make a second page. */
const NAMED = [
  { name: "Galerie Nordlicht", booth: "large", mentorship: true, artists: 3 },
  { name: "Atelier Ø", booth: "", mentorship: false, artists: 1 },
  { name: "casa Mareña", booth: "small", mentorship: true, artists: 2 },
  { name: "Blue Nile Projects", booth: "medium", mentorship: false, artists: 4 },
  { name: "Kunsthalle Zürich", booth: "small", mentorship: false, artists: 3 },
  { name: "Zenith Rooms", booth: "large", mentorship: true, artists: 1 },
] as const;
const FILLERS = 50;

beforeAll(async () => {
  for (const [i, named] of NAMED.entries())
    await bed.store(
      galleryApplication("fair-2027", named.name, (form) => {
        form.choice = named.booth ? "galleries" : "platform";
        form.proposal.booth = named.booth;
        if (!named.booth)
          form.proposal.pitch = "A platform of young Nordic artists, shown as four short solo presentations.";
        form.proposal.mentorship = named.mentorship;
        form.artists = form.artists.slice(0, 1);
        while (form.artists.length < named.artists) form.artists.push(structuredClone(form.artists[0] as never));
      }),
      T0 + i * HOUR,
    );
  for (let i = 0; i < FILLERS; i++)
    await bed.store(
      galleryApplication("fair-2027", `Filler ${String(i + 1).padStart(2, "0")}`, (form) => {
        form.artists = form.artists.slice(0, 1);
        form.gallery.pictures = form.gallery.pictures.slice(0, 1);
        form.proposal.mentorship = false;
      }),
      T0 - (i + 1) * HOUR,
    );
  await bed.store(galleryApplication("fair-2028", "Galerie Später"), T0);
  await bed.store(galleryApplication("fair-2030", LONG_NAME), T0);
  await bed.store(galleryApplication("fair-2030", "Galerie Kurz"), T0 + HOUR);
});

async function signedIn(viewport = DESKTOP, path = "/admin"): Promise<Page> {
  const page = await bed.newPage(viewport);
  await signInThroughPage(page, bed.server().url, bed.staff("reviewer"), path);
  return page;
}

const search = (page: Page) => page.getByRole("searchbox", { name: "Search" });
const header = (page: Page, name: string) => page.getByRole("columnheader", { name });

describe("the list", () => {
  it("opens on the first open edition, newest first, 50 to a page, and switches editions", async () => {
    const page = await signedIn();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Applications to fair-2027");
    expect((await galleryColumn(page)).slice(0, 3)).toEqual([
      "Zenith Rooms",
      "Kunsthalle Zürich",
      "Blue Nile Projects",
    ]);
    expect(await galleryColumn(page)).toHaveLength(50);
    expect(await resultLine(page).innerText()).toBe("56 applications.");
    expect(await page.locator("caption").innerText()).toBe(
      "Applications to fair-2027: 1–50 of 56 applications, sorted by date submitted, newest first",
    );
    expect(await header(page, "Submitted at").getAttribute("aria-sort")).toBe("descending");
    const row = page.getByRole("row").filter({ hasText: "Atelier Ø" });
    expect(await row.getByRole("cell").allInnerTexts()).toEqual([
      // The checkbox that selects the row to compare.
      "",
      // The reference the gallery quotes: the id's first eight characters, in capitals.
      expect.stringMatching(/^[0-9A-F]{8}$/),
      "Platform",
      "Platform",
      "1",
      "3",
      expect.any(String),
      "Submitted",
      // Reviews, average, spread and normalized score hidden from a reviewer until hers is in (the blind rule);
      // my score: none yet.
      expect.stringMatching(/Hidden until your review is in$/),
      expect.stringMatching(/Hidden until your review is in$/),
      expect.stringMatching(/Hidden until your review is in$/),
      expect.stringMatching(/Hidden until your review is in$/),
      expect.stringMatching(/^–/),
    ]);

    const editions = page.getByRole("navigation", { name: "Editions" });
    expect(await editions.getByRole("link", { name: /fair-2027/ }).getAttribute("aria-current")).toBe("page");
    const kept = () => page.waitForResponse((r) => r.url().endsWith("/admin/api/me/edition") && r.status() === 204);
    await Promise.all([kept(), editions.getByRole("link", { name: /fair-2028/ }).click()]);
    await page.waitForURL(/\?edition=fair-2028$/);
    await expect.poll(() => galleryColumn(page)).toEqual(["Galerie Später"]);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Applications to fair-2028");
    // Her choice is kept: the back office opens there next time, until she picks another edition.
    await page.goto(`${bed.server().url}/admin/applications`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Applications to fair-2028");
    await Promise.all([kept(), editions.getByRole("link", { name: /fair-2027/ }).click()]);
    await page.waitForURL(/\?edition=fair-2027$/);
    await page.goto(`${bed.server().url}/admin/applications`);
    await expect.poll(() => galleryColumn(page)).not.toEqual(["Galerie Später"]);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Applications to fair-2027");
  });

  it("filters, sorts by a column header, pages, and keeps all of it in the address for Back and shared links", async () => {
    const page = await signedIn();
    await page.getByRole("button", { name: "Filters" }).click();
    await page.getByLabel("Mentorship").selectOption({ label: "Wants mentorship" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/\?mentorship=true$/);
    await expect.poll(() => resultLine(page).innerText()).toBe("3 applications match wants mentorship.");
    expect(await galleryColumn(page)).toEqual(["Zenith Rooms", "casa Mareña", "Galerie Nordlicht"]);

    // Sorting is a button in the header; the header says how the column is sorted.
    await header(page, "Gallery").getByRole("button").click();
    await page.waitForURL(/\?mentorship=true&sort=gallery$/);
    await expect.poll(() => galleryColumn(page)).toEqual(["casa Mareña", "Galerie Nordlicht", "Zenith Rooms"]);
    expect(await header(page, "Gallery").getAttribute("aria-sort")).toBe("ascending");
    expect(await header(page, "Submitted at").getAttribute("aria-sort")).toBe("none");
    await header(page, "Gallery").getByRole("button").click();
    await page.waitForURL(/sort=-gallery$/);
    await expect.poll(() => galleryColumn(page)).toEqual(["Zenith Rooms", "Galerie Nordlicht", "casa Mareña"]);
    expect(await header(page, "Gallery").getAttribute("aria-sort")).toBe("descending");
    await header(page, "Artists").getByRole("button").click();
    await expect.poll(() => galleryColumn(page)).toEqual(["Zenith Rooms", "casa Mareña", "Galerie Nordlicht"]);

    // Back undoes one step at a time, filter controls included.
    await page.goBack();
    await expect.poll(() => galleryColumn(page)).toEqual(["Zenith Rooms", "Galerie Nordlicht", "casa Mareña"]);
    await page.goBack();
    await page.goBack();
    await page.waitForURL(/\?mentorship=true$/);
    expect(await header(page, "Submitted at").getAttribute("aria-sort")).toBe("descending");
    await page.goBack();
    await expect.poll(() => galleryColumn(page).then((rows) => rows.length)).toBe(50);
    expect(await page.getByLabel("Mentorship").inputValue()).toBe("");

    // Page 2 of the whole list, then a link to it opened elsewhere shows the same rows and controls.
    await page.getByRole("navigation", { name: "Pages of the list" }).getByRole("link", { name: "Next page" }).click();
    await page.waitForURL(/\?page=2$/);
    await expect
      .poll(() => galleryColumn(page))
      .toEqual(["Filler 45", "Filler 46", "Filler 47", "Filler 48", "Filler 49", "Filler 50"]);
    expect(await page.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");

    const shared = await signedIn(DESKTOP, "/admin/applications?choice=galleries&booth=small&sort=-artists&q=%20");
    await expect.poll(() => galleryColumn(shared)).toEqual(["Kunsthalle Zürich", "casa Mareña"]);
    expect(await shared.getByRole("combobox", { name: "Choice" }).inputValue()).toBe("galleries");
    expect(await shared.getByRole("combobox", { name: "Booth size" }).inputValue()).toBe("small");
    expect(await header(shared, "Artists").getAttribute("aria-sort")).toBe("descending");
  });

  it("is usable with the keyboard alone: search, sort, open an application and come back", async () => {
    const page = await signedIn();
    await page.getByRole("link", { name: "Skip to main content" }).focus();
    await page.keyboard.press("Enter");
    const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
    // From the top of the page, Tab reaches the search box before any other form control.
    for (
      let i = 0;
      i < 10 && (await page.evaluate(() => document.activeElement?.getAttribute("type"))) !== "search";
      i++
    )
      await page.keyboard.press("Tab");
    await page.keyboard.type("nordlicht");
    await page.keyboard.press("Enter");
    await expect.poll(() => galleryColumn(page)).toEqual(["Galerie Nordlicht"]);

    await header(page, "Status").getByRole("button").focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/sort=status/);
    // Focus stays on the header's button, so a second Enter turns the order round.
    expect(await focusedName()).toMatch(/^Status/);
    await page.keyboard.press("Enter");
    await page.waitForURL(/sort=-status/);

    await page.getByRole("link", { name: "Galerie Nordlicht" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/admin\/applications\/[\w-]+\?q=nordlicht&sort=-status$/);
    await expect.poll(focusedName).toBe("Galerie Nordlicht");
    await page.getByRole("link", { name: "Back to applications" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/admin\/applications\?q=nordlicht&sort=-status$/);
    expect(await search(page).inputValue()).toBe("nordlicht");
  });
  it("a link lands at the top of the new page, and Back returns to the same place in the list", async () => {
    const page = await signedIn({ width: 1280, height: 600 });
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    const link = page.getByRole("link", { name: "Filler 30" });
    await link.scrollIntoViewIfNeeded();
    const left = await scrollY();
    expect(left).toBeGreaterThan(600);
    await link.click();
    await page.getByRole("heading", { level: 1, name: "Filler 30" }).waitFor();
    expect(await scrollY()).toBe(0);
    await page.goBack();
    await page.waitForURL(/\/admin$/);
    await expect.poll(scrollY).toBe(left);
  });
});

describe("the list's layout", () => {
  /** How far the page itself scrolls sideways: none, at any width. */
  const sideways = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const rightEdge = (page: Page, name: string) =>
    header(page, name).evaluate((th) => Math.ceil(th.getBoundingClientRect().right));

  it("at 1280 px every default column fits; the reader hides one with “Columns” and it stays hidden", async () => {
    const page = await signedIn({ width: 1280, height: 900 });
    await page.getByRole("table").waitFor();
    expect(await sideways(page)).toBe(0);
    expect(await rightEdge(page, "Average score")).toBeLessThanOrEqual(1280);
    expect(await rightEdge(page, "My score")).toBeLessThanOrEqual(1280);
    // The table's own region scrolls when the chosen columns do not fit; it takes focus for the keyboard.
    const region = page.getByRole("region", { name: "Applications table" });
    expect(await region.getAttribute("tabindex")).toBe("0");

    await page.getByText("Columns", { exact: true }).click();
    const spread = page.getByRole("checkbox", { name: "Spread", exact: true });
    await spread.focus();
    await page.keyboard.press("Space");
    expect(await spread.isChecked()).toBe(false);
    await expect.poll(() => header(page, "Spread").count()).toBe(0);
    expect(await page.getByRole("checkbox", { name: "Gallery" }).count()).toBe(0);
    // The whole list passes axe in the tests below; here the open chooser.
    expect(await seriousAccessibilityViolations(page, ".column-chooser")).toEqual([]);

    await page.reload();
    await page.getByRole("table").waitFor();
    expect(await header(page, "Spread").count()).toBe(0);
    expect(await header(page, "Average score").count()).toBe(1);
    expect(await page.getByText("Columns (1 hidden)").count()).toBe(1);
  });

  it("at 390 px the rows are cards and a 120-character name wraps: the page never scrolls sideways", async () => {
    const page = await signedIn(PHONE, "/admin/applications?edition=fair-2030");
    const long = page.getByRole("rowheader", { name: LONG_NAME });
    await long.waitFor();
    expect(await sideways(page)).toBe(0);
    const card = page.getByRole("row").filter({ has: long });
    const box = await card.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    // A card: each value under the gallery's name, labelled, rather than beside it.
    const name = await long.boundingBox();
    const status = await card.locator(".status-tag").boundingBox();
    expect(status && name && status.y > name.y + name.height - 1).toBe(true);
    expect(
      await card
        .getByRole("cell")
        .nth(2)
        .evaluate((cell) => getComputedStyle(cell, "::before").content),
    ).toBe('"Choice"');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.goto(`${bed.server().url}/admin`);
    await expect.poll(() => galleryColumn(page).then((rows) => rows.length)).toBe(50);
    expect(await sideways(page)).toBe(0);
  });
});

describe("every state says what is going on and passes axe", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`on a ${label}: the list, a filtered list, no results, an edition without applications`, async () => {
      const page = await signedIn(viewport);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      // The heading wraps before the edition's name rather than running off a phone's screen.
      const heading = page.getByRole("heading", { level: 1 });
      expect(await heading.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);

      await page.goto(`${bed.server().url}/admin/applications?status=submitted&booth=large&q=zenith`);
      await expect
        .poll(() => resultLine(page).innerText())
        .toBe("1 application matches “zenith”, status Submitted, booth size Large.");
      expect(await page.getByRole("link", { name: "Clear search and filters" }).count()).toBe(1);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await search(page).fill("no gallery is called this");
      await search(page).press("Enter");
      await page.getByRole("heading", { name: "No applications match" }).waitFor();
      expect(await page.locator(".empty-state").innerText()).toContain(
        "No application to fair-2027 matches “no gallery is called this”, status Submitted, booth size Large.",
      );
      expect(await page.getByRole("table").count()).toBe(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.getByRole("link", { name: "clear the search and filters" }).click();
      await expect.poll(() => resultLine(page).innerText()).toBe("56 applications.");

      await page.goto(`${bed.server().url}/admin/applications?edition=fair-2029`);
      await page.getByRole("heading", { name: "No applications yet" }).waitFor();
      expect(await page.locator(".empty-state").innerText()).toContain("Nobody has applied for fair-2029 yet.");
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    });
  }

  it("the sign-in page, and its error state, on a desktop and a phone", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await bed.newPage(viewport);
      await page.goto(`${bed.server().url}/admin`);
      await page.waitForURL(/\/admin\/sign-in/);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.getByLabel("Email").fill("rita@fair.example");
      await page.getByLabel("Password").fill("not the password at all");
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByText("Email or password is wrong.").first().waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    }
  });
});
