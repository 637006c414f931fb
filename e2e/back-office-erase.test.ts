/**
 * Issue 14's erase action in Chromium, by keyboard: an admin opens the confirmation dialog, is
 * asked for a reason, gives one and erases; the application's personal data is gone. No serious
 * accessibility violation with the dialog open. A reviewer has no such action.
 */
import { describe, expect, it } from "vitest";
import { backOfficeTestBed, galleryApplication, signInThroughPage } from "../test-support/back-office-page.ts";
import { seriousAccessibilityViolations } from "../test-support/browser.ts";

const EDITION = "fair-2027";
const bed = backOfficeTestBed({ OPEN_EDITIONS: EDITION });

describe("erasing from the application page", () => {
  it("asks for confirmation and a reason, then erases (keyboard only)", async () => {
    const { id } = await bed.store(galleryApplication(EDITION, "Galerie Vergessen"), Date.UTC(2027, 0, 10));
    const page = await bed.newPage();
    await signInThroughPage(page, bed.server().url, bed.staff("admin"), `/admin/applications/${id}`);
    const open = page.getByRole("button", { name: "Erase personal data…" });
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Erase this application's personal data?" });
    await dialog.waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Erase personal data" }).click();
    await expect.poll(() => dialog.getByRole("alert").textContent()).toBe("Give the reason for the erasure.");
    await dialog.getByLabel("Reason (kept in the audit)").fill("Applicant's request of 3 March");
    await dialog.getByLabel("Reason (kept in the audit)").press("Tab");
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "was erased" }).waitFor();
    const row = await bed
      .server()
      .app.db.selectFrom("applications")
      .select(["gallery_name", "erased_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.gallery_name).toBe("");
    expect(row.erased_at).toEqual(expect.any(Number));
  });

  it("is not offered to a reviewer", async () => {
    const { id } = await bed.store(galleryApplication(EDITION, "Galerie Bleibt"), Date.UTC(2027, 0, 11));
    const page = await bed.newPage();
    await signInThroughPage(page, bed.server().url, bed.staff("reviewer"), `/admin/applications/${id}`);
    await page.getByRole("heading", { name: "Galerie Bleibt" }).waitFor();
    expect(await page.getByRole("button", { name: "Erase personal data…" }).count()).toBe(0);
  });
});
