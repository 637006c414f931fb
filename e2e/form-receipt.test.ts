/** Issue 13, a receipt: the success state says what was received and leads, by keyboard, to a printable receipt. */
import { expect, it } from "vitest";
import { seriousAccessibilityViolations } from "../test-support/browser.ts";
import { fillMinimalApplication, formTestBed, pdf, upload } from "../test-support/form-page.ts";

const bed = formTestBed();

it("the success state shows the reference, gallery, sector, counts, size and time; its receipt page prints", async () => {
  const page = await bed.openForm();
  await fillMinimalApplication(page, "Galerie Quittung");
  await upload(page, "Proof documents", [pdf("registration.pdf")]);
  await page.getByRole("button", { name: "Send application" }).click();
  await page.getByRole("heading", { name: "Application sent" }).waitFor();

  const row = await bed.server.app.db
    .selectFrom("applications")
    .select("id")
    .where("gallery_name", "=", "Galerie Quittung")
    .executeTakeFirstOrThrow();
  const reference = row.id.slice(0, 8).toUpperCase();
  const receipt = page.locator(".success__receipt");
  const pairs = await receipt.evaluate((dl) =>
    [...dl.querySelectorAll("dt")].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );
  expect(pairs.slice(0, 6)).toEqual([
    ["Reference", reference],
    ["Gallery", "Galerie Quittung"],
    ["Sector", "Galleries (a booth in the main sector)"],
    ["Artists", "1 artist"],
    ["Artworks", "1 artwork"],
    ["Files", expect.stringMatching(/^2 files, \d+ (bytes|KB) in total$/)],
  ]);
  expect(pairs[6]?.[0]).toBe("Received");
  // In the edition's zone, named (the test server's editions are in UTC).
  expect(pairs[6]?.[1]).toMatch(/^\d{1,2} \w+ 20\d\d at \d\d:\d\d \(UTC\)$/);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // Keyboard only: from the focused heading, Tab reaches the receipt link and Enter opens it.
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("success-title");
  const link = page.getByRole("link", { name: "Print or save the receipt" });
  for (let i = 0; i < 5 && !(await link.evaluate((a) => a === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  expect(await link.evaluate((a) => a === document.activeElement)).toBe(true);
  await page.keyboard.press("Enter");
  await page.getByRole("heading", { name: "Application received" }).waitFor();
  expect(page.url()).toBe(`${bed.server.url}/application-receipt/${row.id}`);
  expect(await page.getByText(reference, { exact: true }).isVisible()).toBe(true);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.emulateMedia({ media: "print" });
  expect(await page.getByRole("link", { name: "Back to the application form" }).isVisible()).toBe(false);
  expect(await page.getByText("Galerie Quittung").first().isVisible()).toBe(true);
  await page.emulateMedia({ media: "screen" });

  // Another visitor cannot read it.
  const other = await bed.browser.newContext();
  const stranger = await other.newPage();
  const answer = await stranger.goto(`${bed.server.url}/application-receipt/${row.id}`);
  expect(answer?.status()).toBe(404);
  await other.close();
  await page.context().close();
});
