/**
 * Issue 35: the form in German and in Japanese, at 1280 and 390 px: `<html lang>`, the switcher,
 * a refused submit (the summary, each error beside its field, the title), a sent application and
 * its receipt, all in the language; no horizontal scrolling (German's long words); axe clean.
 * Screenshots of every language at both widths go to $SCREENSHOT_DIR when set.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { MessageKey } from "../src/shared/i18n/catalogs/catalog.ts";
import { CATALOGS } from "../src/shared/i18n/catalogs/index.ts";
import type { Translator } from "../src/shared/i18n/format.ts";
import { LANGUAGES, type Language, languageName, languageTag } from "../src/shared/i18n/languages.ts";
import { translatorFor } from "../src/shared/i18n/translators.ts";
import { messagesOf } from "../src/shared/messages.ts";
import { seriousAccessibilityViolations } from "../test-support/browser.ts";
import { BIO, type FilePayload, formTestBed, pdf, png } from "../test-support/form-page.ts";

const bed = formTestBed();

const WIDTHS = [1280, 390] as const;

async function openIn(language: Language, width: number): Promise<Page> {
  const context = await bed.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${bed.server.url}/?lang=${language}`);
  await page.getByRole("heading", { name: translatorFor(language).t("form.sectionChoice") }).waitFor();
  return page;
}

const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({
      path: `${process.env.SCREENSHOT_DIR}/${name}.png`,
      fullPage: name.endsWith("-top") === false,
    });
};

/** The page scrolls sideways when something is wider than the screen. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** A field by its label in the page's language, "(required)" and all, as a screen reader names it. */
function field(scope: Page | Locator, t: Translator["t"], key: MessageKey, required = false): Locator {
  const label = t(key);
  return scope.getByLabel(required ? `${label} ${t("form.required")}` : label, { exact: true });
}

async function upload(scope: Locator, label: string, files: FilePayload[]) {
  await scope.getByLabel(label, { exact: true }).and(scope.locator("input[type=file]")).setInputFiles(files);
  for (const file of files)
    await scope.getByRole("button", { name: new RegExp(file.name.replace(".", "\\.")) }).waitFor();
}

/** The smallest application the rules accept, typed in by the labels of the page's language. */
async function fillIn(page: Page, t: Translator["t"], gallery: string) {
  await page.getByLabel(t("form.choiceGalleries")).check();
  await page.getByRole("radio", { name: t("form.boothSmall"), exact: true }).check();
  const artist = page.getByRole("group", { name: t("form.artistHeading", { n: 1 }), exact: true });
  await field(artist, t, "form.firstName", true).fill("Ada");
  await field(artist, t, "form.lastName", true).fill("Okafor");
  await field(artist, t, "form.biography", true).fill(BIO);
  const artwork = artist.getByRole("group", { name: t("form.artworkHeading", { m: 1 }), exact: true });
  await field(artwork, t, "form.title", true).fill("Low Tide");
  await artwork.getByLabel(t("form.presentedThis")).check();
  await field(page, t, "form.galleryName", true).fill(gallery);
  await field(page, t, "form.yearFounded", true).fill("1998");
  await field(page, t, "form.locations", true).fill("Berlin");
  await field(page, t, "form.contactPerson", true).fill("Ingrid Solberg");
  await field(page, t, "form.contactEmail", true).fill("ingrid@example.org");
  await page.getByRole("button", { name: t("form.addGalleryPicture") }).click();
  const picture = page.getByRole("group", { name: t("form.galleryPictureHeading", { n: 1 }), exact: true });
  await upload(picture, t("form.labelRequired", { label: t("form.picture") }), [png("opening.png")]);
  await field(picture, t, "form.exhibitionTitle", true).fill("Salt");
  await field(picture, t, "form.artists", true).fill("Ada Okafor");
  await field(picture, t, "form.year", true).fill("2023");
  await field(page, t, "form.companyName", true).fill(`${gallery} GmbH`);
  await field(page, t, "form.companyAddress", true).fill("Torstraße 1, Berlin");
  await field(page, t, "form.taxNumber", true).fill("DE123");
  await field(page, t, "form.taxContact", true).fill("Paul Adeyemi");
  await field(page, t, "form.taxEmail", true).fill("tax@example.org");
  await field(page, t, "form.taxPhone", true).fill("+49 30 1");
}

