import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { exampleArtwork } from "../src/shared/example-application.ts";
import { messages } from "../src/shared/messages.ts";
import { seriousAccessibilityViolations } from "../test-support/browser.ts";
import { artist, artwork, formTestBed, galleryPicture, pdf } from "../test-support/form-page.ts";

// A 1 MB file limit lets a small test file be "too large".
const bed = formTestBed({ MAX_FILE_MB: "1" });
const openForm = bed.openForm;

const send = (page: Page) => page.getByRole("button", { name: "Send application" }).click();
const summary = (page: Page) => page.getByRole("region", { name: "There is a problem" });
const summaryLines = (page: Page) => summary(page).getByRole("listitem").allInnerTexts();
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? document.activeElement?.className);

/** The error shown beside a field: its aria-invalid, and the text of what its aria-describedby points to. */
async function errorBeside(page: Page, fieldId: string): Promise<{ invalid: string | null; text: string }> {
  return page.evaluate((id) => {
    const field = document.getElementById(id);
    const error = document.getElementById(`${id}-error`);
    const describedBy =
      field?.closest("fieldset.radios")?.getAttribute("aria-describedby") ??
      field?.getAttribute("aria-describedby") ??
      "";
    return {
      invalid: field?.getAttribute("aria-invalid") ?? null,
      text: error && describedBy.split(" ").includes(`${id}-error`) ? (error.textContent ?? "") : "",
    };
  }, fieldId);
}

