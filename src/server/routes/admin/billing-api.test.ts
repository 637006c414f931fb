/**
 * The fair's money over HTTP, as admins use it: who invoices and each edition's fees (422 naming
 * the field, 403 for reviewers), the form's tax country, the application fee's invoice issued with
 * the submission, booth invoices prepared from the floor plan, reviewed and issued, cancellations
 * with credit notes whole and in part, and the list with its totals. On SQLite and in the
 * PostgreSQL pass.
 */
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeApplication } from "../../../../test-support/applications.ts";
import { call, EURO_FEES, GERMAN_FAIR, SWISS_FAIR } from "../../../../test-support/billing.ts";
import { filesForForm } from "../../../../test-support/fixtures.ts";
import { pdfText } from "../../../../test-support/pdf-text.ts";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../../test-support/staff.ts";
import {
  billingSettingsAnswer,
  editionFeesAnswer,
  invoiceDetailAnswer,
  invoiceListAnswer,
} from "../../../shared/api/billing.ts";
import type { ApplicationForm } from "../../../shared/application.ts";
import { exampleApplication } from "../../../shared/example-application.ts";
import { applicationFormData } from "../../../shared/form-data.ts";
import { parseAmount } from "../../../shared/money.ts";

const EDITION = "fair-2027";
const FREE = "free-2027";
let server: TestServer;
let admin: StaffVisitor;
let reviewer: StaffVisitor;

beforeAll(async () => {
  server = await startTestServer({ OPEN_EDITIONS: `${EDITION},${FREE}` });
  const a = await createStaff(server.app, { email: "admin@fair.example", role: "admin" });
  const r = await createStaff(server.app, { email: "reviewer@fair.example", role: "reviewer" });
  admin = await signIn(server.url, a.email, a.password);
  reviewer = await signIn(server.url, r.email, r.password);
});
afterAll(() => server.close());

function form(gallery: string, edition = EDITION, tax: Partial<ApplicationForm["tax"]> = {}): ApplicationForm {
  const f = exampleApplication({ edition, artists: 1, artworksPerArtist: 1 });
  f.gallery.name = gallery;
  f.tax = { ...f.tax, company: `${gallery} GmbH`, ...tax };
  return f;
}

async function submit(f: ApplicationForm) {
  const visitor = await server.visitor();
  const response = await visitor.fetch("/application-submit", {
    method: "POST",
    body: applicationFormData(f, { files: filesForForm(f), token: visitor.token }),
  });
  return { status: response.status, json: await response.json() };
}

async function validate(f: ApplicationForm) {
  const visitor = await server.visitor();
  const response = await visitor.fetch("/application-validate", {
    method: "POST",
    body: applicationFormData(f, { token: visitor.token }),
  });
  return { status: response.status, json: await response.json() };
}

describe("who invoices", () => {
  it("is empty until set, and only admins read or change it", async () => {
    expect((await call(admin, "GET", "/admin/api/billing")).json).toMatchObject({ configured: false, name: "" });
    expect((await call(reviewer, "GET", "/admin/api/billing")).status).toBe(403);
    expect((await call(reviewer, "PUT", "/admin/api/billing", GERMAN_FAIR)).status).toBe(403);
  });

  it.each([
    ["iban", { iban: "DE89 3704 0044 0532 0130 01" }, "iban is not a valid IBAN (its length or checksum is wrong)."],
    ["iban", { iban: "DE89 3704 0044 0532 0130" }, "iban is not a valid IBAN (its length or checksum is wrong)."],
    ["country", { country: "XX" }, "country must be an ISO 3166-1 alpha-2 code such as DE."],
    ["country", { country: "de" }, "country must be an ISO 3166-1 alpha-2 code such as DE."],
    ["email", { email: "billing@" }, "email must be a valid email address."],
    ["name", { name: " " }, "name must not be empty."],
    ["bic", { bic: "NOTABIC" }, "bic is not a valid BIC."],
    [
      "address",
      { address: "Messedamm 22" },
      "address must have the street on one line and the postcode and city on the next.",
    ],
  ])("refuses a wrong %s with 422 naming it", async (field, change, message) => {
    const answer = await call(admin, "PUT", "/admin/api/billing", { ...GERMAN_FAIR, ...change });
    expect(answer.status).toBe(422);
    expect(answer.json).toEqual({ message, field });
  });

  it("keeps the IBAN in its electronic form once its checksum holds", async () => {
    const answer = await call(admin, "PUT", "/admin/api/billing", GERMAN_FAIR);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ iban: "DE89370400440532013000", country: "DE", configured: true });
    const read = (await call(admin, "GET", "/admin/api/billing")).json;
    expect(billingSettingsAnswer.parse(read).country_name).toBe("Germany");
  });
});

