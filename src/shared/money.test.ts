import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { displayAmount, divideRounded, formatAmount, parseAmount, parsePercent, percentOf, shareOut } from "./money.ts";

function exactPercent(text: string) {
  const percent = parsePercent(text);
  if (!percent) throw new Error(`${text} is no percentage`);
  return percent;
}

describe("money as decimal strings and minor units", () => {
  it("reads amounts digit by digit, with at most the currency's decimals", () => {
    expect(parseAmount("400.00", 2)).toBe(40000);
    expect(parseAmount("400", 2)).toBe(40000);
    expect(parseAmount("0.1", 2)).toBe(10);
    expect(parseAmount("50000", 0)).toBe(50000);
    expect(parseAmount("1.234", 3)).toBe(1234);
    for (const bad of ["400.001", "4e2", "1,000.00", "", ".5", "NaN", "-1.00", " 12 3"])
      expect(parseAmount(bad, 2)).toBeUndefined();
    expect(parseAmount("-1.00", 2, { negative: true })).toBe(-100);
    expect(parseAmount("50.5", 0)).toBeUndefined();
  });

  it("writes amounts back with the currency's decimals, and for people with separators", () => {
    expect(formatAmount(40000, 2)).toBe("400.00");
    expect(formatAmount(5, 2)).toBe("0.05");
    expect(formatAmount(-1234, 2)).toBe("-12.34");
    expect(formatAmount(50000, 0)).toBe("50000");
    expect(formatAmount(1, 3)).toBe("0.001");
    expect(displayAmount(123456789, 2)).toBe("1,234,567.89");
    expect(displayAmount(-100, 2)).toBe("−1.00");
  });

  it("round-trips any amount (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 14 }), fc.constantFrom(0, 2, 3), (minor, digits) => {
        expect(parseAmount(formatAmount(minor, digits), digits)).toBe(minor);
      }),
    );
  });

  it("rounds half away from zero", () => {
    expect(divideRounded(5n, 10n)).toBe(1n);
    expect(divideRounded(-5n, 10n)).toBe(-1n);
    expect(divideRounded(4n, 10n)).toBe(0n);
    expect(divideRounded(-15n, 10n)).toBe(-2n);
    expect(divideRounded(25n, 10n)).toBe(3n);
  });

  it("reads percentages exactly", () => {
    expect(parsePercent("8.1")).toMatchObject({ text: "8.1", numerator: 81n, denominator: 1000n });
    expect(parsePercent("19.00")?.text).toBe("19");
    expect(parsePercent("100")?.text).toBe("100");
    for (const bad of ["100.01", "-1", "8,1", "1.234", "abc", ""]) expect(parsePercent(bad)).toBeUndefined();
    // 8.1 % of 100.00 is 8.10, not 8.099999…
    expect(percentOf(10000, exactPercent("8.1"))).toBe(810);
    expect(percentOf(12345, exactPercent("7.7"))).toBe(951); // 950.565 → 951
  });

  it("shares a total out by the largest remainder, adding up exactly (property)", () => {
    expect(shareOut(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(shareOut(-10, [1, 1, 1])).toEqual([-3, -3, -4].sort((a, b) => b - a));
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 }), { minLength: 1, maxLength: 10 }),
        (total, weights) => {
          const shares = shareOut(total, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          expect(shares).toHaveLength(weights.length);
        },
      ),
    );
  });
});
