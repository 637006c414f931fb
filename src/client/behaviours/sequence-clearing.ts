/**
 * Behaviour 2: following a link into the ecosystem section from anywhere but a sequenced container
 * (`[data-sequence-container]`) starts afresh, so stale next/previous links do not follow the visitor.
 */
import { SEQUENCE_KEYS, sessionStore } from "./sequence-storage.ts";

export const ECOSYSTEM_PATH = "/ecosystem";

export function clearStoredSequence(storage: Storage): void {
  for (const key of Object.values(SEQUENCE_KEYS)) storage.removeItem(key);
}

/** True when a click on this link must forget the stored sequence. */
export function clearsSequence(link: HTMLAnchorElement): boolean {
  return link.href.includes(ECOSYSTEM_PATH) && !link.closest("[data-sequence-container]");
}

/** Install before the sequence storage, so a click that stores a sequence is never undone by this one. */
export function installSequenceClearing(doc: Document = document, win: Window = window): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.("a[href]");
    const storage = sessionStore(win);
    if (link && storage && clearsSequence(link as HTMLAnchorElement)) clearStoredSequence(storage);
  };
  doc.addEventListener("click", onClick);
  return () => doc.removeEventListener("click", onClick);
}
