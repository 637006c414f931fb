/**
 * The structured creditor reference (ISO 11649, "RF" + two check digits + the reference) each
 * invoice carries: the bank passes it on with a transfer, and a statement's entry is matched by it.
 */
import { calculateSCORReferenceChecksum, isSCORReferenceValid } from "swissqrbill/utils";
import { NUMBER_PREFIX } from "./numbering.ts";

/** INV-000042 → RF18INV000042. */
export function creditorReference(number: string): string {
  const body = number.replace(/[^A-Za-z0-9]/g, "").toUpperCase();
  return `RF${calculateSCORReferenceChecksum(body)}${body}`;
}

/** A reference as written on a statement ("RF18 INV0 0004 2"), compact and upper case; undefined if it is no valid RF reference. */
export function readCreditorReference(text: string): string | undefined {
  const compact = text.replace(/\s/g, "").toUpperCase();
  return /^RF\d{2}[A-Z0-9]{1,21}$/.test(compact) && isSCORReferenceValid(compact) ? compact : undefined;
}

/** "RF18 INV0 0004 2": in groups of four, as printed for people to type. */
export function groupedReference(reference: string): string {
  return reference.replace(/(.{4})(?=.)/g, "$1 ");
}

/** Invoice numbers named in free text ("Invoice INV-000042, booth A3", "inv 42"), as printed. */
export function invoiceNumbersIn(text: string): string[] {
  const found = new Set<string>();
  const prefix = NUMBER_PREFIX.replace(/-$/, "");
  const pattern = new RegExp(`\\b${prefix}[\\s\\-_/]?0*(\\d{1,9})\\b`, "gi");
  for (const match of text.matchAll(pattern)) found.add(`${NUMBER_PREFIX}${(match[1] ?? "").padStart(6, "0")}`);
  return [...found];
}
