/**
 * The scores of one application as the viewer may see them: the API's summary, which is null while
 * the blind rule hides it (a reviewer sees it once their own review is in). Nothing is computed here.
 */

import type { ReviewsAnswer } from "../../../shared/api/reviews.ts";
import { formatScore } from "../reviews/scores.ts";
import { t } from "../words.ts";

export function CompareScores({ reviews }: { reviews: ReviewsAnswer | undefined }) {
  if (!reviews) return <p className="muted">{t("applications.compareScoresLoading")}</p>;
  const { summary, criteria, my_conflict } = reviews;
  if (!summary)
    return (
      <p className="compare-scores__hidden">
        {my_conflict ? t("applications.compareHiddenConflict") : t("applications.compareHidden")}
      </p>
    );
  if (summary.count === 0) return <p className="muted">{t("applications.compareNoReviews")}</p>;
  return (
    <dl className="compare-scores">
      <div className="compare-scores__overall">
        <dt>{t("applications.compareAverage", { count: summary.count })}</dt>
        <dd>{formatScore(summary.average)}</dd>
      </div>
      {criteria
        .filter((criterion) => summary.per_criterion[criterion.id])
        .map((criterion) => (
          <div key={criterion.id}>
            <dt>{criterion.label}</dt>
            <dd>{formatScore(summary.per_criterion[criterion.id]?.average)}</dd>
          </div>
        ))}
    </dl>
  );
}
