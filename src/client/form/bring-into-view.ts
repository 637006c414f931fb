/**
 * Issue 13, focus at the screen's edge: after focusing a field (from the error summary, or a new
 * row), scrolls so that what belongs to it is on screen too: its label or legend, its hint and its
 * error, not just the control at the very top or bottom edge. When all of it does not fit, the
 * label comes first.
 */

const EDGE_PX = 16;

function partsOf(field: HTMLElement): Element[] {
  const parts: Element[] = [field];
  if ("labels" in field) for (const label of (field as HTMLInputElement).labels ?? []) parts.push(label);
  for (const id of (field.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean)) {
    const described = document.getElementById(id);
    if (described) parts.push(described);
  }
  const error = document.getElementById(`${field.id}-error`);
  if (error) parts.push(error);
  // A radio's group is named by its legend; a row's new first field by the row's legend.
  const group = field.closest("fieldset.radios, fieldset.picture, fieldset.artwork");
  const legend = group?.querySelector(":scope > legend");
  if (legend && group?.classList.contains("radios")) parts.push(legend, group);
  else if (legend && group && group.querySelector("input, textarea, select, button") === field) parts.push(legend);
  return parts;
}

export function bringIntoView(field: HTMLElement): void {
  const boxes = partsOf(field)
    .map((part) => part.getBoundingClientRect())
    .filter((box) => box.width > 0 || box.height > 0);
  if (boxes.length === 0) return;
  const top = Math.min(...boxes.map((box) => box.top));
  const bottom = Math.max(...boxes.map((box) => box.bottom));
  const room = window.innerHeight - 2 * EDGE_PX;
  let by = 0;
  if (bottom - top > room || top < EDGE_PX) by = top - EDGE_PX;
  else if (bottom > window.innerHeight - EDGE_PX) by = bottom - (window.innerHeight - EDGE_PX);
  if (by !== 0) window.scrollBy({ top: by, behavior: "instant" });
}

/** Focuses without the browser's own edge-to-edge scroll, then brings the field and its words into view. */
export function focusInView(field: HTMLElement): void {
  field.focus({ preventScroll: true });
  bringIntoView(field);
  // Live validation may add the new field's error a moment later, moving it: look again before the paint.
  requestAnimationFrame(() => {
    if (document.activeElement === field) bringIntoView(field);
  });
}
