/**
 * The invoices on a gallery's status page (the rule book's showsInvoice: issued ones, drafts
 * never): each with its amount, due day, state and what is left to pay, and how to pay it: the
 * fair's IBAN, the invoice's reference and, for euros, the EPC QR code.
 */
import { minorDigits } from "../../shared/currencies.ts";
import { displayAmount } from "../../shared/money.ts";
import { showsInvoiceSql } from "../policy/applicant.ts";
import type { Db } from "../store/database.ts";
import { dayInZone } from "./dates.ts";
import { invoiceState, outstandingOf } from "./invoice-view.ts";
import { readSeller } from "./parties.ts";
import { epcPayload } from "./payment-qr.ts";
import { groupedReference } from "./reference.ts";

export interface GalleryInvoice {
  id: string;
  number: string;
  kind: string;
  /** "476.00 EUR" */
  amount: string;
  dueDate: string | null;
  state: string;
  /** What is left to pay, written for people; null when nothing is. */
  toPay: string | null;
  payment: { seller: string; iban: string; bic: string; reference: string; epc: string | undefined } | null;
}

export async function galleryInvoices(db: Db, applicationId: string, now = Date.now()): Promise<GalleryInvoice[]> {
  const rows = await db
    .selectFrom("invoices")
    .leftJoin("editions", "editions.slug", "invoices.edition")
    .selectAll("invoices")
    .select("editions.time_zone")
    .where("invoices.application_id", "=", applicationId)
    .where(showsInvoiceSql())
    .orderBy("invoices.seq")
    .execute();
  return rows.map((row) => {
    const digits = minorDigits(row.currency);
    const due = outstandingOf(row);
    const state = invoiceState(row, dayInZone(now, row.time_zone ?? "UTC"));
    const seller = readSeller(row.seller);
    const payable = due > 0 && (state === "open" || state === "overdue");
    return {
      id: row.id,
      number: row.number as string,
      kind: row.kind,
      amount: `${displayAmount(Number(row.gross), digits)} ${row.currency}`,
      dueDate: row.kind === "credit_note" ? null : row.due_date,
      state,
      toPay: payable ? `${displayAmount(due, digits)} ${row.currency}` : null,
      payment: payable
        ? {
            seller: seller.name,
            iban: groupedReference(seller.iban),
            bic: seller.bic,
            reference: groupedReference(row.reference ?? ""),
            epc:
              row.currency === "EUR"
                ? epcPayload({
                    name: seller.name,
                    iban: seller.iban,
                    bic: seller.bic,
                    amount: due,
                    reference: row.reference ?? "",
                  })
                : undefined,
          }
        : null,
    };
  });
}
