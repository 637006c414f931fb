/**
 * Payments from the bank and by hand, as the treasurer uses them: a camt.053 statement and a CSV
 * matched by creditor reference or invoice number, partial and surplus payments, the same
 * statement imported twice recording nothing twice, unmatched credits settled (whole or in part)
 * or dismissed, a payment recorded by hand, bounds on the file, and each change in the
 * application's history (admins only). On SQLite and in the PostgreSQL pass.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeApplication } from "../../../test-support/applications.ts";
import { call, camt053, EURO_FEES, GERMAN_FAIR, importStatementFile } from "../../../test-support/billing.ts";
import { startTestServer, type TestServer } from "../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../test-support/staff.ts";
import { paymentImportAnswer, paymentListAnswer } from "../../shared/api/billing.ts";
import { exampleApplication } from "../../shared/example-application.ts";
import { MAX_STATEMENT_BYTES } from "./statement.ts";

const EDITION = "pay-2027";
let server: TestServer;
let admin: StaffVisitor;
let reviewer: StaffVisitor;
const invoices: { id: string; number: string; reference: string; application: string }[] = [];

beforeAll(async () => {
  server = await startTestServer({ OPEN_EDITIONS: EDITION });
  const a = await createStaff(server.app, { email: "admin@fair.example", role: "admin" });
  const r = await createStaff(server.app, { email: "reviewer@fair.example", role: "reviewer" });
  admin = await signIn(server.url, a.email, a.password);
  reviewer = await signIn(server.url, r.email, r.password);
  await call(admin, "PUT", "/admin/api/billing", GERMAN_FAIR);
  await call(admin, "PUT", `/admin/api/editions/${EDITION}/fees`, EURO_FEES);
  for (let i = 0; i < 6; i++) {
    const form = exampleApplication({ edition: EDITION, artists: 1, artworksPerArtist: 1, withFiles: false });
    form.gallery.name = `Galerie ${i}`;
    const { id } = await storeApplication(server.app, form);
    const item = (await call(admin, "GET", `/admin/api/invoices?application=${id}`)).json.items[0];
    invoices.push({ id: item.id, number: item.number, reference: item.reference, application: id });
  }
});
afterAll(() => server.close());

const stateOf = async (id: string) => (await call(admin, "GET", `/admin/api/invoices/${id}`)).json;

describe("a camt.053 statement", () => {
  const statement = () =>
    camt053([
      // By structured reference, in full.
      { amount: "476.00", reference: invoices[0]?.reference, bankRef: "B-1", payer: "Galerie 0 GmbH" },
      // By the invoice number in the remittance text, in part.
      { amount: "200.00", remittance: `Application fee ${invoices[1]?.number} thank you`, bankRef: "B-2" },
      // More than due: paid, with the surplus shown.
      { amount: "500.00", reference: invoices[2]?.reference, bankRef: "B-3" },
      // Nothing to go by.
      { amount: "99.00", remittance: "Donation", bankRef: "B-4", payer: "A Friend" },
      // Money going out is no payment.
      { amount: "12.00", debit: true, bankRef: "B-5" },
      // Without the bank's reference: known by what it says.
      { amount: "476.00", remittance: `RF reference ${invoices[3]?.reference.replace(/(.{4})/g, "$1 ")}` },
    ]);

  it("matches credits by reference or invoice number and leaves the rest for a person", async () => {
    expect((await importStatementFile(reviewer, "statement.xml", statement())).status).toBe(403);
    const answer = await importStatementFile(admin, "statement.xml", statement());
    expect(answer.status).toBe(201);
    paymentImportAnswer.parse(answer.json);
    expect(answer.json.matched.map((m: { invoice: string; amount: string }) => [m.invoice, m.amount])).toEqual([
      [invoices[0]?.number, "476.00"],
      [invoices[1]?.number, "200.00"],
      [invoices[2]?.number, "500.00"],
      [invoices[3]?.number, "476.00"],
    ]);
    expect(answer.json.unmatched).toEqual([
      expect.objectContaining({
        amount: "99.00",
        currency: "EUR",
        payer: "A Friend",
        remittance: "Donation",
        reason: "No invoice's reference or number was found in it.",
      }),
    ]);
    expect(answer.json).toMatchObject({ entries: 5, already_imported: 0 });
    expect(await stateOf(invoices[0]?.id as string)).toMatchObject({ state: "paid", outstanding: "0.00" });
    expect(await stateOf(invoices[1]?.id as string)).toMatchObject({
      state: "open",
      paid: "200.00",
      outstanding: "276.00",
    });
    expect(await stateOf(invoices[2]?.id as string)).toMatchObject({
      state: "paid",
      paid: "500.00",
      outstanding: "-24.00",
    });
  });

  it("imported again, records nothing twice", async () => {
    const again = await importStatementFile(admin, "statement.xml", statement());
    expect(again.json).toMatchObject({ matched: [], unmatched: [], entries: 5, already_imported: 5 });
    expect(await stateOf(invoices[1]?.id as string)).toMatchObject({ paid: "200.00" });
    const unmatched = await call(admin, "GET", "/admin/api/payments?state=unmatched");
    expect(paymentListAnswer.parse(unmatched.json).items).toHaveLength(1);
  });

  it("shows each payment in the application's history, to admins only", async () => {
    const history = (await call(admin, "GET", `/admin/api/applications/${invoices[0]?.application}`)).json.history;
    const events = history.map((h: { event?: string }) => h.event).filter(Boolean);
    expect(events).toEqual(["invoice_issued", "payment_recorded", "invoice_paid"]);
    expect(history.find((h: { event?: string }) => h.event === "payment_recorded")).toMatchObject({
      invoice: { number: invoices[0]?.number },
      amount: { value: "476.00", currency: "EUR" },
    });
    const seen = (await call(reviewer, "GET", `/admin/api/applications/${invoices[0]?.application}`)).json.history;
    expect(
      seen.filter((h: { event?: string }) => h.event?.includes("invoice") || h.event?.includes("payment")),
    ).toEqual([]);
  });

  it("settles an unmatched credit in part against an invoice, the rest dismissed", async () => {
    const [donation] = (await call(admin, "GET", "/admin/api/payments?state=unmatched")).json.items;
    expect(
      (
        await call(admin, "POST", `/admin/api/payments/${donation.id}/settle`, {
          invoice: invoices[4]?.number,
          amount: "100.00",
        })
      ).json.field,
    ).toBe("amount");
    const part = await call(admin, "POST", `/admin/api/payments/${donation.id}/settle`, {
      invoice: invoices[1]?.number,
      amount: "76.00",
      note: "The rest of Galerie 1's fee, paid by a friend",
    });
    expect(part.status).toBe(200);
    expect(part.json.invoice).toMatchObject({ paid: "276.00", outstanding: "200.00" });
    const rest = (await call(admin, "GET", "/admin/api/payments?state=unmatched")).json.items;
    expect(rest).toEqual([expect.objectContaining({ id: donation.id, amount: "23.00" })]);
    const dismissed = await call(admin, "POST", `/admin/api/payments/${donation.id}/settle`, {
      dismiss: true,
      note: "Paid back",
    });
    expect(dismissed.status).toBe(200);
    expect((await call(admin, "GET", "/admin/api/payments?state=unmatched")).json.items).toEqual([]);
    expect((await call(admin, "POST", `/admin/api/payments/${donation.id}/settle`, { dismiss: true })).status).toBe(
      409,
    );
  });
});

describe("a CSV statement", () => {
  it("reads date, amount, currency, reference and name, and refuses what it cannot read naming the file", async () => {
    const csv = [
      "\uFEFFdate;amount;currency;reference;name",
      `2027-02-05;200.00;EUR;${invoices[1]?.reference};Galerie 1`,
      `2027-02-05;476.00;CHF;${invoices[4]?.reference};Galerie 4`,
      "2027-02-05;-50.00;EUR;;Bank fees",
    ].join("\n");
    const answer = await importStatementFile(admin, "statement.csv", csv);
    expect(answer.status).toBe(201);
    expect(answer.json.matched).toEqual([expect.objectContaining({ invoice: invoices[1]?.number, amount: "200.00" })]);
    expect(answer.json.unmatched).toEqual([
      expect.objectContaining({ currency: "CHF", reason: `${invoices[4]?.number} is in EUR, the payment in CHF.` }),
    ]);
    expect(await stateOf(invoices[1]?.id as string)).toMatchObject({ state: "paid", outstanding: "0.00" });
    expect((await importStatementFile(admin, "statement.csv", csv)).json.already_imported).toBe(2);
    expect((await importStatementFile(admin, "x.csv", "when,how much\n1,2")).json).toEqual({
      message:
        "file must be a CSV with the columns date, amount, currency, reference, name (missing: date, amount, currency, reference, name).",
      field: "file",
    });
    expect((await importStatementFile(admin, "x.xml", "<Document><oops>")).json.field).toBe("file");
  });

  it("refuses a file over the size limit before reading it, and an XML with entities", async () => {
    const big = Buffer.alloc(MAX_STATEMENT_BYTES + 10, "a");
    const answer = await importStatementFile(admin, "big.csv", big);
    expect(answer.status).toBe(422);
    expect(answer.json.message).toMatch(/^file is larger than 10 MB/);
    const bomb = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa">]><Document>&a;</Document>`;
    expect((await importStatementFile(admin, "bomb.xml", bomb)).json.message).toBe(
      "file must be a camt.053 statement without a DOCTYPE.",
    );
  });
});

describe("a payment recorded by hand", () => {
  it("is checked, recorded, and pays the invoice when it reaches what is due", async () => {
    const path = `/admin/api/invoices/${invoices[5]?.id}/payments`;
    expect((await call(reviewer, "POST", path, { amount: "1.00", paid_at: "2027-02-01" })).status).toBe(403);
    expect((await call(admin, "POST", path, { amount: "1.001", paid_at: "2027-02-01" })).json.field).toBe("amount");
    expect((await call(admin, "POST", path, { amount: "1.00", paid_at: "2027-02-30" })).json.field).toBe("paid_at");
    const first = await call(admin, "POST", path, {
      amount: "400.00",
      paid_at: "2027-02-01",
      note: "Cash at the desk",
    });
    expect(first.status).toBe(201);
    expect(first.json.invoice).toMatchObject({ state: "open", outstanding: "76.00" });
    const second = await call(admin, "POST", path, { amount: "76.00", paid_at: "2027-02-02T10:00:00+01:00" });
    expect(second.json.invoice).toMatchObject({ state: "paid", outstanding: "0.00" });
    expect(second.json.invoice.paid_at).not.toBeNull();
    expect(second.json.invoice.payments.map((p: { amount: string; source: string }) => [p.amount, p.source])).toEqual([
      ["400.00", "manual"],
      ["76.00", "manual"],
    ]);
    const totals = (await call(admin, "GET", `/admin/api/invoices?edition=${EDITION}`)).json.totals.EUR;
    // Six fees of 476.00 = 2,856.00 issued; paid 476 + 476 + 500 + 476 + 476 = 2,404.00 (Galerie 4 paid in the
    // wrong currency, nothing recorded): 476.00 outstanding there less the 24.00 paid too much by Galerie 2.
    expect(totals).toEqual({ issued: "2856.00", paid: "2404.00", outstanding: "452.00", count: 6 });
  });
});
