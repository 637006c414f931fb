/**
 * The money pages and the floor plan in German, for a member whose browser asks for German
 * (a de-DE context): headings, buttons, labels, table headers and the live messages are German,
 * amounts have a decimal comma ("476,00 EUR") and days are written 27.11.2026, and none of the
 * area's English words is left. Each page has no serious axe violation at 1280 and 390 px and is
 * no wider than the screen; screenshots go to /tmp/german-money-*.png to be looked at.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { COMMAND_LINE } from "../src/server/applications/actor.ts";
import { acceptApplication } from "../src/server/applications/status.ts";
import { allocateBooth } from "../src/server/booths/allocations.ts";
import { savePlan } from "../src/server/booths/plans.ts";
import {
  BOTH_WIDTHS,
  backOfficeTestBed,
  DESKTOP,
  galleryApplication,
  PHONE,
} from "../test-support/back-office-page.ts";
import { call, camt053, EURO_FEES, GERMAN_FAIR } from "../test-support/billing.ts";
import { pageProblems } from "../test-support/browser.ts";
import { type StaffVisitor, signIn } from "../test-support/staff.ts";

const EDITION = "messe-2027";
const bed = backOfficeTestBed({ OPEN_EDITIONS: EDITION });
let api: StaffVisitor;
let invoiceNumber = "";
let invoiceReference = "";
let payingId = "";

beforeAll(async () => {
  api = await signIn(bed.server().url, bed.staff("admin").email, bed.staff("admin").password);
  expect((await call(api, "PUT", "/admin/api/billing", GERMAN_FAIR)).status).toBe(200);
  expect((await call(api, "PUT", `/admin/api/editions/${EDITION}/fees`, EURO_FEES)).status).toBe(200);
  const db = bed.server().app.db;
  const paying = await bed.store(galleryApplication(EDITION, "Galerie Zahltag"), Date.now());
  const placed = await bed.store(
    galleryApplication(EDITION, "Galerie Nordlicht", (form) => {
      form.proposal.booth = "large";
    }),
    Date.now(),
  );
  const waiting = await bed.store(
    galleryApplication(EDITION, "Galerie Wartesaal", (form) => {
      form.proposal.booth = "medium";
    }),
    Date.now(),
  );
  await acceptApplication(db, placed.id, Date.now());
  await acceptApplication(db, waiting.id, Date.now());
  await savePlan(db, EDITION, {
    halls: [
      {
        id: "nord",
        name: "Halle Nord",
        width_m: 40.5,
        depth_m: 12,
        booths: [{ id: "A1", label: "A1", size: "large", x_m: 0, y_m: 0, w_m: 6, d_m: 6 }],
      },
    ],
  });
  await allocateBooth(db, { applicationId: placed.id, boothId: "A1", force: undefined, actor: COMMAND_LINE });
  payingId = paying.id;
  const [invoice] = (await call(api, "GET", `/admin/api/invoices?application=${paying.id}`)).json.items;
  invoiceNumber = invoice.number;
  invoiceReference = invoice.reference;
});

/** The admin in a browser that asks for German, signed in as the back office's own client does. */
async function inGerman(path: string, viewport = DESKTOP): Promise<Page> {
  const page = await bed.newPage(viewport, { locale: "de-DE" });
  const admin = bed.staff("admin");
  const signedIn = await page.request.post(`${bed.server().url}/admin/sign-in`, {
    data: { email: admin.email, password: admin.password },
  });
  expect(signedIn.status()).toBe(200);
  await page.goto(`${bed.server().url}${path}`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  return page;
}

async function problems(page: Page): Promise<string[]> {
  const wider = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  return [...(await pageProblems(page)), ...(wider ? ["the page is wider than the screen"] : [])];
}

/** The English words of the area that must not be left on the page (its main part), each as a whole word. */
async function englishLeft(page: Page, english: string[]): Promise<string[]> {
  const text = await page.getByRole("main").innerText();
  return english.filter((word) => new RegExp(`\\b${word}\\b`).test(text));
}

const invoiceRow = (page: Page, gallery: string) =>
  page.getByRole("region", { name: "Tabelle der Rechnungen" }).getByRole("row").filter({ hasText: gallery });

describe("the money pages and the floor plan in German", () => {
  it("the invoices: German words, amounts with a decimal comma, days as 27.11.2026, a draft prepared", async () => {
    const page = await inGerman(`/admin/invoices?edition=${EDITION}`);
    await page.getByRole("heading", { level: 1, name: "Rechnungen" }).waitFor();
    expect(await page.title()).toMatch(/^Rechnungen /);
    const nav = page.getByRole("navigation", { name: "Finanzen" });
    expect(await nav.getByRole("link").allInnerTexts()).toEqual(["Rechnungen", "Zahlungen", "Rechnungsangaben"]);
    const row = invoiceRow(page, "Galerie Zahltag");
    await expect.poll(() => row.count()).toBe(1);
    const text = await row.innerText();
    for (const expected of ["Bewerbungsgebühr", "476,00 EUR", "netto\u00a0400,00, USt.\u00a076,00", "Offen"])
      expect(text).toContain(expected);
    expect(text).toMatch(/\b\d{2}\.\d{2}\.\d{4}\b/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(await page.getByRole("columnheader").allInnerTexts()).toEqual(
      expect.arrayContaining(["Nummer", "Galerie", "Art", "Ausgestellt", "Fällig", "Brutto", "Ausstehend", "Status"]),
    );
    expect(await page.getByRole("table", { name: "Summen je Währung" }).innerText()).toMatch(
      /EUR\s+3\s+1428,00\s+0,00\s+1428,00/,
    );

    await page.getByRole("button", { name: "Standanzahlungen vorbereiten" }).click();
    await page.getByText("1 Entwurf für die Anzahlung vorbereitet: Prüfen Sie sie unten").waitFor();
    await page.getByRole("checkbox", { name: "Entwurf für Galerie Nordlicht" }).waitFor();
    await page.getByRole("button", { name: "Ausgewählte Entwürfe ausstellen (0)" }).click();
    await page.getByText("Wählen Sie zuerst die Entwürfe, die ausgestellt werden sollen.").waitFor();
    expect(
      await englishLeft(page, ["Invoices", "Draft", "Edition", "State", "Gross", "Outstanding", "Issue", "Prepare"]),
    ).toEqual([]);

    for (const [label, viewport] of BOTH_WIDTHS) {
      await page.setViewportSize(viewport);
      expect(await problems(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/german-money-invoices-${label}.png`, fullPage: true });
    }
    await page.setViewportSize(DESKTOP);

    await row.getByRole("button", { name: new RegExp(`^Zahlung erfassen für ${invoiceNumber}`) }).click();
    const dialog = page.getByRole("dialog", { name: `Zahlung für ${invoiceNumber} erfassen` });
    expect(await dialog.innerText()).toContain("Galerie Zahltag schuldet noch 476,00 EUR von 476,00 EUR.");
    await dialog.getByLabel("Bezahlt am").waitFor();
    expect(await problems(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/german-money-payment-dialog-1280.png" });
    // Escape, not the dialog's own "Close": that button's words belong to the shared dialog.
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // A draft's line edited and issued, in German.
    const draft = invoiceRow(page, "Galerie Nordlicht").filter({ hasText: "Entwurf" });
    await draft.getByRole("button", { name: /^Zeile von Entwurf für Galerie Nordlicht bearbeiten/ }).click();
    const line = page.getByRole("dialog", { name: "Eine Zeile des Entwurfs für Galerie Nordlicht bearbeiten" });
    expect(await line.innerText()).toContain("Derzeit: 7814,02 EUR brutto.");
    await expect.poll(() => line.getByLabel("Einzelpreis, netto (EUR)").inputValue()).toBe("6566.40");
    expect(await line.getByLabel("Einheit").locator("option:checked").innerText()).toBe("Stück (ein Pauschalpreis)");
    await page.setViewportSize(PHONE);
    expect(await problems(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/german-money-draft-line-390.png" });
    await page.setViewportSize(DESKTOP);
    await line.getByLabel("Einzelpreis, netto (EUR)").fill("6000.00");
    await line.getByRole("button", { name: "Zeile speichern" }).click();
    await page
      .getByText(
        "Der Entwurf für Galerie Nordlicht ist geändert: netto 6000,00 EUR, USt. 1140,00 EUR, brutto 7140,00 EUR.",
      )
      .waitFor();
    await page.getByRole("checkbox", { name: "Entwurf für Galerie Nordlicht" }).check();
    await page.getByRole("button", { name: "Ausgewählte Entwürfe ausstellen (1)" }).click();
    await page.getByText(/^1 Rechnung ausgestellt: INV-\d+\.$/).waitFor();

    // An invoice cancelled with a credit note, in German.
    await invoiceRow(page, "Galerie Wartesaal")
      .getByRole("button", { name: /^Stornieren/ })
      .click();
    const cancel = page.getByRole("dialog", { name: /^Rechnung INV-\d+ stornieren\?$/ });
    expect(await cancel.innerText()).toContain("Gutschrift mit der nächsten Nummer über 476,00 EUR");
    await cancel.getByRole("button", { name: "Gutschrift ausstellen" }).click();
    await cancel.getByText("Geben Sie den Grund für die Stornierung an").waitFor();
    expect(await problems(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/german-money-cancel-1280.png" });
    await cancel.getByLabel("Grund (steht auf der Gutschrift)").fill("Vor der Bewertung zurückgezogen");
    await cancel.getByRole("button", { name: "Gutschrift ausstellen" }).click();
    await page.getByText(/^INV-\d+ ist storniert: Gutschrift INV-\d+ ausgestellt\.$/).waitFor();
    await expect.poll(() => invoiceRow(page, "Galerie Wartesaal").count()).toBe(2);
    const rows = (await invoiceRow(page, "Galerie Wartesaal").allInnerTexts()).join("\n");
    for (const expected of ["Storniert", "Gutschrift", "(Gutschrift zu einer anderen Rechnung)", "-476,00 EUR"])
      expect(rows).toContain(expected);
  });

  it("the invoices on an application's page, in German", async () => {
    const page = await inGerman(`/admin/applications/${payingId}`);
    const panel = page.getByRole("region", { name: "Rechnungen" });
    expect(await panel.innerText()).toMatch(/INV-\d+, Bewerbungsgebühr: 476,00 EUR, Offen/);
    await panel.getByRole("link", { name: "Rechnungen dieser Bewerbung" }).click();
    await page.getByText("Rechnungen einer Bewerbung.").waitFor();
    await page.getByRole("button", { name: "Alle Bewerbungen zeigen" }).waitFor();
  });

  it("the payments: a statement imported and what it did not match, in German", async () => {
    const page = await inGerman("/admin/payments");
    await page.getByRole("heading", { level: 1, name: "Zahlungen" }).waitFor();
    await page.getByRole("button", { name: "Auszug importieren" }).click();
    await page.getByText("Wählen Sie zuerst den Kontoauszug.").waitFor();
    await page.getByLabel("Kontoauszug", { exact: true }).setInputFiles({
      name: "auszug.xml",
      mimeType: "application/xml",
      buffer: Buffer.from(
        camt053([
          { amount: "476.00", reference: invoiceReference, payer: "Galerie Zahltag", bankRef: "D-1" },
          { amount: "50.00", payer: "Jemand Anderes", remittance: "Spende", bankRef: "D-2" },
        ]),
      ),
    });
    await page.getByRole("button", { name: "Auszug importieren" }).click();
    const result = page.getByRole("region", { name: /Die 2 Zahlungseingänge des Auszugs/ });
    await expect.poll(() => result.innerText()).toContain("1 zugeordnet, 1 nicht zugeordnet");
    expect(await result.innerText()).toContain(`${invoiceNumber}: 476,00`);
    const unmatched = page.getByRole("region", { name: "Nicht zugeordnete Zahlungen" });
    await expect.poll(() => unmatched.innerText()).toContain("Jemand Anderes");
    expect(await unmatched.innerText()).toMatch(/\d{2}\.\d{2}\.\d{4}/);
    // The words after "Zuordnen" are for screen readers (visually hidden), so the button says which payment.
    await unmatched.getByRole("button", { name: /^Zuordnen\W+50,00 EUR von Jemand Anderes/ }).click();
    const settle = page.getByRole("dialog", { name: "50,00 EUR von Jemand Anderes zuordnen" });
    expect(await settle.innerText()).toContain("„Spende“");
    expect(await problems(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/german-money-settle-1280.png" });
    await settle.getByRole("button", { name: "Verwerfen: nicht das Geld der Messe" }).click();
    await page.getByText("Die Zahlung ist verworfen.").waitFor();
    await page.getByText("Jede Zahlung ist ihrer Rechnung zugeordnet.").waitFor();
    expect(
      await englishLeft(page, ["Payments", "Import", "statement", "matched", "Record", "accountant", "Invoice"]),
    ).toEqual([]);

    for (const [label, viewport] of BOTH_WIDTHS) {
      await page.setViewportSize(viewport);
      expect(await problems(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/german-money-payments-${label}.png`, fullPage: true });
    }
  });

  it("who invoices and an edition's fees, in German", async () => {
    for (const [label, viewport] of BOTH_WIDTHS) {
      const page = await inGerman("/admin/billing", viewport);
      await page.getByRole("heading", { level: 1, name: "Rechnungsangaben" }).waitFor();
      expect(await page.getByLabel("Name (wie eingetragen)").inputValue()).toBe(GERMAN_FAIR.name);
      expect(await page.getByLabel("Land").locator("option:checked").innerText()).toBe("Deutschland");
      await page.getByLabel("USt-IdNr.").waitFor();
      await page.getByRole("button", { name: "Rechnungsangaben speichern" }).click();
      await page.getByText("Die Rechnungsangaben sind gespeichert.").waitFor();
      expect(await englishLeft(page, ["Billing", "Address", "Country", "Save", "invoices"])).toEqual([]);
      expect(await problems(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/german-money-billing-${label}.png`, fullPage: true });

      await page.goto(`${bed.server().url}/admin/editions/${EDITION}/fees`);
      await page.getByRole("heading", { level: 1, name: `Gebühren für ${EDITION}` }).waitFor();
      await page.getByRole("button", { name: "Gebühren speichern" }).waitFor();
      expect(await page.getByLabel("Umsatzsteuersatz").inputValue()).toBe("19");
      await page.getByRole("link", { name: "Rechnungsangaben", exact: true }).last().waitFor();
      expect(await englishLeft(page, ["Fees", "Amount", "Booth", "Deposit", "Payment", "Save", "VAT"])).toEqual([]);
      expect(await problems(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/german-money-fees-${label}.png`, fullPage: true });
    }
  });

  it("the floor plan: halls, booths and their allocation in German, metres with a decimal comma", async () => {
    for (const [label, viewport] of BOTH_WIDTHS) {
      const page = await inGerman(`/admin/editions/${EDITION}/floor-plan`, viewport);
      await page.getByRole("heading", { level: 1, name: `Hallenplan von ${EDITION}` }).waitFor();
      const table = page.getByRole("table", { name: /^Stände in Halle Nord, in Metern/ });
      await table.waitFor();
      expect(await page.getByRole("img", { name: /^Halle Nord,/ }).getAttribute("aria-label")).toBe(
        "Halle Nord, 40,5 × 12 Meter, 1 Stand, maßstabsgetreu gezeichnet. Bearbeiten Sie sie in der Tabelle darunter.",
      );
      expect(await page.locator(".capacity").innerText()).toContain("Angenommen je Standgröße: Klein: 0 von 0");
      await table.getByRole("button", { name: "Stand A1 entfernen" }).waitFor();
      expect(await table.getByLabel("Größe von Stand A1").locator("option:checked").innerText()).toBe("Groß");
      await page.getByRole("button", { name: "Stand A1 freigeben" }).waitFor();
      expect(await page.getByRole("listitem").filter({ hasText: "Galerie Wartesaal" }).innerText()).toBe(
        "Galerie Wartesaal (mittel)",
      );
      await page.getByRole("button", { name: "Stände vorschlagen" }).click();
      await page.getByText("Kein freier Stand passt zu einer wartenden Galerie.").waitFor();
      await page.getByText("Kein freier Stand ihrer Größe für: Galerie Wartesaal.").waitFor();
      await page.getByRole("button", { name: "Halle hinzufügen" }).click();
      await page.getByRole("heading", { level: 2, name: "Halle 2" }).waitFor();
      await page.getByRole("button", { name: "Kleinen Stand zu Halle 2 hinzufügen" }).click();
      await page.getByText("Stand B1 zu Halle 2 hinzugefügt; speichern Sie den Plan, um ihn zu behalten.").waitFor();
      expect(
        await englishLeft(page, [
          "Floor",
          "Save",
          "Allocation",
          "Allocate",
          "Booth",
          "booths",
          "Remove",
          "Suggest",
          "Width",
          "Gallery",
          "Hall",
        ]),
      ).toEqual([]);
      expect(await problems(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/german-money-floor-plan-${label}.png`, fullPage: true });
    }
  });
});
