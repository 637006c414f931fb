import { expect, it } from "vitest";
import {
  artist,
  artwork,
  BIO,
  DRAFT_KEY,
  draftFilePaths,
  fillMinimalApplication,
  formTestBed,
  galleryPicture,
  imageSize,
  pdf,
  png,
  storedApplication,
  storedBytes,
  upload,
} from "../test-support/form-page.ts";

const bed = formTestBed();
const openForm = bed.openForm;

it("an applicant fills in every section with real images and PDFs, sends it, and sees the success state", async () => {
  const page = await openForm();
  const sections = await page.locator("fieldset.section > legend").allInnerTexts();
  expect(sections).toEqual(["Choice", "Proposal", "Artists", "Gallery", "Tax", "Proof"]);

  await page.getByLabel("Galleries: a booth in the main sector").check();
  await page.getByRole("radio", { name: "Large" }).check();
  await page.getByLabel("We would like to take part in the mentorship program").check();
  await page.getByLabel("Concept of your presentation").fill("Three painters and the light of northern harbours.");
  await upload(page, "Booth renderings", [pdf("booth.pdf")]);

  const first = artist(page, 1);
  await first.getByLabel("First name").fill("Ada");
  await first.getByLabel("Last name").fill("Okafor");
  await first.getByLabel("Nationality").fill("Nigerian");
  await first.getByLabel("Year of birth").fill("1979");
  await first.getByLabel("Biography").fill(BIO);
  await expect.poll(() => first.getByText(/characters, enough/).count()).toBe(1);
  const work = artwork(page, 1, 1);
  await work.getByLabel("Title").fill("Low Tide");
  await work.getByLabel("Year, medium, size").fill("2021, oil on canvas, 120 × 90 cm");
  await work.getByLabel("This artwork will be presented").check();
  // 3000 × 1500 px: the upload scales it to 2000 × 1000 before it is sent.
  await upload(work, "Image", [png("harbour.png", 3000, 1500, 3)]);
  await first.getByRole("button", { name: "Add an artwork to artist 1" }).click();
  const second = artwork(page, 1, 2);
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("artists.0.artworks.1.title");
  await second.getByLabel("Title").fill("Afterimage");
  await second.getByLabel("A similar work will be presented").check();

  await page.getByLabel("Gallery name").fill("Galerie Nordlicht");
  await page.getByLabel("Year founded").fill("1998");
  await page.getByLabel("Locations").fill("Berlin\nOslo");
  await page.getByLabel("Fairs you took part in").fill("Art Basel 2023");
  await page.getByLabel("Founders").fill("Ingrid Solberg");
  await page.getByLabel("Contact person (required)", { exact: true }).fill("Ingrid Solberg");
  await page.getByLabel("Contact email (required)", { exact: true }).fill("ingrid@nordlicht.example");
  await page.getByLabel("Website").fill("https://nordlicht.example");
  await page.getByLabel("Social media").fill("@nordlicht");
  await page.getByLabel("Highlights of your program").fill("First European solo show of Kwame Mensah.");
  await page.getByRole("button", { name: "Add a gallery picture" }).click();
  const picture = galleryPicture(page, 1);
  await upload(picture, "Picture (required)", [png("opening.png", 800, 600, 5)]);
  await picture.getByLabel("Exhibition title").fill("Salt: a group show");
  await picture.getByLabel("Artists").fill("Ada Okafor, Jonas Berg");
  await picture.getByLabel("Year").fill("2023");
  await upload(page, "Additional files", [pdf("press-kit.pdf")]);

  await page.getByLabel("Company name").fill("Galerie Nordlicht GmbH");
  await page.getByLabel("Company address").fill("Torstraße 12\n10119 Berlin");
  await page.getByLabel("Tax number").fill("DE123456789");
  await page.getByLabel("Contact person for tax matters").fill("Paul Adeyemi");
  await page.getByLabel("Contact email for tax matters").fill("accounts@nordlicht.example");
  await page.getByLabel("Contact phone for tax matters").fill("+49 30 1234567");
  await upload(page, "Proof documents", [pdf("registration.pdf")]);

  await page.getByRole("button", { name: "Send application" }).click();
  await page.getByRole("heading", { name: "Application sent" }).waitFor();
  await expect.poll(() => page.getByRole("strong").filter({ hasText: "Galerie Nordlicht" }).isVisible()).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.title()).toBe("Application sent – Apply for the art fair");
  // Nothing of the sent application lingers in the bed.browser.
  await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), DRAFT_KEY)).toBeNull();
  await expect.poll(() => draftFilePaths(page)).toEqual([]);

  const stored = await storedApplication(bed.server, "Galerie Nordlicht");
  expect(stored?.form).toMatchObject({
    edition: "demo-2027",
    choice: "galleries",
    proposal: { booth: "large", mentorship: true, rendering: [{ filename: "booth.pdf" }] },
    artists: [
      {
        first_name: "Ada",
        last_name: "Okafor",
        nationality: "Nigerian",
        born: "1979",
        bio: BIO,
        artworks: [
          { title: "Low Tide", meta: "2021, oil on canvas, 120 × 90 cm", presented: "present" },
          { title: "Afterimage", presented: "similar", filename: "" },
        ],
      },
    ],
    gallery: {
      name: "Galerie Nordlicht",
      locations: "Berlin\nOslo",
      pictures: [{ exhibition_title: "Salt: a group show", artists: "Ada Okafor, Jonas Berg", year: "2023" }],
      additional: [{ filename: "press-kit.pdf" }],
    },
    tax: { company: "Galerie Nordlicht GmbH", phone: "+49 30 1234567" },
    proof: [{ filename: "registration.pdf" }],
  });
  const files = new Map(stored?.files.map((f) => [f.recordPath, f]));
  expect([...files.keys()].sort()).toEqual([
    "artists.0.artworks.0",
    "gallery.additional.0",
    "gallery.pictures.0",
    "proof.0",
    "proposal.rendering.0",
  ]);
  expect(files.get("proof.0")?.contentType).toBe("application/pdf");
  const image = files.get("artists.0.artworks.0");
  const size = imageSize(await storedBytes(bed.server, image?.storageKey ?? ""));
  expect(size).toEqual({ width: 2000, height: 1000 });
  await page.context().close();
});