describe("an edition's fees", () => {
  it("are empty for an edition that charges nothing, and reviewers get 403", async () => {
    const answer = await call(admin, "GET", `/admin/api/editions/${FREE}/fees`);
    expect(answer.json).toMatchObject({ application_fee: null, charges_fees: false, currency: null });
    expect((await call(reviewer, "GET", `/admin/api/editions/${EDITION}/fees`)).status).toBe(403);
    expect((await call(reviewer, "PUT", `/admin/api/editions/${EDITION}/fees`, EURO_FEES)).status).toBe(403);
    expect((await call(admin, "GET", "/admin/api/editions/nope/fees")).status).toBe(404);
  });

  it.each([
    ["currency", { currency: "EURO" }, "currency must be an ISO 4217 code such as EUR."],
    [
      "application_fee",
      { application_fee: "400.001" },
      'application_fee must be an amount in EUR with at most 2 decimals, such as "400.00".',
    ],
    ["application_fee", { application_fee: 400 }, 'application_fee must be an amount such as "400.00", or null.'],
    [
      "application_fee",
      { application_fee: "4e2" },
      'application_fee must be an amount in EUR with at most 2 decimals, such as "400.00".',
    ],
    [
      "vat_rate",
      { vat_rate: "8,1" },
      'vat_rate must be a percentage from 0 to 100 with at most two decimals, such as "8.1".',
    ],
    [
      "deposit_percent",
      { deposit_percent: "101" },
      'deposit_percent must be a percentage from 0 to 100 with at most two decimals, such as "8.1".',
    ],
    ["payment_days", { payment_days: -1 }, "payment_days must be 0 or more."],
    ["payment_days", { payment_days: 1.5 }, "payment_days must be a whole number of days."],
    [
      "booth_price_per_m2.large",
      { booth_price_per_m2: { small: null, medium: null, large: "-1.00" } },
      'booth_price_per_m2.large must be an amount in EUR with at most 2 decimals, such as "400.00".',
    ],
    [
      "fee_required_for_review",
      { application_fee: null, fee_required_for_review: true },
      "fee_required_for_review needs an application_fee above 0.",
    ],
    [
      "application_fee",
      { currency: "JPY", application_fee: "50000.50" },
      'application_fee must be an amount in JPY with at most 0 decimals, such as "40000".',
    ],
  ])("refuses a wrong %s with 422 naming it", async (field, change, message) => {
    const answer = await call(admin, "PUT", `/admin/api/editions/${EDITION}/fees`, { ...EURO_FEES, ...change });
    expect(answer.status).toBe(422);
    expect(answer.json).toEqual({ message, field });
  });

  it("keeps amounts as decimal strings in the currency's decimals", async () => {
    const yen = await call(admin, "PUT", `/admin/api/editions/${FREE}/fees`, {
      ...EURO_FEES,
      currency: "JPY",
      application_fee: "50000",
      booth_price_per_m2: { small: null, medium: null, large: null },
    });
    expect(yen.json).toMatchObject({ currency: "JPY", application_fee: "50000", charges_fees: true });
    // Back to charging nothing: every amount null.
    const none = await call(admin, "PUT", `/admin/api/editions/${FREE}/fees`, {
      ...EURO_FEES,
      application_fee: null,
      booth_price_per_m2: { small: null, medium: null, large: null },
    });
    expect(none.json).toMatchObject({ application_fee: null, charges_fees: false });
    const answer = await call(admin, "PUT", `/admin/api/editions/${EDITION}/fees`, {
      ...EURO_FEES,
      vat_rate: "19.00",
      application_fee: "400",
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      ...EURO_FEES,
      application_fee: "400.00",
      vat_rate: "19",
      charges_fees: true,
    });
    expect(editionFeesAnswer.parse((await call(admin, "GET", `/admin/api/editions/${EDITION}/fees`)).json)).toEqual(
      answer.json,
    );
  });
});

