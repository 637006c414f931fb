/**
 * The errors on show: the client rules' and the server's last 422, merged. Each field
 * subscribes to its own id; the summary subscribes to the list of entries.
 */
import type { ErrorMap } from "../../../shared/application.ts";
import { comparePaths } from "../../../shared/field-names.ts";
import { messages } from "../../../shared/messages.ts";
import { mergeErrors } from "../../../shared/rules.ts";
import { fieldIdFor, sectionOf } from "../field-ids.ts";

type Listener = () => void;

export interface SummaryEntry {
  fieldId: string;
  message: string;
}

const NO_ENTRIES: SummaryEntry[] = [];

/** The summary's lines in the order of the fields on the page; artists collapsed when more than one is wrong. */
export function summaryEntries(errors: ErrorMap): SummaryEntry[] {
  const out: SummaryEntry[] = [];
  const artists: SummaryEntry[] = [];
  let artistsAt = -1;
  for (const path of Object.keys(errors).sort(comparePaths)) {
    const entries = (errors[path] ?? []).map((message) => ({ fieldId: fieldIdFor(path), message }));
    if (sectionOf(path) !== "artists") {
      out.push(...entries);
      continue;
    }
    if (artistsAt === -1) artistsAt = out.length;
    artists.push(...entries);
  }
  const first = artists[0];
  if (first && artists.length > 1)
    out.splice(artistsAt, 0, { fieldId: first.fieldId, message: messages.someArtistsIncorrect });
  else out.splice(artistsAt === -1 ? out.length : artistsAt, 0, ...artists);
  return out;
}

export class ErrorStore {
  private client: ErrorMap = {};
  private server: ErrorMap = {};
  private byField = new Map<string, readonly string[]>();
  private entries: SummaryEntry[] = NO_ENTRIES;
  private readonly fieldListeners = new Map<string, Set<Listener>>();
  private readonly summaryListeners = new Set<Listener>();

  setClient(errors: ErrorMap): void {
    this.client = errors;
    this.recompute();
  }

  setServer(errors: ErrorMap): void {
    this.server = errors;
    this.recompute();
  }

  /** A changed value makes the server's word on it (and on anything under it) stale. */
  forgetServerErrorsAt(path: string): void {
    const stale = Object.keys(this.server).filter((p) => p === path || p.startsWith(`${path}.`));
    if (stale.length === 0) return;
    const kept = { ...this.server };
    for (const p of stale) delete kept[p];
    this.server = kept;
    this.recompute();
  }

  clear(): void {
    this.client = {};
    this.server = {};
    this.recompute();
  }

  hasErrors(): boolean {
    return this.entries.length > 0;
  }

  fieldErrors(fieldId: string): readonly string[] | undefined {
    return this.byField.get(fieldId);
  }

  countFieldsUnder(prefix: string): number {
    let count = 0;
    for (const id of this.byField.keys()) if (id.startsWith(prefix)) count++;
    return count;
  }

  summary(): SummaryEntry[] {
    return this.entries;
  }

  subscribeField(fieldId: string, listener: Listener): () => void {
    let set = this.fieldListeners.get(fieldId);
    if (!set) {
      set = new Set();
      this.fieldListeners.set(fieldId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.fieldListeners.get(fieldId) === set) this.fieldListeners.delete(fieldId);
    };
  }

  subscribeSummary(listener: Listener): () => void {
    this.summaryListeners.add(listener);
    return () => this.summaryListeners.delete(listener);
  }

  private recompute(): void {
    const merged = mergeErrors(this.client, this.server);
    const byField = new Map<string, string[]>();
    for (const [path, list] of Object.entries(merged)) {
      const id = fieldIdFor(path);
      const into = byField.get(id) ?? [];
      byField.set(id, into);
      for (const message of list) if (!into.includes(message)) into.push(message);
    }
    const changed: string[] = [];
    for (const [id, list] of byField) {
      const before = this.byField.get(id);
      if (before && before.join("\n") === list.join("\n")) byField.set(id, before as string[]);
      else changed.push(id);
    }
    for (const id of this.byField.keys()) if (!byField.has(id)) changed.push(id);
    this.byField = byField;

    const entries = summaryEntries(merged);
    const sameSummary =
      entries.length === this.entries.length &&
      entries.every((e, i) => e.fieldId === this.entries[i]?.fieldId && e.message === this.entries[i]?.message);
    if (!sameSummary) this.entries = entries.length === 0 ? NO_ENTRIES : entries;

    for (const id of changed) for (const listener of this.fieldListeners.get(id) ?? []) listener();
    if (!sameSummary) for (const listener of this.summaryListeners) listener();
  }
}
