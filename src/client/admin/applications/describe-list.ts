/** The list's state in words, for the result line, the empty states and the table's caption. */
import { boothLabel, choiceLabel, mentorshipLabel, plural, statusLabel } from "../labels.ts";
import { type ListState, sortOf } from "./list-state.ts";

const COLUMN_NAMES: Record<string, string> = {
  gallery: "gallery",
  choice: "choice",
  booth: "booth size",
  artists: "number of artists",
  artworks: "number of artworks",
  submitted_at: "date submitted",
  status: "status",
  reviews: "number of reviews",
  average: "average score",
  my_score: "my score",
  spread: "spread",
  normalized: "normalized score",
};

const NUMERIC = new Set(["artists", "artworks", "reviews", "average", "my_score", "spread", "normalized"]);

const between = (what: string, min: string, max: string) =>
  min && max ? `${what} ${min} to ${max}` : min ? `${what} at least ${min}` : max ? `${what} at most ${max}` : "";

/** "“müller”, status Submitted, booth size Small": what narrows the list, or "" when nothing does. */
export function describeFilters(state: ListState): string {
  const parts: string[] = [];
  if (state.q.trim()) parts.push(`“${state.q.trim()}”`);
  if (state.status) parts.push(`status ${statusLabel(state.status)}`);
  if (state.choice) parts.push(`choice ${choiceLabel(state.choice)}`);
  if (state.booth) parts.push(`booth size ${boothLabel(state.booth)}`);
  if (state.mentorship) parts.push(mentorshipLabel(state.mentorship).toLowerCase());
  if (state.reviewed_by_me === "false") parts.push("not reviewed by me");
  if (state.tag) parts.push(`tagged “${state.tag}”`);
  parts.push(between("average score", state.average_min, state.average_max));
  parts.push(between("normalized score", state.normalized_min, state.normalized_max));
  parts.push(between("spread", state.spread_min, ""));
  if (state.disagreement) parts.push("members disagree");
  return parts.filter(Boolean).join(", ");
}

export function describeSort(state: ListState): string {
  const { key, descending } = sortOf(state);
  const order =
    key === "submitted_at"
      ? descending
        ? "newest first"
        : "oldest first"
      : key === "reviews" || key === "artists" || key === "artworks"
        ? descending
          ? "most first"
          : "fewest first"
        : NUMERIC.has(key)
          ? descending
            ? "highest first"
            : "lowest first"
          : descending
            ? "Z to A"
            : "A to Z";
  return `sorted by ${COLUMN_NAMES[key] ?? key}, ${order}`;
}

/** "1–50 of 342 applications" for one page of the list. */
export function describeRange(page: number, shown: number, total: number, perPage: number): string {
  if (total <= shown) return plural(total, "application");
  const first = (page - 1) * perPage + 1;
  return `${first.toLocaleString("en-GB")}–${(first + shown - 1).toLocaleString("en-GB")} of ${plural(total, "application")}`;
}
