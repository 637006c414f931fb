/**
 * The versions of an application in the back office, in Chromium: an application the gallery
 * changed twice from its status page shows its versions newest first, each change under the form's
 * own labels (a website before and after, a biography word by word, an artist added, a picture
 * replaced whose earlier file still downloads byte for byte); tax details for the admin only; no
 * serious accessibility violation or invalid HTML at 1280 and 390 px. `SCREENSHOT_DIR=dir` keeps
 * screenshots of the panel.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { issueStatusToken } from "../src/server/status-page/tokens.ts";
import type { ApplicationForm } from "../src/shared/application.ts";
import {
  backOfficeTestBed,
  DESKTOP,
  galleryApplication,
  PHONE,
  type StoredForTest,
  signInThroughPage,
} from "../test-support/back-office-page.ts";
import { pageProblems } from "../test-support/browser.ts";
import { blobOf, makePng } from "../test-support/fixtures.ts";
import { anaLima, artistsShifted, changeFromStatusPage } from "../test-support/status-change.ts";

const EDITION = "fair-2027";
const bed = backOfficeTestBed({ OPEN_EDITIONS: EDITION });
const T0 = Date.UTC(2027, 0, 10, 9, 0);

let nordlicht: StoredForTest;
let unchanged: StoredForTest;

async function change(token: string, edit: (form: ApplicationForm) => void, options = {}) {
  const answer = await changeFromStatusPage(bed.server().url, token, edit, options);
  expect(answer.status, await answer.clone().text()).toBe(200);
}

beforeAll(async () => {
  nordlicht = await bed.store(
    galleryApplication(EDITION, "Galerie Nordlicht", (form) => {
      form.tax.company = "Nordlicht GmbH";
    }),
    T0,
  );
  unchanged = await bed.store(galleryApplication(EDITION, "Galerie Einmal"), T0 + 1000);
  const token = await issueStatusToken(bed.server().app.db, nordlicht.id);
  await change(
    token,
    (form) => {
      form.gallery.website = "https://nordlicht.example/berlin";
      const artist = form.artists[0] as ApplicationForm["artists"][number];
      artist.bio = artist.bio.replace("painting and installation", "sculpture and sound");
      Object.assign(artist.artworks[0] as object, { filename: "new-picture.png" });
      form.tax.company = "Nordlicht Berlin GmbH";
    },
    { replaced: new Map([["artists.0.artworks.0", blobOf(makePng(64, 48, 9))]]) },
  );
  await change(
    token,
    (form) => {
      form.artists.unshift(anaLima());
    },
    { move: artistsShifted },
  );
});

async function openVersions(id: string, viewport = DESKTOP, role: "admin" | "reviewer" = "admin") {
  const page = await bed.newPage(viewport);
  await signInThroughPage(page, bed.server().url, bed.staff(role), `/admin/applications/${id}`);
  const panel = page.getByRole("region", { name: "Versions", exact: true });
  await panel.waitFor();
  return { page, panel };
}

async function screenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await page
    .getByRole("region", { name: "Versions", exact: true })
    .screenshot({ path: path.join(dir, `versions-${name}.png`) });
}

describe("the versions of an application", () => {
  it("shows the versions newest first, each change under the form's labels", async () => {
    const { page, panel } = await openVersions(nordlicht.id);
    const versions = panel.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect
      .poll(() => panel.getByRole("heading", { level: 3 }).allInnerTexts())
      .toEqual(["Version 3 (current)", "Version 2", "Version 1"]);
    expect(await versions.count()).toBe(3);

    const third = panel.getByRole("listitem", { name: "Version 3 (current)" });
    expect(await third.getByRole("heading", { level: 4 }).allInnerTexts()).toEqual(["Artist 1 (Ana Lima) Added"]);
    const thirdText = await third.innerText();
    expect(thirdText).toContain("Changed by the gallery on");
    expect(thirdText).toContain("First name\nAna");
    expect(thirdText).toContain("Artwork 1 (River)");
    // The artists below the new one are not shown as changed.
    expect(thirdText).not.toContain("Artist 2");

    const second = panel.getByRole("listitem", { name: "Version 2" });
    const sections = await second.getByRole("heading", { level: 4 }).allInnerTexts();
    expect(sections).toEqual([expect.stringMatching(/^Artist 1 \(.+\)$/), "Gallery", "Tax details"]);
    const website = second.locator(".version-change").filter({ hasText: "Website" });
    // As a screen reader reads them: the hidden words say which is which.
    expect(await website.locator("del").textContent()).toBe("Before: https://nordlicht.example");
    expect(await website.locator("ins").textContent()).toBe("After: https://nordlicht.example/berlin");
    // The biography word by word: what was taken out and what was put in, the rest as it was.
    const bio = second.locator(".version-change").filter({ hasText: "Biography" });
    // The word-by-word comparison arrives in its own chunk; until then both texts are shown whole.
    await bio.locator(".text-diff del").first().waitFor();
    const removed = (await bio.locator("del").allTextContents()).join(" ");
    const added = (await bio.locator("ins").allTextContents()).join(" ");
    expect(removed).toMatch(/^\[removed: painting.*installation/);
    expect(removed).not.toContain("sculpture");
    expect(added).toMatch(/^\[added: sculpture.*sound/);
    expect(added).not.toContain("painting");
    expect(await bio.innerText()).toContain("returning again and again to memory");
    const tax = second.locator(".version-change").filter({ hasText: "Company name" });
    expect(await tax.innerText()).toContain("Nordlicht Berlin GmbH");

    // The replaced picture: both files named, the earlier one still downloads as it was uploaded.
    const picture = second.locator(".version-change").filter({ hasText: "Replaced" });
    expect(await picture.innerText()).toMatch(/Artwork 1 \(.+\), Image/);
    await expect.poll(() => picture.locator("img").count()).toBe(2);
    const earlier = picture.getByRole("link").first();
    const [download] = await Promise.all([page.waitForEvent("download"), earlier.click()]);
    const bytes = await download.createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    });
    expect(bytes.equals(nordlicht.files.get("artists.0.artworks.0") as Buffer)).toBe(true);
    expect(await picture.getByRole("link").last().innerText()).toBe("new-picture.png");

    expect(await panel.getByRole("listitem", { name: "Version 1" }).innerText()).toContain("Sent on");
    await screenshot(page, "admin-1280");
    expect(await pageProblems(page)).toEqual([]);
  });

  it("shows a reviewer no tax detail", async () => {
    const { panel } = await openVersions(nordlicht.id, DESKTOP, "reviewer");
    const second = panel.getByRole("listitem", { name: "Version 2" });
    await second.waitFor();
    expect(await second.getByRole("heading", { level: 4 }).allInnerTexts()).toEqual([
      expect.stringMatching(/^Artist 1/),
      "Gallery",
    ]);
    expect(await panel.innerText()).not.toContain("Nordlicht");
  });

  it("reads at 390 px, label above value, with nothing wider than the screen", async () => {
    const { page, panel } = await openVersions(nordlicht.id, PHONE);
    await panel.getByRole("listitem", { name: "Version 2" }).waitFor();
    // The biography word by word here too, once its comparison has loaded.
    await panel.locator(".text-diff del").first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const row = panel.locator(".version-change").filter({ hasText: "Website" });
    const [label, value] = await Promise.all([
      row.locator(".version-change__label").boundingBox(),
      row.locator(".version-change__values").boundingBox(),
    ]);
    expect((value?.y ?? 0) >= (label?.y ?? 0) + (label?.height ?? 0) - 1).toBe(true);
    await screenshot(page, "admin-390");
    expect(await pageProblems(page)).toEqual([]);
  });

  it("says so when the gallery never changed the application", async () => {
    const { page, panel } = await openVersions(unchanged.id, PHONE, "reviewer");
    expect(await panel.innerText()).toContain("The gallery has not changed this application since sending it.");
    expect(await pageProblems(page)).toEqual([]);
  });
});
