/** Scores in words and figures: what the review panels and the list show. */
import { plural } from "../labels.ts";

export const SCORES = [1, 2, 3, 4, 5] as const;

/** Reviews are closed once a decision is made (or the applicant withdrew): the shared rule the server applies. */
export { isDecided } from "../../../shared/statuses.ts";

/** "3.5"; averages keep one decimal, whole scores none. */
export function formatScore(score: number | null | undefined): string {
  if (score === null || score === undefined || Number.isNaN(score)) return "";
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}

/** "2–5", or "4" when every score was the same. */
export function formatSpread(min: number | null | undefined, max: number | null | undefined): string {
  if (min === null || min === undefined || max === null || max === undefined) return "";
  return min === max ? formatScore(min) : `${formatScore(min)}–${formatScore(max)}`;
}

/**
 * What an average is made of, once a criterion added after some reviews left them incomplete:
 * "2 reviews, 1 incomplete"; "2 reviews" when all are complete.
 */
export function madeOf(reviews: number, complete: number | null | undefined): string {
  const incomplete = complete === null || complete === undefined ? 0 : reviews - complete;
  return incomplete > 0 ? `${plural(reviews, "review")}, ${incomplete} incomplete` : plural(reviews, "review");
}

/** "3.4 (2 reviews, 1 incomplete)"; the bare average while every review is complete. */
export function formatAverage(
  average: number | null | undefined,
  reviews: number | null | undefined,
  complete: number | null | undefined,
): string {
  const figure = formatScore(average);
  if (!figure || !reviews || complete === null || complete === undefined || complete >= reviews) return figure;
  return `${figure} (${madeOf(reviews, complete)})`;
}

/** The visible criteria a review has not scored yet. */
export function missingScores(criteria: { id: string; hidden: boolean }[], scores: Record<string, number>): string[] {
  return criteria.filter((c) => !c.hidden && !SCORES.includes(scores[c.id] as 1)).map((c) => c.id);
}

/** A time from the API (ms since the epoch or ISO text) as ISO text for `<time datetime>`. */
export function isoOf(at: string | number): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? String(at) : date.toISOString();
}
