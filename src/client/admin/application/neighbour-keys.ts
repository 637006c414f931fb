/**
 * `k` opens the next application of the list and `j` the previous one, as in mail and feed readers.
 * Never while the member types in a field, holds a modifier, or looks at a picture in the dialog.
 */

export type NeighbourDirection = "next" | "previous";

const KEYS: Record<string, NeighbourDirection> = { k: "next", j: "previous" };

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest("input, textarea, select, [contenteditable]:not([contenteditable='false'])")) return true;
  return false;
}

export function neighbourKey(event: KeyboardEvent): NeighbourDirection | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return null;
  const direction = KEYS[event.key];
  if (!direction) return null;
  if (isTypingTarget(event.target)) return null;
  const doc = (event.target instanceof Node ? event.target.ownerDocument : null) ?? document;
  if (doc.querySelector("dialog[open]")) return null;
  return direction;
}
