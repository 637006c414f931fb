/**
 * The accountant's export of an edition's invoices: one row per invoice line, with its VAT, and the
 * invoice's own figures beside it (issued invoices and credit notes; drafts are not invoices yet).
 * Through the exports' CSV machinery: UTF-8 with a byte order mark, formulas neutralised; amounts
 * as decimal strings in their currency's decimals (a plain number is no formula and stays one).
 */
import { countryName } from "../../shared/countries.ts";
import { minorDigits } from "../../shared/currencies.ts";
import { formatAmount } from "../../shared/money.ts";
import type { CsvColumn } from "../exports/csv.ts";
import { type Db, keyringOf } from "../store/database.ts";
import { dayInZone } from "./dates.ts";
import { invoiceState } from "./invoice-view.ts";
import { buyerVatId, readBuyer } from "./parties.ts";

export interface AccountsRow {
  number: string;
  kind: string;
  issueDate: string;
  dueDate: string;
  state: string;
  creditNoteFor: string;
  buyer: string;
  buyerCountry: string;
  buyerVatId: string;
  position: number;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  net: string;
  vatRate: string;
  vatCategory: string;
  vatRule: string;
  vat: string;
  gross: string;
  currency: string;
  reference: string;
  invoiceNet: string;
  invoiceVat: string;
  invoiceGross: string;
}

export const ACCOUNTS_COLUMNS: CsvColumn<AccountsRow>[] = [
  { header: "Invoice", value: (r) => r.number },
  { header: "Kind", value: (r) => r.kind },
  { header: "Issue date", value: (r) => r.issueDate },
  { header: "Due date", value: (r) => r.dueDate },
  { header: "State", value: (r) => r.state },
  { header: "Credit note for", value: (r) => r.creditNoteFor },
  { header: "Buyer", value: (r) => r.buyer },
  { header: "Buyer country", value: (r) => r.buyerCountry },
  { header: "Buyer VAT number", value: (r) => r.buyerVatId },
  { header: "Line", value: (r) => r.position },
  { header: "Description", value: (r) => r.description },
  { header: "Quantity", value: (r) => r.quantity },
  { header: "Unit", value: (r) => r.unit },
  { header: "Unit price", value: (r) => r.unitPrice },
  { header: "Net", value: (r) => r.net },
  { header: "VAT rate %", value: (r) => r.vatRate },
  { header: "VAT category", value: (r) => r.vatCategory },
  { header: "VAT rule", value: (r) => r.vatRule },
  { header: "VAT", value: (r) => r.vat },
  { header: "Gross", value: (r) => r.gross },
  { header: "Currency", value: (r) => r.currency },
  { header: "Reference", value: (r) => r.reference },
  { header: "Invoice net", value: (r) => r.invoiceNet },
  { header: "Invoice VAT", value: (r) => r.invoiceVat },
  { header: "Invoice gross", value: (r) => r.invoiceGross },
];

const UNIT_WORDS: Record<string, string> = { MTK: "m²", C62: "piece" };

/** The rows, an invoice at a time in number order (a page of invoices read at a time). */
export async function* accountsRows(db: Db, edition: string, now = Date.now()): AsyncGenerator<AccountsRow> {
  const keyring = keyringOf(db);
  const zone =
    (await db.selectFrom("editions").select("time_zone").where("slug", "=", edition).executeTakeFirst())?.time_zone ??
    "UTC";
  const today = dayInZone(now, zone);
  let after = 0;
  for (;;) {
    const invoices = await db
      .selectFrom("invoices")
      .leftJoin("invoices as credited", "credited.id", "invoices.credit_note_for")
      .selectAll("invoices")
      .select("credited.number as credited_number")
      .where("invoices.edition", "=", edition)
      .where("invoices.seq", ">", after)
      .orderBy("invoices.seq")
      .limit(200)
      .execute();
    if (invoices.length === 0) return;
    const lines = await db
      .selectFrom("invoice_lines")
      .selectAll()
      .where(
        "invoice_id",
        "in",
        invoices.map((i) => i.id),
      )
      .orderBy("invoice_id")
      .orderBy("position")
      .execute();
    for (const invoice of invoices) {
      const digits = minorDigits(invoice.currency);
      const amount = (minor: number) => formatAmount(Number(minor), digits);
      const buyer = readBuyer(keyring, invoice.buyer);
      for (const line of lines.filter((l) => l.invoice_id === invoice.id))
        yield {
          number: invoice.number ?? "",
          kind: invoice.kind,
          issueDate: invoice.issue_date ?? "",
          dueDate: invoice.due_date ?? "",
          state: invoiceState(invoice, today),
          creditNoteFor: invoice.credited_number ?? "",
          buyer: buyer.name,
          buyerCountry: buyer.country ? countryName(buyer.country) : "",
          buyerVatId: buyerVatId(buyer),
          position: Number(line.position) + 1,
          description: line.description,
          quantity: formatAmount(Number(line.quantity), 2),
          unit: UNIT_WORDS[line.unit] ?? line.unit,
          unitPrice: amount(line.unit_price),
          net: amount(line.net),
          vatRate: invoice.vat_rate,
          vatCategory: invoice.vat_category,
          vatRule: invoice.vat_rule,
          vat: amount(line.vat),
          gross: amount(Number(line.net) + Number(line.vat)),
          currency: invoice.currency,
          reference: invoice.reference ?? "",
          invoiceNet: amount(invoice.net),
          invoiceVat: amount(invoice.vat),
          invoiceGross: amount(invoice.gross),
        };
      after = Number(invoice.seq);
    }
  }
}
