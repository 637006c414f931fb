/**
 * On a gallery page: previous and next links through the sequence the visitor came from, added
 * beside the back link, which goes back to the list at the scroll position they left it. Without a
 * stored sequence there are no previous and next links and the back link goes to the top of the list.
 */
import { SCROLL_MARKER } from "./scroll-restoration.ts";
import { readStoredSequence, sessionStore } from "./sequence-storage.ts";
import { wordsOf } from "./words.ts";

/** Only a list page of this section may be the way back, whatever session storage holds. */
const LIST_PATH = /^\/ecosystem(?:\/[a-z0-9-]*)?$/;

export function showSequenceNavigation(win: Window = window): void {
  const doc = win.document;
  const current = doc.querySelector("[data-gallery-slug]")?.getAttribute("data-gallery-slug");
  const stored = readStoredSequence(sessionStore(win));
  if (!current || !stored) return;
  const position = stored.sequence.indexOf(current);
  if (position < 0) return;

  const back = doc.querySelector<HTMLAnchorElement>("[data-sequence-back]");
  const t = wordsOf(doc);
  const add = (kind: "previous" | "next", slug: string | undefined) => {
    if (!back?.parentElement || slug === undefined) return;
    const link = doc.createElement("a");
    link.className = `${kind}-link`;
    link.rel = kind === "previous" ? "prev" : "next";
    link.setAttribute(`data-sequence-${kind}`, "");
    link.href = `/ecosystem/${encodeURIComponent(slug)}`;
    link.textContent = t(kind === "previous" ? "previousGallery" : "nextGallery");
    back.parentElement.append(link);
  };
  add("previous", stored.sequence[position - 1]);
  add("next", stored.sequence[position + 1]);
  if (back && LIST_PATH.test(stored.sequenceUrl))
    back.href = `${stored.sequenceUrl}${SCROLL_MARKER}${Math.round(stored.scroll)}`;
}
