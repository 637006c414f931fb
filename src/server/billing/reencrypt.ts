/**
 * rotate-data-key for invoices: each invoice's copy of its buyer (tax number and email encrypted,
 * as the application's are) written again under the current key. Each row only if unchanged since read.
 */
import { Keyring } from "../store/data-keys.ts";
import { type Db, keyringOf } from "../store/database.ts";
import { reencryptBuyer } from "./parties.ts";

export async function reencryptInvoiceBuyers(db: Db): Promise<number> {
  const keyring = keyringOf(db);
  const current = keyring.current;
  let done = 0;
  let after = "";
  for (;;) {
    const rows = await db
      .selectFrom("invoices")
      .select(["id", "buyer"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(200)
      .execute();
    if (rows.length === 0) return done;
    for (const row of rows) {
      const { tax_number } = JSON.parse(row.buyer) as { tax_number: string };
      if (Keyring.keyIdOf(tax_number) === current) continue;
      const result = await db
        .updateTable("invoices")
        .set({ buyer: reencryptBuyer(keyring, row.buyer) })
        .where("id", "=", row.id)
        .where("buyer", "=", row.buyer)
        .executeTakeFirst();
      done += Number(result.numUpdatedRows);
    }
    after = rows[rows.length - 1]?.id ?? after;
  }
}
