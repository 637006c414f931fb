/**
 * The ledger of files being written. A file is recorded before its first byte is stored and
 * leaves the ledger in the transaction that commits its application, or when it is discarded.
 * Whatever a killed process leaves behind is therefore listed here, and swept.
 */
import type { Db } from "./database.ts";
import type { FileStore } from "./files.ts";

export class PendingUploads {
  constructor(
    private readonly db: Db,
    private readonly store: FileStore,
  ) {}

  async begin(storageKey: string, now = Date.now()): Promise<void> {
    await this.db.insertInto("pending_uploads").values({ storage_key: storageKey, created_at: now }).execute();
  }

  /** Deletes the files and their ledger rows; a file that is already gone is not an error. */
  async discard(storageKeys: string[]): Promise<void> {
    if (storageKeys.length === 0) return;
    await Promise.all(storageKeys.map((key) => this.store.delete(key)));
    await this.db.deleteFrom("pending_uploads").where("storage_key", "in", storageKeys).execute();
  }

  /**
   * Removes files whose request ended without committing or discarding them (a killed process).
   * Only entries older than `olderThanMs` are touched, so uploads still streaming on another
   * instance are left alone.
   */
  async sweep(olderThanMs: number, now = Date.now()): Promise<number> {
    const stale = await this.db
      .selectFrom("pending_uploads")
      .select("storage_key")
      .where("created_at", "<", now - olderThanMs)
      .execute();
    await this.discard(stale.map((row) => row.storage_key));
    return stale.length;
  }
}
