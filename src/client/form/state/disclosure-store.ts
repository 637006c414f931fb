/**
 * Which artists show their artwork rows. In a very large application they start folded, so the
 * page holds a few hundred controls instead of 12,000 (Chrome's autofill re-reads every control
 * and label of the page after each keystroke). UI state only: never saved, never sent.
 */

type Listener = () => void;

/** Above this many artworks in the loaded form, artists start with their artworks folded. */
export const OPEN_ARTWORK_ROWS_LIMIT = 100;

export class DisclosureStore {
  private readonly open = new Map<string, boolean>();
  private readonly listeners = new Map<string, Set<Listener>>();

  readonly openByDefault: boolean;

  constructor(openByDefault: boolean) {
    this.openByDefault = openByDefault;
  }

  static forArtworkCount(count: number): DisclosureStore {
    return new DisclosureStore(count <= OPEN_ARTWORK_ROWS_LIMIT);
  }

  isOpen(artistKey: string): boolean {
    return this.open.get(artistKey) ?? this.openByDefault;
  }

  setOpen(artistKey: string, open: boolean): void {
    if (this.isOpen(artistKey) === open) {
      this.open.set(artistKey, open);
      return;
    }
    this.open.set(artistKey, open);
    for (const listener of this.listeners.get(artistKey) ?? []) listener();
  }

  /** Every artist at once (issue 13: "Show all artworks" in a large application). */
  setAllOpen(artistKeys: readonly string[], open: boolean): void {
    for (const key of artistKeys) this.setOpen(key, open);
  }

  subscribe(artistKey: string, listener: Listener): () => void {
    let set = this.listeners.get(artistKey);
    if (!set) {
      set = new Set();
      this.listeners.set(artistKey, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }
}
