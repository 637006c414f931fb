/**
 * On a gallery page: previous and next links through the sequence the visitor came from, and a
 * back link to the list at the scroll position they left it. Without a stored sequence the
 * previous and next links stay hidden and the back link goes to the top of the list.
 */
import { SCROLL_MARKER } from "./scroll-restoration.ts";
import { readStoredSequence, sessionStore } from "./sequence-storage.ts";

/** Only a list page of this section may be the way back, whatever session storage holds. */
const LIST_PATH = /^\/ecosystem(?:\/[a-z0-9-]*)?$/;

export function showSequenceNavigation(win: Window = window): void {
  const doc = win.document;
  const current = doc.querySelector("[data-gallery-slug]")?.getAttribute("data-gallery-slug");
  const stored = readStoredSequence(sessionStore(win));
  if (!current || !stored) return;
  const position = stored.sequence.indexOf(current);
  if (position < 0) return;

  const reveal = (selector: string, slug: string | undefined) => {
    const link = doc.querySelector<HTMLAnchorElement>(selector);
    if (!link || slug === undefined) return;
    link.href = `/ecosystem/${encodeURIComponent(slug)}`;
    link.hidden = false;
  };
  reveal("[data-sequence-previous]", stored.sequence[position - 1]);
  reveal("[data-sequence-next]", stored.sequence[position + 1]);

  const back = doc.querySelector<HTMLAnchorElement>("[data-sequence-back]");
  if (back && LIST_PATH.test(stored.sequenceUrl))
    back.href = `${stored.sequenceUrl}${SCROLL_MARKER}${Math.round(stored.scroll)}`;
}