describe.each(["de", "ja"] as const)("the form in %s", (language) => {
  const translator = translatorFor(language);
  const { t } = translator;
  const messages = messagesOf(translator);

  it.each(WIDTHS)("at %i px: refused, then sent, every word in the language", async (width) => {
    const page = await openIn(language, width);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(languageTag(language));
    expect(await page.title()).toBe(t("form.pageTitle"));
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(t("form.pageTitle"));
    const switcher = page.getByRole("navigation", { name: t("pages.languageSwitcher") });
    expect(await switcher.getByRole("link").allInnerTexts()).toEqual(LANGUAGES.map(languageName));
    expect(await switcher.locator("[aria-current]").innerText()).toBe(languageName(language));
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByRole("button", { name: t("form.sendApplication") }).click();
    const summary = page.getByRole("region", { name: t("form.problemHeading") });
    await summary.waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("error-summary");
    expect(await page.title()).toBe(t("form.errorTitle", { title: t("form.pageTitle") }));
    expect(await summary.getByRole("listitem").allInnerTexts()).toEqual([
      messages.choice,
      messages.someArtistsIncorrect,
      messages.galleryName,
      messages.galleryYearFounded,
      messages.galleryLocations,
      messages.galleryContact,
      messages.galleryEmail,
      messages.galleryPictures,
      messages.taxCompany,
      messages.taxAddress,
      messages.taxNumber,
      messages.taxContact,
      messages.taxEmail,
      messages.taxPhone,
    ]);
    expect(await page.locator('[id="gallery.name-error"]').textContent()).toBe(
      `${t("form.errorLabel")} ${messages.galleryName}`,
    );
    expect(await page.locator('[id="artists.0.artworks.0.title-error"]').textContent()).toBe(
      `${t("form.errorLabel")} ${messages.artworkTitle(1, 1)}`,
    );
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await shot(page, `form-${language}-${width}-errors`);

    const gallery = `Galerie ${language}-${width}`;
    await fillIn(page, t, gallery);
    await upload(page.locator("#section-proof"), t("form.proofDocuments"), [pdf("registration.pdf")]);
    await page.getByRole("button", { name: t("form.sendApplication") }).click();
    await page.getByRole("heading", { name: t("form.applicationSent") }).waitFor();
    expect(await page.title()).toBe(
      t("form.panelTitle", { heading: t("form.applicationSent"), title: t("form.pageTitle") }),
    );
    const pairs = await page
      .locator(".success__receipt")
      .evaluate((dl) =>
        [...dl.querySelectorAll("dt")].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
      );
    expect(pairs.map(([label]) => label)).toEqual([
      t("form.receiptReference"),
      t("form.receiptGallery"),
      t("form.receiptSector"),
      t("form.receiptArtists"),
      t("form.receiptArtworks"),
      t("form.receiptFiles"),
      t("form.receiptReceived"),
    ]);
    expect(pairs.slice(1, 5).map(([, value]) => value)).toEqual([
      gallery,
      t("form.sectorGalleries"),
      t("form.artistCount", { count: 1 }),
      t("form.artworkCount", { count: 1 }),
    ]);
    // In the edition's zone (UTC on the test server), named, written the language's way.
    expect(pairs[6]?.[1]).toMatch(
      language === "de"
        ? /^\d{1,2}\. \p{L}+ 20\d\d um \d\d:\d\d \(UTC\)$/u
        : /^20\d\d年\d{1,2}月\d{1,2}日 \d{1,2}:\d\d（UTC）$/,
    );
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await shot(page, `form-${language}-${width}-sent`);

    // The receipt page of its own, in the same language.
    const receiptLink = /<receipt>(.*?)<\/receipt>/.exec(CATALOGS[language].form.confirmationGoes)?.[1] ?? "";
    await page.getByRole("link", { name: receiptLink }).click();
    await page.getByRole("heading", { name: t("form.receiptHeading") }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(languageTag(language));
    expect(await page.getByRole("term").allInnerTexts()).toEqual(pairs.map(([label]) => label));
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const stored = await bed.server.app.db
      .selectFrom("applications")
      .select("language")
      .where("gallery_name", "=", gallery)
      .executeTakeFirstOrThrow();
    expect(stored.language).toBe(language);
    await page.context().close();
  });
});

describe("the language switcher", () => {
  it("is a list of plain links; the choice is kept for the next visit", async () => {
    const page = await openIn("en", 390);
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "日本語" }).click();
    await page.getByRole("heading", { name: translatorFor("ja").t("form.sectionChoice") }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ja");
    await page.goto(`${bed.server.url}/`);
    await page.getByRole("heading", { name: translatorFor("ja").t("form.sectionChoice") }).waitFor();
    expect(await page.getByRole("button", { name: translatorFor("ja").t("form.sendApplication") }).isVisible()).toBe(
      true,
    );
    await page.context().close();
  });

  it.each(LANGUAGES.flatMap((language) => WIDTHS.map((width) => [language, width] as const)))(
    "%s at %i px: no sideways scrolling, axe clean (screenshot)",
    async (language, width) => {
      const page = await openIn(language, width);
      expect(await scrollsSideways(page)).toBe(false);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      // A long label wraps beside its box, not onto a line of its own below an empty box.
      const mentorship = page.locator(".checkbox", { has: page.locator("#proposal\\.mentorship") });
      const box = await mentorship.locator("input").boundingBox();
      const label = await mentorship.locator("label").boundingBox();
      expect(label && box && label.y < box.y + box.height && label.x > box.x + box.width).toBe(true);
      await shot(page, `form-${language}-${width}-top`);
      await page.context().close();
    },
  );
});