describe("a refused submit", () => {
  it("lists every problem in a focused summary, shows each beside its field, and prefixes the title", async () => {
    const page = await openForm();
    await send(page);
    await summary(page).waitFor();
    expect(await focusedId(page)).toBe("error-summary");
    expect(await page.title()).toBe("Error: Apply for the art fair");
    expect(await summaryLines(page)).toEqual([
      messages.choice,
      // Four artist problems: one line in the summary, each one beside its own field.
      messages.someArtistsIncorrect,
      // In the order of the fields on the page.
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
    for (const [id, message] of [
      ["choice", messages.choice],
      ["artists.0.first_name", messages.artistFirstName(1)],
      ["artists.0.last_name", messages.artistLastName(1)],
      ["artists.0.bio", messages.artistBio(1)],
      ["artists.0.artworks.0.title", messages.artworkTitle(1, 1)],
      ["artists.0.artworks.0.presented", messages.artworkPresented(1, 1)],
      ["gallery.name", messages.galleryName],
      ["gallery.pictures", messages.galleryPictures],
      ["tax.phone", messages.taxPhone],
    ])
      expect(await errorBeside(page, id as string), id).toEqual({
        invalid: id === "gallery.pictures" ? null : "true",
        text: `Error: ${message}`,
      });

    await summary(page).getByRole("link", { name: messages.galleryName }).click();
    expect(await focusedId(page)).toBe("gallery.name");
    await summary(page).getByRole("link", { name: messages.someArtistsIncorrect }).click();
    expect(await focusedId(page)).toBe("artists.0.first_name");
    await page.context().close();
  });

  it("once submitted, the rules run as the applicant types; the summary and title follow", async () => {
    const page = await openForm();
    await send(page);
    await summary(page).waitFor();
    await page.getByLabel("Gallery name").fill("Galerie Live");
    await expect.poll(() => errorBeside(page, "gallery.name")).toEqual({ invalid: null, text: "" });
    expect(await summaryLines(page)).not.toContain(messages.galleryName);

    await page.getByLabel("Platform: the sector for young programs").check();
    await expect
      .poll(() => errorBeside(page, "proposal.pitch"))
      .toEqual({ invalid: "true", text: `Error: ${messages.pitch}` });
    const pitch = page.getByLabel("A short description of your program");
    await pitch.fill("x".repeat(49));
    expect(await page.getByText("49 of at least 50 characters").isVisible()).toBe(true);
    expect((await errorBeside(page, "proposal.pitch")).text).toBe(`Error: ${messages.pitch}`);
    await pitch.fill("x".repeat(50));
    await expect.poll(() => errorBeside(page, "proposal.pitch")).toEqual({ invalid: null, text: "" });
    expect(await page.getByText("50 characters, enough").isVisible()).toBe(true);

    await page.getByLabel("Galleries: a booth in the main sector").check();
    await expect
      .poll(() => errorBeside(page, "proposal.booth"))
      .toEqual({ invalid: "true", text: `Error: ${messages.booth}` });

    await page.getByLabel("Year founded").fill("1700");
    await page.getByLabel("Contact email (required)", { exact: true }).fill("not an address");
    await artist(page, 1).getByLabel("Year of birth").fill("19");
    await page.getByLabel("Contact email for tax matters").fill("tax@");
    await expect
      .poll(() => errorBeside(page, "artists.0.born"))
      .toMatchObject({ text: `Error: ${messages.artistBorn(1)}` });
    expect((await errorBeside(page, "gallery.year_founded")).text).toBe(`Error: ${messages.galleryYearFounded}`);
    expect((await errorBeside(page, "gallery.email")).text).toBe(`Error: ${messages.galleryEmail}`);
    expect((await errorBeside(page, "tax.email")).text).toBe(`Error: ${messages.taxEmail}`);

    await page.getByRole("button", { name: "Add a gallery picture" }).click();
    await expect
      .poll(() => summaryLines(page))
      .toEqual(
        expect.arrayContaining([
          "Gallery Picture 1: Please choose a picture.",
          messages.pictureTitle(1),
          messages.pictureArtists(1),
          messages.pictureYear(1),
        ]),
      );
    expect(await summaryLines(page)).not.toContain(messages.galleryPictures);
    await galleryPicture(page, 1).getByLabel("Year").fill("2023");
    await expect.poll(() => summaryLines(page)).not.toContain(messages.pictureYear(1));

    // Removing the only artwork, then the only artist (both empty: no question asked).
    await artwork(page, 1, 1).getByRole("button", { name: "Remove artwork 1 of artist 1" }).click();
    await expect
      .poll(() => errorBeside(page, "artists.0.artworks"))
      .toMatchObject({ text: `Error: ${messages.noArtworks(1)}` });
    // The artist has a year of birth now: removing it asks first.
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toBe("Remove artist 1 and everything entered for them, artworks included?");
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Remove artist 1" }).click();
    await expect.poll(() => summaryLines(page)).toContain(messages.noArtists);
    expect((await errorBeside(page, "artists")).text).toBe(`Error: ${messages.noArtists}`);
    await page.context().close();
  });
});

describe("upload problems", () => {
  it("an empty ('online only') file and one over the size limit are refused with the spec's words", async () => {
    const page = await openForm();
    await page
      .getByLabel("Proof documents")
      .setInputFiles([
        { name: "placeholder.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(0) },
        pdf("registration.pdf"),
      ]);
    await page.getByText(messages.fileInvalid("placeholder.pdf")).waitFor();
    await page.getByRole("button", { name: "Remove registration.pdf" }).waitFor();
    const big = pdf("scan.pdf");
    big.buffer = Buffer.concat([big.buffer, Buffer.alloc(1_200_000, 0x25)]);
    await page.getByLabel("Proof documents", { exact: true }).setInputFiles([big]);
    await page.getByText(messages.fileTooLarge("scan.pdf")).waitFor();
    await page.context().close();
  });
});

describe("what only the server can tell", () => {
  it("a PDF carrying a script is kept when it is added (the back office flags it); a HEIC photo is refused at once with its own message", async () => {
    const page = await openForm("?fake");
    await page.getByRole("button", { name: "Remove registration.pdf" }).click();
    const scripted = pdf("registration.pdf", "x");
    scripted.buffer = Buffer.concat([
      scripted.buffer,
      Buffer.from("4 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj\n"),
    ]);
    await page.getByLabel("Proof documents", { exact: true }).setInputFiles([scripted]);
    await page.getByRole("button", { name: "Remove registration.pdf" }).waitFor();
    expect(await page.getByText(/registration\.pdf (is not a valid file|contains)/).count()).toBe(0);

    // The first bytes of an iPhone photo: an ISO media file of brand "heic".
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.alloc(2000, 1)]);
    const picture = galleryPicture(page, 1);
    await picture
      .getByLabel("Picture (required)", { exact: true })
      .and(picture.locator("input[type=file]"))
      .setInputFiles([{ name: "IMG_0042.HEIC", mimeType: "image/heic", buffer: heic }]);
    await page.getByText("IMG_0042.HEIC is a HEIC photo: please choose a JPEG, PNG or WebP").waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("a closed edition is named at the top, in the summary and beside the edition line", async () => {
    const context = await bed.browser.newContext();
    const page = await context.newPage();
    // As if the page had been opened for an edition that has closed since.
    await page.route(`${bed.server.url}/?fake`, async (route) => {
      const answer = await route.fetch();
      const html = (await answer.text()).replace(
        /<meta name="edition" content="[^"]*">/,
        '<meta name="edition" content="closed-2019">',
      );
      await route.fulfill({ response: answer, body: html });
    });
    await page.goto(`${bed.server.url}/?fake`);
    await page.getByRole("heading", { name: "Choice" }).waitFor();
    await send(page);
    await summary(page).waitFor();
    expect(await summaryLines(page)).toEqual([messages.edition]);
    expect((await errorBeside(page, "edition")).text).toBe(`Error: ${messages.edition}`);
    await context.close();
  });
});

describe("a failure that is not about the data", () => {
  it("a 500 shows that nothing is lost and to try again, logs it, and a retry goes through", async () => {
    const page = await openForm("?fake");
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") logged.push(message.text());
    });
    await page.route("**/application-validate", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Something broke."}' }),
    );
    await send(page);
    const alert = page.getByRole("alert").filter({ hasText: "could not be sent" });
    await alert.waitFor();
    expect(await alert.innerText()).toContain("Everything you entered is still here; please try again.");
    expect(logged.some((line) => line.includes("500"))).toBe(true);
    expect(await page.getByLabel("Gallery name").inputValue()).toBe("Galerie Nordlicht");
    expect(await artwork(page, 2, 3).getByLabel("Title").inputValue()).toBe(exampleArtwork(1, 2).title);

    await page.unroute("**/application-validate");
    await send(page);
    await page.getByRole("heading", { name: "Application sent" }).waitFor();
    await page.context().close();
  });

  it("a connection lost before the answer shows the same; the retry is recognised and stored once", async () => {
    const page = await openForm("?fake");
    await page.getByLabel("Gallery name").fill("Galerie Offline");
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") logged.push(message.text());
    });
    // The server receives and stores the application, but its answer never reaches the page.
    await page.route("**/application-submit", async (route) => {
      await route.fetch();
      await route.abort("connectionreset");
    });
    await send(page);
    await page.getByRole("alert").filter({ hasText: "could not be sent" }).waitFor();
    expect(logged.some((line) => line.includes("Sending the application failed"))).toBe(true);
    expect(await page.getByLabel("Gallery name").inputValue()).toBe("Galerie Offline");
    expect(await page.getByRole("button", { name: "Send application" }).isEnabled()).toBe(true);

    await page.unroute("**/application-submit");
    await send(page);
    await page.getByRole("heading", { name: "Application sent" }).waitFor();
    const rows = await bed.server.app.db
      .selectFrom("applications")
      .select("id")
      .where("gallery_name", "=", "Galerie Offline")
      .execute();
    expect(rows).toHaveLength(1);
    await page.context().close();
  });
});
