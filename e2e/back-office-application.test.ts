/**
 * One application in the back office, in Chromium: everything the applicant sent, readable; the
 * large picture view (the public pages' dialog) by mouse and keyboard; an unknown address; and no
 * serious accessibility violation on a desktop or a phone.
 */
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { formatSize } from "../src/client/uploads/format-size.ts";
import {
  backOfficeTestBed,
  DESKTOP,
  galleryApplication,
  PHONE,
  type StoredForTest,
  signInThroughPage,
} from "../test-support/back-office-page.ts";
import { seriousAccessibilityViolations } from "../test-support/browser.ts";

const EDITION = "fair-2027";
const bed = backOfficeTestBed({ OPEN_EDITIONS: EDITION });
const T0 = Date.UTC(2027, 0, 10, 9, 0);

let nordlicht: StoredForTest;
let platform: StoredForTest;

beforeAll(async () => {
  nordlicht = await bed.store(
    galleryApplication(EDITION, "Galerie Nordlicht", (form) => {
      form.gallery.website = "www.nordlicht.example/en";
      form.gallery.highlights = "Represented Norway at the 2019 biennial.\n<b>Not bold</b> 🎨";
      const second = form.artists[1]?.artworks[2];
      if (!second) throw new Error("The example has two artists with three artworks.");
      // An artwork without an image is allowed.
      Object.assign(second, { filename: "", size: 0 });
    }),
    T0,
  );
  platform = await bed.store(
    galleryApplication(EDITION, "Atelier Ø", (form) => {
      form.choice = "platform";
      form.proposal.booth = "";
      form.proposal.pitch = "A platform of young Nordic artists, shown as four short solo presentations in turn.";
    }),
    T0 + 1000,
  );
});

async function openApplication(id: string, viewport = DESKTOP, role: "admin" | "reviewer" = "reviewer"): Promise<Page> {
  const page = await bed.newPage(viewport);
  await signInThroughPage(page, bed.server().url, bed.staff(role), `/admin/applications/${id}`);
  await page.getByRole("region", { name: "Proof documents" }).waitFor();
  return page;
}

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
/** What a region shows, one line per block (blank lines between paragraphs dropped). */
const textOf = async (locator: Locator) => (await locator.innerText()).replace(/\n{2,}/g, "\n");

