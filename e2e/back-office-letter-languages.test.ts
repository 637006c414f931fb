/**
 * Letters per language in Chromium: an admin chooses German on an edition's letter templates page,
 * starts from the German default text, saves the edition's German template and previews it with a
 * gallery that applied in German; the outbox then says the letter was written from the German
 * template, and a French gallery's from the French one. Axe clean, no sideways scrolling, at 1280
 * and 390 px (SCREENSHOT_DIR=… keeps a picture of each).
 */
import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { COMMAND_LINE } from "../src/server/applications/actor.ts";
import { changeStatus } from "../src/server/applications/status.ts";
import {
  backOfficeTestBed,
  DESKTOP,
  galleryApplication,
  PHONE,
  signInThroughPage,
} from "../test-support/back-office-page.ts";
import { looked } from "../test-support/browser.ts";

const EDITION = "fair-2027";
const bed = backOfficeTestBed({ OPEN_EDITIONS: EDITION });
const T0 = Date.UTC(2027, 0, 10, 9, 0);

beforeAll(async () => {
  const db = bed.server().app.db;
  for (const [i, [name, language]] of [
    ["Galerie Sprache", "de"],
    ["Galerie Langue", "fr"],
  ].entries()) {
    const { id } = await bed.store(
      galleryApplication(EDITION, name as string, (form) => {
        form.gallery.contact = `Kim ${i}`;
        form.proposal.booth = "medium";
      }),
      T0 + i * 60_000,
    );
    // Kept at submit (the form's tests); given here as the submission would have.
    await db.updateTable("applications").set({ language }).where("id", "=", id).execute();
    await changeStatus(db, [id], "accepted", COMMAND_LINE, null);
  }
});

async function asAdmin(path: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await bed.newPage(viewport);
  await signInThroughPage(page, bed.server().url, bed.staff("admin"), path);
  return page;
}

it("an admin chooses German, saves the German template, previews it, and the outbox says which template each letter took", async () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const page = await asAdmin(`/admin/editions/${EDITION}/letters`, viewport);
    await page.getByRole("heading", { name: "Accepted: default template" }).waitFor();
    const language = page.getByLabel("Language of the template");
    expect(await language.locator("option").allInnerTexts()).toEqual([
      "Default template",
      "English",
      "Deutsch",
      "Français",
      "Español",
      "Italiano",
      "日本語",
      "简体中文",
    ]);
    await language.selectOption({ label: "Deutsch" });
    await page.getByRole("heading", { name: "Accepted: German template" }).waitFor();
    await page.getByLabel("With the application of").selectOption({ label: "Galerie Sprache" });
    const subject = page.getByLabel("Subject");
    const preview = page.locator(".letters-mail");

    if (viewport === DESKTOP) {
      // Nothing saved yet: the German default text, previewed in German with the gallery's facts.
      expect(await subject.inputValue()).toBe("{{edition}}: Ihre Bewerbung ist angenommen ({{reference}})");
      expect(await page.getByText("No German template is saved yet").innerText()).toContain("get this default text");
      await preview.getByText("Ihr Stand: mittelgroß.", { exact: false }).waitFor();
      expect(await preview.innerText()).toContain("Guten Tag Kim 0,");
      await looked(page, "letter-template-german-default");

      await subject.fill("{{edition}}: Zusage für {{gallery}}");
      await page.getByRole("button", { name: "Save the template" }).click();
      await page.getByText("The template is saved.").waitFor();
    }
    // Saved: the German template, its preview filled in for the German gallery.
    await preview.getByText(/: Zusage für Galerie Sprache$/).waitFor();
    expect(await subject.inputValue()).toBe("{{edition}}: Zusage für {{gallery}}");
    expect(await page.getByText("No German template is saved yet").count()).toBe(0);
    expect(await subject.getAttribute("lang")).toBe("de");
    await looked(page, "letter-template-german");

    // The default template is still the English default text.
    await language.selectOption({ label: "Default template" });
    await page.getByRole("heading", { name: "Accepted: default template" }).waitFor();
    expect(await subject.inputValue()).toBe("{{edition}}: your application is accepted ({{reference}})");

    const outbox = await asAdmin("/admin/letters", viewport);
    await outbox.getByRole("heading", { name: "Letters" }).waitFor();
    if (viewport === DESKTOP) {
      await outbox.getByRole("button", { name: "Prepare letters" }).click();
      await outbox.getByText(/letters? prepared/).waitFor();
    }
    const letterOf = (gallery: string) => outbox.getByRole("listitem").filter({ hasText: `${gallery}: Accepted` });
    await letterOf("Galerie Sprache").getByText("German template").waitFor();
    await letterOf("Galerie Langue").getByText("French template").waitFor();
    await looked(outbox, "letters-outbox-languages");
  }
}, 120_000);
