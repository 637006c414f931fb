/**
 * An edition's prices: the application fee, whether reviews wait for it, the VAT rate and whether
 * booths are taxed at the fair, the price per m² of each booth size, the deposit, the payment
 * terms and the newcomer discounts. Amounts are decimal strings read into the currency's minor
 * units; an edition without a row (or with every price empty) charges nothing, and nothing
 * changes for anyone.
 */
import type { Kysely } from "kysely";
import { z } from "zod";
import { isCurrency, minorDigits } from "../../shared/currencies.ts";
import type { BoothSize } from "../../shared/limits.ts";
import { formatAmount, type Minor, parseAmount, parsePercent } from "../../shared/money.ts";
import type { Database, EditionFeesTable } from "../store/schema.ts";
import { BillingError, firstProblem } from "./problems.ts";

export interface EditionFees {
  edition: string;
  currency: string;
  applicationFee: Minor | null;
  feeRequiredForReview: boolean;
  vatRate: string;
  boothTaxedAtFair: boolean;
  boothPricePerM2: Record<BoothSize, Minor | null>;
  depositPercent: string;
  paymentDays: number;
  discounts: { first: string | null; second: string | null };
}

const amountText = z.string({ error: 'must be an amount such as "400.00", or null' }).nullable();
const percentText = (what: string) =>
  z
    .string({ error: `must be ${what} such as "8.1"` })
    .refine(
      (v) => parsePercent(v) !== undefined,
      `must be ${what} from 0 to 100 with at most two decimals, such as "8.1"`,
    )
    .transform((v) => (parsePercent(v) as { text: string }).text);
const optionalPercent = z
  .union([percentText("a percentage"), z.null()])
  .optional()
  .default(null);

const feesInput = z.object({
  currency: z
    .string({ error: "must be an ISO 4217 code such as EUR" })
    .transform((v) => v.trim().toUpperCase())
    .refine(isCurrency, "must be an ISO 4217 code such as EUR"),
  application_fee: amountText,
  fee_required_for_review: z.boolean({ error: "must be true or false" }),
  vat_rate: percentText("a percentage"),
  booth_taxed_at_fair: z.boolean({ error: "must be true or false" }),
  booth_price_per_m2: z.object(
    { small: amountText, medium: amountText, large: amountText },
    { error: "must be an object with small, medium and large" },
  ),
  deposit_percent: percentText("a percentage"),
  payment_days: z
    .number({ error: "must be a whole number of days" })
    .int("must be a whole number of days")
    .min(0, "must be 0 or more")
    .max(365, "must be at most 365"),
  newcomer_discount_percent: z
    .object({ first: optionalPercent, second: optionalPercent }, { error: "must be an object with first and second" })
    .optional()
    .default({ first: null, second: null }),
});

/** Reads a PUT body; throws a 422 naming the first field that is wrong. */
export function parseFees(edition: string, body: unknown): EditionFees {
  const parsed = feesInput.safeParse(body ?? {});
  if (!parsed.success) throw firstProblem(parsed.error);
  const f = parsed.data;
  const digits = minorDigits(f.currency);
  const amount = (value: string | null, field: string): Minor | null => {
    if (value === null) return null;
    const minor = parseAmount(value, digits);
    if (minor === undefined)
      throw new BillingError(
        422,
        `${field} must be an amount in ${f.currency} with at most ${digits} decimals, such as "${formatAmount(40000 * 10 ** Math.max(0, digits - 2), digits)}".`,
        field,
      );
    return minor;
  };
  const fee = amount(f.application_fee, "application_fee");
  if (f.fee_required_for_review && !fee)
    throw new BillingError(422, "fee_required_for_review needs an application_fee above 0.", "fee_required_for_review");
  return {
    edition,
    currency: f.currency,
    applicationFee: fee === 0 ? null : fee,
    feeRequiredForReview: f.fee_required_for_review,
    vatRate: f.vat_rate,
    boothTaxedAtFair: f.booth_taxed_at_fair,
    boothPricePerM2: {
      small: amount(f.booth_price_per_m2.small, "booth_price_per_m2.small"),
      medium: amount(f.booth_price_per_m2.medium, "booth_price_per_m2.medium"),
      large: amount(f.booth_price_per_m2.large, "booth_price_per_m2.large"),
    },
    depositPercent: f.deposit_percent,
    paymentDays: f.payment_days,
    discounts: f.newcomer_discount_percent,
  };
}

