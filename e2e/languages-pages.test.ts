/**
 * The status page in the application's language, in Chromium at 1280 and 390 px: German and
 * Japanese, `<html lang>`, axe clean, never wider than the window; its switcher's plain links work;
 * and the back office's page where an admin chooses the languages offered (axe clean on a phone).
 * SCREENSHOT_DIR=… keeps the pictures.
 */
import { expect, it } from "vitest";
import { issueStatusToken } from "../src/server/status-page/tokens.ts";
import {
  backOfficeTestBed,
  DESKTOP,
  galleryApplication,
  PHONE,
  signInThroughPage,
} from "../test-support/back-office-page.ts";
import { seriousAccessibilityViolations } from "../test-support/browser.ts";

const bed = backOfficeTestBed();
const SHOTS = process.env.SCREENSHOT_DIR;

async function sentIn(language: "de" | "ja", name: string): Promise<string> {
  const server = bed.server();
  const form = galleryApplication(server.config.openEditions[0] as string, name, (f) => {
    f.gallery.locations = language === "de" ? "Düsseldorf\nMönchengladbach" : "東京都中央区銀座";
    const first = f.artists[0];
    if (first) first.bio = "Lebt und arbeitet in Köln; zahlreiche Einzelausstellungen im In- und Ausland.";
  });
  const { id } = await bed.store(form, Date.now() - 60_000);
  await server.app.db.updateTable("applications").set({ language }).where("id", "=", id).execute();
  return issueStatusToken(server.app.db, id);
}

it("shows the status page in German and Japanese at 1280 and 390 px, axe clean, and switches by plain links", async () => {
  const server = bed.server();
  const pages = [
    {
      language: "de",
      token: await sentIn("de", "Galerie Schwarzweißfotografie Düsseldorf"),
      heading: "Ihre Bewerbung",
    },
    { language: "ja", token: await sentIn("ja", "東京画廊＋BTAP"), heading: "ご応募の内容" },
  ] as const;
  for (const viewport of [DESKTOP, PHONE])
    for (const { language, token, heading } of pages) {
      const page = await bed.newPage(viewport);
      await page.goto(`${server.url}/status/${token}`);
      expect(await page.getAttribute("html", "lang")).toBe(language);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      expect(await seriousAccessibilityViolations(page), `${language} ${viewport.width}`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // What shows first, and on a phone the whole page too.
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/status-${language}-${viewport.width}.png` });
      if (SHOTS && viewport === PHONE)
        await page.screenshot({ path: `${SHOTS}/status-${language}-${viewport.width}-whole.png`, fullPage: true });
    }
  // The switcher: a plain link, kept in the cookie for the next page.
  const page = await bed.newPage(PHONE);
  await page.goto(`${server.url}/status/${pages[0].token}`);
  const switcher = page.getByRole("navigation", { name: "Sprache" });
  expect(await switcher.getByRole("link", { name: "Deutsch" }).getAttribute("aria-current")).toBe("true");
  await switcher.getByRole("link", { name: "日本語" }).click();
  await page.getByRole("heading", { level: 1, name: "ご応募の内容" }).waitFor();
  expect(await page.getAttribute("html", "lang")).toBe("ja");
  await page.goto(`${server.url}/status`);
  await page.getByRole("heading", { level: 1, name: "ご応募のページ" }).waitFor();
}, 90_000);

it("lets an admin choose the languages offered, on a phone, axe clean; the pages follow", async () => {
  const server = bed.server();
  const page = await bed.newPage(PHONE);
  await signInThroughPage(page, server.url, bed.staff("admin"), "/admin/languages");
  const english = page.getByRole("checkbox", { name: "English" });
  expect(await english.isChecked()).toBe(true);
  expect(await english.isDisabled()).toBe(true);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-languages-${PHONE.width}.png`, fullPage: true });
  await page.getByRole("checkbox", { name: /日本語/ }).uncheck();
  await page.getByRole("checkbox", { name: /简体中文/ }).uncheck();
  await page.getByRole("button", { name: "Save languages" }).click();
  await page.getByText("Saved. Applicants are offered English, German, French, Spanish, Italian.").waitFor();
  // The applicant's pages ask within seconds; this instance at once.
  const lostLink = await (await fetch(`${server.url}/status`, { headers: { "accept-language": "ja" } })).text();
  expect(lostLink).toContain('<html lang="en">');
  expect(lostLink).not.toContain("日本語");
  expect(lostLink).toContain("Italiano");
  // The list's optional column "Language", hidden until chosen, names each application's in itself.
  await page.goto(`${server.url}/admin/applications`);
  await page.getByRole("table").waitFor();
  expect(await page.getByRole("columnheader", { name: "Language" }).count()).toBe(0);
  await page.getByText("Columns", { exact: true }).click();
  await page.getByRole("checkbox", { name: "Language", exact: true }).check();
  await page.getByRole("columnheader", { name: "Language" }).waitFor();
  expect(await page.getByRole("cell", { name: "Deutsch" }).count()).toBe(1);
}, 60_000);
