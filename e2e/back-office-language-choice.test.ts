/**
 * A member picks the back office's language on her account page, in Chromium: her browser asks for
 * German, so the back office opens in German; she picks English and the page opens again in English,
 * whatever her browser asks; she hands the choice back to her browser. Axe clean and no sideways
 * scrolling at 1280 and 390 px (SCREENSHOT_DIR=… keeps a picture of each).
 */
import { expect, it } from "vitest";
import { backOfficeTestBed, DESKTOP, PHONE, signInThroughPage } from "../test-support/back-office-page.ts";
import { looked } from "../test-support/browser.ts";

const bed = backOfficeTestBed();

it("follows her German browser, then her pick of English on her account page, then her browser again", async () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const page = await bed.newPage(viewport, { locale: "de-DE" });
    await signInThroughPage(page, bed.server().url, bed.staff("reviewer"), "/admin/account");
    const panel = page.locator("form", { has: page.getByRole("heading", { name: "Sprache des Backoffice" }) });
    await panel.waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("de");
    expect(await page.getByRole("link", { name: "Zum Hauptinhalt springen" }).count()).toBe(1);
    // Her account's choice arrives after the form: wait for it rather than read the form's first state.
    await expect.poll(() => panel.getByRole("radio", { name: "Wie mein Browser es wünscht" }).isChecked()).toBe(true);
    await looked(page, "account-language-german");

    await panel.getByRole("radio", { name: "English" }).check();
    await Promise.all([page.waitForEvent("load"), panel.getByRole("button", { name: "Sprache speichern" }).click()]);
    const english = page.locator("form", { has: page.getByRole("heading", { name: "Language of the back office" }) });
    await english.waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("en");
    await expect.poll(() => english.getByRole("radio", { name: "English" }).isChecked()).toBe(true);
    await page.getByRole("link", { name: "Applications" }).waitFor();
    await looked(page, "account-language-english");

    await english.getByRole("radio", { name: "As my browser asks" }).check();
    await Promise.all([page.waitForEvent("load"), english.getByRole("button", { name: "Save language" }).click()]);
    await page.getByRole("heading", { name: "Sprache des Backoffice" }).waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("de");
  }
});