it("while sending, the button is disabled and a progress bar shows; the example data (?fake) goes through as it is", async () => {
  const page = await openForm("?fake");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/application-submit", async (route) => {
    await held;
    await route.continue();
  });
  const send = page.getByRole("button", { name: "Send application" });
  await send.click();
  await page.getByRole("progressbar").waitFor();
  // Disabled for the user (announced so) while it keeps focus: aria-disabled, not disabled.
  expect(await send.getAttribute("aria-disabled")).toBe("true");
  // A second click while sending does nothing: one application, not two.
  await send.click({ force: true });
  release();
  await page.getByRole("heading", { name: "Application sent" }).waitFor();
  expect(await page.getByRole("strong").filter({ hasText: "Galerie Nordlicht" }).isVisible()).toBe(true);
  const rows = await bed.server.app.db
    .selectFrom("applications")
    .select("id")
    .where("gallery_name", "=", "Galerie Nordlicht")
    .execute();
  // The first test stored one Galerie Nordlicht; this one adds exactly one more.
  expect(rows).toHaveLength(2);
  await page.context().close();
});

it("the smallest valid application goes through too", async () => {
  const page = await openForm();
  await fillMinimalApplication(page, "Galerie Minimal");
  await page.getByRole("button", { name: "Send application" }).click();
  await page.getByRole("heading", { name: "Application sent" }).waitFor();
  expect(await page.getByRole("strong").filter({ hasText: "Galerie Minimal" }).isVisible()).toBe(true);
  expect((await storedApplication(bed.server, "Galerie Minimal"))?.files).toHaveLength(1);
  await page.context().close();
});
