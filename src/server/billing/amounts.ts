/**
 * An invoice's amounts from its lines, in minor units. The rule, stated once:
 * - each line's net is its quantity (in hundredths) times its unit price, rounded once, half away
 *   from zero, to the currency's minor unit;
 * - the VAT is worked out once on the sum of the lines' nets (EN 16931: the VAT of a category is
 *   its taxable amount times its rate), rounded the same way;
 * - each line's share of that VAT goes by the largest remainder, so the lines' VAT adds up to it;
 * - net is the sum of the lines' nets, gross is net plus VAT. Nothing else is rounded.
 */
import { lineNet, type Minor, percentOf, shareOut } from "../../shared/money.ts";
import type { VatTreatment } from "./vat.ts";

export interface LineInput {
  description: string;
  /** Hundredths of the unit: 2400 is 24.00 m². Negative for what is taken off (a discount, a deposit). */
  quantity: number;
  /** UN/ECE Recommendation 20: MTK (square metre), C62 (one). */
  unit: "MTK" | "C62";
  unitPrice: Minor;
}

export interface Line extends LineInput {
  net: Minor;
  vat: Minor;
}

export interface Amounts {
  lines: Line[];
  net: Minor;
  vat: Minor;
  gross: Minor;
}

export function invoiceAmounts(lines: readonly LineInput[], treatment: Pick<VatTreatment, "rate">): Amounts {
  const nets = lines.map((line) => lineNet(line.quantity, line.unitPrice));
  const net = nets.reduce((a, b) => a + b, 0);
  const vat = percentOf(net, treatment.rate);
  const shares = shareOut(vat, nets);
  return {
    lines: lines.map((line, i) => ({ ...line, net: nets[i] as Minor, vat: shares[i] as Minor })),
    net,
    vat,
    gross: net + vat,
  };
}
