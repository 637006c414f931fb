/**
 * The ledger of files being written. A submission notes one batch before its first byte is
 * stored: every file it writes is stored under a key beginning with the batch's id, so one row
 * covers all of them, however many there are. The row names the process writing the files, and
 * leaves the ledger in the transaction that commits the application, or when the submission is
 * discarded. Whatever a killed process leaves behind is therefore listed here, and swept: at start
 * and then periodically, by whichever instance runs first.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "./database.ts";
import type { FileStore } from "./files.ts";
import type { UploadOwnerTable } from "./schema.ts";
import { storageHangs } from "./storage-deadline.ts";
import type { UploadOwner } from "./upload-owner.ts";

/**
 * One submission's files: `<batch id>-0000`, `<batch id>-0001`, … The batch is noted in the ledger
 * by `beginSubmission` (applications/insert.ts), in the same statement as the idempotency check.
 */
export class UploadBatch {
  private next = 0;

  readonly id: string;
  /** The process that writes the files (UploadOwner.id). */
  readonly owner: string | null;

  constructor(id: string = randomUUID(), owner: string | null = null) {
    this.id = id;
    this.owner = owner;
  }

  /** The key for the next file of this submission. */
  nextKey(): string {
    return `${this.id}-${String(this.next++).padStart(4, "0")}`;
  }
}

/** A batch's ledger row is gone at commit: a sweep judged its owner dead and may have removed files. */
export class BatchSweptError extends Error {
  // Answered as the database being briefly unavailable: the client's retry stores the application whole.
  readonly code = "BATCH_SWEPT";
}

export class PendingUploads {
  /** Batches this process is writing now: its own rows that are not here are leftovers. */
  private readonly live = new Set<string>();
  private sweeping: Promise<number> | undefined;
  private readonly db: Db;
  private readonly store: FileStore;
  private readonly owner: UploadOwner | undefined;

  constructor(db: Db, store: FileStore, owner?: UploadOwner) {
    this.db = db;
    this.store = store;
    this.owner = owner;
  }

  /** A new batch of this process, counted as live before its row can exist. */
  open(): UploadBatch {
    const batch = new UploadBatch(undefined, this.owner?.id ?? null);
    this.live.add(batch.id);
    return batch;
  }

  /** The request that wrote the batch has ended (committed, discarded or failed). */
  close(batch: UploadBatch): void {
    this.live.delete(batch.id);
  }

  /** How many batches this process is writing. */
  get inFlight(): number {
    return this.live.size;
  }

  /**
   * Deletes the files written for a batch, then its ledger row; a file already gone is not an error.
   * The row stays when a file could not be deleted or the database does not answer: the next sweep
   * finishes the job.
   */
  async discard(batch: UploadBatch, writtenKeys: string[]): Promise<void> {
    const deleted = await Promise.allSettled(writtenKeys.map((key) => this.store.delete(key)));
    if (deleted.some((d) => d.status === "rejected")) return;
    await this.db
      .deleteFrom("pending_uploads")
      .where("storage_key", "=", batch.id)
      .execute()
      .catch(() => {});
  }

  /**
   * `discard` after a failed submission. When the storage hangs the answer does not wait for it: the
   * removal runs behind the answer, within the storage's deadlines, and the next sweep does what it
   * cannot. No keys then means no removal at all: the ledger row stays for whoever removes the files.
   */
  async discardAfter(error: unknown, batch: UploadBatch, writtenKeys: string[]): Promise<void> {
    if (!storageHangs(error)) return this.discard(batch, writtenKeys);
    if (writtenKeys.length > 0) void this.discard(batch, writtenKeys);
  }

  /** Deletes files of a batch that goes on (those the finished form does not hold); the ledger row stays. */
  async drop(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.store.delete(key)));
  }

  /**
   * Removes the files of batches no live process is writing: an owner that died, this process's
   * own rows left by a discard that could not reach the database, and rows written by versions
   * before owners once older than `legacyAfterMs`. One sweep at a time per process.
   */
  sweep(legacyAfterMs: number, now = Date.now()): Promise<number> {
    this.sweeping ??= this.sweepOnce(legacyAfterMs, now).finally(() => {
      this.sweeping = undefined;
    });
    return this.sweeping;
  }

  private async sweepOnce(legacyAfterMs: number, now: number): Promise<number> {
    const rows = await this.db.selectFrom("pending_uploads").select(["storage_key", "owner", "created_at"]).execute();
    // Read after the ledger: an owner registers before it notes an upload, so every live owner of a row read is here.
    const owners = new Map<string, UploadOwnerTable>();
    for (const row of await this.db.selectFrom("upload_owners").selectAll().execute()) owners.set(row.id, row);
    const self = this.owner?.id;
    let swept = 0;
    for (const row of rows) {
      const abandoned =
        row.owner === null
          ? row.created_at < now - legacyAfterMs
          : row.owner === self
            ? !this.live.has(row.storage_key)
            : !this.owner?.isAlive(row.owner, owners.get(row.owner), now);
      if (!abandoned) continue;
      // Claimed first, after the liveness check: a sweep running elsewhere at the same time takes each
      // row once, and an owner judged dead wrongly finds its row gone at commit and stores nothing.
      // This process's own rows too: the rows were read before, and a batch that committed since
      // (its row gone with the commit, its request ended) must keep its files.
      const claimed = await this.db
        .updateTable("pending_uploads")
        .set({ owner: self ?? null })
        .where("storage_key", "=", row.storage_key)
        .where((eb) => (row.owner === null ? eb("owner", "is", null) : eb("owner", "=", row.owner)))
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      const keys = [row.storage_key];
      for await (const key of this.store.keys(`${row.storage_key}-`)) keys.push(key);
      await Promise.all(keys.map((key) => this.store.delete(key)));
      await this.db.deleteFrom("pending_uploads").where("storage_key", "=", row.storage_key).execute();
      swept++;
    }
    for (const [id, row] of owners)
      if (this.owner && !this.owner.isAlive(id, row, now))
        await this.db.deleteFrom("upload_owners").where("id", "=", id).execute();
    return swept;
  }
}
