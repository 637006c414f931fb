/**
 * Reading and scoring an application in German, in Chromium with a de-DE browser: the application
 * page (summary, contents, artists, versions, erasure), the artwork viewer, the review panel, the
 * discussion, tags and note speak German and leave none of their English behind; a review, a comment
 * and a tag made in German are answered in German; no serious accessibility violation; nothing wider
 * than the window at 1280 and 390 px. `SCREENSHOT_DIR=dir` keeps screenshots.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { issueStatusToken } from "../src/server/status-page/tokens.ts";
import {
  backOfficeTestBed,
  checkInSideColumn,
  clickInSideColumn,
  DESKTOP,
  galleryApplication,
  PHONE,
  type StoredForTest,
} from "../test-support/back-office-page.ts";
import { documentWidth, seriousAccessibilityViolations } from "../test-support/browser.ts";
import { signIn, type TestStaff } from "../test-support/staff.ts";
import { changeFromStatusPage } from "../test-support/status-change.ts";

const EDITION = "fair-2027";
const bed = backOfficeTestBed({ OPEN_EDITIONS: EDITION });
let nordlicht: StoredForTest;

beforeAll(async () => {
  nordlicht = await bed.store(galleryApplication(EDITION, "Galerie Nordlicht"), Date.UTC(2027, 0, 10, 9, 0));
  const token = await issueStatusToken(bed.server().app.db, nordlicht.id);
  const answer = await changeFromStatusPage(bed.server().url, token, (form) => {
    form.gallery.website = "https://nordlicht.example/berlin";
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  // Ada's review is in, written through the API as the review form would: there are scores to read.
  const ada = await signIn(bed.server().url, bed.staff("admin").email, bed.staff("admin").password);
  const criteria = (
    (await (await ada.fetch(`/admin/api/editions/${EDITION}/criteria`)).json()) as { items: { id: string }[] }
  ).items;
  const review = await ada.fetch(`/admin/api/applications/${nordlicht.id}/review`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ scores: Object.fromEntries(criteria.map((c) => [c.id, 3])), comment: "Klare Linie." }),
  });
  expect(review.status).toBe(200);
});

/** A member whose browser asks for German, signed in through the sign-in page (by its fields, whatever its language). */
async function inGerman(member: TestStaff, address: string, viewport = DESKTOP): Promise<Page> {
  const page = await bed.newPage(viewport, { locale: "de-DE" });
  await page.goto(`${bed.server().url}${address}`);
  await page.waitForURL(/\/admin\/sign-in/);
  await page.locator("#email").fill(member.email);
  await page.locator("#password").fill(member.password);
  await page.locator("#password").press("Enter");
  await page.waitForURL((url) => url.pathname === address);
  await page.getByRole("heading", { level: 1, name: "Galerie Nordlicht" }).waitFor();
  return page;
}

async function screenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `german-reading-${name}.png`), fullPage: true });
}

/** English of these areas that must not be left on the German page (the server's own words aside). */
const ENGLISH = [
  "Summary",
  "Contents",
  "Contact sheet",
  "Picture size",
  "Proposal",
  "Booth size",
  "Renderings",
  "Nationality",
  "Biography",
  "Year founded",
  "Proof documents",
  "Not given",
  "Back to applications",
  "Previous application",
  "Next application",
  "Newest first",
  "Changed by the gallery",
  "Score this application",
  "Submit review",
  "lowest score",
  "Conflict of interest",
  "Declare a conflict",
  "The discussion opens",
  "Add a tag",
  "My note",
  "Private note",
  "Save note",
  "Loading the application",
  "Loading the versions",
  "Loading the reviews",
  "Loading the discussion",
];

const englishLeft = async (page: Page) => {
  const text = await page.locator("body").innerText();
  return ENGLISH.filter((words) => text.includes(words));
};

