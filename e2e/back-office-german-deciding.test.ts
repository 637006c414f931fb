/**
 * The back office's deciding side in German, in Chromium with a German browser (`de-DE`): the
 * committee's progress (auto-assignment, reminders), an application's decision, assignees and
 * history, the editions (a clock change named in German), the letter templates and the outbox, the
 * languages offered, the team and the member's own account speak German, and none of their
 * English words is left. Axe clean and no sideways scrolling at 1280 and 390 px
 * (SCREENSHOT_DIR=… keeps a picture of each).
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { COMMAND_LINE } from "../src/server/applications/actor.ts";
import { changeStatus } from "../src/server/applications/status.ts";
import {
  backOfficeTestBed,
  clickInSideColumn,
  DESKTOP,
  galleryApplication,
  PHONE,
  type StoredForTest,
  signInThroughPage,
} from "../test-support/back-office-page.ts";
import { looked } from "../test-support/browser.ts";

const EDITION = "fair-2027";
const T0 = Date.UTC(2027, 0, 10, 9, 0);
const bed = backOfficeTestBed({ OPEN_EDITIONS: EDITION });
const stored: StoredForTest[] = [];

beforeAll(async () => {
  for (const [i, name] of ["Galerie Nordlicht", "Kunsthalle Zürich"].entries())
    stored.push(await bed.store(galleryApplication(EDITION, name), T0 + i * 60_000));
  await changeStatus(bed.server().app.db, [stored[0]?.id as string], "accepted", COMMAND_LINE, null);
});

async function asGermanAdmin(path: string, viewport = DESKTOP): Promise<Page> {
  const page = await bed.newPage(viewport, { locale: "de-DE" });
  await signInThroughPage(page, bed.server().url, bed.staff("admin"), path);
  return page;
}

/** None of these English words of the area is on the page (its main part: the header is another area's). */
async function noEnglish(page: Page, english: string[]) {
  const text = await page.locator("main").innerText();
  expect(english.filter((words) => text.includes(words))).toEqual([]);
}

/** Each page of the area, its German heading, and English words it had. */
const PAGES: { path: string; heading: RegExp; english: string[] }[] = [
  {
    path: `/admin/progress?edition=${EDITION}`,
    heading: /^Fortschritt des Auswahlkomitees/,
    english: ["Committee progress", "Assign reviewers", "Reminders", "Open for review", "Last review"],
  },
  { path: "/admin/editions", heading: /^Ausgaben$/, english: ["New edition", "Applications open", "Public form"] },
  {
    path: `/admin/editions/${EDITION}`,
    heading: /^Ausgabe /,
    english: ["Details", "Application period", "Review criteria", "Release the decisions", "Save changes"],
  },
  {
    path: `/admin/editions/${EDITION}/letters`,
    heading: /^Briefe für fair-2027$/,
    english: ["Letters of", "Placeholders", "Language of the template", "Preview (as saved)", "Save the template"],
  },
  {
    path: `/admin/letters?edition=${EDITION}`,
    heading: /^Briefe$/,
    english: ["Prepare letters", "Edit the templates", "Failed mail", "Waiting to be sent"],
  },
  { path: "/admin/languages", heading: /^Sprachen$/, english: ["Languages offered", "Save languages", "(French)"] },
  {
    path: "/admin/staff",
    heading: /^Team$/,
    english: ["Members", "Last sign-in", "Invite a member", "Changes to accounts", "Send invitation"],
  },
  {
    path: "/admin/account",
    heading: /^Ihr Konto$/,
    english: ["Your account", "Change your password", "Two-step sign-in", "Set up an authenticator app"],
  },
];

