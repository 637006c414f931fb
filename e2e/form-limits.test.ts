import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { clientMessages } from "../src/client/form/client-messages.ts";
import { MAX_ARTISTS, MAX_ARTWORKS_PER_ARTIST } from "../src/shared/limits.ts";
import { messages } from "../src/shared/messages.ts";
import { artist, artwork, formTestBed } from "../test-support/form-page.ts";

const bed = formTestBed();
const openForm = bed.openForm;

const artistCount = (page: Page) => page.getByRole("group", { name: /^Artist \d+$/ }).count();
/** Rows in the artist's list: in a long list only those near the viewport are rendered (issue 13). */
const artworkCount = (page: Page, n: number) =>
  page.locator(`[id="artists.${n - 1}.artworks-list"] > .artwork-slot`).count();
const scrollToArtwork = (page: Page, n: number, m: number) =>
  page.locator(`[id="artists.${n - 1}.artworks-list"] > .artwork-slot:nth-child(${m})`).scrollIntoViewIfNeeded();
const describedBy = (page: Page, id: string) =>
  page.evaluate((target) => {
    const ids = document.getElementById(target)?.getAttribute("aria-describedby") ?? "";
    return ids
      .split(" ")
      .filter(Boolean)
      .map((ref) => document.getElementById(ref)?.textContent ?? "");
  }, id);

it(`up to ${MAX_ARTISTS} artists can be added; then the add button says why there are no more`, async () => {
  const page = await openForm();
  const add = page.getByRole("button", { name: "Add an artist" });
  for (let i = 1; i < MAX_ARTISTS; i++) await add.click();
  expect(await artistCount(page)).toBe(MAX_ARTISTS);
  // Each new artist takes the focus at its first field.
  expect(await page.evaluate(() => document.activeElement?.id)).toBe(`artists.${MAX_ARTISTS - 1}.first_name`);
  expect(await add.getAttribute("aria-disabled")).toBe("true");
  expect(await page.getByText(clientMessages.artistLimitReached).isVisible()).toBe(true);
  expect(await describedBy(page, "artists")).toEqual([clientMessages.artistLimitReached]);
  // Playwright will not click an aria-disabled button unless forced; a person can, and nothing happens.
  await add.click({ force: true });
  expect(await artistCount(page)).toBe(MAX_ARTISTS);
  await page.context().close();
});

it(`at ${MAX_ARTWORKS_PER_ARTIST} artworks an artist takes no more; removing one makes room again`, async () => {
  // ?fake=max: 50 artists with 50 artworks each, folded away because there are so many.
  const page = await openForm("?fake=max");
  const unfold = page.getByRole("button", { name: "Show the 50 artworks of artist 1", exact: true });
  expect(await unfold.getAttribute("aria-expanded")).toBe("false");
  expect(await artworkCount(page, 1)).toBe(0);
  await unfold.click();
  expect(await artworkCount(page, 1)).toBe(MAX_ARTWORKS_PER_ARTIST);
  expect(
    await page
      .getByRole("button", { name: "Hide the artworks of artist 1", exact: true })
      .getAttribute("aria-expanded"),
  ).toBe("true");

  const add = artist(page, 1).getByRole("button", { name: "Add an artwork to artist 1", exact: true });
  expect(await add.getAttribute("aria-disabled")).toBe("true");
  expect(await artist(page, 1).getByText(clientMessages.artworkLimitReached).isVisible()).toBe(true);
  await add.click({ force: true });
  expect(await artworkCount(page, 1)).toBe(MAX_ARTWORKS_PER_ARTIST);

  page.once("dialog", (dialog) => void dialog.accept());
  await scrollToArtwork(page, 1, 50);
  await artwork(page, 1, 50).getByRole("button", { name: "Remove artwork 50 of artist 1" }).click();
  expect(await artworkCount(page, 1)).toBe(MAX_ARTWORKS_PER_ARTIST - 1);
  expect(await add.getAttribute("aria-disabled")).toBeNull();
  await add.click();
  expect(await artworkCount(page, 1)).toBe(MAX_ARTWORKS_PER_ARTIST);
  expect(await artwork(page, 1, 50).getByLabel("Title").inputValue()).toBe("");
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("artists.0.artworks.49.title");
  await page.context().close();
});

it("removing an artwork or artist that has content asks first; an empty one goes without asking", async () => {
  const page = await openForm();
  const questions: string[] = [];
  let answer: "accept" | "dismiss" = "dismiss";
  page.on("dialog", (dialog) => {
    questions.push(dialog.message());
    void (answer === "accept" ? dialog.accept() : dialog.dismiss());
  });
  await artwork(page, 1, 1).getByLabel("Title").fill("Keep me");
  const remove = artwork(page, 1, 1).getByRole("button", { name: "Remove artwork 1 of artist 1" });
  await remove.click();
  expect(questions).toEqual([clientMessages.confirmRemoveArtwork(1, 1, "Keep me")]);
  expect(await artwork(page, 1, 1).getByLabel("Title").inputValue()).toBe("Keep me");

  answer = "accept";
  await remove.click();
  expect(await artworkCount(page, 1)).toBe(0);
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("artists.0.artworks");

  await page.getByRole("button", { name: "Add an artwork to artist 1" }).click();
  await artwork(page, 1, 1).getByRole("button", { name: "Remove artwork 1 of artist 1" }).click();
  expect(questions).toHaveLength(2);
  expect(await artworkCount(page, 1)).toBe(0);

  await artist(page, 1).getByLabel("Last name").fill("Okafor");
  await page.getByRole("button", { name: "Remove artist 1" }).click();
  expect(questions.at(-1)).toBe(clientMessages.confirmRemoveArtist(1, "Okafor"));
  expect(await artistCount(page)).toBe(0);
  await page.context().close();
});

it("in a very large application an error inside folded artworks is named on the fold, and its summary link unfolds them", async () => {
  const page = await openForm("?fake=max");
  await page.getByRole("button", { name: "Show the 50 artworks of artist 2", exact: true }).click();
  await scrollToArtwork(page, 2, 7);
  await artwork(page, 2, 7).getByLabel("Title").fill("");
  await page.getByRole("button", { name: "Hide the artworks of artist 2", exact: true }).click();
  await page.getByRole("button", { name: "Send application" }).click();
  const link = page
    .getByRole("region", { name: "There is a problem" })
    .getByRole("link", { name: messages.artworkTitle(2, 7) });
  await link.waitFor();
  expect(await artist(page, 2).getByText(clientMessages.foldedArtworksWithErrors(50)).isVisible()).toBe(true);
  await link.click();
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("artists.1.artworks.6.title");
  expect(await artworkCount(page, 2)).toBe(MAX_ARTWORKS_PER_ARTIST);
  await page.context().close();
});