describe("reading and scoring an application in German", () => {
  it("shows the application page, the review form and the side panels in German, and answers in German", async () => {
    const page = await inGerman(bed.staff("reviewer"), `/admin/applications/${nordlicht.id}`);
    const headings = page.getByRole("heading", { level: 2 });
    await page.getByRole("heading", { name: "Diese Bewerbung bewerten" }).waitFor();
    await page.getByRole("heading", { name: "Version 2 (aktuell)" }).waitFor();
    expect(await headings.allInnerTexts()).toEqual(
      expect.arrayContaining([
        "Übersicht",
        "Inhalt",
        "Kontaktbogen",
        "Vorschlag",
        expect.stringMatching(/^Künstler:innen/),
        "Galerie",
        "Nachweise",
        "Versionen",
        "Bewertung",
        "Diskussion",
        "Befangenheit",
        "Schlagwörter",
        "Meine Notiz",
      ]),
    );
    expect(await page.locator(".heading-caption").innerText()).toBe("2 Künstler:innen, 6 Werke");
    expect(await page.getByRole("link", { name: "Zurück zu den Bewerbungen" }).count()).toBe(1);
    expect(await page.locator(".version__when").first().innerText()).toMatch(
      /^Von der Galerie geändert am .+: 1 Änderung gegenüber Version 1$/,
    );
    expect(await page.getByText("Die Diskussion öffnet sich für Sie").count()).toBe(1);
    expect(await englishLeft(page)).toEqual([]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await documentWidth(page)).toBeLessThanOrEqual(DESKTOP.width);
    await screenshot(page, "reviewer-1280");

    // A review sent without its scores is refused in German, then sent whole.
    const submit = page.getByRole("button", { name: "Bewertung absenden" });
    await clickInSideColumn(submit);
    const problems = page.getByRole("alert").filter({ hasText: "Ihre Bewertung ist nicht vollständig" });
    await problems.waitFor();
    expect(await problems.getByRole("link").first().innerText()).toMatch(/^Wählen Sie eine Punktzahl für /);
    const groups = page.locator("fieldset.score-group");
    for (let i = 0; i < (await groups.count()); i++)
      await checkInSideColumn(groups.nth(i).getByRole("radio", { name: "4", exact: true }));
    await clickInSideColumn(submit);
    await expect
      .poll(() => page.locator(".review-form .side-status").innerText())
      .toBe("Ihre Bewertung ist gespeichert.");
    await page.getByRole("heading", { name: "Ihre Bewertung" }).waitFor();
    // Ada's review shows now, and the average of her 3 and this 4 in German figures.
    const adas = page.getByRole("article", { name: "Bewertung von Ada Admin" });
    await adas.waitFor();
    expect(await adas.innerText()).toContain("Punktzahl 3");
    expect(await page.locator(".score-table tfoot").innerText()).toMatch(/^Gesamt\s+3,5\s+3–4$/);

    // The discussion opens with her review in: a comment, then a tag.
    const discussion = page.getByRole("region", { name: "Diskussion" });
    await discussion.getByText("Noch keine Kommentare.").waitFor();
    await discussion.getByLabel("Ihr Kommentar").fill("Starker Stand.");
    await clickInSideColumn(discussion.getByRole("button", { name: "Kommentar senden" }));
    await discussion.getByRole("article", { name: "Kommentar von Rita Reviewer" }).waitFor();
    await expect.poll(() => discussion.getByRole("status").innerText()).toBe("Ihr Kommentar ist veröffentlicht.");

    const tags = page.getByRole("region", { name: "Schlagwörter" });
    await clickInSideColumn(tags.getByRole("button", { name: "Hinzufügen" }));
    await expect
      .poll(() => tags.locator(".error-message").textContent())
      .toBe("Fehler: Ein Schlagwort darf nicht leer sein.");
    await tags.getByLabel("Schlagwort hinzufügen").fill("Neuzugang");
    await clickInSideColumn(tags.getByRole("button", { name: "Hinzufügen" }));
    await expect.poll(() => tags.getByRole("status").innerText()).toBe("Schlagwort „Neuzugang“ hinzugefügt.");
    expect(await tags.getByRole("button", { name: "Schlagwort Neuzugang entfernen" }).count()).toBe(1);

    expect(await englishLeft(page)).toEqual([]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, "reviewer-1280-reviewed");
  });

  it("shows the artwork viewer in German, with its scores and discussion", async () => {
    const page = await inGerman(bed.staff("reviewer"), `/admin/applications/${nordlicht.id}`);
    const first = page.getByRole("button", { name: / im Betrachter öffnen$/ }).first();
    await first.click();
    const viewer = page.getByRole("dialog", { name: "Werkbetrachter" });
    await viewer.waitFor();
    expect(await viewer.locator(".viewer-position").innerText()).toMatch(/^1 von \d+$/);
    for (const name of ["Schließen", "Vorheriges Bild", "Nächstes Bild", "Verkleinern", "Vergrößern", "Einpassen"])
      expect(await viewer.getByRole("button", { name, exact: true }).count(), name).toBe(1);
    await viewer.getByRole("heading", { name: "Ihre Punkte" }).waitFor();
    expect(await viewer.getByRole("button", { name: "Punkte speichern" }).count()).toBe(1);
    expect(await viewer.getByText("Tasten 1–5 bewerten das markierte Kriterium").count()).toBe(1);
    const viewerText = await viewer.innerText();
    for (const english of ["Close", "Next picture", "Zoom in", "Your scores", "Save scores", "Will be presented"])
      expect(viewerText).not.toContain(english);
    expect(await seriousAccessibilityViolations(page, ".artwork-viewer")).toEqual([]);
    await screenshot(page, "viewer-1280");
    await page.keyboard.press("Escape");
    await viewer.waitFor({ state: "hidden" });
  });

  it("fits a phone, for an admin (erasure, tax details) and a reviewer, in German", async () => {
    const admin = await inGerman(bed.staff("admin"), `/admin/applications/${nordlicht.id}`, PHONE);
    await admin.getByRole("heading", { name: "Steuerangaben" }).waitFor();
    const tax = admin.getByRole("region", { name: "Steuerangaben" });
    expect(
      await tax
        .locator(".summary-list__row")
        .filter({ has: admin.locator("dt", { hasText: /^Land$/ }) })
        .locator("dd")
        .innerText(),
    ).toBe("Deutschland");
    await admin.getByRole("heading", { name: "Version 2 (aktuell)" }).waitFor();
    expect(await admin.getByRole("button", { name: /^Personenbezogene Daten löschen\s…$/ }).count()).toBe(1);
    // Admins read every review: the table of scores in German figures and words.
    await admin.locator(".score-table").waitFor();
    expect(await admin.locator(".score-table caption").innerText()).toMatch(
      /^Punkte aus \d Bewertung(en)?: Durchschnitt und Spanne/,
    );
    expect(await admin.locator(".score-table tfoot").innerText()).toMatch(/^Gesamt\s/);
    expect(await englishLeft(admin)).toEqual([]);
    expect(await documentWidth(admin)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousAccessibilityViolations(admin)).toEqual([]);
    await screenshot(admin, "admin-390");

    const reviewer = await inGerman(bed.staff("reviewer"), `/admin/applications/${nordlicht.id}`, PHONE);
    // Her review form, empty or filled as the first test left it (this one may run alone).
    await reviewer.getByRole("heading", { level: 3, name: /^(Diese Bewerbung bewerten|Ihre Bewertung)$/ }).waitFor();
    expect(await documentWidth(reviewer)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(reviewer, "reviewer-390");

    // The viewer's German buttons and scores fit the phone's width too.
    await reviewer
      .getByRole("button", { name: / im Betrachter öffnen$/ })
      .first()
      .click();
    const viewer = reviewer.getByRole("dialog", { name: "Werkbetrachter" });
    await viewer.getByRole("heading", { name: "Ihre Punkte" }).waitFor();
    expect(await viewer.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth)).toBe(0);
    expect(await documentWidth(reviewer)).toBeLessThanOrEqual(PHONE.width);
    const dir = process.env.SCREENSHOT_DIR;
    if (dir) await reviewer.screenshot({ path: path.join(dir, "german-reading-viewer-390.png") });
  });
});
