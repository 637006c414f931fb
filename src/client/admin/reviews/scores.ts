/**
 * Scores in words and figures: what the review panels and the list show, in the page's language
 * (`said`: another's, for a test).
 */
import type { AdminWords } from "../../../shared/i18n/admin/catalog.ts";
import { words } from "../words.ts";

export const SCORES = [1, 2, 3, 4, 5] as const;

/** Reviews are closed once a decision is made (or the applicant withdrew): the shared rule the server applies. */
export { isDecided } from "../../../shared/statuses.ts";

/** "3.5" ("3,5" in German); averages keep one decimal, whole scores none. */
export function formatScore(score: number | null | undefined, said: AdminWords = words): string {
  if (score === null || score === undefined || Number.isNaN(score)) return "";
  const decimals = Number.isInteger(score) ? 0 : 1;
  return said.number(score, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: false });
}

/** "2–5", or "4" when every score was the same. */
export function formatSpread(
  min: number | null | undefined,
  max: number | null | undefined,
  said: AdminWords = words,
): string {
  if (min === null || min === undefined || max === null || max === undefined) return "";
  return min === max ? formatScore(min, said) : `${formatScore(min, said)}–${formatScore(max, said)}`;
}

/**
 * What an average is made of, once a criterion added after some reviews left them incomplete:
 * "2 reviews, 1 incomplete"; "2 reviews" when all are complete.
 */
export function madeOf(reviews: number, complete: number | null | undefined, said: AdminWords = words): string {
  const incomplete = complete === null || complete === undefined ? 0 : reviews - complete;
  return incomplete > 0
    ? said.t("reviews.reviewsIncomplete", { reviews, incomplete: String(incomplete) })
    : said.t("reviews.reviewsMadeOf", { reviews });
}

/** "3.4 (2 reviews, 1 incomplete)"; the bare average while every review is complete. */
export function formatAverage(
  average: number | null | undefined,
  reviews: number | null | undefined,
  complete: number | null | undefined,
  said: AdminWords = words,
): string {
  const figure = formatScore(average, said);
  if (!figure || !reviews || complete === null || complete === undefined || complete >= reviews) return figure;
  return said.t("reviews.averageMadeOf", { average: figure, madeOf: madeOf(reviews, complete, said) });
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