describe("the deciding side of the back office in German", () => {
  it("an admin runs the committee, decides, asks to withhold, sends letters and invites a member, all in German", async () => {
    const page = await asGermanAdmin(`/admin/progress?edition=${EDITION}`);
    expect(await page.getAttribute("html", "lang")).toBe("de");
    expect(await page.title()).toContain("Fortschritt des Auswahlkomitees");
    await page.getByRole("table").waitFor();
    expect(await page.getByRole("columnheader", { name: "Letzte Bewertung" }).count()).toBe(1);
    await page.getByLabel("Jurymitglieder je Bewerbung").fill("1");
    await page.getByRole("button", { name: "Jurymitglieder zuweisen", exact: true }).click();
    const assign = page.getByRole("region", { name: "Jurymitglieder automatisch zuweisen" });
    await expect
      .poll(() => assign.getByRole("status").innerText())
      .toMatch(/^\d+ neue Zuweisung(en)?\. Jede Bewerbung hat ihre Jurymitglieder\.$/);
    await page.getByRole("button", { name: "Erinnerungen senden …" }).click();
    const dialog = page.getByRole("dialog", { name: "Erinnerungen senden?" });
    await dialog.getByRole("button", { name: "Erinnerungen senden" }).click();
    await expect
      .poll(() => page.getByRole("region", { name: "Erinnerungen" }).getByRole("status").innerText())
      .toMatch(/^(\d+ Erinnerung(en)? gesendet|Keine Erinnerungen gesendet)\./);
    await noEnglish(page, PAGES[0]?.english ?? []);
    await looked(page, "german-progress");

    // An application's decision, its assignees and its history.
    await page.goto(`${bed.server().url}/admin/applications/${stored[1]?.id}`);
    const decision = page.getByRole("region", { name: "Entscheidung" });
    await decision.getByLabel("Neuer Status").selectOption("waitlisted");
    await clickInSideColumn(decision.getByRole("button", { name: "Status ändern" }));
    // The edition's decisions are released: the gallery would read it at once, so it is asked first.
    const seen = page.getByRole("dialog", { name: /^Status auf „.+“ ändern\?$/ });
    await expect.poll(() => seen.innerText()).toContain("daher zeigt ihre Statusseite jetzt „Auf der Warteliste“.");
    await looked(page, "german-application-decision-confirm");
    await seen.getByRole("button", { name: /^Auf „.+“ ändern$/ }).click();
    await expect.poll(() => decision.getByRole("status").innerText()).toMatch(/^Status auf „.+“ gesetzt\./);
    expect(await decision.getByRole("button", { name: "Rückgängig" }).count()).toBe(1);
    expect(await page.getByRole("region", { name: "Zugewiesene Jurymitglieder" }).innerText()).toContain(
      "Zuweisungen speichern",
    );
    await expect.poll(() => page.getByRole("region", { name: "Verlauf" }).innerText()).toContain(" zugewiesen");
    for (const region of ["Entscheidung", "Verlauf", "Zugewiesene Jurymitglieder"]) {
      const text = await page.getByRole("region", { name: region }).innerText();
      for (const english of ["Change status", "New status", "Assigned to", "Command line", "Save assignees", "Undo"])
        expect(text).not.toContain(english);
    }
    await looked(page, "german-application-decision");

    // The edition: a time the clocks skip is named in German; withholding the decisions says what galleries would see.
    await page.goto(`${bed.server().url}/admin/editions/${EDITION}`);
    await page.getByLabel("Zeitzone").selectOption("Europe/Berlin");
    await page.getByLabel("Öffnet am").fill("2027-03-28T02:30");
    await page.getByRole("button", { name: "Änderungen speichern" }).click();
    await expect
      .poll(() => page.locator("#edition-opens-error").innerText())
      .toContain("Am 28. März 2027 gibt es in Europe/Berlin kein 02:30: Die Uhren springen von 02:00 auf 03:00 vor.");
    await page.getByRole("button", { name: "Entscheidungen zurückhalten …" }).click();
    const withhold = page.getByRole("dialog", { name: "Entscheidungen zurückhalten?" });
    await expect
      .poll(() => withhold.innerText())
      .toContain("Sofort zeigt die Statusseite von 2 Galerien mit einer Entscheidung wieder „In Prüfung“");
    await looked(page, "german-edition-withhold");
    await page.keyboard.press("Escape");
    await withhold.waitFor({ state: "hidden" });
    await noEnglish(page, PAGES[2]?.english ?? []);

    // The outbox: letters prepared, each saying its template in German.
    await page.goto(`${bed.server().url}/admin/letters?edition=${EDITION}`);
    await page.getByRole("button", { name: "Briefe vorbereiten" }).click();
    await expect.poll(() => page.getByRole("status").first().innerText()).toBe("2 Briefe vorbereitet.");
    await expect.poll(() => page.locator(".letters-list li").first().innerText()).toMatch(/Vorlage/);
    await page.getByRole("button", { name: "Alle ausstehenden und fehlgeschlagenen Briefe senden …" }).click();
    const send = page.getByRole("dialog", { name: "2 Briefe an 2 Galerien senden?" });
    await expect.poll(() => send.innerText()).toContain("(1 angenommen, 1 auf der Warteliste)");
    await looked(page, "german-letters-send");
    await send.getByRole("button", { name: "2 Briefe senden" }).click();
    await expect.poll(() => page.getByRole("status").first().innerText()).toMatch(/^2 gesendet\.|gesendet/);
    await noEnglish(page, PAGES[4]?.english ?? []);

    // The team: an invitation, and the change it made.
    await page.goto(`${bed.server().url}/admin/staff`);
    await page.getByLabel("E-Mail", { exact: true }).fill("nora@fair.example");
    await page.getByLabel("Vollständiger Name").fill("Nora Neu");
    await page.getByRole("button", { name: "Einladung senden" }).click();
    await expect
      .poll(() => page.getByRole("form", { name: "Mitglied einladen" }).getByRole("status").innerText())
      .toBe("Einladung an nora@fair.example gesendet. Der Link darin funktioniert einmal, innerhalb von 72 Stunden.");
    await expect
      .poll(() => page.getByRole("region", { name: "Tabelle der Änderungen an Konten" }).innerText())
      .toContain("Eingeladen: Jurymitglied");
    await noEnglish(page, PAGES[6]?.english ?? []);
  }, 180_000);

  it("every page of the area is German, clean and as wide as the screen at 1280 and 390 px", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await asGermanAdmin("/admin/account", viewport);
      for (const { path, heading, english } of PAGES) {
        await page.goto(`${bed.server().url}${path}`);
        await page.getByRole("heading", { level: 1, name: heading }).waitFor();
        // The lists and tables that load after the heading.
        await page.waitForFunction(() => !document.querySelector("main")?.textContent?.includes("geladen …"));
        await noEnglish(page, english);
        await looked(page, `german-${path.replace(/\?.*/, "").split("/").filter(Boolean).join("-")}`);
      }
    }
  }, 240_000);
});
