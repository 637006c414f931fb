/**
 * A draft reviewed before it is issued: its lines replaced (PATCH) or the draft discarded
 * (DELETE). An issued invoice refuses both: it never changes (a credit note corrects it).
 */
import { z } from "zod";
import { minorDigits } from "../../shared/currencies.ts";
import { type Percent, parseAmount, parsePercent } from "../../shared/money.ts";
import type { Db } from "../store/database.ts";
import { invoiceAmounts, type LineInput } from "./amounts.ts";
import { findInvoice, InvoiceError, writeLines } from "./invoices.ts";
import { BillingError, firstProblem } from "./problems.ts";

export const MAX_LINES = 50;

const lineInput = z.object({
  description: z
    .string({ error: "must be text" })
    .trim()
    .min(1, "must not be empty")
    .max(300, "must be at most 300 characters"),
  quantity: z.string({ error: 'must be a number with at most two decimals, such as "24.00"' }),
  unit: z.enum(["MTK", "C62"], { error: 'must be "MTK" (square metre) or "C62" (one)' }).optional().default("C62"),
  unit_price: z.string({ error: 'must be an amount such as "760.00"' }),
});
const draftChange = z.object({
  lines: z
    .array(lineInput, { error: "must be a list of lines" })
    .min(1, "must hold at least one line")
    .max(MAX_LINES, `must hold at most ${MAX_LINES} lines`),
});

async function draftOf(db: Db, id: string) {
  const invoice = await findInvoice(db, id);
  if (!invoice) throw new InvoiceError(404, "There is no such invoice.");
  if (invoice.status !== "draft")
    throw new InvoiceError(
      409,
      `${invoice.number} is issued: an issued invoice never changes; cancel it with a credit note.`,
    );
  return invoice;
}

export async function changeDraft(db: Db, id: string, body: unknown): Promise<void> {
  const invoice = await draftOf(db, id);
  const parsed = draftChange.safeParse(body ?? {});
  if (!parsed.success) throw firstProblem(parsed.error);
  const digits = minorDigits(invoice.currency);
  const lines: LineInput[] = parsed.data.lines.map((line, i) => {
    const quantity = parseAmount(line.quantity, 2, { negative: true });
    if (quantity === undefined || quantity === 0)
      throw new BillingError(
        422,
        `lines.${i}.quantity must be a number other than 0 with at most two decimals, such as "24.00".`,
        `lines.${i}.quantity`,
      );
    const unitPrice = parseAmount(line.unit_price, digits);
    if (unitPrice === undefined)
      throw new BillingError(
        422,
        `lines.${i}.unit_price must be an amount of 0 or more in ${invoice.currency} with at most ${digits} decimals (take something off with a negative quantity).`,
        `lines.${i}.unit_price`,
      );
    return { description: line.description, quantity, unit: line.unit, unitPrice };
  });
  const amounts = invoiceAmounts(lines, { rate: parsePercent(invoice.vat_rate) as Percent });
  await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("invoices")
      .set({ net: amounts.net, vat: amounts.vat, gross: amounts.gross })
      .where("id", "=", id)
      .where("status", "=", "draft")
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw new InvoiceError(409, "This invoice was issued meanwhile.");
    await writeLines(trx, id, amounts);
  });
}

export async function discardDraft(db: Db, id: string): Promise<void> {
  await draftOf(db, id);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("invoice_lines").where("invoice_id", "=", id).execute();
    const gone = await trx.deleteFrom("invoices").where("id", "=", id).where("status", "=", "draft").executeTakeFirst();
    if (Number(gone.numDeletedRows) !== 1) throw new InvoiceError(409, "This invoice was issued meanwhile.");
  });
}
