/**
 * Issue 34's back office in Chromium: an admin sets who invoices (a wrong IBAN refused at its
 * field) and an edition's fees (a wrong VAT rate refused at its field); a gallery submits and its
 * invoice appears with its PDF; a bank statement is imported, what matched is said, what did not
 * is dismissed, and the invoice shows paid; another is cancelled with a credit note; a booth
 * deposit's draft has its line edited (a wrong quantity refused at its field) and is issued with
 * the new amounts, down to its PDF. A reviewer sees none of it. Each money page (and the line's
 * dialog) has no serious axe violation at 1280 and 390 px, nothing wider than the screen, and is
 * photographed into /tmp/money-*.png to look at.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  BOTH_WIDTHS,
  backOfficeTestBed,
  DESKTOP,
  galleryApplication,
  signInThroughPage,
} from "../test-support/back-office-page.ts";
import { call, camt053, GERMAN_FAIR } from "../test-support/billing.ts";
import { pageProblems } from "../test-support/browser.ts";
import { pdfText } from "../test-support/pdf-text.ts";
import { type StaffVisitor, signIn } from "../test-support/staff.ts";

const EDITION = "money-2027";
const bed = backOfficeTestBed({ OPEN_EDITIONS: EDITION });
let api: StaffVisitor;
let openId = "";

beforeAll(async () => {
  api = await signIn(bed.server().url, bed.staff("admin").email, bed.staff("admin").password);
});

async function asAdmin(path: string, viewport = DESKTOP): Promise<Page> {
  const page = await bed.newPage(viewport);
  await signInThroughPage(page, bed.server().url, bed.staff("admin"), path);
  return page;
}

async function problems(page: Page): Promise<string[]> {
  const wider = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  return [...(await pageProblems(page)), ...(wider ? ["the page is wider than the screen"] : [])];
}

const invoiceRow = (page: Page, gallery: string) =>
  page.getByRole("region", { name: "Invoices table" }).getByRole("row").filter({ hasText: gallery });

describe("the fair's money in the back office", () => {
  it("an admin sets billing and fees, a submission's invoice appears, a statement pays it", async () => {
    const page = await asAdmin("/admin/billing");
    await page.getByLabel("Name").fill(GERMAN_FAIR.name);
    await page.getByLabel("Address").fill(GERMAN_FAIR.address);
    await page.getByLabel("Country").selectOption({ label: "Germany" });
    await page.getByLabel("VAT number").fill(GERMAN_FAIR.vat_id);
    await page.getByLabel("IBAN").fill("DE89 3704 0044 0532 0130 01");
    await page.getByLabel("BIC (optional)").fill(GERMAN_FAIR.bic);
    await page.getByLabel("Billing email").fill(GERMAN_FAIR.email);
    await page.getByRole("button", { name: "Save billing details" }).click();
    // The server's refusal at the field it names, and the keyboard there to fix it.
    const iban = page.getByLabel("IBAN");
    await expect.poll(() => iban.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator(".field--error").innerText()).toContain("is not a valid IBAN");
    expect(await iban.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await call(api, "GET", "/admin/api/billing")).json.configured).toBe(false);
    await iban.fill(GERMAN_FAIR.iban);
    await page.getByRole("button", { name: "Save billing details" }).click();
    await page.getByText("The billing details are saved.").waitFor();
    expect((await call(api, "GET", "/admin/api/billing")).json).toMatchObject({
      country: "DE",
      iban: "DE89370400440532013000",
    });

    // The edition's page leads to its fees.
    await page.goto(`${bed.server().url}/admin/editions/${EDITION}`);
    await page.getByRole("link", { name: "Fees", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: `Fees of ${EDITION}` }).waitFor();
    await page.getByLabel("Currency").selectOption("EUR");
    await page.getByLabel("Amount (net)").fill("400.00");
    await page.getByLabel("VAT rate").fill("nineteen");
    await page.getByLabel("Small booth").fill("905.00");
    await page.getByLabel("Medium booth").fill("800.00");
    await page.getByLabel("Large booth").fill("760.00");
    await page.getByLabel("Deposit").fill("30");
    await page.getByLabel("Payment days").fill("30");
    await page.getByLabel("First participation").fill("20");
    await page.getByRole("button", { name: "Save fees" }).click();
    const vat = page.getByLabel("VAT rate");
    await expect.poll(() => vat.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator(".field--error").innerText()).toContain("vat_rate must be a percentage");
    await vat.fill("19");
    await page.getByRole("button", { name: "Save fees" }).click();
    await page.getByText("The fees are saved. Invoices issued from now on follow them.").waitFor();
    expect((await call(api, "GET", `/admin/api/editions/${EDITION}/fees`)).json).toMatchObject({
      currency: "EUR",
      application_fee: "400.00",
      vat_rate: "19",
      booth_price_per_m2: { small: "905.00", medium: "800.00", large: "760.00" },
      payment_days: 30,
      newcomer_discount_percent: { first: "20", second: null },
    });

    // A gallery submits: its invoice is issued with the submission.
    const paying = await bed.store(galleryApplication(EDITION, "Galerie Zahltag"), Date.now());
    await bed.store(galleryApplication(EDITION, "Galerie Rückzug"), Date.now());
    openId = (await bed.store(galleryApplication(EDITION, "Galerie Offen"), Date.now())).id;
    await page.goto(`${bed.server().url}/admin/applications/${paying.id}`);
    await page
      .getByRole("region", { name: "Invoices" })
      .getByRole("link", { name: "This application's invoices" })
      .click();
    await expect.poll(() => invoiceRow(page, "Galerie Zahltag").count()).toBe(1);
    expect(await page.getByRole("region", { name: "Invoices table" }).getByRole("row").count()).toBe(2);
    const row = await invoiceRow(page, "Galerie Zahltag").innerText();
    for (const expected of ["Application fee", "476.00 EUR", "Open"]) expect(row).toContain(expected);
    const [invoice] = (await call(api, "GET", `/admin/api/invoices?application=${paying.id}`)).json.items;
    const pdfHref = await invoiceRow(page, "Galerie Zahltag").getByRole("link", { name: /^PDF/ }).getAttribute("href");
    const pdf = await page.request.get(new URL(pdfHref as string, page.url()).href);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");

    // The bank's statement: one credit with the invoice's reference, one nobody can place.
    await page.getByRole("navigation", { name: "Money" }).getByRole("link", { name: "Payments" }).click();
    await page.getByLabel("Bank statement", { exact: true }).setInputFiles({
      name: "statement.xml",
      mimeType: "application/xml",
      buffer: Buffer.from(
        camt053([
          { amount: "476.00", reference: invoice.reference, payer: "Galerie Zahltag", bankRef: "B-1" },
          { amount: "50.00", payer: "Someone Else", remittance: "Spende", bankRef: "B-2" },
        ]),
      ),
    });
    await page.getByRole("button", { name: "Import the statement" }).click();
    const result = page.getByRole("region", { name: /The statement's 2 credits/ });
    await expect.poll(() => result.innerText()).toContain("1 matched, 1 not matched");
    expect(await result.innerText()).toContain(`${invoice.number}: 476.00`);
    const unmatched = page.getByRole("region", { name: "Payments not matched" });
    await expect.poll(() => unmatched.innerText()).toContain("Someone Else");
    await unmatched.getByRole("button", { name: /Settle 50.00 EUR from Someone Else/ }).click();
    const settle = page.getByRole("dialog", { name: /Settle 50.00 EUR/ });
    await settle.getByRole("button", { name: "Dismiss: not the fair's money" }).click();
    await page.getByText("The payment is dismissed.").waitFor();
    await page.getByText("Every payment is matched to its invoice.").waitFor();

    await page.getByRole("navigation", { name: "Money" }).getByRole("link", { name: "Invoices" }).click();
    await page.getByLabel("Edition").selectOption(EDITION);
    await expect.poll(() => invoiceRow(page, "Galerie Zahltag").innerText()).toContain("Paid");
    expect(await page.getByRole("table", { name: /Totals per currency/ }).innerText()).toMatch(
      /EUR\s+3\s+1428\.00\s+476\.00\s+952\.00/,
    );

    // Cancelled, with a credit note of the next number.
    await invoiceRow(page, "Galerie Rückzug")
      .getByRole("button", { name: /^Cancel/ })
      .click();
    const dialog = page.getByRole("dialog", { name: /Cancel invoice/ });
    expect(await dialog.innerText()).toContain("A credit note with the next number will be issued");
    await dialog.getByRole("button", { name: "Issue the credit note" }).click();
    await dialog.getByText("Give the reason for the cancellation").waitFor();
    await dialog.getByLabel("Reason (printed on the credit note)").fill("Withdrawn before review");
    await dialog.getByRole("button", { name: "Issue the credit note" }).click();
    await page.getByText(/is cancelled: credit note INV-\d+ issued\./).waitFor();
    await expect.poll(() => invoiceRow(page, "Galerie Rückzug").count()).toBe(2);
    const rows = await invoiceRow(page, "Galerie Rückzug").allInnerTexts();
    expect(rows.join("\n")).toContain("Cancelled");
    expect(rows.join("\n")).toContain("Credit note");
    expect(rows.join("\n")).toContain("-476.00 EUR");
  });

  it("prepares a booth deposit from the floor plan, edits its line, and issues the draft with the next number", async () => {
    expect((await call(api, "POST", `/admin/api/applications/${openId}/status`, { status: "accepted" })).status).toBe(
      200,
    );
    const booth = { id: "A1", label: "A1", size: "large", x_m: 0, y_m: 0, w_m: 6, d_m: 6 };
    const plan = { halls: [{ id: "h", name: "Hall 1", width_m: 40, depth_m: 10, booths: [booth] }] };
    expect((await call(api, "PUT", `/admin/api/editions/${EDITION}/floor-plan`, plan)).status).toBe(200);
    const allocated = await call(api, "PUT", `/admin/api/applications/${openId}/booth`, {
      booth_id: "A1",
      force: true,
    });
    expect(allocated.status).toBe(200);

    const page = await asAdmin(`/admin/invoices?edition=${EDITION}`);
    await page.getByRole("button", { name: "Prepare booth deposits" }).click();
    await page.getByText("1 deposit draft prepared: review them below, then issue.").waitFor();
    // 36 m² × 760.00 = 27,360.00, less 20 % for a first participation, 30 % of it: 6,566.40 net, 7,814.02 gross.
    const draft = page.getByRole("region", { name: "Invoices table" }).getByRole("row").filter({ hasText: "Draft" });
    expect(await draft.innerText()).toContain("7814.02 EUR");
    expect(await problems(page)).toEqual([]);

    // The deposit agreed with the gallery differs: its line is edited on the draft.
    const editLine = draft.getByRole("button", { name: /^Edit line of draft for Galerie Offen/ });
    await editLine.click();
    const dialog = page.getByRole("dialog", { name: "Edit a line of the draft for Galerie Offen" });
    const description = dialog.getByLabel("Description (printed on the invoice)");
    await expect.poll(() => description.inputValue()).toContain("Deposit of 30 %");
    expect(await dialog.getByLabel("Quantity").inputValue()).toBe("1.00");
    expect(await dialog.getByLabel("Unit price, net (EUR)").inputValue()).toBe("6566.40");
    await description.fill("Deposit agreed with the gallery, booth A1");
    await dialog.getByLabel("Quantity").fill("one");
    await dialog.getByRole("button", { name: "Save the line" }).click();
    // The server's refusal at the field it names, the keyboard there, nothing changed.
    const quantity = dialog.getByLabel("Quantity");
    await expect.poll(() => quantity.getAttribute("aria-invalid")).toBe("true");
    expect(await dialog.locator(".field--error").innerText()).toContain("quantity must be a number other than 0");
    await expect.poll(() => quantity.evaluate((el) => el === document.activeElement)).toBe(true);
    for (const [label, width] of BOTH_WIDTHS) {
      await page.setViewportSize(width);
      expect(await problems(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/money-draft-line-${label}.png` });
    }
    await page.setViewportSize(DESKTOP);
    await quantity.fill("1.00");
    await dialog.getByLabel("Unit price, net (EUR)").fill("6000.00");
    await dialog.getByRole("button", { name: "Save the line" }).click();
    await page
      .getByText("The draft for Galerie Offen is changed: net 6000.00 EUR, VAT 1140.00 EUR, gross 7140.00 EUR.")
      .waitFor();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => draft.innerText()).toMatch(/7140\.00 EUR\s+net\s6000\.00, VAT\s1140\.00/);
    expect(await editLine.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.getByRole("button", { name: "Issue the selected drafts (0)" }).click();
    await page.getByText("Select the drafts to issue first.").waitFor();
    await page.getByRole("checkbox", { name: "Draft for Galerie Offen" }).check();
    await page.getByRole("button", { name: "Issue the selected drafts (1)" }).click();
    await page.getByText(/^1 invoice issued: INV-\d+\.$/).waitFor();
    await expect.poll(() => draft.count()).toBe(0);
    const depositRow = invoiceRow(page, "Galerie Offen").filter({ hasText: "Booth deposit" });
    const deposit = await depositRow.innerText();
    for (const expected of ["7140.00 EUR", "Open", "E-invoice"]) expect(deposit).toContain(expected);
    // The issued invoice's PDF carries the edited line and its amounts.
    const pdfHref = await depositRow.getByRole("link", { name: /^PDF/ }).getAttribute("href");
    const pdf = await page.request.get(new URL(pdfHref as string, page.url()).href);
    const text = await pdfText(Buffer.from(await pdf.body()));
    for (const expected of ["Deposit agreed with the gallery, booth A1", "6,000.00", "1,140.00", "7,140.00"])
      expect(text).toContain(expected);
    expect(text).not.toContain("7,814.02");

    // The balance has three lines: the one chosen is edited, the others are kept as they are.
    await page.getByRole("button", { name: "Prepare booth balances" }).click();
    await page.getByText("1 balance draft prepared: review them below, then issue.").waitFor();
    await draft.getByRole("button", { name: /^Edit line of draft for Galerie Offen/ }).click();
    const which = dialog.getByLabel("Line", { exact: true });
    await expect.poll(() => which.locator("option").count()).toBe(3);
    await which.selectOption({ index: 2 });
    expect(await description.inputValue()).toMatch(/^Less deposit invoice INV-\d+$/);
    expect(await dialog.getByLabel("Quantity").inputValue()).toBe("-1.00");
    expect(await dialog.getByLabel("Unit price, net (EUR)").inputValue()).toBe("6000.00");
    await dialog.getByLabel("Unit price, net (EUR)").fill("5000.00");
    await dialog.getByRole("button", { name: "Save the line" }).click();
    // 27,360.00 − 5,472.00 − 5,000.00 = 16,888.00 net.
    await page.getByText(/^The draft for Galerie Offen is changed: net 16888\.00 EUR/).waitFor();
    const [balance] = (await call(api, "GET", `/admin/api/invoices?application=${openId}&state=draft`)).json.items;
    const lines = (await call(api, "GET", `/admin/api/invoices/${balance.id}`)).json.lines;
    expect(lines.map((l: { unit_price: string }) => l.unit_price)).toEqual(["760.00", "5472.00", "5000.00"]);
  });

  it("is not for reviewers: no link, no page, no answer", async () => {
    const page = await bed.newPage();
    await signInThroughPage(page, bed.server().url, bed.staff("reviewer"));
    expect(
      await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Invoices" }).count(),
    ).toBe(0);
    for (const path of ["/admin/invoices", "/admin/payments", "/admin/billing", `/admin/editions/${EDITION}/fees`]) {
      await page.goto(`${bed.server().url}${path}`);
      await page.getByRole("heading", { level: 1, name: "Not available" }).waitFor();
      expect(await page.getByRole("main").innerText()).not.toContain("476.00");
    }
    const rita = await signIn(bed.server().url, bed.staff("reviewer").email, bed.staff("reviewer").password);
    for (const path of ["/admin/api/invoices", "/admin/api/billing", `/admin/api/editions/${EDITION}/fees`])
      expect((await call(rita, "GET", path)).status).toBe(403);
  });

  for (const [label, viewport] of BOTH_WIDTHS)
    it(`has no serious violation and nothing too wide at ${label} px on each money page`, async () => {
      const page = await asAdmin("/admin/billing", viewport);
      await page.getByRole("button", { name: "Save billing details" }).waitFor();
      expect(await problems(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/money-billing-${label}.png`, fullPage: true });

      await page.goto(`${bed.server().url}/admin/editions/${EDITION}/fees`);
      await page.getByRole("button", { name: "Save fees" }).waitFor();
      expect(await problems(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/money-fees-${label}.png`, fullPage: true });

      await page.goto(`${bed.server().url}/admin/invoices?edition=${EDITION}`);
      await page.getByRole("region", { name: "Invoices table" }).waitFor();
      expect(await problems(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/money-invoices-${label}.png`, fullPage: true });
      await page
        .getByRole("button", { name: /^Record payment/ })
        .first()
        .click();
      await page.getByRole("dialog", { name: /Record a payment/ }).waitFor();
      expect(await problems(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/money-payment-dialog-${label}.png` });

      await page.goto(`${bed.server().url}/admin/payments`);
      await page.getByRole("button", { name: "Import the statement" }).waitFor();
      await page.getByText("Every payment is matched to its invoice.").waitFor();
      expect(await problems(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/money-payments-${label}.png`, fullPage: true });
    });
});
