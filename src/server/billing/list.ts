/**
 * GET /admin/api/invoices: the invoices of an edition, a state or an application, with the totals
 * per currency of what was issued (credit notes taken off), paid and is still outstanding.
 */

import type { InvoiceState } from "../../shared/api/billing.ts";
import { minorDigits } from "../../shared/currencies.ts";
import { formatAmount } from "../../shared/money.ts";
import { type Db, keyringOf } from "../store/database.ts";
import { dayInZone } from "./dates.ts";
import { type InvoiceItemJson, invoiceItemJson, outstandingOf } from "./invoice-view.ts";
import { readBuyer } from "./parties.ts";

export interface InvoiceFilter {
  edition?: string;
  state?: InvoiceState;
  application?: string;
  kind?: string;
}

export async function listInvoices(db: Db, filter: InvoiceFilter, now = Date.now()) {
  const rows = await db
    .selectFrom("invoices")
    .innerJoin("applications", "applications.id", "invoices.application_id")
    .leftJoin("editions", "editions.slug", "invoices.edition")
    .selectAll("invoices")
    .select(["applications.gallery_name", "editions.time_zone"])
    .$if(filter.edition !== undefined, (q) => q.where("invoices.edition", "=", filter.edition as string))
    .$if(filter.application !== undefined, (q) => q.where("invoices.application_id", "=", filter.application as string))
    .$if(filter.kind !== undefined, (q) => q.where("invoices.kind", "=", filter.kind as string))
    // Drafts last, then by number; drafts by when they were made.
    .orderBy((eb) => eb.case().when("invoices.seq", "is", null).then(1).else(0).end())
    .orderBy("invoices.seq")
    .orderBy("invoices.created_at")
    .orderBy("invoices.id")
    .execute();
  const keyring = keyringOf(db);
  const today = new Map<string, string>();
  const todayIn = (zone: string) => {
    let day = today.get(zone);
    if (!day) {
      day = dayInZone(now, zone);
      today.set(zone, day);
    }
    return day;
  };
  const items: InvoiceItemJson[] = [];
  const totals = new Map<string, { issued: number; paid: number; outstanding: number; count: number }>();
  for (const row of rows) {
    // An erased application keeps its invoices: the buyer's name is the invoice's own copy.
    const gallery = row.gallery_name || readBuyer(keyring, row.buyer).name;
    const item = invoiceItemJson(row, gallery, todayIn(row.time_zone ?? "UTC"));
    if (filter.state !== undefined && item.state !== filter.state) continue;
    items.push(item);
    if (row.status === "draft") continue;
    const sum = totals.get(row.currency) ?? { issued: 0, paid: 0, outstanding: 0, count: 0 };
    sum.issued += Number(row.gross);
    sum.paid += Number(row.paid);
    sum.outstanding += outstandingOf(row);
    sum.count += 1;
    totals.set(row.currency, sum);
  }
  return {
    items,
    totals: Object.fromEntries(
      [...totals].map(([currency, sum]) => {
        const digits = minorDigits(currency);
        return [
          currency,
          {
            issued: formatAmount(sum.issued, digits),
            paid: formatAmount(sum.paid, digits),
            outstanding: formatAmount(sum.outstanding, digits),
            count: sum.count,
          },
        ];
      }),
    ),
  };
}
