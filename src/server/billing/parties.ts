/**
 * The two parties of an invoice. The seller is the fair (billing settings, copied as they were at
 * issue); the buyer is the application's tax section, copied when the invoice is made, its tax
 * number and email encrypted as the application's are (store/data-keys.ts).
 */
import { countryName } from "../../shared/countries.ts";
import type { Keyring } from "../store/data-keys.ts";
import type { Seller } from "./settings.ts";
import { vatIdentifier } from "./vat.ts";

export interface Buyer {
  name: string;
  address: string;
  /** "" for an application from before the form asked. */
  country: string;
  taxNumber: string;
  contact: string;
  email: string;
}

interface StoredBuyer extends Omit<Buyer, "taxNumber" | "email"> {
  tax_number: string;
  email: string;
}

export function buyerOfTax(tax: {
  company: string;
  address: string;
  country: string;
  number: string;
  contact: string;
  email: string;
}): Buyer {
  return {
    name: tax.company.trim(),
    address: tax.address.trim(),
    country: tax.country,
    taxNumber: tax.number.trim(),
    contact: tax.contact.trim(),
    email: tax.email.trim(),
  };
}

export function storeBuyer(keyring: Keyring, buyer: Buyer): string {
  const { taxNumber, email, ...rest } = buyer;
  const stored: StoredBuyer = { ...rest, tax_number: keyring.encrypt(taxNumber), email: keyring.encrypt(email) };
  return JSON.stringify(stored);
}

export function readBuyer(keyring: Keyring, json: string): Buyer {
  const { tax_number, email, ...rest } = JSON.parse(json) as StoredBuyer;
  return { ...rest, taxNumber: keyring.decrypt(tax_number), email: keyring.decrypt(email) };
}

/** A stored buyer written again under the keyring's current key (rotate-data-key). */
export function reencryptBuyer(keyring: Keyring, json: string): string {
  return storeBuyer(keyring, readBuyer(keyring, json));
}

export function readSeller(json: string): Seller {
  return JSON.parse(json) as Seller;
}

/** The buyer's VAT identifier as an invoice states it: its tax number with the country's prefix. */
export function buyerVatId(buyer: Buyer): string {
  return buyer.country ? vatIdentifier(buyer.taxNumber, buyer.country) : buyer.taxNumber;
}

export interface PostalAddress {
  /** The street lines, the postcode and city apart. */
  lines: string[];
  postcode: string;
  city: string;
  country: string;
}

const POSTCODE_FIRST = /^(?:[A-Z]{1,2}-)?(\d[\d\s-]{1,8}\d|\d{3,5})\s+(.+)$/;
const POSTCODE_LAST = /^(.+?)\s+([A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|\d{5}(?:-\d{4})?|[A-Z]\d[A-Z]\s?\d[A-Z]\d)$/i;

/**
 * A typed address as a postal address: its lines, with the postcode and city taken from the last
 * line ("10119 Berlin", "CH-8001 Zürich", "London SW1A 1AA", "New York, NY 10001") and a last line
 * naming the country left out. Where no postcode is found the last line is the city.
 */
export function postalAddress(address: string, country: string): PostalAddress {
  const lines = address
    .split("\n")
    .map((line) => line.trim().replace(/,$/, ""))
    .filter(Boolean);
  const names = new Set([country.toLowerCase(), country ? countryName(country).toLowerCase() : ""]);
  if (lines.length > 1 && names.has((lines.at(-1) ?? "").toLowerCase())) lines.pop();
  const last = lines.pop() ?? "";
  const first = POSTCODE_FIRST.exec(last);
  if (first) return { lines, postcode: (first[1] ?? "").trim(), city: (first[2] ?? "").trim(), country };
  const after = POSTCODE_LAST.exec(last);
  if (after)
    return { lines, postcode: (after[2] ?? "").trim(), city: (after[1] ?? "").replace(/,$/, "").trim(), country };
  return { lines, postcode: "", city: last, country };
}
