/** The list's state in words, for the result line, the empty states and the table's caption. */
import type { AdminKey, AdminWords } from "../../../shared/i18n/admin/catalog.ts";
import { boothLabel, choiceLabel, statusLabel } from "../labels.ts";
import { words } from "../words.ts";
import { type ListState, type SortKey, sortOf } from "./list-state.ts";

/** The page's words, unless a test gives a language of its own. */

const COLUMN_NAMES: Record<SortKey, AdminKey> = {
  gallery: "applications.sortGallery",
  choice: "applications.sortChoice",
  booth: "applications.sortBooth",
  artists: "applications.sortArtists",
  artworks: "applications.sortArtworks",
  submitted_at: "applications.sortSubmitted",
  status: "applications.sortStatus",
  reviews: "applications.sortReviews",
  average: "applications.sortAverage",
  my_score: "applications.sortMyScore",
  spread: "applications.sortSpread",
  normalized: "applications.sortNormalized",
};

const NUMERIC = new Set(["artists", "artworks", "reviews", "average", "my_score", "spread", "normalized"]);

function between(own: AdminWords, what: AdminKey, min: string, max: string): string {
  const named = own.t(what);
  if (min && max) return own.t("applications.describeBetween", { what: named, min, max });
  if (min) return own.t("applications.describeAtLeast", { what: named, min });
  if (max) return own.t("applications.describeAtMost", { what: named, max });
  return "";
}

/** "“müller”, status Submitted, booth size Small": what narrows the list, or "" when nothing does. */
export function describeFilters(state: ListState, own: AdminWords = words): string {
  const parts: string[] = [];
  if (state.q.trim()) parts.push(own.t("applications.describeSearch", { q: state.q.trim() }));
  if (state.status) parts.push(own.t("applications.describeStatus", { label: statusLabel(state.status, own) }));
  if (state.choice) parts.push(own.t("applications.describeChoice", { label: choiceLabel(state.choice, own) }));
  if (state.booth) parts.push(own.t("applications.describeBooth", { label: boothLabel(state.booth, own) }));
  if (state.mentorship === "true") parts.push(own.t("applications.describeMentorshipWanted"));
  if (state.mentorship === "false") parts.push(own.t("applications.describeMentorshipNone"));
  if (state.reviewed_by_me === "false") parts.push(own.t("applications.describeNotReviewed"));
  if (state.tag) parts.push(own.t("applications.describeTag", { tag: state.tag }));
  parts.push(between(own, "applications.rangeAverage", state.average_min, state.average_max));
  parts.push(between(own, "applications.rangeNormalized", state.normalized_min, state.normalized_max));
  parts.push(between(own, "applications.rangeSpread", state.spread_min, ""));
  if (state.disagreement) parts.push(own.t("applications.describeDisagree"));
  return parts.filter(Boolean).join(", ");
}

function orderOf(key: SortKey, descending: boolean): AdminKey {
  if (key === "submitted_at") return descending ? "applications.newestFirst" : "applications.oldestFirst";
  if (key === "reviews" || key === "artists" || key === "artworks")
    return descending ? "applications.mostFirst" : "applications.fewestFirst";
  if (NUMERIC.has(key)) return descending ? "applications.highestFirst" : "applications.lowestFirst";
  return descending ? "applications.zToA" : "applications.aToZ";
}

export function describeSort(state: ListState, own: AdminWords = words): string {
  const { key, descending } = sortOf(state);
  const column = COLUMN_NAMES[key] ? own.t(COLUMN_NAMES[key]) : key;
  return own.t("applications.describeSorted", { column, order: own.t(orderOf(key, descending)) });
}

/** "1–50 of 342 applications" for one page of the list. */
export function describeRange(
  page: number,
  shown: number,
  total: number,
  perPage: number,
  own: AdminWords = words,
): string {
  if (total <= shown) return own.t("applications.rangeAll", { count: total });
  const first = (page - 1) * perPage + 1;
  return own.t("applications.rangeSome", { first, last: first + shown - 1, count: total });
}
