/** Issue 13 items 5 and 6: the error summary follows the page, and every line says which field it is about. */
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { messages } from "../src/shared/messages.ts";
import { artist, formTestBed, galleryPicture, png, upload } from "../test-support/form-page.ts";

const bed = formTestBed();
const summary = (page: Page) => page.getByRole("region", { name: "There is a problem" });
const summaryLines = (page: Page) => summary(page).getByRole("listitem").allInnerTexts();

it("gallery errors come in the order of the fields, picture errors picture by picture", async () => {
  const page = await bed.openForm();
  await page.getByLabel("Galleries: a booth in the main sector").check();
  await page.getByRole("radio", { name: "Small" }).check();
  for (let i = 0; i < 2; i++) await page.getByRole("button", { name: "Add a gallery picture" }).click();
  await upload(galleryPicture(page, 2), "Picture (required)", [png("second.png")]);
  await page.getByRole("button", { name: "Send application" }).click();
  await summary(page).waitFor();
  const lines = await summaryLines(page);
  const gallery = lines.slice(lines.indexOf(messages.galleryName), lines.indexOf(messages.taxCompany));
  expect(gallery).toEqual([
    messages.galleryName,
    messages.galleryYearFounded,
    messages.galleryLocations,
    messages.galleryContact,
    messages.galleryEmail,
    "Gallery Picture 1: Please choose a picture.",
    messages.pictureTitle(1),
    messages.pictureArtists(1),
    messages.pictureYear(1),
    messages.pictureTitle(2),
    messages.pictureArtists(2),
    messages.pictureYear(2),
  ]);
  await page.context().close();
});

it("a too long gallery name and biography are named in the summary", async () => {
  const page = await bed.openForm();
  await page.getByLabel("Gallery name").fill("N".repeat(301));
  await artist(page, 1).getByLabel("Biography").fill("B".repeat(10_001));
  await page.getByRole("button", { name: "Send application" }).click();
  await summary(page).waitFor();
  const lines = await summaryLines(page);
  expect(lines).toContain("Gallery name: Please shorten this to at most 300 characters.");
  // Several artist problems fold into one line; beside the field, the message names the artist.
  expect(await page.locator("[id='artists.0.bio-error']").innerText()).toContain(
    "Artist 1, Biography: Please shorten this to at most 10,000 characters.",
  );
  for (const line of lines)
    expect(line, "every line names its field or carries the spec's prefix").toMatch(
      /^(Please (choose|select|provide|upload|shorten)|Some artist|Artist \d|Gallery|Booth|Proof)/,
    );
  await page.context().close();
});
