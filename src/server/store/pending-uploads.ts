/**
 * The ledger of files being written. A submission notes one batch before its first byte is
 * stored: every file it writes is stored under a key beginning with the batch's id, so one row
 * covers all of them, however many there are. The row leaves the ledger in the transaction that
 * commits the application, or when the submission is discarded. Whatever a killed process leaves
 * behind is therefore listed here, and swept.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "./database.ts";
import type { FileStore } from "./files.ts";

/**
 * One submission's files: `<batch id>-0000`, `<batch id>-0001`, … The batch is noted in the ledger
 * by `beginSubmission` (applications/insert.ts), in the same statement as the idempotency check.
 */
export class UploadBatch {
  private next = 0;

  readonly id: string;

  constructor(id: string = randomUUID()) {
    this.id = id;
  }

  /** The key for the next file of this submission. */
  nextKey(): string {
    return `${this.id}-${String(this.next++).padStart(4, "0")}`;
  }
}

export class PendingUploads {
  private readonly db: Db;
  private readonly store: FileStore;

  constructor(db: Db, store: FileStore) {
    this.db = db;
    this.store = store;
  }

  /** Deletes the files written for a batch, then its ledger row; a file already gone is not an error. */
  async discard(batch: UploadBatch, writtenKeys: string[]): Promise<void> {
    await Promise.all(writtenKeys.map((key) => this.store.delete(key)));
    await this.db.deleteFrom("pending_uploads").where("storage_key", "=", batch.id).execute();
  }

  /** Deletes files of a batch that goes on (those the finished form does not hold); the ledger row stays. */
  async drop(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.store.delete(key)));
  }

  /**
   * Removes files whose request ended without committing or discarding them (a killed process).
   * Only entries older than `olderThanMs` are touched, so uploads still streaming on another
   * instance are left alone. A row is a batch id (every key beginning with `<id>-`) or, written by
   * versions before batches, the key of one file.
   */
  async sweep(olderThanMs: number, now = Date.now()): Promise<number> {
    const stale = await this.db
      .selectFrom("pending_uploads")
      .select("storage_key")
      .where("created_at", "<", now - olderThanMs)
      .execute();
    for (const { storage_key: id } of stale) {
      const keys = [id];
      for await (const key of this.store.keys(`${id}-`)) keys.push(key);
      await Promise.all(keys.map((key) => this.store.delete(key)));
      await this.db.deleteFrom("pending_uploads").where("storage_key", "=", id).execute();
    }
    return stale.length;
  }
}