describe("the form's tax country", () => {
  it("is required when the edition charges fees, with the message in the spec's style", async () => {
    const answer = await validate(form("Galerie Ohne Land", EDITION, { country: "" }));
    expect(answer.status).toBe(422);
    expect(answer.json.errors).toEqual({ "tax.country": ["Please select the country of the company."] });
  });

  it("is not required where nothing is charged, and nothing is invoiced there", async () => {
    const f = form("Free Gallery", FREE, { country: "" });
    expect((await validate(f)).status).toBe(200);
    const submitted = await submit(f);
    expect(submitted.status).toBe(200);
    const list = await call(admin, "GET", `/admin/api/invoices?application=${submitted.json.id}`);
    expect(list.json).toEqual({ items: [], totals: {} });
  });

  it("refuses a code that is not a country as if none was chosen", async () => {
    const answer = await validate(form("Galerie Fantasie", EDITION, { country: "XX" }));
    expect(answer.json.errors).toEqual({ "tax.country": ["Please select the country of the company."] });
  });
});

describe("invoices", () => {
  let first: string;

  it("issues the application fee's invoice with the submission: number, dates, VAT, total", async () => {
    const submitted = await submit(form("Galerie Berlin", EDITION, { country: "DE", number: "DE 123 456 789" }));
    expect(submitted.status).toBe(200);
    first = submitted.json.id;
    const list = await call(admin, "GET", `/admin/api/invoices?application=${first}`);
    expect(list.json.items).toHaveLength(1);
    const item = list.json.items[0];
    expect(item).toMatchObject({
      number: "INV-000001",
      application_id: first,
      gallery: "Galerie Berlin",
      kind: "application_fee",
      currency: "EUR",
      net: "400.00",
      vat: "76.00",
      gross: "476.00",
      state: "open",
      paid_at: null,
      credit_note_for: null,
      reference: "RF69INV000001",
    });
    const issued = new Date(item.issued_at);
    const due = new Date(`${item.due_at}T00:00:00Z`);
    expect(Math.round((due.getTime() - Date.parse(issued.toISOString().slice(0, 10))) / 86_400_000)).toBe(30);
    const detail = await call(admin, "GET", `/admin/api/invoices/${item.id}`);
    invoiceDetailAnswer.parse(detail.json);
    // The invoice's copy of the buyer keeps the tax number encrypted, as the application does.
    const raw = await server.app.db
      .selectFrom("invoices")
      .select("buyer")
      .where("id", "=", item.id)
      .executeTakeFirstOrThrow();
    // The number in any spelling; "123" alone may turn up inside the base64 of the ciphertext.
    for (const spelling of ["DE 123 456 789", "DE123456789", "123 456 789", "123456789"])
      expect(raw.buyer).not.toContain(spelling);
    expect(raw.buyer).toContain("Galerie Berlin GmbH");
    expect(detail.json).toMatchObject({
      vat_rule: "domestic",
      vat_rate: "19",
      seller: { name: GERMAN_FAIR.name, vat_id: GERMAN_FAIR.vat_id, country: "DE" },
      buyer: { name: "Galerie Berlin GmbH", vat_id: "DE123456789", country: "DE" },
      lines: [
        {
          description: "Application fee, fair-2027",
          quantity: "1.00",
          unit_price: "400.00",
          net: "400.00",
          vat: "76.00",
        },
      ],
    });
  });

  it("charges a foreign buyer with a tax number no VAT (reverse charge), one without the edition's rate", async () => {
    const withNumber = await submit(form("Galerie Paris", EDITION, { country: "FR", number: "FR40303265045" }));
    const without = await submit(form("Atelier Lyon", EDITION, { country: "FR", number: " " }));
    // The tax number is required by the form: the second keeps one, so its VAT rule is tested below.
    expect(without.status).toBe(422);
    const items = (await call(admin, "GET", `/admin/api/invoices?application=${withNumber.json.id}`)).json.items;
    expect(items[0]).toMatchObject({ number: "INV-000002", net: "400.00", vat: "0.00", gross: "400.00" });
    const detail = (await call(admin, "GET", `/admin/api/invoices/${items[0].id}`)).json;
    expect(detail).toMatchObject({
      vat_rule: "reverse_charge",
      vat_category: "AE",
      buyer: { vat_id: "FR40303265045" },
    });
    expect(detail.vat_note).toMatch(/Reverse charge/);
  });

  it("lists by edition and state, with totals per currency; reviewers get 403", async () => {
    const list = await call(admin, "GET", `/admin/api/invoices?edition=${EDITION}&state=open`);
    invoiceListAnswer.parse(list.json);
    expect(list.json.items.map((i: { number: string }) => i.number)).toEqual(["INV-000001", "INV-000002"]);
    expect(list.json.totals).toEqual({ EUR: { issued: "876.00", paid: "0.00", outstanding: "876.00", count: 2 } });
    expect((await call(admin, "GET", "/admin/api/invoices?state=late")).json).toEqual({
      message: "state must be one of draft, open, paid, overdue, cancelled.",
      field: "state",
    });
    expect((await call(reviewer, "GET", "/admin/api/invoices")).status).toBe(403);
  });

  it("cancels in part, then the rest: credit notes with the next numbers and negative amounts", async () => {
    const [item] = (await call(admin, "GET", `/admin/api/invoices?application=${first}`)).json.items;
    expect((await call(admin, "POST", `/admin/api/invoices/${item.id}/cancel`, {})).json).toEqual({
      message: "reason must say why the invoice is cancelled.",
      field: "reason",
    });
    expect(
      (await call(admin, "POST", `/admin/api/invoices/${item.id}/cancel`, { reason: "x", amount: "500.00" })).json
        .field,
    ).toBe("amount");
    const part = await call(admin, "POST", `/admin/api/invoices/${item.id}/cancel`, {
      reason: "Fee reduced for a project space",
      amount: "119.00",
    });
    expect(part.status).toBe(201);
    expect(part.json.credit_note).toMatchObject({
      number: "INV-000003",
      kind: "credit_note",
      credit_note_for: item.id,
      net: "-100.00",
      vat: "-19.00",
      gross: "-119.00",
      state: "paid",
    });
    expect(part.json.invoice).toMatchObject({ state: "open", credited: "119.00", outstanding: "357.00" });
    const rest = await call(admin, "POST", `/admin/api/invoices/${item.id}/cancel`, { reason: "Withdrawn" });
    expect(rest.json.credit_note).toMatchObject({ number: "INV-000004", gross: "-357.00" });
    expect(rest.json.invoice).toMatchObject({ state: "cancelled", outstanding: "0.00" });
    expect((await call(admin, "POST", `/admin/api/invoices/${item.id}/cancel`, { reason: "again" })).status).toBe(409);
    const credit = part.json.credit_note.id;
    expect((await call(admin, "POST", `/admin/api/invoices/${credit}/cancel`, { reason: "no" })).status).toBe(409);
    // An issued invoice never changes.
    expect((await call(admin, "PATCH", `/admin/api/invoices/${item.id}`, { lines: [] })).status).toBe(409);
    expect((await call(admin, "DELETE", `/admin/api/invoices/${item.id}`)).status).toBe(409);
  });
});

