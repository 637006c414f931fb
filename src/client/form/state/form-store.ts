/**
 * The form's state outside React. Each field subscribes to its own path, so typing in one
 * artwork title re-renders that input alone, however many rows the form has.
 */
import type { ClientForm } from "../client-form.ts";
import { ancestorsOf, getIn, setIn } from "./paths.ts";

type Listener = () => void;
export type ChangeObserver = (path: string) => void;

export class FormStore {
  private form: ClientForm;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly observers = new Set<ChangeObserver>();

  constructor(initial: ClientForm) {
    this.form = initial;
  }

  getForm(): ClientForm {
    return this.form;
  }

  get<T = unknown>(path: string): T {
    return getIn(this.form, path) as T;
  }

  /** Replaces the value at `path` and tells everyone whose value changed with it. */
  set(path: string, value: unknown): void {
    const next = setIn(this.form, path, value);
    if (next === this.form) return;
    this.form = next;
    this.notify(path, value !== null && typeof value === "object");
    for (const observer of this.observers) observer(path);
  }

  update<T>(path: string, change: (current: T) => T): void {
    this.set(path, change(this.get<T>(path)));
  }

  /** Swaps the whole form (a restored draft): every subscriber re-reads. */
  replace(form: ClientForm): void {
    this.form = form;
    for (const set of this.listeners.values()) for (const listener of set) listener();
    for (const observer of this.observers) observer("");
  }

  subscribe(path: string, listener: Listener): () => void {
    let set = this.listeners.get(path);
    if (!set) {
      set = new Set();
      this.listeners.set(path, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(path) === set) this.listeners.delete(path);
    };
  }

  /** Called after every change with the path that changed: autosave, live validation. */
  observe(observer: ChangeObserver): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  private notify(path: string, structural: boolean): void {
    const reached: Listener[] = [];
    const collect = (at: string) => {
      const set = this.listeners.get(at);
      if (set) for (const listener of set) reached.push(listener);
    };
    for (const ancestor of ancestorsOf(path)) collect(ancestor);
    if (path !== "") collect(path);
    // A replaced list or record moves values under every index below it (a removed artwork
    // shifts the ones after it), so its descendants re-read too.
    if (structural) {
      const prefix = path === "" ? "" : `${path}.`;
      for (const key of this.listeners.keys()) if (key.startsWith(prefix) && key !== path) collect(key);
    }
    for (const listener of reached) listener();
  }
}
