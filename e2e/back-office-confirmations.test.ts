/**
 * Issue 32, "Outward actions ask first", in Chromium: sending letters, releasing or withholding the
 * decisions, choosing the form's edition and a status change after the release each open the one
 * confirmation dialog, which says what will happen and how many; nothing changes before the answer,
 * Escape and "Cancel" change nothing and give the focus back to the button that asked. Axe clean with
 * each dialog open, at 1280 and 390 px (SCREENSHOT_DIR=… keeps a picture of each).
 */
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { COMMAND_LINE } from "../src/server/applications/actor.ts";
import { changeStatus } from "../src/server/applications/status.ts";
import {
  backOfficeTestBed,
  clickInSideColumn,
  DESKTOP,
  galleryApplication,
  PHONE,
  signInThroughPage,
} from "../test-support/back-office-page.ts";
import { seriousAccessibilityViolations } from "../test-support/browser.ts";
import { signIn } from "../test-support/staff.ts";

const EDITION = "fair-2027";
const bed = backOfficeTestBed({ OPEN_EDITIONS: EDITION });
const SHOTS = process.env.SCREENSHOT_DIR;
const T0 = Date.UTC(2027, 0, 10, 9, 0);
const ids = new Map<string, string>();

beforeAll(async () => {
  const server = bed.server();
  for (const [i, name] of ["Galerie Nordlicht", "Atelier Ø", "Zenith Rooms", "Salon Zurück"].entries())
    ids.set(name, (await bed.store(galleryApplication(EDITION, name), T0 + i * 60_000)).id);
  const id = (name: string) => ids.get(name) as string;
  await changeStatus(server.app.db, [id("Galerie Nordlicht"), id("Atelier Ø")], "accepted", COMMAND_LINE, null);
  await changeStatus(server.app.db, [id("Zenith Rooms")], "rejected", COMMAND_LINE, null);
  const admin = await signIn(server.url, bed.staff("admin").email, bed.staff("admin").password);
  const send = (method: string, path: string, body: unknown) =>
    admin.fetch(path, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  await send("PATCH", `/admin/api/editions/${EDITION}`, { name: "Art Fair Berlin 2027" });
  await send("POST", "/admin/api/editions", {
    slug: "fair-2028",
    name: "Art Fair Berlin 2028",
    time_zone: "Europe/Berlin",
    public: true,
  });
  expect((await send("POST", `/admin/api/editions/${EDITION}/letters/prepare`, {})).status).toBe(200);
});

async function asAdmin(path: string, viewport = DESKTOP): Promise<Page> {
  const page = await bed.newPage(viewport);
  await signInThroughPage(page, bed.server().url, bed.staff("admin"), path);
  return page;
}

/** The dialog is open, axe finds nothing serious, and its picture is kept when asked for. */
async function looked(page: Page, dialog: Locator, name: string) {
  await dialog.waitFor();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png` });
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? "");

const letterStates = () =>
  bed
    .server()
    .app.db.selectFrom("letters")
    .select("state")
    .where("edition", "=", EDITION)
    .execute()
    .then((rows) => rows.map((row) => row.state).sort());

const statusOf = (name: string) =>
  bed
    .server()
    .app.db.selectFrom("applications")
    .select("status")
    .where("id", "=", ids.get(name) as string)
    .executeTakeFirstOrThrow()
    .then((row) => row.status);

const released = () =>
  bed
    .server()
    .app.db.selectFrom("editions")
    .select("decisions_released")
    .where("slug", "=", EDITION)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.decisions_released));

describe("outward actions ask first", () => {
  it("sending every letter says how many go to how many galleries; Escape sends none, confirming sends them", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await asAdmin("/admin/letters", viewport);
      const sendAll = page.getByRole("button", { name: /^Send every pending and failed letter/ });
      await sendAll.click();
      const dialog = page.getByRole("dialog", { name: "Send 3 letters to 3 galleries?" });
      await looked(page, dialog, "letters-confirm");
      expect(await dialog.innerText()).toContain("2 accepted, 1 rejected");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      expect(await focusedText(page)).toMatch(/^Send every pending and failed letter/);
      expect(await letterStates()).toEqual(["pending", "pending", "pending"]);

      if (viewport === DESKTOP) {
        await sendAll.click();
        await dialog.getByRole("button", { name: "Send 3 letters" }).click();
        await page.getByRole("status").getByText("3 sent.").waitFor();
        expect(await letterStates()).toEqual(["sent", "sent", "sent"]);
      }
    }
  });

  it("withholding and releasing the decisions says what the galleries will see, and changes nothing until confirmed", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await asAdmin(`/admin/editions/${EDITION}`, viewport);
      await page.getByRole("button", { name: /^Withhold the decisions/ }).click();
      const withhold = page.getByRole("dialog", { name: "Withhold the decisions?" });
      await looked(page, withhold, "withhold-confirm");
      expect(await withhold.innerText()).toContain(
        "At once, 3 galleries with a decision read “being reviewed” on their status page again",
      );
      await withhold.getByRole("button", { name: "Cancel" }).click();
      await withhold.waitFor({ state: "hidden" });
      expect(await focusedText(page)).toMatch(/^Withhold the decisions/);
      expect(await released()).toBe(1);
    }

    const page = await asAdmin(`/admin/editions/${EDITION}`);
    await page.getByRole("button", { name: /^Withhold the decisions/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Withhold the decisions" }).click();
    await page.getByRole("status").getByText("The decisions are withheld again.").waitFor();
    expect(await released()).toBe(0);

    await page.getByRole("button", { name: /^Release the decisions/ }).click();
    const release = page.getByRole("dialog", { name: "Release the decisions?" });
    await looked(page, release, "release-confirm");
    const said = await release.innerText();
    expect(said).toContain("At once, 3 galleries see their decision on their status page");
    expect(said).toContain("2 accepted, named on the public pages and the floor plan");
    expect(said).toContain("1 rejected");
    expect(await released()).toBe(0);
    await release.getByRole("button", { name: "Release the decisions" }).click();
    await page.getByRole("status").getByText("The decisions are released.").waitFor();
    expect(await released()).toBe(1);
  });

  it("a status change after the release says the gallery sees it at once, in bulk and on the application's page", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await asAdmin("/admin", viewport);
      await page.getByRole("table").waitFor();
      await page.getByRole("checkbox", { name: "Select Atelier Ø" }).check();
      const bulk = page.getByRole("region", { name: "Change the status of the selected applications" });
      await bulk.getByLabel("New status").selectOption({ label: "Waitlisted" });
      await bulk.getByRole("button", { name: "Change status…" }).click();
      const dialog = page.getByRole("dialog", { name: "Change 1 application to Waitlisted?" });
      await looked(page, dialog, "bulk-status-confirm");
      expect(await dialog.innerText()).toContain(
        "The gallery sees this at once: the decisions are released, so its status page reads “Waitlisted” now.",
      );
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      expect(await statusOf("Atelier Ø")).toBe("accepted");
    }

    const page = await asAdmin(`/admin/applications/${ids.get("Galerie Nordlicht")}`);
    const decision = page.getByRole("region", { name: "Decision" });
    await decision.getByLabel("New status").selectOption({ label: "Shortlisted" });
    await clickInSideColumn(decision.getByRole("button", { name: "Change status" }));
    const dialog = page.getByRole("dialog", { name: "Change the status to Shortlisted?" });
    await looked(page, dialog, "decision-confirm");
    expect(await dialog.innerText()).toContain("The gallery sees this at once");
    expect(await dialog.innerText()).toContain("its status page reads “Being reviewed” now");
    expect(await statusOf("Galerie Nordlicht")).toBe("accepted");
    await dialog.getByRole("button", { name: "Change to Shortlisted" }).click();
    await expect.poll(() => decision.getByRole("status").innerText()).toMatch(/^Decision set to Shortlisted\./);
    expect(await statusOf("Galerie Nordlicht")).toBe("shortlisted");
  });

  it("“Use for the form” says what changes and what stays, and changes nothing until confirmed", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await asAdmin("/admin/editions", viewport);
      await page.getByRole("button", { name: /^Use for the form \(Art Fair Berlin 2028\)/ }).click();
      const dialog = page.getByRole("dialog", { name: "Use Art Fair Berlin 2028 for the form?" });
      await looked(page, dialog, "form-edition-confirm");
      const said = await dialog.innerText();
      expect(said).toContain("The public form applies to Art Fair Berlin 2028 from now on");
      expect(said).toContain("Applications to Art Fair Berlin 2027 stay where they are");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      expect(await focusedText(page)).toMatch(/^Use for the form/);
      expect(await page.locator(".form-edition").innerText()).toContain(
        "The public form applies to Art Fair Berlin 2027",
      );
    }
    const page = await asAdmin("/admin/editions");
    await page.getByRole("button", { name: /^Use for the form \(Art Fair Berlin 2028\)/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Use Art Fair Berlin 2028 for the form" }).click();
    await expect
      .poll(() => page.locator(".form-edition").innerText())
      .toContain("Art Fair Berlin 2028, as an admin chose");
  });
});
