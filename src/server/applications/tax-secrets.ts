/**
 * The tax details kept encrypted in `applications` (store/data-keys.ts): number, email, phone.
 * Encrypted in JS before the insert, so a submission stays one transaction; decrypted only in
 * load.ts, which is what admin views and exports read through.
 */
import { sql } from "kysely";
import type { Keyring } from "../store/data-keys.ts";
import { type Db, keyringOf } from "../store/database.ts";

/** The form's tax fields kept encrypted, and only in the current version of an application. */
export const SECRET_TAX_FIELDS = ["number", "email", "phone"] as const;
export const SECRET_TAX_COLUMNS = ["tax_number", "tax_email", "tax_phone"] as const;
type SecretColumn = (typeof SECRET_TAX_COLUMNS)[number];
type SecretValues = Record<SecretColumn, string>;

export function encryptTax(keyring: Keyring, tax: { number: string; email: string; phone: string }): SecretValues {
  return {
    tax_number: keyring.encrypt(tax.number),
    tax_email: keyring.encrypt(tax.email),
    tax_phone: keyring.encrypt(tax.phone),
  };
}

export function decryptTax(keyring: Keyring, row: SecretValues): { number: string; email: string; phone: string } {
  return {
    number: keyring.decrypt(row.tax_number),
    email: keyring.decrypt(row.tax_email),
    phone: keyring.decrypt(row.tax_phone),
  };
}

/**
 * Writes every tax detail not yet under the current key again under it: plain values stored
 * before encryption (run at each start, after the migrations) and values under an older key
 * (`rotate-data-key`). Each row is updated only if unchanged since read, so it runs beside a
 * live server. Returns how many applications were rewritten.
 */
export async function reencryptTaxDetails(db: Db): Promise<number> {
  const keyring = keyringOf(db);
  const current = keyring.current;
  const prefix = `v1:${current}:`;
  let done = 0;
  let after = "";
  for (;;) {
    const rows = await db
      .selectFrom("applications")
      .select(["id", ...SECRET_TAX_COLUMNS])
      .where("id", ">", after)
      .where("erased_at", "is", null)
      .where((eb) =>
        eb.or(SECRET_TAX_COLUMNS.map((c) => eb(sql<string>`substr(${sql.ref(c)}, 1, ${prefix.length})`, "!=", prefix))),
      )
      .orderBy("id")
      .limit(200)
      .execute();
    if (rows.length === 0) return done;
    for (const row of rows) {
      const plain = decryptTax(keyring, row);
      const result = await db
        .updateTable("applications")
        .set(encryptTax(keyring, plain))
        .where("id", "=", row.id)
        .where("tax_number", "=", row.tax_number)
        .where("tax_email", "=", row.tax_email)
        .where("tax_phone", "=", row.tax_phone)
        .executeTakeFirst();
      done += Number(result.numUpdatedRows);
    }
    after = rows[rows.length - 1]?.id ?? after;
  }
}

/** Whether any application still holds a plain tax detail: lets each start skip the rewrite cheaply. */
export async function hasPlainTaxDetails(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom("applications")
    .select("id")
    .where("erased_at", "is", null)
    .where((eb) => eb.or(SECRET_TAX_COLUMNS.map((c) => eb(sql<string>`substr(${sql.ref(c)}, 1, 3)`, "!=", "v1:"))))
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}
