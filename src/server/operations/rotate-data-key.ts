/**
 * `rotate-data-key`: every tax detail re-encrypted under a new key, beside a running server.
 * File keys: a new key is added to DATA_DIR/data-keys.json as the current one (the old ones stay
 * in the file for reading; running servers reread the file when it changes), then every value
 * is rewritten. DATA_KEY: the operator has already set DATA_KEY to the new key and
 * DATA_KEY_PREVIOUS to the old one on every instance; this rewrites what is still under the old.
 */
import { randomBytes } from "node:crypto";
import { reencryptTaxDetails } from "../applications/tax-secrets.ts";
import { reencryptInvoiceBuyers } from "../billing/reencrypt.ts";
import { type Db, keyringOf } from "../store/database.ts";

export async function rotateDataKey(db: Db, out: (line: string) => void): Promise<void> {
  const keyring = keyringOf(db);
  if (keyring.fromEnvironment) out(`Writing under DATA_KEY (key id ${keyring.current}).`);
  else {
    const id = keyring.addCurrentKey(randomBytes(32));
    out(`New data key ${id} added to ${keyring.file}; older keys stay there for reading.`);
  }
  const count = await reencryptTaxDetails(db);
  out(`Re-encrypted the tax details of ${count} application${count === 1 ? "" : "s"} under key ${keyring.current}.`);
  const invoices = await reencryptInvoiceBuyers(db);
  out(`Re-encrypted the buyer's tax number and email of ${invoices} invoice${invoices === 1 ? "" : "s"}.`);
}
