/** One invoice in full, as the back office and the renderers (PDF, e-invoice) read it. */
import { minorDigits } from "../../shared/currencies.ts";
import { formatAmount } from "../../shared/money.ts";
import { type Db, keyringOf } from "../store/database.ts";
import { dayInZone } from "./dates.ts";
import { invoiceItemJson } from "./invoice-view.ts";
import { findInvoice, type InvoiceRow } from "./invoices.ts";
import { type Buyer, buyerVatId, readBuyer, readSeller } from "./parties.ts";
import type { Seller } from "./settings.ts";

export interface InvoiceLineRow {
  position: number;
  description: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  net: number;
  vat: number;
}

export interface FullInvoice {
  row: InvoiceRow;
  lines: InvoiceLineRow[];
  seller: Seller;
  buyer: Buyer;
  gallery: string;
  editionName: string;
  timeZone: string;
  /** The number of the invoice a credit note credits. */
  creditsNumber: string | null;
  payments: { id: string; amount: number; paid_on: string; source: string; payer: string; note: string }[];
}

export async function loadInvoice(db: Db, id: string): Promise<FullInvoice | undefined> {
  const row = await findInvoice(db, id);
  if (!row) return undefined;
  const [lines, context, payments, credits] = await Promise.all([
    db.selectFrom("invoice_lines").selectAll().where("invoice_id", "=", id).orderBy("position").execute(),
    db
      .selectFrom("applications")
      .leftJoin("editions", "editions.slug", "applications.edition")
      .select(["applications.gallery_name", "editions.name", "editions.time_zone"])
      .where("applications.id", "=", row.application_id)
      .executeTakeFirst(),
    db
      .selectFrom("payments")
      .select(["id", "amount", "paid_on", "source", "payer", "note"])
      .where("invoice_id", "=", id)
      .where("state", "=", "matched")
      .orderBy("paid_on")
      .orderBy("created_at")
      .execute(),
    row.credit_note_for
      ? db.selectFrom("invoices").select("number").where("id", "=", row.credit_note_for).executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  const buyer = readBuyer(keyringOf(db), row.buyer);
  return {
    row,
    lines: lines.map((l) => ({
      position: Number(l.position),
      description: l.description,
      quantity: Number(l.quantity),
      unit: l.unit,
      unitPrice: Number(l.unit_price),
      net: Number(l.net),
      vat: Number(l.vat),
    })),
    seller: readSeller(row.seller),
    buyer,
    gallery: context?.gallery_name || buyer.name,
    editionName: context?.name ?? row.edition,
    timeZone: context?.time_zone ?? "UTC",
    creditsNumber: credits?.number ?? null,
    payments: payments.map((p) => ({ ...p, amount: Number(p.amount) })),
  };
}

export function invoiceDetailJson(invoice: FullInvoice, now = Date.now()) {
  const { row } = invoice;
  const digits = minorDigits(row.currency);
  const amount = (minor: number) => formatAmount(minor, digits);
  const party = (p: { name: string; address: string; country: string; email: string }, vatId: string) => ({
    name: p.name,
    address: p.address,
    country: p.country,
    vat_id: vatId,
    email: p.email,
  });
  return {
    ...invoiceItemJson(row, invoice.gallery, dayInZone(now, invoice.timeZone)),
    lines: invoice.lines.map((l) => ({
      position: l.position,
      description: l.description,
      quantity: formatAmount(l.quantity, 2),
      unit: l.unit,
      unit_price: amount(l.unitPrice),
      net: amount(l.net),
      vat: amount(l.vat),
    })),
    vat_rate: row.vat_rate,
    vat_category: row.vat_category,
    vat_rule: row.vat_rule,
    vat_note: row.vat_note,
    seller: party(invoice.seller, invoice.seller.vat_id),
    buyer: party(invoice.buyer, buyerVatId(invoice.buyer)),
    cancel_reason: row.cancel_reason,
    payments: invoice.payments.map((p) => ({ ...p, amount: amount(p.amount) })),
  };
}
