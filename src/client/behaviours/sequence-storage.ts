/**
 * Behaviour 3: a sequence-aware element, on click, remembers in session storage where the visitor
 * is in the list, for the next/previous links and the way back. The ordered slugs are written once,
 * as JSON, on the sequenced container (`[data-sequence-container][data-sequence]`); each
 * sequence-aware element inside it carries only its place (`data-sequence-place`).
 */

export const SEQUENCE_KEYS = {
  sequence: "ecosystem.sequence",
  sequenceUrl: "ecosystem.sequence_url",
  origin: "ecosystem.origin",
  scroll: "ecosystem.scroll",
} as const;

export interface StoredSequence {
  sequence: string[];
  sequenceUrl: string;
  origin: string;
  scroll: number;
}

/** Session storage, or undefined where the browser refuses it (storage disabled, some private modes). */
export function sessionStore(win: Window = window): Storage | undefined {
  try {
    return win.sessionStorage;
  } catch {
    return undefined;
  }
}

function parseSequence(json: string | null): string[] | undefined {
  if (json === null) return undefined;
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) && value.every((s) => typeof s === "string") ? value : undefined;
  } catch {
    return undefined;
  }
}

export function readStoredSequence(storage: Storage | undefined): StoredSequence | undefined {
  const sequence = parseSequence(storage?.getItem(SEQUENCE_KEYS.sequence) ?? null);
  if (!storage || !sequence) return undefined;
  const scroll = Number(storage.getItem(SEQUENCE_KEYS.scroll));
  return {
    sequence,
    sequenceUrl: storage.getItem(SEQUENCE_KEYS.sequenceUrl) ?? "",
    origin: storage.getItem(SEQUENCE_KEYS.origin) ?? "",
    scroll: Number.isFinite(scroll) && scroll >= 0 ? scroll : 0,
  };
}

export const SEQUENCE_AWARE = "[data-sequence-place]";

/** What each entry's element id is, `gallery-<slug>`; stored as the origin of a click. */
export const ENTRY_ID_PREFIX = "gallery-";

/**
 * Gives each sequence-aware element without an id the id of its place in the sequence. The list
 * leaves ids out of its HTML: on a thousand entries they would carry every slug a third time.
 */
export function nameSequenceEntries(doc: Document = document): void {
  for (const container of doc.querySelectorAll("[data-sequence-container][data-sequence]")) {
    const sequence = parseSequence(container.getAttribute("data-sequence"));
    if (!sequence) continue;
    for (const element of container.querySelectorAll(SEQUENCE_AWARE)) {
      const slug = sequence[Number(element.getAttribute("data-sequence-place"))];
      if (!element.id && slug !== undefined) element.id = `${ENTRY_ID_PREFIX}${slug}`;
    }
  }
}

export function storeSequence(storage: Storage, element: Element, win: Window): void {
  const json = element.closest("[data-sequence]")?.getAttribute("data-sequence") ?? null;
  if (!parseSequence(json)) return;
  try {
    storage.setItem(SEQUENCE_KEYS.sequence, json as string);
    storage.setItem(SEQUENCE_KEYS.sequenceUrl, win.location.pathname);
    storage.setItem(SEQUENCE_KEYS.origin, element.id);
    storage.setItem(SEQUENCE_KEYS.scroll, String(win.scrollY));
  } catch {
    // A full storage quota only costs the next/previous links; the click itself must go on.
  }
}

/** Listens on the whole document, so entries added later are sequence-aware too. Returns the remover. */
export function installSequenceStorage(doc: Document = document, win: Window = window): () => void {
  const onClick = (event: MouseEvent) => {
    const element = (event.target as Element | null)?.closest?.(SEQUENCE_AWARE);
    const storage = sessionStore(win);
    if (element && storage) storeSequence(storage, element, win);
  };
  doc.addEventListener("click", onClick);
  return () => doc.removeEventListener("click", onClick);
}
