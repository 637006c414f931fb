/**
 * The gallery's side of its money: the confirmation says what is due; the status page lists its
 * invoices (number, amount, due day, state; drafts never), each with its PDF and e-invoice through
 * links only its own token opens, and how to pay (IBAN, reference, the EPC QR code); the page is
 * valid HTML. On SQLite and in the PostgreSQL pass.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { call, EURO_FEES, GERMAN_FAIR } from "../../../test-support/billing.ts";
import { filesForForm } from "../../../test-support/fixtures.ts";
import { htmlErrors } from "../../../test-support/html-validator.ts";
import { writtenMails } from "../../../test-support/mail.ts";
import { pdfText } from "../../../test-support/pdf-text.ts";
import { startTestServer, type TestServer } from "../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../test-support/staff.ts";
import { exampleApplication } from "../../shared/example-application.ts";
import { applicationFormData } from "../../shared/form-data.ts";
import { issueStatusToken } from "../status-page/tokens.ts";

const EDITION = "gallery-2027";
let server: TestServer;
let admin: StaffVisitor;
let application = "";
let invoice: { id: string; number: string; reference: string } = { id: "", number: "", reference: "" };
let token = "";

beforeAll(async () => {
  server = await startTestServer({ OPEN_EDITIONS: EDITION });
  const a = await createStaff(server.app, { email: "admin@fair.example", role: "admin" });
  admin = await signIn(server.url, a.email, a.password);
  await call(admin, "PUT", "/admin/api/billing", GERMAN_FAIR);
  await call(admin, "PUT", `/admin/api/editions/${EDITION}/fees`, EURO_FEES);
  const visitor = await server.visitor();
  const form = exampleApplication({ edition: EDITION, artists: 1, artworksPerArtist: 1 });
  form.gallery.name = "Galerie Sichtbar";
  form.gallery.email = "office@sichtbar.example";
  const submitted = await visitor.fetch("/application-submit", {
    method: "POST",
    body: applicationFormData(form, { files: filesForForm(form), token: visitor.token }),
  });
  expect(submitted.status).toBe(200);
  application = (await submitted.json()).id;
  invoice = (await call(admin, "GET", `/admin/api/invoices?application=${application}`)).json.items[0];
  token = await issueStatusToken(server.app.db, application);
});
afterAll(() => server.close());

it("says in the confirmation what is due and how to pay it", async () => {
  let mail: Awaited<ReturnType<typeof writtenMails>>[0] | undefined;
  for (let i = 0; i < 50 && !mail; i++) {
    mail = (await writtenMails(server.dataDir)).find((m) => m.to === "office@sichtbar.example");
    if (!mail) await new Promise((r) => setTimeout(r, 100));
  }
  expect(mail?.text).toContain(`The application fee is due: invoice ${invoice.number}, 476.00 EUR, payable by`);
  expect(mail?.text).toContain("IBAN DE89 3704 0044 0532 0130 00");
  expect(mail?.text).toContain(`reference ${invoice.reference.replace(/(.{4})(?=.)/g, "$1 ")}`);
});

it("lists the invoices on the status page with how to pay, and is valid HTML", async () => {
  const page = await fetch(`${server.url}/status/${token}`);
  const text = await page.text();
  for (const expected of [
    '<h2 id="invoices">Invoices</h2>',
    invoice.number,
    "476.00 EUR",
    "Open",
    "DE89 3704 0044 0532 0130 00",
    invoice.reference.replace(/(.{4})(?=.)/g, "$1 "),
    `href="/status/${token}/invoices/${invoice.id}.pdf"`,
    `href="/status/${token}/invoices/${invoice.id}.xml"`,
    `aria-label="QR code to pay ${invoice.number} by bank transfer"`,
  ])
    expect(text).toContain(expected);
  // No card payments without STRIPE_SECRET_KEY.
  expect(text).not.toContain("by card");
  expect(await htmlErrors(text)).toEqual([]);
});

it("opens the invoice's PDF and e-invoice with its own token only", async () => {
  const pdf = await fetch(`${server.url}/status/${token}/invoices/${invoice.id}.pdf`);
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get("cache-control")).toBe("no-store");
  expect(await pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain(invoice.number);
  const xml = await fetch(`${server.url}/status/${token}/invoices/${invoice.id}.xml`);
  expect(await xml.text()).toContain(invoice.number);
  const other = exampleApplication({ edition: EDITION, artists: 1, artworksPerArtist: 1, withFiles: false });
  const { storeApplication } = await import("../../../test-support/applications.ts");
  const otherId = (await storeApplication(server.app, other)).id;
  const otherToken = await issueStatusToken(server.app.db, otherId);
  expect((await fetch(`${server.url}/status/${otherToken}/invoices/${invoice.id}.pdf`)).status).toBe(404);
});

it("shows no draft, and a paid invoice as paid without payment details", async () => {
  await call(admin, "POST", `/admin/api/invoices/${invoice.id}/payments`, { amount: "476.00", paid_at: "2027-01-02" });
  const text = await (await fetch(`${server.url}/status/${token}`)).text();
  expect(text).toContain("Paid");
  expect(text).not.toContain("How to pay");
});