describe("booth invoices", () => {
  const booth = (id: string, size: string, x: number, w: number, d: number) => ({
    id,
    label: id,
    size,
    x_m: x,
    y_m: 0,
    w_m: w,
    d_m: d,
  });
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    // Booths are for accepted galleries; each is stored as a submission is, so each has its fee's invoice (INV-000005 to 7).
    for (const [name, country] of [
      ["Galerie Alpha", "DE"],
      ["Beta Gallery", "GB"],
      ["Gamma Rooms", "DE"],
    ] as const) {
      const f = form(name, EDITION, { country, number: country === "GB" ? "GB123456789" : "DE999999999" });
      ids[name] = (await storeApplication(server.app, f)).id;
      expect(
        (await call(admin, "POST", `/admin/api/applications/${ids[name]}/status`, { status: "accepted" })).status,
      ).toBe(200);
    }
    const plan = {
      halls: [
        {
          id: "h",
          name: "Hall 1",
          width_m: 40,
          depth_m: 10,
          booths: [booth("A1", "large", 0, 6, 6), booth("A2", "small", 10, 3.33, 4.5), booth("A3", "medium", 20, 4, 4)],
        },
      ],
    };
    expect((await call(admin, "PUT", `/admin/api/editions/${EDITION}/floor-plan`, plan)).status).toBe(200);
    for (const [name, boothId] of [
      ["Galerie Alpha", "A1"],
      ["Beta Gallery", "A2"],
    ] as const)
      expect(
        (await call(admin, "PUT", `/admin/api/applications/${ids[name]}/booth`, { booth_id: boothId, force: true }))
          .status,
      ).toBe(200);
  });

  it("prepares deposit drafts from the plan: area × price of its size, less the newcomer discount", async () => {
    expect(
      (await call(reviewer, "POST", `/admin/api/editions/${EDITION}/invoices/prepare`, { kind: "deposit" })).status,
    ).toBe(403);
    expect(
      (await call(admin, "POST", `/admin/api/editions/${EDITION}/invoices/prepare`, { kind: "booth" })).json,
    ).toEqual({ message: 'kind must be "deposit" or "balance".', field: "kind" });
    const answer = await call(admin, "POST", `/admin/api/editions/${EDITION}/invoices/prepare`, { kind: "deposit" });
    expect(answer.status).toBe(201);
    // Gamma has no booth: no draft.
    expect(answer.json.items.map((i: { gallery: string }) => i.gallery).sort()).toEqual([
      "Beta Gallery",
      "Galerie Alpha",
    ]);
    for (const item of answer.json.items) expect(item).toMatchObject({ state: "draft", number: null, reference: null });
    const alpha = answer.json.items.find((i: { gallery: string }) => i.gallery === "Galerie Alpha");
    // 36.00 m² × 760.00 = 27,360.00, less 20 % (first participation) = 21,888.00; 30 % deposit = 6,566.40; VAT 19 %.
    expect(alpha).toMatchObject({ net: "6566.40", vat: "1247.62", gross: "7814.02" });
    const beta = answer.json.items.find((i: { gallery: string }) => i.gallery === "Beta Gallery");
    // 3.33 × 4.50 = 14.985 → 14.99 m² × 905.00 = 13,565.95, less 20 % = 10,852.76; 30 % = 3,255.83; GB with a number: reverse charge.
    expect(beta).toMatchObject({ net: "3255.83", vat: "0.00", gross: "3255.83" });
    // Preparing again adds nothing.
    const again = await call(admin, "POST", `/admin/api/editions/${EDITION}/invoices/prepare`, { kind: "deposit" });
    expect(again.json.items).toEqual([]);
    expect(again.json.skipped.map((s: { reason: string }) => s.reason)).toEqual([
      "has a deposit invoice already",
      "has a deposit invoice already",
    ]);
    ids.alphaDeposit = alpha.id;
    ids.betaDeposit = beta.id;
  });

  it("edits a draft's line, discards a draft, issues the rest with the next numbers", async () => {
    const bad = await call(admin, "PATCH", `/admin/api/invoices/${ids.betaDeposit}`, {
      lines: [{ description: "Deposit", quantity: "1", unit_price: "12.345" }],
    });
    expect(bad.json).toMatchObject({ field: "lines.0.unit_price" });
    const edited = await call(admin, "PATCH", `/admin/api/invoices/${ids.betaDeposit}`, {
      lines: [
        { description: "Deposit on booth A2", quantity: "1.00", unit_price: "3000.00" },
        { description: "Catalogue page", quantity: "2", unit_price: "150.00" },
      ],
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ net: "3300.00", gross: "3300.00", state: "draft" });
    expect(edited.json.lines.map((l: { net: string }) => l.net)).toEqual(["3000.00", "300.00"]);
    const draftPdf = await admin.fetch(`/admin/api/invoices/${ids.alphaDeposit}.pdf`);
    expect(await pdfText(Buffer.from(await draftPdf.arrayBuffer()))).toContain("Draft invoice");
    expect((await call(admin, "GET", `/admin/api/invoices/${ids.alphaDeposit}.xml`)).status).toBe(409);
    expect((await call(admin, "DELETE", `/admin/api/invoices/${ids.alphaDeposit}`)).status).toBe(204);
    expect((await call(admin, "GET", `/admin/api/invoices/${ids.alphaDeposit}`)).status).toBe(404);
    const issued = await call(admin, "POST", "/admin/api/invoices/issue", { ids: [ids.betaDeposit] });
    expect(issued.status).toBe(200);
    expect(issued.json.items[0]).toMatchObject({ number: "INV-000008", state: "open", reference: "RF74INV000008" });
    const twice = await call(admin, "POST", "/admin/api/invoices/issue", { ids: [ids.betaDeposit] });
    expect(twice.status).toBe(409);
    expect(twice.json.ids).toEqual([ids.betaDeposit]);
  });

  it("prepares the balance less the deposits issued", async () => {
    const answer = await call(admin, "POST", `/admin/api/editions/${EDITION}/invoices/prepare`, { kind: "balance" });
    const beta = answer.json.items.find((i: { gallery: string }) => i.gallery === "Beta Gallery");
    // 13,565.95 − 2,713.19 (20 %) − 3,300.00 (the deposit as issued) = 7,552.76.
    expect(beta).toMatchObject({ net: "7552.76", vat: "0.00" });
    const detail = (await call(admin, "GET", `/admin/api/invoices/${beta.id}`)).json;
    expect(detail.lines.map((l: { description: string; net: string }) => [l.description, l.net])).toEqual([
      ["Booth A2 (small, Hall 1): 14.99 m² at 905.00 EUR per m²", "13565.95"],
      ["Newcomer discount, first participation: 20 % of 13,565.95", "-2713.19"],
      ["Less deposit invoice INV-000008", "-3300.00"],
    ]);
  });
});

