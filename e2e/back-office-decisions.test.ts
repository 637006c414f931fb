/**
 * Issue 10's decisions in Chromium: an admin shortlists three applications at once from the list
 * (rows selected by checkbox, a note, a confirmation dialog, the outcome announced), accepts one from
 * its page, and /ecosystem shows that gallery at once; the history lists every change with who,
 * when, from, to and the note; a reviewer can neither change a status nor change a review after the
 * decision. Keyboard-only, and no serious accessibility violation with the dialog open, at 1280 and 390 px.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { acceptApplication } from "../src/server/applications/status.ts";
import {
  backOfficeTestBed,
  clickInSideColumn,
  DESKTOP,
  galleryApplication,
  PHONE,
  type StoredForTest,
  signInThroughPage,
} from "../test-support/back-office-page.ts";
import { pageProblems, tabTo } from "../test-support/browser.ts";
import { signIn } from "../test-support/staff.ts";

const EDITION = "fair-2027";
const bed = backOfficeTestBed({ OPEN_EDITIONS: EDITION });
const T0 = Date.UTC(2027, 0, 10, 9, 0);
const HOUR = 3_600_000;
const NAMES = [
  "Galerie Nordlicht",
  "Atelier Ø",
  "Blue Nile Projects",
  "Kunsthalle Zürich",
  "Zenith Rooms",
  "Salon Zurück",
];

const stored = new Map<string, StoredForTest>();

beforeAll(async () => {
  for (const [i, name] of NAMES.entries())
    stored.set(name, await bed.store(galleryApplication(EDITION, name), T0 + i * HOUR));
});

async function asAdmin(path = "/admin", viewport = DESKTOP): Promise<Page> {
  const page = await bed.newPage(viewport);
  await signInThroughPage(page, bed.server().url, bed.staff("admin"), path);
  return page;
}

const idOf = (name: string) => stored.get(name)?.id as string;
const rowStatus = (page: Page, name: string) =>
  page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name }) })
    .locator(".status-tag")
    .innerText();

/** After the release a change the gallery would read is asked first ("The gallery sees this at once"). */
async function confirmSeen(page: Page, label: string) {
  const dialog = page.getByRole("dialog", { name: `Change the status to ${label}?` });
  expect(await dialog.innerText()).toContain("The gallery sees this at once");
  await dialog.getByRole("button", { name: `Change to ${label}` }).click();
}

