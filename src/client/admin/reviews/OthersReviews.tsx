/**
 * The other reviews of an application and what they add up to. The server decides who sees them
 * (a reviewer only after submitting their own, admins always, with names); this only shows them.
 */

import type { Criterion, OthersReview, ReviewSummary } from "../../../shared/api/reviews.ts";
import { formatDateTime } from "../labels.ts";
import { t, words } from "../words.ts";
import { type ApplicationVersion, BeforeChange } from "./BeforeChange.tsx";
import { inCriteriaOrder } from "./score-order.ts";
import { formatAverage, formatScore, formatSpread, isoOf, madeOf } from "./scores.ts";

export interface OthersReviewsProps {
  criteria: Criterion[];
  reviews: OthersReview[];
  summary: ReviewSummary | null;
  /** A reviewer who has not reviewed yet is told why nothing is shown. */
  waitingForMine: boolean;
  /** Reviews written before the gallery's latest change say so. */
  application: ApplicationVersion;
}

function SummaryTable({ criteria, summary }: { criteria: Criterion[]; summary: ReviewSummary }) {
  const rows = criteria.filter((criterion) => summary.per_criterion[criterion.id]);
  return (
    <table className="score-table">
      <caption>{t("reviews.scoresOf", { madeOf: madeOf(summary.count, summary.complete_reviews) })}</caption>
      <thead>
        <tr>
          <th scope="col">{t("reviews.criterion")}</th>
          <th scope="col" className="numeric">
            {t("reviews.average")}
          </th>
          <th scope="col" className="numeric">
            {t("reviews.spread")}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((criterion) => {
          const figures = summary.per_criterion[criterion.id];
          return (
            <tr key={criterion.id}>
              <th scope="row">
                {criterion.label}
                {criterion.hidden && <span className="muted"> {t("reviews.hidden")}</span>}
              </th>
              <td className="numeric">{formatScore(figures?.average)}</td>
              <td className="numeric">{formatSpread(figures?.min, figures?.max)}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t("reviews.overall")}</th>
          <td className="numeric">{formatAverage(summary.average, summary.count, summary.complete_reviews)}</td>
          <td className="numeric">{formatSpread(summary.min, summary.max)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** A member's mean with the precision the chair compares it at: "2.15". */
const formatMean = (mean: number) => words.number(mean, { maximumFractionDigits: 2, useGrouping: false });

export function OthersReviews({ criteria, reviews, summary, waitingForMine, application }: OthersReviewsProps) {
  const labelOf = (id: string) => criteria.find((criterion) => criterion.id === id)?.label ?? id;
  // The review's score as the server counts it: the mean over the visible criteria.
  const overallOf = (scores: Record<string, number>) => {
    const visible = criteria.filter((c) => !c.hidden && scores[c.id] !== undefined).map((c) => scores[c.id] as number);
    return visible.length === 0 ? null : visible.reduce((a, b) => a + b, 0) / visible.length;
  };
  return (
    <section className="others-reviews" aria-labelledby="others-reviews">
      <h3 id="others-reviews">{t("reviews.reviews")}</h3>
      {waitingForMine ? (
        <p className="muted">{t("reviews.waitingForMine")}</p>
      ) : (
        <>
          {summary && summary.count > 0 && <SummaryTable criteria={criteria} summary={summary} />}
          {reviews.length === 0 ? (
            <p className="muted">{t("reviews.noOtherReviews")}</p>
          ) : (
            <ul className="review-list">
              {reviews.map((review) => {
                const who = review.reviewer.name || review.reviewer.email;
                return (
                  <li key={review.reviewer.email} className="review-list__item">
                    <article aria-label={t("reviews.reviewBy", { who })}>
                      <p className="review-list__by">
                        <strong>{who}</strong>{" "}
                        <time className="muted" dateTime={isoOf(review.updated_at)}>
                          {formatDateTime(isoOf(review.updated_at))}
                        </time>
                      </p>
                      <BeforeChange review={review} application={application} />
                      <p className="review-list__overall">
                        {t("reviews.score", { score: formatScore(overallOf(review.scores)) })}
                        {review.complete === false && (
                          <span className="muted">
                            {" "}
                            {t("reviews.incomplete", { criteria: review.missing?.join(", ") ?? "" })}
                          </span>
                        )}
                        {review.member_mean !== null && review.member_mean !== undefined && (
                          <span className="muted">
                            {" "}
                            {t("reviews.memberMean", { mean: formatMean(review.member_mean) })}
                          </span>
                        )}
                      </p>
                      <dl className="review-list__scores">
                        {inCriteriaOrder(review.scores, criteria).map(([id, score]) => (
                          <div key={id}>
                            <dt>{labelOf(id)}</dt>
                            <dd>{score}</dd>
                          </div>
                        ))}
                      </dl>
                      {review.comment && <p className="lines prose">{review.comment}</p>}
                    </article>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
