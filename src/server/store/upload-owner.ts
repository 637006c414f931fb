/**
 * This process as the owner of the uploads it writes. Several instances may share one database: a
 * sweep must remove the files of a process that died (SIGKILL, a power cut) and never those of one
 * still streaming an upload. Each process keeps a row in upload_owners, refreshed on a heartbeat.
 * An owner on this machine is dead as soon as its PID is; one elsewhere once its row is older
 * than the lease.
 */
import { randomUUID } from "node:crypto";
import { readFileSync, readlinkSync } from "node:fs";
import os from "node:os";
import type { Db } from "./database.ts";
import type { UploadOwnerTable } from "./schema.ts";

/** How often a live process refreshes its row. */
export const HEARTBEAT_MS = 10_000;
/** An owner on another machine not heard of for this long is dead (several missed heartbeats). */
export const LEASE_MS = 60_000;

/**
 * Names the PID space this process lives in: the host name, the PID namespace (containers on one
 * host each have their own) and the boot (PIDs start again after a reboot).
 */
export function machineId(): string {
  const read = (what: () => string) => {
    try {
      return what().trim();
    } catch {
      return "";
    }
  };
  const namespace = read(() => readlinkSync("/proc/self/ns/pid"));
  const boot = read(() => readFileSync("/proc/sys/kernel/random/boot_id", "utf8"));
  return [os.hostname(), namespace, boot].join("|");
}

function pidRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as { code?: string }).code === "EPERM";
  }
}

export class UploadOwner {
  readonly id = randomUUID();
  readonly machine = machineId();
  readonly pid = process.pid;
  private timer: NodeJS.Timeout | undefined;
  private readonly db: Db;
  private readonly options: { heartbeatMs: number; leaseMs: number };

  constructor(
    db: Db,
    options: { heartbeatMs: number; leaseMs: number } = {
      heartbeatMs: HEARTBEAT_MS,
      leaseMs: LEASE_MS,
    },
  ) {
    this.db = db;
    this.options = options;
  }

  /** Notes this process as an owner, before it notes any upload, and keeps its row fresh. */
  async register(onError: (error: unknown) => void, now = Date.now()): Promise<void> {
    await this.db
      .insertInto("upload_owners")
      .values({ id: this.id, machine: this.machine, pid: this.pid, seen_at: now })
      .execute();
    this.timer = setInterval(() => {
      this.db
        .updateTable("upload_owners")
        .set({ seen_at: Date.now() })
        .where("id", "=", this.id)
        .execute()
        .catch(onError);
    }, this.options.heartbeatMs);
    this.timer.unref();
  }

  /** Stops the heartbeat (the process is ending): its row ages, and others sweep after the lease. */
  stop(): void {
    clearInterval(this.timer);
  }

  /** On a clean shutdown, once no upload is in flight: this process owns nothing any more. */
  async retire(): Promise<void> {
    this.stop();
    await this.db.deleteFrom("upload_owners").where("id", "=", this.id).execute();
  }

  /**
   * Whether an owner may still be writing files. `row` is undefined when the owner has no row:
   * it retired or was found dead. This process itself is alive; the caller knows its own uploads.
   */
  isAlive(id: string, row: UploadOwnerTable | undefined, now = Date.now()): boolean {
    if (id === this.id) return true;
    if (!row) return false;
    const fresh = row.seen_at >= now - this.options.leaseMs;
    if (row.machine !== this.machine) return fresh;
    // Same PID space: this PID is this process (a restart in a container is PID 1 again), or another.
    return row.pid !== this.pid && pidRuns(row.pid) && fresh;
  }
}
