/** The VAT rules, one case each, and VAT with rounding over random invoices (fast-check). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatAmount, type Minor, parsePercent } from "../../shared/money.ts";
import { invoiceAmounts, type LineInput } from "./amounts.ts";
import { REVERSE_CHARGE_NOTE, type VatFacts, vatIdentifier, vatTreatment } from "./vat.ts";

function exactPercent(text: string) {
  const percent = parsePercent(text);
  if (!percent) throw new Error(`${text} is no percentage`);
  return percent;
}

const swissFair: Omit<VatFacts, "kind" | "buyerCountry" | "buyerTaxNumber"> = {
  sellerCountry: "CH",
  vatRate: "8.1",
  boothTaxedAtFair: false,
};

describe("which VAT an invoice carries", () => {
  it("a buyer in the fair's country pays the edition's rate", () => {
    const t = vatTreatment({ ...swissFair, kind: "application_fee", buyerCountry: "CH", buyerTaxNumber: "CHE-1" });
    expect(t).toMatchObject({ rule: "domestic", category: "S", note: null });
    expect(t.rate.text).toBe("8.1");
  });

  it("a buyer in another country with a tax number: reverse charge, no VAT, the reverse charge stated", () => {
    const t = vatTreatment({ ...swissFair, kind: "application_fee", buyerCountry: "DE", buyerTaxNumber: "DE123" });
    expect(t).toMatchObject({ rule: "reverse_charge", category: "AE", note: REVERSE_CHARGE_NOTE });
    expect(t.rate.text).toBe("0");
    expect(vatTreatment({ ...swissFair, kind: "deposit", buyerCountry: "DE", buyerTaxNumber: "DE1" }).rule).toBe(
      "reverse_charge",
    );
  });

  it("a buyer in another country without a tax number pays the edition's rate", () => {
    const t = vatTreatment({ ...swissFair, kind: "application_fee", buyerCountry: "DE", buyerTaxNumber: "  " });
    expect(t).toMatchObject({ rule: "foreign_without_tax_number", category: "S" });
    expect(t.rate.text).toBe("8.1");
  });

  it("booths taxed at the fair: booth invoices at the edition's rate whoever the buyer is; the application fee not", () => {
    const fair = { ...swissFair, boothTaxedAtFair: true, buyerCountry: "DE", buyerTaxNumber: "DE123" };
    for (const kind of ["deposit", "balance"] as const)
      expect(vatTreatment({ ...fair, kind })).toMatchObject({ rule: "taxed_at_fair", category: "S", note: null });
    expect(vatTreatment({ ...fair, kind: "application_fee" }).rule).toBe("reverse_charge");
  });

  it("a buyer whose country is not known (an application from before the question) pays the edition's rate", () => {
    const t = vatTreatment({ ...swissFair, kind: "application_fee", buyerCountry: "", buyerTaxNumber: "X" });
    expect(t).toMatchObject({ rule: "country_unknown", category: "S" });
  });

  it("a rate of 0 is zero-rated, except under the reverse charge", () => {
    const zero = { ...swissFair, vatRate: "0" };
    expect(vatTreatment({ ...zero, kind: "deposit", buyerCountry: "CH", buyerTaxNumber: "" }).category).toBe("Z");
    expect(vatTreatment({ ...zero, kind: "deposit", buyerCountry: "FR", buyerTaxNumber: "FR1" }).category).toBe("AE");
  });

  it("a tax number becomes a VAT identifier with its country's prefix", () => {
    expect(vatIdentifier("DE 123 456 789", "DE")).toBe("DE123456789");
    expect(vatIdentifier("123456789", "DE")).toBe("DE123456789");
    expect(vatIdentifier("CHE-123.456.789 MWST", "CH")).toBe("CHE123456789MWST");
    expect(vatIdentifier("094259216", "GR")).toBe("EL094259216");
  });
});

describe("amounts", () => {
  const line = (quantity: number, unitPrice: Minor): LineInput => ({
    description: "x",
    quantity,
    unit: "C62",
    unitPrice,
  });

  it("rounds each line once, half away from zero, and the VAT once on the sum", () => {
    // 14.99 m² × 760.05 = 11,393.1495 → 11,393.15; VAT 8.1 % of it = 922.84515 → 922.85.
    const a = invoiceAmounts([line(1499, 76005)], { rate: exactPercent("8.1") });
    expect(formatAmount(a.net, 2)).toBe("11393.15");
    expect(formatAmount(a.vat, 2)).toBe("922.85");
    expect(formatAmount(a.gross, 2)).toBe("12316.00");
    // A discount: −0.5 cent rounds away from zero to −1 cent.
    expect(invoiceAmounts([line(-50, 1)], { rate: exactPercent("0") }).net).toBe(-1);
  });

  it("the lines add up to the totals, and the VAT is the rate of the net, for any lines and rate (property)", () => {
    const rate = fc
      .tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 99 }))
      .map(([whole, hundredths]) => `${whole}.${String(hundredths).padStart(2, "0")}`);
    const lines = fc.array(
      fc.record({
        quantity: fc.integer({ min: -100_000, max: 100_000 }),
        unitPrice: fc.integer({ min: 0, max: 10_000_000 }),
      }),
      { minLength: 1, maxLength: 12 },
    );
    fc.assert(
      fc.property(lines, rate, (raw, rateText) => {
        const percent = exactPercent(rateText);
        const a = invoiceAmounts(
          raw.map((r) => line(r.quantity, r.unitPrice)),
          { rate: percent },
        );
        expect(a.lines.reduce((s, l) => s + l.net, 0)).toBe(a.net);
        expect(a.lines.reduce((s, l) => s + l.vat, 0)).toBe(a.vat);
        expect(a.gross).toBe(a.net + a.vat);
        for (const l of a.lines) {
          expect(Number.isSafeInteger(l.net) && Number.isSafeInteger(l.vat)).toBe(true);
          // Each line's net within half a minor unit of its exact product.
          expect(Math.abs(l.net * 100 - l.quantity * l.unitPrice)).toBeLessThanOrEqual(50);
        }
        // The VAT within half a minor unit of the exact rate of the net: net × n / d.
        const exact = BigInt(a.net) * percent.numerator;
        const diff = BigInt(a.vat) * percent.denominator - exact;
        expect((diff < 0n ? -diff : diff) * 2n <= percent.denominator).toBe(true);
        // Each line's share of the VAT is within one minor unit of its exact share.
        if (a.net !== 0)
          for (const l of a.lines) {
            const share = (BigInt(a.vat) * BigInt(l.net) * 1000n) / BigInt(a.net);
            const gap = BigInt(l.vat) * 1000n - share;
            expect((gap < 0n ? -gap : gap) <= 1000n).toBe(true);
          }
      }),
      { numRuns: 500 },
    );
  });
});
