/**
 * Money in integer minor units (cents, rappen, yen), never floats: amounts travel as decimal
 * strings ("400.00"), are read here digit by digit into whole numbers of minor units, and every
 * product (an area times a price, a net times a rate) is worked out in BigInt and rounded once,
 * half away from zero (commercial rounding), back to the minor unit.
 */

/** A whole number of minor units of some currency. */
export type Minor = number;

/**
 * A percentage as a fraction of whole numbers: "8.1" is 81/1000. Rates and discounts are exact,
 * so 8.1 % of 100.00 is 8.10 and never 8.099999.
 */
export interface Percent {
  /** As written, normalised: "8.1", "19", "12.5". */
  text: string;
  numerator: bigint;
  denominator: bigint;
}

const DECIMAL = /^(-)?(\d{1,15})(?:\.(\d{1,4}))?$/;

/**
 * "400.00" (or "400", "400.5") → 40000 for a currency of two minor digits; undefined for anything
 * that is not a plain decimal with at most `digits` decimals (no exponent, no thousands separator).
 */
export function parseAmount(text: string, digits: number, options: { negative?: boolean } = {}): Minor | undefined {
  const match = DECIMAL.exec(text.trim());
  if (!match) return undefined;
  const [, minus, whole = "0", fraction = ""] = match;
  if (fraction.length > digits) return undefined;
  if (minus && !options.negative) return undefined;
  const units = BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, "0") || "0");
  const value = Number(minus ? -units : units);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** 40000 → "400.00" for two digits; -1234 → "-12.34"; 5 → "0.05". */
export function formatAmount(minor: Minor, digits: number): string {
  const negative = minor < 0;
  const units = String(Math.abs(minor)).padStart(digits + 1, "0");
  const whole = digits === 0 ? units : units.slice(0, -digits);
  const fraction = digits === 0 ? "" : `.${units.slice(-digits)}`;
  return `${negative ? "-" : ""}${whole}${fraction}`;
}

/** 1234567 → "12,345.67": for people (PDFs, pages, mail); the API keeps formatAmount's form. */
export function displayAmount(minor: Minor, digits: number): string {
  const plain = formatAmount(Math.abs(minor), digits);
  const [whole = "0", fraction] = plain.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${minor < 0 ? "−" : ""}${grouped}${fraction === undefined ? "" : `.${fraction}`}`;
}

/** a / b rounded half away from zero; b > 0. */
export function divideRounded(a: bigint, b: bigint): bigint {
  if (b <= 0n) throw new RangeError("The divisor must be positive.");
  const quotient = a / b;
  const remainder = a % b;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice < b) return quotient;
  return a < 0n ? quotient - 1n : quotient + 1n;
}

const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** "8.1" → 81/1000, from 0 to `max` (100 unless said), at most two decimals; undefined otherwise. */
export function parsePercent(text: string, max = 100): Percent | undefined {
  const match = PERCENT.exec(text.trim());
  if (!match) return undefined;
  const [, whole = "0", fraction = ""] = match;
  const trimmed = fraction.replace(/0+$/, "");
  const numerator = BigInt(whole + trimmed);
  const denominator = 100n * 10n ** BigInt(trimmed.length);
  if (numerator * 100n > BigInt(max) * denominator) return undefined;
  return { text: `${BigInt(whole)}${trimmed ? `.${trimmed}` : ""}`, numerator, denominator };
}

/** `percent` of `amount`, rounded once. */
export function percentOf(amount: Minor, percent: Percent): Minor {
  return Number(divideRounded(BigInt(amount) * percent.numerator, percent.denominator));
}

/** A quantity with two decimals (square metres, pieces) times a unit price, rounded once. */
export function lineNet(quantityHundredths: number, unitPrice: Minor): Minor {
  return Number(divideRounded(BigInt(quantityHundredths) * BigInt(unitPrice), 100n));
}

/**
 * Whole numbers that add up to `total`, in proportion to `weights` (of any sign), by the largest
 * remainder: each share is rounded down, and the units left go to the largest remainders (ties:
 * the earlier). A rate's VAT shared among its lines this way adds up to the rate's VAT exactly.
 */
export function shareOut(total: Minor, weights: readonly Minor[]): Minor[] {
  if (weights.length === 0) return [];
  const sum = BigInt(weights.reduce((a, b) => a + b, 0));
  if (sum === 0n) return weights.map((_, i) => (i === 0 ? total : 0));
  const sign = sum < 0n ? -1n : 1n;
  const divisor = sum * sign;
  const exact = weights.map((w) => BigInt(total) * BigInt(w) * sign);
  const shares = exact.map((e) => floorDivide(e, divisor));
  let left = BigInt(total) - shares.reduce((a, b) => a + b, 0n);
  const order = exact
    .map((e, i) => ({ i, remainder: e - (shares[i] as bigint) * divisor }))
    .sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  for (const { i } of order) {
    if (left <= 0n) break;
    shares[i] = (shares[i] as bigint) + 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

/** a / b rounded towards minus infinity; b > 0. */
function floorDivide(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n ? q - 1n : q;
}
