/** Behaviour 1: `#scroll-1200` in the address scrolls the page to 1200 px, 10 ms after load (spec section 9). */

/** Eight characters: the spec's scroll hash prefix. */
export const SCROLL_MARKER = "#scroll-";
export const SCROLL_DELAY_MS = 10;

const OFFSET = /^\d+(?:\.\d+)?$/;

/** The vertical offset the hash asks for, or undefined when it holds no scroll marker and number. */
export function scrollOffsetOf(hash: string): number | undefined {
  if (!hash.startsWith(SCROLL_MARKER)) return undefined;
  const rest = hash.slice(SCROLL_MARKER.length);
  return OFFSET.test(rest) ? Number(rest) : undefined;
}

export function restoreScroll(win: Window = window): void {
  const offset = scrollOffsetOf(win.location.hash);
  if (offset === undefined) return;
  // The delay lets the browser finish its own scroll handling for the hash first.
  win.setTimeout(() => win.scrollTo(0, offset), SCROLL_DELAY_MS);
}
