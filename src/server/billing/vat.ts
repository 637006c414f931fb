/**
 * Which VAT an invoice carries: the one place that decides it. The fair's accountant chooses the
 * edition's settings (its rate, and whether booths are taxed where the fair takes place); these
 * rules apply them to a buyer:
 *
 * 1. A booth invoice (deposit, balance) of an edition with `booth_taxed_at_fair`: the edition's
 *    rate, whoever the buyer is (services connected with a fair taxed where it takes place).
 * 2. A buyer in the seller's country: the edition's rate.
 * 3. A buyer in another country who gave a tax number: no VAT, the reverse charge stated, both VAT
 *    numbers on the invoice (the general rule for services to businesses).
 * 4. A buyer in another country without a tax number, or whose country is not known: the
 *    edition's rate (nothing shows that the buyer accounts for the VAT).
 *
 * A rate of 0 is written as zero-rated (category Z) in every case but the reverse charge.
 */
import type { Percent } from "../../shared/money.ts";
import { parsePercent } from "../../shared/money.ts";

export type InvoiceKind = "application_fee" | "deposit" | "balance" | "credit_note";

/** UNTDID 5305 as EN 16931 uses it: standard rate, reverse charge, zero rated. */
export type VatCategory = "S" | "AE" | "Z";

export type VatRule =
  | "taxed_at_fair"
  | "domestic"
  | "reverse_charge"
  | "foreign_without_tax_number"
  | "country_unknown";

export interface VatTreatment {
  rule: VatRule;
  category: VatCategory;
  rate: Percent;
  /** What the invoice must say about it (the reverse charge), or null. */
  note: string | null;
}

export interface VatFacts {
  kind: Exclude<InvoiceKind, "credit_note">;
  /** The fair's country (ISO 3166-1 alpha-2). */
  sellerCountry: string;
  /** The buyer's country; "" when the application predates the question. */
  buyerCountry: string;
  /** The buyer's tax number as given in the form ("" when none). */
  buyerTaxNumber: string;
  /** The edition's rate ("8.1"). */
  vatRate: string;
  boothTaxedAtFair: boolean;
}

export const REVERSE_CHARGE_NOTE =
  "Reverse charge: the recipient of the service accounts for the VAT (Article 196 of Council Directive 2006/112/EC).";

const ZERO = parsePercent("0") as Percent;

export function vatTreatment(facts: VatFacts): VatTreatment {
  const rate = parsePercent(facts.vatRate);
  if (!rate) throw new Error(`The edition's VAT rate "${facts.vatRate}" is not a percentage.`);
  const standard = (rule: VatRule): VatTreatment => ({
    rule,
    category: rate.numerator === 0n ? "Z" : "S",
    rate,
    note: null,
  });
  const booth = facts.kind === "deposit" || facts.kind === "balance";
  if (booth && facts.boothTaxedAtFair) return standard("taxed_at_fair");
  if (facts.buyerCountry === "") return standard("country_unknown");
  if (facts.buyerCountry === facts.sellerCountry) return standard("domestic");
  if (facts.buyerTaxNumber.trim() !== "")
    return { rule: "reverse_charge", category: "AE", rate: ZERO, note: REVERSE_CHARGE_NOTE };
  return standard("foreign_without_tax_number");
}

/**
 * A tax number as a VAT identifier: without spaces, dots or dashes, upper case, and prefixed with
 * the country's code unless it starts with letters already ("DE 123 456 789" → "DE123456789",
 * "CHE-123.456.789 MWST" → "CHE123456789MWST"; Greece's prefix is EL).
 */
export function vatIdentifier(taxNumber: string, country: string): string {
  const compact = taxNumber.replace(/[\s.\-/]/g, "").toUpperCase();
  if (compact === "" || /^[A-Z]{2}/.test(compact)) return compact;
  return `${country === "GR" ? "EL" : country}${compact}`;
}
