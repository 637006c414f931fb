/**
 * Which artwork rows are rendered (issue 13: a 50 × 50 application with everything unfolded).
 * In a large application only the rows near the viewport are in the document; the others keep
 * their last height as an empty slot, so the page scrolls as if they were there. A row stays
 * rendered while it holds focus, and a row can be pinned before something in it is focused (the
 * error summary's links, a new row). Text, files and errors live in the stores, so drafts,
 * validation and sending never depend on what is rendered. UI state only: never saved or sent.
 */
import { OPEN_ARTWORK_ROWS_LIMIT } from "./disclosure-store.ts";
import type { FormStore } from "./form-store.ts";

type Listener = () => void;

/** How far beyond the viewport rows are rendered, so Tab and short scrolls find them ready. */
export const WINDOW_MARGIN_PX = 1200;
/** A row's height before it has ever been rendered: a typical artwork without errors. */
const ESTIMATED_ROW_PX = 560;

declare global {
  interface Window {
    /** Set by bench/form-typing.ts for its "before" figure: every row rendered, as before windowing. */
    __wholeDocument?: boolean;
  }
}

/** Within the viewport or the margin above and below it. */
function isNear(box: DOMRect): boolean {
  return box.bottom > -WINDOW_MARGIN_PX && box.top < window.innerHeight + WINDOW_MARGIN_PX;
}

export class ArtworkWindow {
  private readonly near = new Set<string>();
  private readonly pinned = new Set<string>();
  private readonly heights = new Map<string, number>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private windowing: boolean;
  private frame = 0;
  private readonly elements = new Map<Element, string>();
  /** Each artist's list of slots, and the lists near the viewport (whose rows are measured). */
  private readonly lists = new Map<Element, Set<Element>>();
  private readonly activeLists = new Set<Element>();
  private listObserver: IntersectionObserver | null = null;

  private readonly form: FormStore;

  constructor(form: FormStore) {
    this.form = form;
    this.windowing = this.shouldWindow();
    form.observe((path) => {
      // Lists of artists or artworks, or a whole new form: not a keystroke inside a row.
      if (path !== "" && (!path.startsWith("artists") || path.split(".").length > 3)) return;
      const windowing = this.shouldWindow();
      if (windowing === this.windowing) return;
      this.windowing = windowing;
      for (const set of this.listeners.values()) for (const listener of set) listener();
    });
  }

  /** Many rows: window them. Few: render them all, as always. */
  private shouldWindow(): boolean {
    if (typeof window !== "undefined" && window.__wholeDocument) return false;
    const artists = this.form.get<{ artworks: unknown[] }[]>("artists");
    return artists.reduce((sum, artist) => sum + artist.artworks.length, 0) > OPEN_ARTWORK_ROWS_LIMIT;
  }

  isRendered(key: string): boolean {
    return !this.windowing || this.near.has(key) || this.pinned.has(key);
  }

  /** The height to keep for a row that is not rendered. */
  heightOf(key: string): number {
    return this.heights.get(key) ?? ESTIMATED_ROW_PX;
  }

  /** Renders the row now and keeps it until focus has been in it and left. */
  pin(key: string): void {
    if (this.pinned.has(key)) return;
    this.pinned.add(key);
    this.notify(key);
  }

  unpin(key: string): void {
    if (this.pinned.delete(key)) this.notify(key);
  }

  /** Starts watching a row's slot; returns the way to stop. */
  watch(key: string, slot: HTMLElement): () => void {
    this.elements.set(slot, key);
    // Known at once, so the first paint after unfolding shows the rows on screen, not empty slots.
    if (this.windowing && !this.near.has(key)) {
      if (isNear(slot.getBoundingClientRect())) this.setNear(key, true);
    }
    const list = slot.parentElement ?? slot;
    let slots = this.lists.get(list);
    if (!slots) {
      slots = new Set();
      this.lists.set(list, slots);
      this.observeLists().observe(list);
    }
    slots.add(slot);
    return () => {
      this.elements.delete(slot);
      this.near.delete(key);
      slots.delete(slot);
      if (slots.size > 0) return;
      this.lists.delete(list);
      this.activeLists.delete(list);
      this.listObserver?.unobserve(list);
    };
  }

  subscribe(key: string, listener: Listener): () => void {
    let set = this.listeners.get(key);
    if (!set) {
      set = new Set();
      this.listeners.set(key, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(key) === set) this.listeners.delete(key);
    };
  }

  /**
   * An IntersectionObserver watches each artist's list (50 at most), not each row: Chromium
   * recomputes every observed intersection after each keystroke, and 2,500 rows cost 5 ms of every
   * keystroke in a fully unfolded 50 × 50 application. Inside the lists near the viewport, rows are
   * measured after a scroll, a resize or a change of the page's height (rows above grown, shrunk,
   * folded or removed), at most once a frame.
   */
  private observeLists(): IntersectionObserver {
    if (this.listObserver) return this.listObserver;
    this.listObserver = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            this.activeLists.add(entry.target);
            continue;
          }
          this.activeLists.delete(entry.target);
          this.measure(this.lists.get(entry.target), false);
        }
        this.schedule();
      },
      { rootMargin: `${WINDOW_MARGIN_PX}px 0px` },
    );
    window.addEventListener("scroll", this.schedule, { passive: true });
    window.addEventListener("resize", this.schedule);
    new ResizeObserver(this.schedule).observe(document.documentElement);
    return this.listObserver;
  }

  private readonly schedule = (): void => {
    this.frame ||= requestAnimationFrame(() => {
      this.frame = 0;
      for (const list of this.activeLists) this.measure(this.lists.get(list), true);
    });
  };

  /** Notes the rendered rows' heights and which rows are near; `inView` false: none of them. */
  private measure(slots: Set<Element> | undefined, inView: boolean): void {
    for (const slot of slots ?? []) {
      const key = this.elements.get(slot);
      if (key === undefined) continue;
      const box = slot.getBoundingClientRect();
      // Only a rendered row's box is its real height; an empty slot's is the kept one.
      if (this.isRendered(key) && box.height > 0) this.heights.set(key, box.height);
      this.setNear(key, inView && isNear(box));
    }
  }

  private setNear(key: string, near: boolean): void {
    if (this.near.has(key) === near) return;
    if (near) this.near.add(key);
    else this.near.delete(key);
    this.notify(key);
  }

  private notify(key: string): void {
    for (const listener of this.listeners.get(key) ?? []) listener();
  }
}