describe("decisions", () => {
  it("an admin shortlists three in bulk, accepts one, /ecosystem shows it, and the history lists every change", async () => {
    const page = await asAdmin();
    await page.getByRole("table").waitFor();
    for (const name of ["Galerie Nordlicht", "Atelier Ø", "Zenith Rooms"])
      await page.getByRole("checkbox", { name: `Select ${name}` }).check();
    const bulk = page.getByRole("region", { name: "Change the status of the selected applications" });
    expect(await bulk.innerText()).toContain("3 applications selected.");
    await bulk.getByLabel("New status").selectOption({ label: "Shortlisted" });
    await bulk.getByLabel("Note (optional)").fill("First round, committee of 12 January");
    await bulk.getByRole("button", { name: "Change status…" }).click();

    const dialog = page.getByRole("dialog", { name: "Change 3 applications to Shortlisted?" });
    await dialog.waitFor();
    expect((await dialog.getByRole("listitem").allInnerTexts()).sort()).toEqual(
      ["Atelier Ø", "Galerie Nordlicht", "Zenith Rooms"].sort(),
    );
    expect(await pageProblems(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Change 3 applications" }).click();
    await expect.poll(() => page.locator(".bulk-result").innerText()).toBe("3 applications changed to Shortlisted.");
    expect(await page.locator(".bulk-result").getAttribute("role")).toBe("status");
    await expect.poll(() => rowStatus(page, "Zenith Rooms")).toBe("Shortlisted");
    expect(await rowStatus(page, "Atelier Ø")).toBe("Shortlisted");
    expect(await rowStatus(page, "Galerie Nordlicht")).toBe("Shortlisted");
    expect(await rowStatus(page, "Blue Nile Projects")).toBe("Submitted");
    expect(await page.getByRole("checkbox", { checked: true }).count()).toBe(0);

    // Nothing public yet.
    const visitor = await bed.newPage();
    await visitor.goto(`${bed.server().url}/ecosystem`);
    expect(await visitor.getByRole("link", { name: /Zenith Rooms/ }).count()).toBe(0);

    await page.getByRole("link", { name: "Zenith Rooms" }).click();
    const decision = page.getByRole("region", { name: "Decision" });
    await decision.waitFor();
    await decision.getByLabel("New status").selectOption({ label: "Accepted" });
    await decision.getByLabel("Note (optional)").fill("Unanimous.");
    await clickInSideColumn(decision.getByRole("button", { name: "Change status" }));
    await confirmSeen(page, "Accepted");
    await expect.poll(() => decision.getByRole("status").innerText()).toMatch(/^Decision set to Accepted\./);
    await expect
      .poll(() =>
        page.getByRole("complementary", { name: "About this application" }).locator(".status-tag").first().innerText(),
      )
      .toBe("Accepted");

    // The public pages follow at once: no restart, no cache to clear.
    await visitor.goto(`${bed.server().url}/ecosystem`);
    await visitor
      .getByRole("link", { name: /Zenith Rooms/ })
      .first()
      .waitFor();

    // Back and forth: every change is kept, oldest first, with who, from, to and the note.
    await decision.getByLabel("New status").selectOption({ label: "Waitlisted" });
    await clickInSideColumn(decision.getByRole("button", { name: "Change status" }));
    await confirmSeen(page, "Waitlisted");
    await expect.poll(() => decision.getByRole("status").innerText()).toMatch(/^Decision set to Waitlisted\./);
    await decision.getByLabel("New status").selectOption({ label: "Accepted" });
    await decision.getByLabel("Note (optional)").fill("A booth came free.");
    await clickInSideColumn(decision.getByRole("button", { name: "Change status" }));
    await confirmSeen(page, "Accepted");
    const history = page.getByRole("region", { name: "History" }).getByRole("listitem");
    await expect.poll(() => history.count()).toBe(4);
    const items = await history.allInnerTexts();
    expect(items[0]).toContain("Submitted → Shortlisted");
    expect(items[0]).toContain("Ada Admin");
    expect(items[0]).toContain("First round, committee of 12 January");
    expect(items[1]).toContain("Shortlisted → Accepted");
    expect(items[1]).toContain("Unanimous.");
    expect(items[2]).toContain("Accepted → Waitlisted");
    expect(items[3]).toContain("Waitlisted → Accepted");
    expect(items[3]).toContain("A booth came free.");
    for (const item of items) expect(item).toMatch(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
    expect(await pageProblems(page)).toEqual([]);

    // The command line's accept goes into the same history, named as such.
    await acceptApplication(bed.server().app.db, idOf("Atelier Ø"));
    await page.goto(`${bed.server().url}/admin/applications/${idOf("Atelier Ø")}`);
    const cli = page.getByRole("region", { name: "History" }).getByRole("listitem");
    await expect.poll(() => cli.count()).toBe(2);
    expect(await cli.nth(1).innerText()).toContain("Shortlisted → Accepted");
    expect(await cli.nth(1).innerText()).toContain("Command line");

    // A reviewer sees the history but has no decision control, and the API refuses them too.
    const reviewer = await bed.newPage();
    await signInThroughPage(
      reviewer,
      bed.server().url,
      bed.staff("reviewer"),
      `/admin/applications/${idOf("Zenith Rooms")}`,
    );
    await reviewer.getByRole("region", { name: "History" }).waitFor();
    expect(await reviewer.getByRole("region", { name: "Decision" }).count()).toBe(0);
    await expect
      .poll(() => reviewer.getByRole("region", { name: "Review", exact: true }).innerText())
      .toContain("reviews can no longer be changed");
    expect(await reviewer.getByRole("checkbox").count()).toBe(0);
    const rita = await signIn(bed.server().url, bed.staff("reviewer").email, bed.staff("reviewer").password);
    const refused = await rita.fetch(`/admin/api/applications/${idOf("Blue Nile Projects")}/status`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status: "accepted" }),
    });
    expect(refused.status).toBe(403);
  });

  it("is usable with the keyboard alone: select rows, confirm in the dialog, Escape cancels", async () => {
    const page = await asAdmin();
    await page.getByRole("table").waitFor();
    const box = page.getByRole("checkbox", { name: "Select Kunsthalle Zürich" });
    await box.focus();
    await page.keyboard.press("Space");
    expect(await box.isChecked()).toBe(true);
    const bulk = page.getByRole("region", { name: "Change the status of the selected applications" });
    await bulk.getByLabel("New status").focus();
    await bulk.getByLabel("New status").selectOption("rejected");
    const opener = bulk.getByRole("button", { name: "Change status…" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    // Escape closes it without changing anything, and focus goes back to the button that opened it.
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await rowStatus(page, "Kunsthalle Zürich")).toBe("Submitted");

    await page.keyboard.press("Enter");
    await dialog.waitFor();
    // Focus starts inside the dialog; Tab reaches the confirming button.
    for (let i = 0; i < 4; i++) {
      const name = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
      if (name === "Change 1 application") break;
      await page.keyboard.press("Tab");
    }
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Change 1 application");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator(".bulk-result").innerText()).toBe("1 application changed to Rejected.");
    await expect.poll(() => rowStatus(page, "Kunsthalle Zürich")).toBe("Rejected");
  });

  it("decides on the application's page with the keyboard alone, focus staying in the decision", async () => {
    const page = await asAdmin(`/admin/applications/${idOf("Blue Nile Projects")}`);
    const decision = page.getByRole("region", { name: "Decision" });
    await tabTo(page, decision.getByLabel("New status"));
    // A closed select takes its value from typed letters, as a keyboard user chooses one.
    await page.keyboard.type("Sh");
    expect(await decision.getByLabel("New status").inputValue()).toBe("shortlisted");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Strong second round.");
    await tabTo(page, decision.getByRole("button", { name: "Change status" }), 2);
    await page.keyboard.press("Enter");
    await expect.poll(() => decision.getByRole("status").innerText()).toMatch(/^Decision set to Shortlisted\./);
    const history = page.getByRole("region", { name: "History" }).getByRole("listitem");
    await expect.poll(() => history.last().innerText()).toContain("Strong second round.");
    // Focus did not fall back to the top of the page while the change was sent.
    expect(await decision.evaluate((region) => region.contains(document.activeElement))).toBe(true);
  });

  it("undoes a decision from its page within a few seconds: the status and the list return, the history keeps both", async () => {
    const page = await asAdmin(`/admin/applications/${idOf("Salon Zurück")}`);
    const decision = page.getByRole("region", { name: "Decision" });
    await decision.getByLabel("New status").selectOption({ label: "Accepted" });
    await clickInSideColumn(decision.getByRole("button", { name: "Change status" }));
    await confirmSeen(page, "Accepted");
    const said = decision.getByRole("status");
    await expect.poll(() => said.innerText()).toBe("Decision set to Accepted. Undo");
    const aboutStatus = page
      .getByRole("complementary", { name: "About this application" })
      .locator(".status-tag")
      .first();
    await expect.poll(() => aboutStatus.innerText()).toBe("Accepted");

    // Accepted → submitted is no decision anyone may make, but taking one back is.
    await clickInSideColumn(said.getByRole("button", { name: "Undo" }));
    await expect.poll(() => said.innerText()).toBe("Decision undone: the status is Submitted again.");
    await expect.poll(() => aboutStatus.innerText()).toBe("Submitted");
    const history = page.getByRole("region", { name: "History" }).getByRole("listitem");
    await expect.poll(() => history.count()).toBe(2);
    expect(await history.nth(0).innerText()).toContain("Submitted → Accepted");
    expect(await history.nth(1).innerText()).toContain("Accepted → Submitted");
    expect(await history.nth(1).innerText()).toContain("Undone.");
    // Focus does not fall to the top of the page when the Undo button goes.
    expect(await decision.evaluate((region) => region.contains(document.activeElement))).toBe(true);

    await page.getByRole("link", { name: "Back to applications" }).click();
    await expect.poll(() => rowStatus(page, "Salon Zurück")).toBe("Submitted");
  });

  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const)
    it(`has no serious or critical violation on a ${label}: the list with selection and the dialog, the decision`, async () => {
      const page = await asAdmin("/admin", viewport);
      await page.getByRole("table").waitFor();
      await page.getByRole("checkbox", { name: "Select Blue Nile Projects" }).check();
      expect(await pageProblems(page)).toEqual([]);
      await page.getByRole("button", { name: "Change status…" }).click();
      await page.getByRole("alert").filter({ hasText: "Choose the new status." }).waitFor();
      await page.getByLabel("New status").first().selectOption("shortlisted");
      await page.getByRole("button", { name: "Change status…" }).click();
      await page.getByRole("dialog").waitFor();
      expect(await pageProblems(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await page.goto(`${bed.server().url}/admin/applications/${idOf("Blue Nile Projects")}`);
      await page.getByRole("region", { name: "Decision" }).waitFor();
      await clickInSideColumn(
        page.getByRole("region", { name: "Decision" }).getByRole("button", { name: "Change status" }),
      );
      await page.getByRole("alert").first().waitFor();
      expect(await pageProblems(page)).toEqual([]);
    });
});