describe("the seller's country decides what is domestic", () => {
  it("a Swiss fair charges its rate to a Swiss buyer and none to a German one with a number", async () => {
    expect((await call(admin, "PUT", "/admin/api/billing", SWISS_FAIR)).status).toBe(200);
    await call(admin, "PUT", `/admin/api/editions/${FREE}/fees`, {
      ...EURO_FEES,
      currency: "CHF",
      vat_rate: "8.1",
      application_fee: "350.00",
    });
    const swiss = await submit(form("Galerie Zürich", FREE, { country: "CH", number: "CHE-999.999.999" }));
    const german = await submit(form("Galerie Köln", FREE, { country: "DE", number: "DE111111111" }));
    const item = async (id: string) =>
      (await call(admin, "GET", `/admin/api/invoices?application=${id}`)).json.items[0];
    expect(await item(swiss.json.id)).toMatchObject({ currency: "CHF", net: "350.00", vat: "28.35", gross: "378.35" });
    expect(await item(german.json.id)).toMatchObject({ currency: "CHF", net: "350.00", vat: "0.00" });
    // The currency of an edition with issued invoices stays.
    const change = await call(admin, "PUT", `/admin/api/editions/${FREE}/fees`, { ...EURO_FEES, currency: "EUR" });
    expect(change.status).toBe(409);
    expect(change.json.field).toBe("currency");
  });
});

