/** The submission's state (spec section 4) and what the page shows about it. */
import type { Receipt } from "../../../shared/receipt.ts";

export type SubmissionState = "idle" | "sending" | "error" | "success";

export interface Submission {
  state: SubmissionState;
  /** Set by the first submit; from then on the rules run live as fields change. */
  validated: boolean;
  /** While sending: waiting for picked images to be prepared, checking with /application-validate, then uploading. */
  phase: "preparing" | "checking" | "uploading" | null;
  /** Upload fields still preparing (downscaling) picked files. */
  preparing: number;
  loaded: number;
  total: number;
  /** A failure other than a 422, in words for the applicant. */
  failure: string | null;
  gallery: string | null;
  /** What the server answered a stored application with (an older server answers without it). */
  receipt: Receipt | null;
  /** Bumped whenever the error summary should take focus (a refused submit, a 422). */
  summaryFocus: number;
}

type Listener = () => void;

export class SubmissionStore {
  private value: Submission = {
    state: "idle",
    validated: false,
    phase: null,
    preparing: 0,
    loaded: 0,
    total: 0,
    failure: null,
    gallery: null,
    receipt: null,
    summaryFocus: 0,
  };
  private readonly listeners = new Set<Listener>();

  get(): Submission {
    return this.value;
  }

  patch(change: Partial<Submission>): void {
    this.value = { ...this.value, ...change };
    for (const listener of this.listeners) listener();
  }

  adjustPreparing(delta: number): void {
    this.patch({ preparing: Math.max(0, this.value.preparing + delta) });
  }

  /** Resolves once no upload field is preparing files any more. */
  preparedFiles(): Promise<void> {
    if (this.value.preparing === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const stop = this.subscribe(() => {
        if (this.value.preparing > 0) return;
        stop();
        resolve();
      });
    });
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}
