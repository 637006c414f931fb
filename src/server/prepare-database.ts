/**
 * What every process does to its database before using it (the server, the command line, the
 * demo): the migrations, then the tax details stored before they were encrypted encrypted (the
 * migrations have no key, so this step follows them; idempotent, and safe beside instances still
 * running an older version). Above the store, so the store never imports what it stores.
 */
import { hasPlainTaxDetails, reencryptTaxDetails } from "./applications/tax-secrets.ts";
import { type Db, migrate } from "./store/database.ts";
import { emptyWriteAheadLog } from "./store/write-ahead-log.ts";

export async function prepareDatabase(db: Db): Promise<void> {
  await migrate(db);
  if (!(await hasPlainTaxDetails(db))) return;
  await reencryptTaxDetails(db);
  // SQLite: the pages with the plain values leave the write-ahead log too (secure_delete clears the file's).
  await emptyWriteAheadLog(db);
}