describe("the accountant's export", () => {
  it("has one row per invoice line with its VAT, credit notes negative, through the CSV guard", async () => {
    expect((await reviewer.fetch(`/admin/api/editions/${EDITION}/invoices.csv`)).status).toBe(403);
    const formula = await submit(form("=HYPERLINK(1)", EDITION, { country: "DE", company: "=HYPERLINK(1) GmbH" }));
    expect(formula.status).toBe(200);
    const response = await admin.fetch(`/admin/api/editions/${EDITION}/invoices.csv`);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0] ?? {})).toEqual([
      "Invoice",
      "Kind",
      "Issue date",
      "Due date",
      "State",
      "Credit note for",
      "Buyer",
      "Buyer country",
      "Buyer VAT number",
      "Line",
      "Description",
      "Quantity",
      "Unit",
      "Unit price",
      "Net",
      "VAT rate %",
      "VAT category",
      "VAT rule",
      "VAT",
      "Gross",
      "Currency",
      "Reference",
      "Invoice net",
      "Invoice VAT",
      "Invoice gross",
    ]);
    const issued = (await call(admin, "GET", `/admin/api/invoices?edition=${EDITION}`)).json.items.filter(
      (i: { state: string }) => i.state !== "draft",
    );
    expect(new Set(rows.map((r) => r.Invoice))).toEqual(new Set(issued.map((i: { number: string }) => i.number)));
    // Each invoice's lines add up to its net and VAT, to the cent, as decimal strings.
    const cents = (v: string) => parseAmount(v, 2, { negative: true }) as number;
    for (const invoice of issued) {
      const lines = rows.filter((r) => r.Invoice === invoice.number);
      expect(lines.reduce((sum, r) => sum + cents(r.Net as string), 0)).toBe(cents(invoice.net));
      expect(lines.reduce((sum, r) => sum + cents(r.VAT as string), 0)).toBe(cents(invoice.vat));
    }
    const credit = rows.find((r) => r.Kind === "credit_note");
    expect(credit).toMatchObject({ Net: "-100.00", VAT: "-19.00", Gross: "-119.00", "Credit note for": "INV-000001" });
    expect(rows.find((r) => r.Buyer?.includes("HYPERLINK"))?.Buyer).toBe("'=HYPERLINK(1) GmbH");
    expect(rows.find((r) => r["VAT rule"] === "reverse_charge")).toMatchObject({ "VAT category": "AE", VAT: "0.00" });
  });
});
