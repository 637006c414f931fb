/**
 * A gallery's invoices on its status page in Chromium, at 1280 and 390 px: the invoice listed with
 * its amount, due day and state, how to pay (IBAN, reference, the EPC QR code), its PDF opened from
 * the page's link, no serious accessibility violation and nothing wider than the screen; and the
 * form's country, required when the edition charges fees, with the spec's style of message.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueStatusToken } from "../src/server/status-page/tokens.ts";
import { exampleApplication } from "../src/shared/example-application.ts";
import { storeApplication } from "../test-support/applications.ts";
import { call, EURO_FEES, GERMAN_FAIR } from "../test-support/billing.ts";
import { pageProblems as auditPage, closeContexts, sharedChromium } from "../test-support/browser.ts";
import { startTestServer, type TestServer } from "../test-support/server.ts";
import { createStaff, signIn } from "../test-support/staff.ts";

const EDITION = "fees-2027";
let server: TestServer;
let browser: Browser;
let token = "";
let number = "";

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ OPEN_EDITIONS: EDITION }), sharedChromium()]);
  const a = await createStaff(server.app, { email: "admin@fair.example", role: "admin" });
  const admin = await signIn(server.url, a.email, a.password);
  await call(admin, "PUT", "/admin/api/billing", GERMAN_FAIR);
  await call(admin, "PUT", `/admin/api/editions/${EDITION}/fees`, EURO_FEES);
  const form = exampleApplication({ edition: EDITION, artists: 1, artworksPerArtist: 1 });
  form.gallery.name = "Galerie Zahlt";
  const { id } = await storeApplication(server.app, form);
  number = (await call(admin, "GET", `/admin/api/invoices?application=${id}`)).json.items[0].number;
  token = await issueStatusToken(server.app.db, id);
}, 60_000);
afterAll(async () => {
  await closeContexts(browser);
  await server?.close();
});

async function problems(page: Page): Promise<string[]> {
  const wider = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  return [...(await auditPage(page)), ...(wider ? ["the page is wider than the screen"] : [])];
}

describe.each([
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
])("on a %s", (_name, viewport) => {
  it("shows the invoice, how to pay it and its PDF", async () => {
    const context = await browser.newContext({ viewport });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/status/${token}`);
      const invoices = page.getByRole("region", { name: "Invoices" });
      await invoices.getByRole("heading", { name: "Invoices" }).waitFor();
      await expect.poll(() => invoices.getByRole("table").innerText()).toContain(number);
      const table = await invoices.getByRole("table").innerText();
      for (const expected of ["476.00 EUR", "Open", "Application fee"]) expect(table).toContain(expected);
      await expect.poll(() => invoices.innerText()).toContain("DE89 3704 0044 0532 0130 00");
      expect(await invoices.getByRole("img", { name: `QR code to pay ${number} by bank transfer` }).isVisible()).toBe(
        true,
      );
      expect(await problems(page)).toEqual([]);
      const href = (await invoices.getByRole("link", { name: "PDF" }).getAttribute("href")) as string;
      const pdf = await page.request.get(new URL(href, page.url()).href);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
    } finally {
      await context.close();
    }
  });
});

it("asks the form for the company's country when the edition charges fees", async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const country = page.getByLabel(/^Country/);
    await country.waitFor();
    expect(await country.getAttribute("aria-required")).toBe("true");
    await country.selectOption({ label: "Switzerland" });
    expect(await country.inputValue()).toBe("CH");
  } finally {
    await context.close();
  }
});
