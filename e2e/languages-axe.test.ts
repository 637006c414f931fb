/**
 * Issue 35's "axe clean in every language" for the server-rendered pages a gallery reads (the form
 * has its own in form-languages.test.ts): the status page, its withdraw page, the lost-link page,
 * /ecosystem, a gallery's public page and the page of an address that leads nowhere, in each of the
 * seven languages on a phone: `<html lang>` the language's tag, no serious axe violation, nothing
 * wider than the window.
 */
import { beforeAll, expect, it } from "vitest";
import { acceptApplication } from "../src/server/applications/status.ts";
import { storeSampleGallery } from "../src/server/demo/sample-gallery.ts";
import { issueStatusToken } from "../src/server/status-page/tokens.ts";
import { LANGUAGES, languageTag } from "../src/shared/i18n/languages.ts";
import { backOfficeTestBed, galleryApplication, PHONE } from "../test-support/back-office-page.ts";
import { seriousAccessibilityViolations } from "../test-support/browser.ts";
import { makePng } from "../test-support/fixtures.ts";

const bed = backOfficeTestBed();
const addresses: string[] = [];

beforeAll(async () => {
  const server = bed.server();
  const edition = server.config.openEditions[0] as string;
  const form = galleryApplication(edition, "גלריה גורדון", (f) => {
    f.gallery.locations = "תל אביב\nBerlin";
  });
  const { id } = await bed.store(form, Date.now() - 60_000);
  const token = await issueStatusToken(server.app.db, id);
  const publicId = await storeSampleGallery(server.app.db, server.app.store, {
    edition,
    name: "Galerie Schwarzweißfotografie 東京画廊",
    locations: "Düsseldorf\n東京",
    pictures: [makePng(600, 400, 1)],
  });
  await acceptApplication(server.app.db, publicId);
  const { slug } = await server.app.db
    .selectFrom("applications")
    .select("slug")
    .where("id", "=", publicId)
    .executeTakeFirstOrThrow();
  addresses.push(
    `/status/${token}`,
    `/status/${token}/withdraw`,
    "/status",
    "/ecosystem",
    `/ecosystem/${encodeURIComponent(slug as string)}`,
    "/nowhere-at-all",
  );
});

it.each(LANGUAGES)(
  "%s: the gallery's pages on a phone say their language and are axe clean",
  async (language) => {
    const page = await bed.newPage(PHONE);
    for (const address of addresses) {
      await page.goto(`${bed.server().url}${address}?lang=${language}`);
      const where = `${language} ${address}`;
      expect(await page.getAttribute("html", "lang"), where).toBe(languageTag(language));
      expect(await seriousAccessibilityViolations(page), where).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(PHONE.width);
    }
  },
  60_000,
);
