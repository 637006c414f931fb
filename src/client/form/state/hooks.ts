/** React bindings: each component reads exactly the slice of state it shows. */
import { createContext, useCallback, useContext, useEffect, useRef, useSyncExternalStore } from "react";
import type { SessionStore } from "../../session/session-store.ts";
import type { PageConfig } from "../page-config.ts";
import type { ArtworkWindow } from "./artwork-window.ts";
import type { DisclosureStore } from "./disclosure-store.ts";
import type { ErrorStore, SummaryEntry } from "./error-store.ts";
import type { FormStore } from "./form-store.ts";
import type { Submission, SubmissionStore } from "./submission-store.ts";

export interface FormContextValue {
  form: FormStore;
  errors: ErrorStore;
  submission: SubmissionStore;
  disclosure: DisclosureStore;
  artworkWindow: ArtworkWindow;
  session: SessionStore;
  config: PageConfig;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const context = useContext(FormContext);
  if (!context) throw new Error("Form components must be rendered inside the application form.");
  return context;
}

/** The value at `path`; re-renders only when that value changes. */
export function useValue<T>(path: string): T {
  const { form } = useFormContext();
  const subscribe = useCallback((listener: () => void) => form.subscribe(path, listener), [form, path]);
  return useSyncExternalStore(subscribe, () => form.get<T>(path));
}

/**
 * A value derived from `path`, kept while `same` says it has not changed: a list's keys stay
 * the same array while someone types inside one of its rows.
 */
export function useDerived<T, R>(path: string, derive: (value: T) => R, same: (a: R, b: R) => boolean): R {
  const { form } = useFormContext();
  const cache = useRef<{ input: T; output: R } | null>(null);
  const subscribe = useCallback((listener: () => void) => form.subscribe(path, listener), [form, path]);
  const read = () => {
    const input = form.get<T>(path);
    const cached = cache.current;
    if (cached && cached.input === input) return cached.output;
    const output = derive(input);
    if (cached && same(cached.output, output)) {
      cache.current = { input, output: cached.output };
      return cached.output;
    }
    cache.current = { input, output };
    return output;
  };
  return useSyncExternalStore(subscribe, read);
}

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key, i) => key === b[i]);
const keysOf = (list: readonly { key: string }[] | undefined) => (list ?? []).map((item) => item.key);

/** The keys of the list at `path`: changes when entries are added, removed or moved, not when edited. */
export function useListKeys(path: string): readonly string[] {
  return useDerived(path, keysOf, sameKeys);
}

export function useFieldErrors(fieldId: string): readonly string[] | undefined {
  const { errors } = useFormContext();
  const subscribe = useCallback((listener: () => void) => errors.subscribeField(fieldId, listener), [errors, fieldId]);
  return useSyncExternalStore(subscribe, () => errors.fieldErrors(fieldId));
}

export function useSummary(): SummaryEntry[] {
  const { errors } = useFormContext();
  return useSyncExternalStore(
    useCallback((listener: () => void) => errors.subscribeSummary(listener), [errors]),
    () => errors.summary(),
  );
}

export function useSubmission<R>(select: (s: Submission) => R): R {
  const { submission } = useFormContext();
  return useSyncExternalStore(submission.subscribe, () => select(submission.get()));
}

export type { SubmissionStore };

/** For an upload field's onProcessingChange: counts fields still preparing files, so a submit can wait for them. */
export function usePreparingReporter(): (processing: boolean) => void {
  const { submission } = useFormContext();
  const active = useRef(false);
  useEffect(
    () => () => {
      if (active.current) submission.adjustPreparing(-1);
      active.current = false;
    },
    [submission],
  );
  return useCallback(
    (processing: boolean) => {
      if (processing === active.current) return;
      active.current = processing;
      submission.adjustPreparing(processing ? 1 : -1);
    },
    [submission],
  );
}

export function useArtworksOpen(artistKey: string): boolean {
  const { disclosure } = useFormContext();
  const subscribe = useCallback(
    (listener: () => void) => disclosure.subscribe(artistKey, listener),
    [disclosure, artistKey],
  );
  return useSyncExternalStore(subscribe, () => disclosure.isOpen(artistKey));
}

/** How many fields under `prefix` show an error (re-read whenever the summary changes). */
export function useErrorCountUnder(prefix: string): number {
  const { errors } = useFormContext();
  const subscribe = useCallback((listener: () => void) => errors.subscribeSummary(listener), [errors]);
  return useSyncExternalStore(subscribe, () => errors.countFieldsUnder(prefix));
}
