/**
 * An invoice as a PDF (A4), through `pdf/` (embedded Noto subsets: names and addresses in any
 * script): both parties with their addresses and VAT numbers, the number, issue and due dates,
 * the lines, net, VAT by rate, gross and currency, the payment terms with the IBAN and the
 * creditor reference, and a payment QR code: the EPC QR code for euros, the Swiss QR-bill's
 * payment part (swissqrbill) for francs. A credit note names the invoice it credits; a draft says so.
 */
import { SwissQRBill } from "swissqrbill/pdf";
import { countryName } from "../../shared/countries.ts";
import { minorDigits } from "../../shared/currencies.ts";
import { displayAmount, formatAmount } from "../../shared/money.ts";
import { newPdf, type Pdf, pdfBytes } from "../pdf/document.ts";
import { faceFont } from "../pdf/faces.ts";
import { drawText, fitText, type TextStyle, wrapText } from "../pdf/text.ts";
import { longDate } from "./dates.ts";
import type { FullInvoice } from "./detail.ts";
import { buyerVatId, postalAddress } from "./parties.ts";
import { epcPayload, qrModules } from "./payment-qr.ts";
import { groupedReference } from "./reference.ts";

/** A4 portrait in points. */
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const INK = "#1a1a1a";
const MUTED = "#555555";
const BODY: TextStyle = { size: 9.5 };
const SMALL: TextStyle = { size: 8 };
const BOLD: TextStyle = { size: 9.5, weight: "bold" };
const LINE = 13;
/** The Swiss QR-bill's payment part: the page's width, 105 mm high, at the foot of a page. */
const QR_BILL_HEIGHT = 297.64;

const UNITS: Record<string, string> = { MTK: "m²", C62: "" };

function titleOf(invoice: FullInvoice): string {
  if (invoice.row.status === "draft") return "Draft invoice";
  return invoice.row.kind === "credit_note" ? "Credit note" : "Invoice";
}

class Cursor {
  y: number;
  private readonly doc: Pdf;

  constructor(doc: Pdf, y: number) {
    this.doc = doc;
    this.y = y;
  }

  /** A new page when fewer than `needed` points are left above the foot. */
  room(needed: number, foot = MARGIN): void {
    if (this.y + needed <= PAGE.height - foot) return;
    this.doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    this.y = MARGIN;
  }
}

function block(doc: Pdf, lines: string[], x: number, y: number, width: number, style: TextStyle = BODY): number {
  let at = y;
  for (const line of lines)
    for (const part of wrapText(line, width, style)) {
      drawText(doc, part, { x, y: at }, style);
      at += LINE;
    }
  return at;
}

function partyLines(
  name: string,
  address: string,
  country: string,
  vatId: string,
  vatLabel = "VAT number",
): [string, string[]] {
  const lines = address.split("\n").filter((l) => l.trim() !== "");
  const countryLine = country ? countryName(country) : "";
  const last = (lines.at(-1) ?? "").trim().toLowerCase();
  if (countryLine && last !== countryLine.toLowerCase() && last !== country.toLowerCase()) lines.push(countryLine);
  if (vatId) lines.push(`${vatLabel}: ${vatId}`);
  return [name, lines];
}

