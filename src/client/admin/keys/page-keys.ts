/**
 * The back office's single-letter keys (`j`, `k`, `?`) belong to the page: they never fire while
 * the member types in a field, holds Ctrl, Alt or Cmd, or has a dialog open (the picture viewer has
 * keys of its own).
 */

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.closest("input, textarea, select, [contenteditable]:not([contenteditable='false'])") !== null;
}

/** The key pressed when it is one for the page, else null. */
export function pageKey(event: KeyboardEvent): string | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return null;
  if (isTypingTarget(event.target)) return null;
  const doc = (event.target instanceof Node ? event.target.ownerDocument : null) ?? document;
  if (doc.querySelector("dialog[open]")) return null;
  return event.key;
}