describe("an application in full", () => {
  it("shows everything the applicant sent, with file names, sizes and downloads", async () => {
    const page = await openApplication(nordlicht.id);
    const form = nordlicht.form;
    const size = (path: string) => formatSize((nordlicht.files.get(path) as Buffer).length);

    const proposal = await textOf(region(page, "Proposal"));
    expect(proposal).toContain("Galleries");
    expect(proposal).toContain("Medium");
    expect(proposal).toContain("Yes, the gallery asks for mentorship");
    expect(proposal).toContain(form.proposal.concept);
    expect(proposal).toContain(`booth-rendering.pdf PDF, ${size("proposal.rendering.0")}`);

    const artists = region(page, "Artists");
    expect(await artists.getByRole("heading", { level: 2 }).innerText()).toBe("Artists 2 artists, 6 artworks");
    for (const [i, artist] of form.artists.entries()) {
      const name = `${artist.first_name} ${artist.last_name}`;
      const block = artists.getByRole("article", { name: `${i + 1}. ${name}` });
      const text = await textOf(block);
      expect(text).toContain(artist.nationality);
      expect(text).toContain(artist.born);
      expect(text).toContain(artist.bio);
      const cards = block.getByRole("list", { name: `Artworks by ${name}` }).getByRole("listitem");
      expect(await cards.count()).toBe(3);
      for (const [j, artwork] of artist.artworks.entries()) {
        const card = await textOf(cards.nth(j));
        expect(card).toContain(artwork.title);
        expect(card).toContain(artwork.meta);
        expect(card).toContain(artwork.presented === "similar" ? "Similar work" : "Will be presented");
        if (artwork.filename)
          expect(card).toContain(`${artwork.filename}\nPNG image, ${size(`artists.${i}.artworks.${j}`)}`);
      }
    }
    const withoutImage = artists
      .getByRole("list", { name: /^Artworks by / })
      .nth(1)
      .getByRole("listitem")
      .nth(2);
    expect(await withoutImage.innerText()).toContain("No image");
    expect(await withoutImage.getByRole("link").count()).toBe(0);
    expect(await withoutImage.getByRole("button").count()).toBe(0);

    const gallery = region(page, "Gallery");
    const galleryText = await textOf(gallery);
    expect(galleryText).toContain("Locations\nBerlin\nOslo");
    expect(galleryText).toContain("Art Basel 2023\nFrieze London 2024");
    // Text is shown as the applicant typed it, never as markup.
    expect(galleryText).toContain("<b>Not bold</b> 🎨");
    expect(await gallery.locator("b").count()).toBe(0);
    expect(await gallery.getByRole("link", { name: "www.nordlicht.example/en" }).getAttribute("href")).toBe(
      "https://www.nordlicht.example/en",
    );
    expect(await gallery.getByRole("link", { name: form.gallery.email }).getAttribute("href")).toBe(
      `mailto:${form.gallery.email}`,
    );
    const pictures = gallery.getByRole("list", { name: "Gallery pictures" }).getByRole("listitem");
    expect(await pictures.count()).toBe(2);
    for (const [i, picture] of form.gallery.pictures.entries()) {
      const card = await pictures.nth(i).innerText();
      expect(card).toContain(picture.exhibition_title);
      expect(card).toContain(picture.artists);
      expect(card).toContain(picture.year);
    }
    expect(galleryText).toContain(`press-kit.pdf PDF, ${size("gallery.additional.0")}`);
    expect(await textOf(region(page, "Proof documents"))).toContain(`registration.pdf PDF, ${size("proof.0")}`);

    // Every file can be downloaded; pictures are also served inline, documents never.
    const downloads = page.getByRole("link", { name: /^Download / });
    expect(await downloads.count()).toBe(2 * 3 - 1 + 1 + 2 + 1 + 1);
    const response = await page.request.get(`${bed.server().url}${await downloads.last().getAttribute("href")}`);
    expect(response.headers()["content-disposition"]).toMatch(/^attachment/);

    const summary = await page.getByRole("complementary", { name: "About this application" }).innerText();
    expect(summary).toContain("Submitted");
    expect(summary).toContain(EDITION);
    expect(summary).toContain("2 artists, 6 artworks");
  });

  it("shows a platform application's programme instead of a booth", async () => {
    const page = await openApplication(platform.id);
    const proposal = await textOf(region(page, "Proposal"));
    expect(proposal).toContain("Choice\nPlatform");
    expect(proposal).not.toContain("Booth size");
    expect(proposal).toContain(`Programme\n${platform.form.proposal.pitch}`);
  });

  it("says beside a PDF that carries scripts that it is never shown in the back office", async () => {
    // The server marks such a PDF as it arrives (bad-input.test.ts); here the mark is set directly.
    await bed
      .server()
      .app.db.updateTable("files")
      .set({ active_content: 1 })
      .where("application_id", "=", platform.id)
      .where("record_path", "=", "proof.0")
      .execute();
    const page = await openApplication(platform.id);
    const proof = region(page, "Proof documents");
    expect(await proof.getByText(/^Contains JavaScript or an action that starts a program/).count()).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    const others = await textOf(region(page, "Gallery"));
    expect(others).not.toContain("Contains JavaScript");
  });

  it("opens pictures in the artwork viewer, steps through the whole application with the keyboard, and gives focus back", async () => {
    const page = await openApplication(nordlicht.id);
    const title = nordlicht.form.gallery.pictures[0]?.exhibition_title;
    const first = region(page, "Gallery")
      .getByRole("button", { name: `Open gallery picture ${title} in the viewer` })
      .first();
    await first.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Artwork viewer" });
    await dialog.waitFor();
    // Five artworks with an image (the one without is left out), then the two gallery pictures.
    expect(await dialog.locator(".viewer-position").innerText()).toBe("6 of 7");
    const shown = dialog.locator("img.viewer-image");
    expect(await shown.getAttribute("src")).toMatch(/^\/admin\/files\/[\w-]+\/screen$/);
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await dialog.innerText()).toContain(title as string);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.keyboard.press("ArrowRight");
    expect(await dialog.locator(".viewer-position").innerText()).toBe("7 of 7");
    // j and k belong to the dialog's page underneath: they do nothing while it is open.
    const before = page.url();
    await page.keyboard.press("j");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    expect(page.url()).toBe(before);
    expect(await first.evaluate((button) => button === document.activeElement)).toBe(true);

    // The second artist's first artwork comes after the first artist's three.
    await page
      .getByRole("list", { name: /^Artworks by / })
      .nth(1)
      .getByRole("button")
      .first()
      .click();
    await expect.poll(() => dialog.locator(".viewer-position").innerText()).toBe("4 of 7");
  });

  it("says so when there is no such application", async () => {
    const page = await bed.newPage();
    await signInThroughPage(
      page,
      bed.server().url,
      bed.staff("reviewer"),
      "/admin/applications/00000000-0000-4000-8000-000000000000",
    );
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Application not found");
    expect(await page.getByRole("link", { name: "Back to applications" }).count()).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});

describe("accessibility", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const)
    it(`has no serious or critical violation on a ${label}, for an admin (with tax details) and a reviewer`, async () => {
      for (const role of ["admin", "reviewer"] as const) {
        const page = await openApplication(nordlicht.id, viewport, role);
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        // Nothing is wider than the screen except what scrolls on purpose.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
    });
});