export function invoicePdf(invoice: FullInvoice): Promise<Buffer> {
  const { row, seller, buyer } = invoice;
  const digits = minorDigits(row.currency);
  const money = (minor: number) => `${displayAmount(minor, digits)}`;
  const doc = newPdf({ title: `${titleOf(invoice)} ${row.number ?? ""}`.trim() });
  doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
  doc.fillColor(INK);
  const content = PAGE.width - 2 * MARGIN;
  const half = content / 2 - 10;

  // The seller, at the top.
  const sellerName = fitText(seller.name, { width: content, size: 15, minSize: 9, weight: "bold" });
  drawText(doc, sellerName.text, { x: MARGIN, y: MARGIN + 12 }, { size: sellerName.size, weight: "bold" });
  const [, sellerLines] = partyLines(seller.name, seller.address, seller.country, seller.vat_id);
  doc.fillColor(MUTED);
  let y = block(doc, [...sellerLines, seller.email, seller.phone].filter(Boolean), MARGIN, MARGIN + 30, content, SMALL);
  doc.fillColor(INK);

  // The buyer on the left, the invoice's facts on the right.
  const top = y + 24;
  const [buyerName, buyerLines] = partyLines(
    buyer.name,
    buyer.address,
    buyer.country,
    buyerVatId(buyer),
    buyer.country && buyer.taxNumber ? "VAT number" : "Tax number",
  );
  drawText(doc, "Bill to", { x: MARGIN, y: top }, { size: 8, weight: "bold" });
  drawText(
    doc,
    fitText(buyerName, { width: half, size: 10.5, minSize: 7, weight: "bold" }).text,
    { x: MARGIN, y: top + 15 },
    {
      size: 10.5,
      weight: "bold",
    },
  );
  const buyerEnd = block(doc, buyerLines, MARGIN, top + 29, half);

  const right = MARGIN + content / 2 + 10;
  drawText(doc, titleOf(invoice), { x: right, y: top + 4 }, { size: 18, weight: "bold" });
  const facts: [string, string][] = [
    ["Number", row.number ?? "(given when issued)"],
    ["Issue date", row.issue_date ? longDate(row.issue_date) : "(when issued)"],
  ];
  if (row.kind !== "credit_note") facts.push(["Due date", row.due_date ? longDate(row.due_date) : "(when issued)"]);
  if (invoice.creditsNumber) facts.push(["Credits invoice", invoice.creditsNumber]);
  if (row.reference && row.kind !== "credit_note") facts.push(["Reference", groupedReference(row.reference)]);
  facts.push(["Currency", row.currency], ["Edition", invoice.editionName]);
  let factY = top + 26;
  for (const [label, value] of facts) {
    drawText(doc, label, { x: right, y: factY }, { size: 8.5, weight: "bold" });
    drawText(
      doc,
      fitText(value, { width: half - 85, size: 9, minSize: 6 }).text,
      { x: right + 85, y: factY },
      { size: 9 },
    );
    factY += LINE;
  }
  y = Math.max(buyerEnd, factY) + 24;

  // The lines.
  const cursor = new Cursor(doc, y);
  const columns = {
    description: MARGIN,
    quantity: MARGIN + content - 210,
    price: MARGIN + content - 105,
    net: MARGIN + content,
  };
  const header = () => {
    drawText(doc, "Description", { x: columns.description, y: cursor.y }, BOLD);
    drawText(doc, "Quantity", { x: columns.quantity, y: cursor.y, align: "right" }, BOLD);
    drawText(doc, "Unit price", { x: columns.price, y: cursor.y, align: "right" }, BOLD);
    drawText(doc, `Net (${row.currency})`, { x: columns.net, y: cursor.y, align: "right" }, BOLD);
    doc
      .moveTo(MARGIN, cursor.y + 5)
      .lineTo(MARGIN + content, cursor.y + 5)
      .lineWidth(0.7)
      .stroke(INK);
    cursor.y += LINE + 4;
  };
  header();
  for (const line of invoice.lines) {
    const described = wrapText(line.description, columns.quantity - MARGIN - 70, BODY);
    cursor.room(described.length * LINE + 4);
    const unit = UNITS[line.unit] ?? "";
    drawText(
      doc,
      `${formatAmount(line.quantity, 2)}${unit ? ` ${unit}` : ""}`,
      { x: columns.quantity, y: cursor.y, align: "right" },
      BODY,
    );
    drawText(doc, money(line.unitPrice), { x: columns.price, y: cursor.y, align: "right" }, BODY);
    drawText(doc, money(line.net), { x: columns.net, y: cursor.y, align: "right" }, BODY);
    for (const part of described) {
      drawText(doc, part, { x: columns.description, y: cursor.y }, BODY);
      cursor.y += LINE;
    }
    cursor.y += 3;
  }
  doc
    .moveTo(MARGIN, cursor.y - 6)
    .lineTo(MARGIN + content, cursor.y - 6)
    .lineWidth(0.4)
    .stroke(MUTED);

  // The totals: net, VAT by rate, gross.
  cursor.room(5 * LINE);
  cursor.y += 6;
  const vatLabel =
    row.vat_category === "AE"
      ? `VAT ${row.vat_rate} % (reverse charge) on ${money(Number(row.net))}`
      : `VAT ${row.vat_rate} % on ${money(Number(row.net))}`;
  const totals: [string, string, TextStyle][] = [
    ["Net", money(Number(row.net)), BODY],
    [vatLabel, money(Number(row.vat)), BODY],
    [`Total ${row.currency}`, money(Number(row.gross)), { size: 11, weight: "bold" }],
  ];
  for (const [label, value, style] of totals) {
    drawText(doc, label, { x: columns.price, y: cursor.y, align: "right" }, style);
    drawText(doc, value, { x: columns.net, y: cursor.y, align: "right" }, style);
    cursor.y += LINE + 2;
  }
  cursor.y += 8;

  // What the VAT rule means, with both VAT numbers where the reverse charge applies.
  const notes: string[] = [];
  if (row.vat_note)
    notes.push(row.vat_note, `Supplier's VAT number: ${seller.vat_id}. Customer's VAT number: ${buyerVatId(buyer)}.`);
  if (row.cancel_reason && row.kind === "credit_note") notes.push(`Reason: ${row.cancel_reason}`);
  const due = Number(row.gross) - Number(row.credited);
  const payable = row.kind !== "credit_note" && due > 0;
  if (payable)
    notes.push(
      `Payment terms: please pay ${money(due)} ${row.currency} by ${row.due_date ? longDate(row.due_date) : "the due date"} to ${seller.name}.`,
      `IBAN ${groupedReference(seller.iban)}${seller.bic ? ` · BIC ${seller.bic}` : ""}`,
      `Reference ${row.reference ? groupedReference(row.reference) : "(given when issued)"} (please quote it with your payment)`,
    );
  if (row.kind === "credit_note") notes.push("Nothing is to be paid for this credit note.");
  for (const note of notes) {
    const parts = wrapText(note, content, BODY);
    cursor.room(parts.length * LINE + 6);
    cursor.y = block(doc, [note], MARGIN, cursor.y, content) + 4;
  }

  if (payable && row.reference && row.status !== "draft") {
    const payment = { name: seller.name, iban: seller.iban, bic: seller.bic, amount: due, reference: row.reference };
    if (row.currency === "CHF") drawQrBill(doc, invoice, due, cursor);
    else if (row.currency === "EUR") drawEpcCode(doc, epcPayload(payment), cursor);
  }
  return pdfBytes(doc);
}