export function feesOf(row: EditionFeesTable): EditionFees {
  return {
    edition: row.edition,
    currency: row.currency,
    applicationFee: row.application_fee === null ? null : Number(row.application_fee),
    feeRequiredForReview: Boolean(row.fee_required_for_review),
    vatRate: row.vat_rate,
    boothTaxedAtFair: Boolean(row.booth_taxed_at_fair),
    boothPricePerM2: {
      small: row.price_small === null ? null : Number(row.price_small),
      medium: row.price_medium === null ? null : Number(row.price_medium),
      large: row.price_large === null ? null : Number(row.price_large),
    },
    depositPercent: row.deposit_percent,
    paymentDays: Number(row.payment_days),
    discounts: { first: row.discount_first, second: row.discount_second },
  };
}

export async function readFees(db: Kysely<Database>, edition: string): Promise<EditionFees | undefined> {
  const row = await db.selectFrom("edition_fees").selectAll().where("edition", "=", edition).executeTakeFirst();
  return row && feesOf(row);
}

/** Whether the edition charges anything: an application fee, or a price for some booth size. */
export function chargesFees(fees: EditionFees | undefined): boolean {
  if (!fees) return false;
  return fees.applicationFee !== null || Object.values(fees.boothPricePerM2).some((p) => p !== null && p > 0);
}

export async function saveFees(db: Kysely<Database>, fees: EditionFees, now = Date.now()): Promise<void> {
  const row: EditionFeesTable = {
    edition: fees.edition,
    currency: fees.currency,
    application_fee: fees.applicationFee,
    fee_required_for_review: fees.feeRequiredForReview ? 1 : 0,
    vat_rate: fees.vatRate,
    booth_taxed_at_fair: fees.boothTaxedAtFair ? 1 : 0,
    price_small: fees.boothPricePerM2.small,
    price_medium: fees.boothPricePerM2.medium,
    price_large: fees.boothPricePerM2.large,
    deposit_percent: fees.depositPercent,
    payment_days: fees.paymentDays,
    discount_first: fees.discounts.first,
    discount_second: fees.discounts.second,
    updated_at: now,
  };
  await db
    .insertInto("edition_fees")
    .values(row)
    .onConflict((oc) => oc.column("edition").doUpdateSet(row))
    .execute();
}

/** The fees as the API shows them; an edition without any: every price null. */
export function feesJson(fees: EditionFees | undefined) {
  if (!fees)
    return {
      currency: null,
      application_fee: null,
      fee_required_for_review: false,
      vat_rate: null,
      booth_taxed_at_fair: false,
      booth_price_per_m2: { small: null, medium: null, large: null },
      deposit_percent: null,
      payment_days: null,
      newcomer_discount_percent: { first: null, second: null },
      charges_fees: false,
    };
  const digits = minorDigits(fees.currency);
  const amount = (minor: Minor | null) => (minor === null ? null : formatAmount(minor, digits));
  return {
    currency: fees.currency,
    application_fee: amount(fees.applicationFee),
    fee_required_for_review: fees.feeRequiredForReview,
    vat_rate: fees.vatRate,
    booth_taxed_at_fair: fees.boothTaxedAtFair,
    booth_price_per_m2: {
      small: amount(fees.boothPricePerM2.small),
      medium: amount(fees.boothPricePerM2.medium),
      large: amount(fees.boothPricePerM2.large),
    },
    deposit_percent: fees.depositPercent,
    payment_days: fees.paymentDays,
    newcomer_discount_percent: fees.discounts,
    charges_fees: chargesFees(fees),
  };
}
