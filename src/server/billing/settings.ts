/**
 * Who invoices: the fair as seller, one row. Its IBAN is checked by its country's length and its
 * checksum (ibantools), its country is ISO 3166-1 alpha-2, and every invoice copies it as it was
 * when the invoice was issued.
 */
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from "ibantools";
import type { Kysely } from "kysely";
import { z } from "zod";
import { countryName, isCountry } from "../../shared/countries.ts";
import { isEmail } from "../../shared/rules.ts";
import type { Db } from "../store/database.ts";
import type { BillingSettingsTable, Database } from "../store/schema.ts";
import { firstProblem } from "./problems.ts";

/** The fair as seller; the address as typed: the street, then the postcode and city. */
export type Seller = Omit<BillingSettingsTable, "id" | "updated_at">;

const text = (max: number) => z.string({ error: "must be text" }).trim().max(max, `must be at most ${max} characters`);
const required = (max: number) => text(max).min(1, "must not be empty");

const settingsInput = z.object({
  name: required(200),
  address: required(1000).refine((a) => a.split("\n").filter((l) => l.trim()).length >= 2, {
    message: "must have the street on one line and the postcode and city on the next",
  }),
  country: z
    .string({ error: "must be a country code" })
    .refine(isCountry, "must be an ISO 3166-1 alpha-2 code such as DE"),
  vat_id: required(40),
  iban: z
    .string({ error: "must be an IBAN" })
    .transform((v) => electronicFormatIBAN(v) ?? "")
    .refine((v) => isValidIBAN(v), "is not a valid IBAN (its length or checksum is wrong)"),
  bic: text(11)
    .transform((v) => v.replace(/\s/g, "").toUpperCase())
    .refine((v) => v === "" || isValidBIC(v), "is not a valid BIC")
    .optional()
    .default(""),
  email: z.string({ error: "must be an email address" }).trim().refine(isEmail, "must be a valid email address"),
  phone: text(40).optional().default(""),
});

export function parseSettings(body: unknown): Seller {
  const parsed = settingsInput.safeParse(body ?? {});
  if (!parsed.success) throw firstProblem(parsed.error);
  return parsed.data;
}

export async function readSettings(db: Kysely<Database>): Promise<Seller | undefined> {
  const row = await db.selectFrom("billing_settings").selectAll().where("id", "=", 1).executeTakeFirst();
  return row && sellerOf(row);
}

function sellerOf(row: BillingSettingsTable): Seller {
  const { name, address, country, vat_id, iban, bic, email, phone } = row;
  return { name, address, country, vat_id, iban, bic, email, phone };
}

export async function saveSettings(db: Db, seller: Seller, now = Date.now()): Promise<void> {
  const row = { id: 1, ...seller, updated_at: now };
  await db
    .insertInto("billing_settings")
    .values(row)
    .onConflict((oc) => oc.column("id").doUpdateSet(row))
    .execute();
}

/** The settings as GET shows them: empty strings before an admin has set them. */
export function settingsJson(seller: Seller | undefined) {
  const s = seller ?? { name: "", address: "", country: "", vat_id: "", iban: "", bic: "", email: "", phone: "" };
  return { ...s, country_name: s.country ? countryName(s.country) : "", configured: seller !== undefined };
}