/** The EPC QR code (GiroCode), 4 cm wide with its quiet zone, and what it is for. */
function drawEpcCode(doc: Pdf, payload: string | undefined, cursor: Cursor): void {
  if (!payload) return;
  const modules = qrModules(payload);
  const side = 113; // 40 mm
  cursor.room(side + 30);
  const x = MARGIN;
  const y = cursor.y + 6;
  const unit = side / (modules.size + 8);
  doc.rect(x, y, side, side).fill("#ffffff");
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(col, row)) doc.rect(x + (col + 4) * unit, y + (row + 4) * unit, unit, unit);
  doc.fill(INK);
  drawText(doc, "Scan to pay (EPC QR code, SEPA credit transfer)", { x: x + side + 14, y: y + 20 }, BOLD);
  drawText(doc, "Your banking app fills in the IBAN, amount and reference.", { x: x + side + 14, y: y + 34 }, SMALL);
  cursor.y = y + side + 10;
}

/** The Swiss QR-bill's payment part at the foot of the page (or of a new one), with the creditor reference. */
function drawQrBill(doc: Pdf, invoice: FullInvoice, due: number, cursor: Cursor): void {
  const { seller, buyer, row } = invoice;
  const creditor = postalAddress(seller.address, seller.country);
  const debtor = postalAddress(buyer.address, buyer.country);
  // The QR-bill's fonts: the Noto faces under the name swissqrbill asks for, so they are embedded too.
  doc.registerFont("Liberation Sans", faceFont("latin", "regular") as unknown as Buffer);
  doc.registerFont("Liberation Sans-Bold", faceFont("latin", "bold") as unknown as Buffer);
  const latin = (text: string) => /^[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]*$/u.test(text);
  const debtorFits =
    buyer.country !== "" &&
    debtor.city !== "" &&
    [buyer.name, ...debtor.lines, debtor.city].every(latin) &&
    debtor.postcode !== "";
  try {
    const bill = new SwissQRBill(
      {
        currency: "CHF",
        // swissqrbill takes the amount as a number: 2 decimals of a decimal string, exact in a double.
        amount: Number(formatAmount(due, 2)),
        reference: row.reference as string,
        message: `Invoice ${row.number}`,
        creditor: {
          account: seller.iban,
          name: seller.name,
          address: creditor.lines[0] ?? "",
          zip: creditor.postcode,
          city: creditor.city,
          country: seller.country,
        },
        ...(debtorFits
          ? {
              debtor: {
                name: buyer.name,
                address: debtor.lines[0] ?? "",
                zip: debtor.postcode,
                city: debtor.city,
                country: buyer.country,
              },
            }
          : {}),
      },
      { language: "EN", fontName: "Liberation Sans", scissors: true },
    );
    if (cursor.y > PAGE.height - QR_BILL_HEIGHT) {
      doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
      cursor.y = MARGIN;
    }
    bill.attachTo(doc, 0, PAGE.height - QR_BILL_HEIGHT);
  } catch (error) {
    // A seller whose IBAN or address the QR-bill cannot take: the invoice stays right without it.
    drawText(
      doc,
      `No QR-bill: ${(error as Error).message}`,
      { x: MARGIN, y: Math.min(cursor.y + 10, PAGE.height - MARGIN) },
      SMALL,
    );
  }
}
