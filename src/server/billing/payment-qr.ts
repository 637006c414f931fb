/**
 * The payment QR code of a euro invoice: the EPC QR code ("GiroCode", EPC069-12 version 002), a
 * SEPA credit transfer with the fair's name and IBAN, the amount and the creditor reference,
 * which a banking app fills in from a photo. Its text is UTF-8 (character set 1) in byte mode
 * without an ECI, error correction M, as the guideline asks.
 */
import { correction, generate, mode } from "lean-qr";
import { toSvgSource } from "lean-qr/extras/svg";
import { formatAmount, type Minor } from "../../shared/money.ts";
import { escapeHtml } from "../web/html.ts";

export interface EpcPayment {
  name: string;
  iban: string;
  bic: string;
  /** In cents; the code is made only for 0.01 to 999,999,999.99. */
  amount: Minor;
  reference: string;
}

/** The EPC QR code's text, or undefined where no code can be made (no amount to pay). */
export function epcPayload(payment: EpcPayment): string | undefined {
  if (payment.amount <= 0 || payment.amount > 99_999_999_999) return undefined;
  return [
    "BCD",
    "002",
    "1",
    "SCT",
    payment.bic,
    // At most 70 characters, as the guideline allows.
    [...payment.name].slice(0, 70).join(""),
    payment.iban,
    `EUR${formatAmount(payment.amount, 2)}`,
    "",
    payment.reference,
    "",
    "",
  ].join("\n");
}

export interface QrModules {
  size: number;
  get(x: number, y: number): boolean;
}

export function qrModules(payload: string): QrModules {
  return generate(mode.bytes(new TextEncoder().encode(payload)), { minCorrectionLevel: correction.M });
}

/** The code as SVG for a page, with a quiet zone of four modules. */
export function qrSvg(payload: string, label: string): string {
  const svg = toSvgSource(qrModules(payload), { on: "#000", off: "#fff", pad: 4, scale: 4 });
  return svg.replace("<svg ", `<svg role="img" aria-label="${escapeHtml(label)}" `);
}
