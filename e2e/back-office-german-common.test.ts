/**
 * The back office in German, for a browser that asks for it (`de-DE`): the sign-in page and its
 * second step, the list of applications with its search, filters and columns, my queue, conflicts,
 * comparing, the keys' help and a page that is not there. No English word of these pages is left, none
 * of them scrolls sideways at 390 px, and axe finds nothing serious. Screenshots into
 * SCREENSHOT_DIR to look at.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentTotpCode } from "../src/server/staff/totp.ts";
import { storeApplication } from "../test-support/applications.ts";
import { DESKTOP, galleryApplication, PHONE } from "../test-support/back-office-page.ts";
import { closeContexts, seriousAccessibilityViolations, sharedChromium } from "../test-support/browser.ts";
import { startTestServer, type TestServer } from "../test-support/server.ts";
import { createStaff, type TestStaff } from "../test-support/staff.ts";

const SHOTS = process.env.SCREENSHOT_DIR;
const T0 = Date.UTC(2027, 2, 3, 13, 5);
const HOUR = 3_600_000;

let server: TestServer;
let browser: Browser;
let greta: TestStaff;
let withApp: TestStaff;
const ids: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ OPEN_EDITIONS: "fair-2027,fair-2028", STAFF_REQUIRE_TOTP: "false" });
  browser = await sharedChromium();
  greta = await createStaff(server.app, { email: "greta@fair.example", name: "Greta Gutachter", role: "reviewer" });
  withApp = await createStaff(server.app, { email: "app@fair.example", role: "reviewer", totp: true });
  for (const [i, name] of ["Galerie Nordlicht", "Kunsthalle Zürich", "Blue Nile Projects"].entries())
    ids.push((await storeApplication(server.app, galleryApplication("fair-2027", name), { now: T0 + i * HOUR })).id);
  await storeApplication(server.app, galleryApplication("fair-2028", "Galerie Später"), { now: T0 });
});
afterAll(async () => {
  await closeContexts(browser);
  await server?.close();
});

async function germanPage(viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: "de-DE", timezoneId: "Europe/Berlin" });
  return context.newPage();
}

async function signedIn(viewport = DESKTOP, path = "/admin"): Promise<Page> {
  const page = await germanPage(viewport);
  await page.goto(`${server.url}${path}`);
  await page.waitForURL(/\/admin\/sign-in/);
  await page.getByLabel("E-Mail").fill(greta.email);
  await page.getByLabel("Passwort").fill(greta.password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await page.waitForURL((address) => address.pathname === path);
  await page.getByRole("heading", { level: 1 }).waitFor();
  return page;
}

/** Fits the window's width (nothing to scroll sideways), has no serious axe violation; its picture taken. */
async function check(page: Page, name: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/german-${name}.png`, fullPage: true });
}

/** The words the page shows and says (text, labels, titles), for looking for English left behind. */
const pageWords = (page: Page) =>
  page.evaluate(() =>
    [
      document.title,
      document.body.innerText,
      ...[...document.querySelectorAll("[aria-label], [title], [alt], [data-label]")].flatMap((element) =>
        ["aria-label", "title", "alt", "data-label"].map((name) => element.getAttribute(name) ?? ""),
      ),
    ].join("\n"),
  );

const close = (page: Page) => page.context().close();

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("in German on a %s", (name, viewport) => {
  it("signs in on a German page, its refusal and second step in German", async () => {
    const page = await germanPage(viewport);
    await page.goto(`${server.url}/admin/sign-in`);
    expect(await page.getAttribute("html", "lang")).toBe("de");
    expect(await page.title()).toBe("Anmelden – Backoffice der Kunstmesse");
    await page.getByRole("heading", { name: "Im Backoffice anmelden" }).waitFor();
    await check(page, `sign-in-${name}`);
    await page.getByLabel("E-Mail").fill(greta.email);
    await page.getByLabel("Passwort").fill("nicht das Passwort");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("E-Mail oder Passwort ist falsch.");
    expect(await page.title()).toBe("Fehler: Anmelden – Backoffice der Kunstmesse");
    await check(page, `sign-in-refused-${name}`);
    expect(await pageWords(page)).not.toMatch(/Sign in|Password|Email|There is a problem|wrong/);

    await page.getByLabel("E-Mail").fill(withApp.email);
    await page.getByLabel("Passwort").fill(withApp.password);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await page.getByRole("heading", { name: "Geben Sie Ihren Anmeldecode ein" }).waitFor();
    await check(page, `sign-in-code-${name}`);
    await page.getByLabel("Anmeldecode").fill(currentTotpCode(withApp.totpSecret as string, Date.now() - 90_000));
    await page.getByRole("button", { name: "Bestätigen" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("Der Code stimmt nicht");
    await close(page);
  });

  it("shows the list of applications in German", async () => {
    const page = await signedIn(viewport);
    const heading = page.getByRole("heading", { level: 1 });
    await expect.poll(() => heading.innerText()).toBe("Bewerbungen für fair-2027");
    expect(await page.title()).toBe("Bewerbungen – Backoffice");
    await expect.poll(() => page.getByRole("status").first().textContent()).toBe("3 Bewerbungen.");
    expect(await page.getByRole("columnheader", { name: "Eingereicht" }).count()).toBe(1);
    expect(await page.getByRole("searchbox", { name: "Suchen" }).count()).toBe(1);
    await page.getByRole("button", { name: "Filter" }).click();
    await page.getByRole("search").getByLabel("Status").selectOption({ label: "Eingereicht" });
    await page.getByRole("button", { name: "Filter anwenden" }).click();
    await expect
      .poll(() => page.getByRole("status").first().textContent())
      .toBe("3 Bewerbungen passen zu Status Eingereicht.");
    const table = page.locator("table.applications-table");
    // Day first, the month's German name, in the member's time zone.
    expect(await table.innerText()).toContain("3. März 2027, 16:05");
    expect(await table.locator("caption").textContent()).toBe(
      "Bewerbungen für fair-2027: 3 Bewerbungen, sortiert nach Datum der Einreichung, neueste zuerst",
    );
    await check(page, `list-${name}`);
    // Long German column names break where they may (soft hyphens): at 1280 px every default column fits.
    if (viewport === DESKTOP)
      expect(
        await page.locator(".table-scroll").evaluate((region) => region.scrollWidth - region.clientWidth),
      ).toBeLessThanOrEqual(0);
    const words = await pageWords(page);
    for (const english of ["Applications", "Search", "Filters", "Export", "Submitted", "Gallery", "Sign out", "Keys"])
      expect(words).not.toMatch(new RegExp(`\\b${english}\\b`));
    expect(words).toContain("Meine Liste");
    expect(words).toContain("Abmelden");
    await close(page);
  });

  it("shows my queue, conflicts and the comparison in German", async () => {
    const page = await signedIn(viewport, "/admin/queue");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Meine Liste für fair-2027");
    await expect
      .poll(() => page.getByRole("status").first().textContent())
      // Three, or two once a conflict is declared below on the other screen.
      .toMatch(/^0 von [23] bewertet\. [23] Bewerbungen zu bewerten\.$/);
    await page.getByRole("heading", { name: "Zu bewerten" }).waitFor();
    await check(page, `queue-${name}`);
    expect(await pageWords(page)).not.toMatch(/My queue|To review|reviewed|Editions/);

    await page.getByRole("link", { name: "Befangenheiten" }).click();
    await page.getByRole("heading", { name: "Befangenheiten für fair-2027" }).waitFor();
    await page.getByRole("button", { name: "Befangenheit erklären" }).first().click();
    await page.getByLabel("Grund").fill("Meine Schwester leitet sie.");
    await page.getByRole("button", { name: "Befangenheit erklären" }).first().click();
    await expect
      .poll(() => page.getByRole("status").first().textContent())
      .toMatch(/^Befangenheit erfasst: .+\. Diese Bewerbung wird Ihnen nicht zugewiesen\.$/);
    await check(page, `conflicts-${name}`);
    expect(await pageWords(page)).not.toMatch(/Conflict|Declare|Withdraw|Loading/);

    await page.goto(`${server.url}/admin/compare?ids=${ids[0]},${ids[1]}`);
    await page.getByRole("heading", { name: "2 Bewerbungen vergleichen" }).waitFor();
    await expect.poll(() => page.getByText("Verborgen, bis Sie bewerten").count()).toBeGreaterThan(0);
    await check(page, `compare-${name}`);
    expect(await pageWords(page)).not.toMatch(/Compare|Scores|Hidden|artworks|Back to/);
    await close(page);
  });

  it("lists the keys in German, and says when a page is not there", async () => {
    const page = await signedIn(viewport, "/admin/nowhere");
    await page.getByRole("heading", { name: "Seite nicht gefunden" }).waitFor();
    expect(await page.title()).toBe("Seite nicht gefunden – Backoffice");
    await page.getByRole("button", { name: "Tasten" }).click();
    const dialog = page.getByRole("dialog", { name: "Tastenkürzel" });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain("Nächste Bewerbung");
    expect(await dialog.innerText()).toContain("Pos1");
    await check(page, `keys-${name}`);
    expect(await dialog.innerText()).not.toMatch(/Every page|Next application|Close/);
    await dialog.getByRole("button", { name: "Schließen" }).click();
    await close(page);
  });
});
