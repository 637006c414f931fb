/**
 * The list's state lives in the address (`/admin/applications?status=submitted&q=muller&sort=gallery&page=2`),
 * so a link can be shared and the back button works. Values the list does not know are dropped,
 * so a hand-edited address shows the list rather than an error.
 */
import { BOOTH_SIZES, CHOICES } from "../../../shared/limits.ts";
import { STATUSES } from "../../../shared/statuses.ts";

/** Every status an application can have (the shared module, which the server enforces too). */
export { STATUSES };

/** Columns the server sorts by. */
export const SORT_KEYS = [
  "gallery",
  "choice",
  "booth",
  "artists",
  "artworks",
  "submitted_at",
  "status",
  "reviews",
  "average",
  "my_score",
  "spread",
  "normalized",
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const DEFAULT_SORT = "-submitted_at";

export interface ListState {
  /** Empty: the first open edition, which the server picks. */
  edition: string;
  status: string;
  choice: string;
  booth: string;
  /** "true", "false", or "" for either. */
  mentorship: string;
  /** "false": only what I have not reviewed; "" for everything. */
  reviewed_by_me: string;
  q: string;
  /** A tag's name, or "" for any. */
  tag: string;
  /** Score ranges as typed numbers ("2.5"), "" where open. */
  average_min: string;
  average_max: string;
  normalized_min: string;
  normalized_max: string;
  spread_min: string;
  /** "1": only where the members disagree (spread 2 or more). */
  disagreement: string;
  /** A column key, "-" in front for descending. */
  sort: string;
  page: number;
}

export const FILTER_KEYS = ["status", "choice", "booth", "mentorship", "reviewed_by_me"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const ALLOWED: Record<FilterKey, readonly string[]> = {
  status: STATUSES,
  choice: CHOICES,
  booth: BOOTH_SIZES,
  mentorship: ["true", "false"],
  reviewed_by_me: ["false"],
};

/** The score ranges: numbers as the server reads them. */
export const RANGE_KEYS = ["average_min", "average_max", "normalized_min", "normalized_max", "spread_min"] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];
const NUMBER = /^-?\d{1,3}(\.\d{1,6})?$/;

/** Longest tag name the server accepts. */
const MAX_TAG = 40;

/** Longest search the server accepts. */
export const MAX_SEARCH_LENGTH = 200;

export const EMPTY_LIST_STATE: ListState = {
  edition: "",
  status: "",
  choice: "",
  booth: "",
  mentorship: "",
  reviewed_by_me: "",
  q: "",
  tag: "",
  average_min: "",
  average_max: "",
  normalized_min: "",
  normalized_max: "",
  spread_min: "",
  disagreement: "",
  sort: DEFAULT_SORT,
  page: 1,
};

export function isSortKey(key: string): key is SortKey {
  return (SORT_KEYS as readonly string[]).includes(key);
}

export function readListState(search: string): ListState {
  const params = new URLSearchParams(search);
  const get = (key: string) => params.get(key)?.trim() ?? "";
  const state: ListState = { ...EMPTY_LIST_STATE };
  const edition = get("edition");
  if (/^[\w.-]{1,64}$/.test(edition)) state.edition = edition;
  for (const key of FILTER_KEYS) if (ALLOWED[key].includes(get(key))) state[key] = get(key);
  state.q = (params.get("q") ?? "").slice(0, MAX_SEARCH_LENGTH);
  const tag = get("tag");
  if (tag.length <= MAX_TAG) state.tag = tag;
  for (const key of RANGE_KEYS) if (NUMBER.test(get(key))) state[key] = get(key);
  if (get("disagreement") === "1") state.disagreement = "1";
  const sort = get("sort");
  if (isSortKey(sort.replace(/^-/, ""))) state.sort = sort;
  const page = Number(get("page"));
  if (Number.isInteger(page) && page >= 1 && page <= 1_000_000) state.page = page;
  return state;
}

/** The address's query for a state: only what differs from the defaults, always in the same order. */
export function listSearch(state: ListState): string {
  const params = new URLSearchParams();
  if (state.edition) params.set("edition", state.edition);
  for (const key of FILTER_KEYS) if (state[key]) params.set(key, state[key]);
  if (state.q.trim()) params.set("q", state.q.trim());
  if (state.tag) params.set("tag", state.tag);
  for (const key of RANGE_KEYS) if (state[key]) params.set(key, state[key]);
  if (state.disagreement) params.set("disagreement", state.disagreement);
  if (state.sort !== DEFAULT_SORT) params.set("sort", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The same state with some parts changed; any change but the page's goes back to page 1. */
export function withChanges(state: ListState, changes: Partial<ListState>): ListState {
  return { ...state, page: 1, ...changes };
}

/** Whether anything narrows the list (the edition and the sort do not). */
/** How many of the folding filters (not the search) narrow the list: shown on their toggle while folded. */
export function filtersInUse(state: ListState): number {
  return [...FILTER_KEYS, ...RANGE_KEYS, "tag" as const, "disagreement" as const].filter((key) => state[key] !== "")
    .length;
}

export function isFiltered(state: ListState): boolean {
  return (
    FILTER_KEYS.some((key) => state[key] !== "") ||
    RANGE_KEYS.some((key) => state[key] !== "") ||
    state.q.trim() !== "" ||
    state.tag !== "" ||
    state.disagreement !== ""
  );
}

export function sortOf(state: ListState): { key: SortKey; descending: boolean } {
  const descending = state.sort.startsWith("-");
  return { key: state.sort.replace(/^-/, "") as SortKey, descending };
}

/** Rows per page: the API's default, which the list never overrides. */
export const PAGE_SIZE = 50;

/** Whether a number typed for a score range is one the server reads ("" is open). */
export function isRangeNumber(value: string): boolean {
  return value === "" || NUMBER.test(value);
}
