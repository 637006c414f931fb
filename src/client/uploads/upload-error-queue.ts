/**
 * Upload errors that clear themselves (spec section 5): the first clears 5 s after it appears,
 * the rest follow one every 300 ms. No error ever clears sooner than 5 s after it appeared, so one
 * added while others are clearing still gets its full 5 s. Framework-free; React subscribes to it.
 */
import { UPLOAD_ERROR_CLEAR_STEP_MS, UPLOAD_ERROR_FIRST_CLEAR_MS } from "../../shared/limits.ts";

export interface UploadError {
  /** Unique within one queue, for list keys. */
  readonly id: number;
  readonly message: string;
}

interface Entry {
  error: UploadError;
  /** Epoch milliseconds at which this error is due to clear. */
  clearAt: number;
}

export interface UploadErrorTiming {
  firstClearMs: number;
  clearStepMs: number;
}

export class UploadErrorQueue {
  private entries: Entry[] = [];
  private snapshot: readonly UploadError[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();
  private nextId = 1;

  private readonly timing: UploadErrorTiming;

  constructor(
    timing: UploadErrorTiming = {
      firstClearMs: UPLOAD_ERROR_FIRST_CLEAR_MS,
      clearStepMs: UPLOAD_ERROR_CLEAR_STEP_MS,
    },
  ) {
    this.timing = timing;
  }

  /** The errors showing now, oldest first. The same array until something changes (for useSyncExternalStore). */
  readonly current = (): readonly UploadError[] => this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  add(messages: readonly string[]): void {
    if (messages.length === 0) return;
    const now = Date.now();
    for (const message of messages) {
      const previous = this.entries.at(-1);
      const clearAt = Math.max(
        now + this.timing.firstClearMs,
        previous ? previous.clearAt + this.timing.clearStepMs : Number.NEGATIVE_INFINITY,
      );
      this.entries.push({ error: { id: this.nextId++, message }, clearAt });
    }
    this.changed();
    if (this.timer === undefined) this.schedule();
  }

  /** Stops the clock and forgets every error (the component is going away). */
  dispose(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.entries = [];
    this.snapshot = [];
  }

  private schedule(): void {
    const head = this.entries[0];
    if (!head) {
      this.timer = undefined;
      return;
    }
    this.timer = setTimeout(() => this.clearOldest(), Math.max(0, head.clearAt - Date.now()));
  }

  private clearOldest(): void {
    this.entries.shift();
    // A timer that fired late (a throttled background tab) must not wipe the rest at once:
    // the next error still waits one step, so each can be seen leaving.
    const next = this.entries[0];
    if (next) next.clearAt = Math.max(next.clearAt, Date.now() + this.timing.clearStepMs);
    this.changed();
    this.schedule();
  }

  private changed(): void {
    this.snapshot = this.entries.map((entry) => entry.error);
    for (const listener of this.listeners) listener();
  }
}
