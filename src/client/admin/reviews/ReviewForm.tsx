/**
 * The member's own review: 1 to 5 for each visible criterion (a radio group each) and an optional
 * comment. It can be changed until a decision is made; the server has the last word and its
 * refusal is shown as it is.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { Criterion, Review } from "../../../shared/api/reviews.ts";
import { useSaveReview } from "../api/reviews.ts";
import { PendingButton } from "../PendingButton.tsx";
import { t } from "../words.ts";
import { missingScores, SCORES } from "./scores.ts";

export interface ReviewFormProps {
  applicationId: string;
  criteria: Criterion[];
  mine: Review | null;
}

export const MAX_COMMENT_LENGTH = 5000;

export function ReviewForm({ applicationId, criteria, mine }: ReviewFormProps) {
  const visible = criteria.filter((criterion) => !criterion.hidden);
  const [scores, setScores] = useState<Record<string, number>>(() => ({ ...(mine?.scores ?? {}) }));
  const [comment, setComment] = useState(mine?.comment ?? "");
  const [missing, setMissing] = useState<string[]>([]);
  const [saved, setSaved] = useState("");
  const summary = useRef<HTMLDivElement>(null);
  const save = useSaveReview(applicationId, () =>
    setSaved(mine ? t("reviews.reviewChanged") : t("reviews.reviewSaved")),
  );

  // Scores saved elsewhere (the artwork viewer) show here too once the review is read again.
  const savedAt = mine?.updated_at;
  const savedScores = mine?.scores;
  useEffect(() => {
    if (savedScores) setScores({ ...savedScores });
  }, [savedAt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved("");
    const gaps = missingScores(visible, scores);
    setMissing(gaps);
    if (gaps.length > 0) {
      // The summary takes focus so that a screen reader reads what is missing at once.
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    save.mutate({
      scores: Object.fromEntries(visible.map((criterion) => [criterion.id, scores[criterion.id]])),
      comment: comment.trim(),
    });
  };

  const labelOf = (id: string) => visible.find((criterion) => criterion.id === id)?.label ?? id;

  return (
    <form className="review-form" onSubmit={submit} noValidate aria-labelledby="my-review">
      <h3 id="my-review">{mine ? t("reviews.yourReview") : t("reviews.scoreThis")}</h3>
      {missing.length > 0 && (
        <div className="error-summary" ref={summary} tabIndex={-1} role="alert" aria-labelledby="review-problems">
          <h4 id="review-problems">{t("reviews.notComplete")}</h4>
          <ul>
            {missing.map((id) => (
              <li key={id}>
                <a
                  href={`#score-${id}-1`}
                  onClick={(event) => {
                    // Into the group itself, so the arrow keys choose at once; the address stays as it is.
                    event.preventDefault();
                    document.getElementById(`score-${id}-1`)?.focus();
                  }}
                >
                  {t("reviews.chooseScoreFor", { criterion: labelOf(id) })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="hint" id="score-hint">
        {t("reviews.scoreHint")}
      </p>
      {visible.map((criterion) => {
        const wrong = missing.includes(criterion.id);
        return (
          <fieldset
            key={criterion.id}
            className={`field radios radios--inline score-group${wrong ? " field--error" : ""}`}
            aria-describedby={wrong ? `score-${criterion.id}-error` : "score-hint"}
          >
            <legend className="label">{criterion.label}</legend>
            {wrong && (
              <p className="error-message" id={`score-${criterion.id}-error`}>
                {t("reviews.chooseScoreFor", { criterion: criterion.label })}
              </p>
            )}
            <div className="radios__options">
              {SCORES.map((score) => (
                <label key={score} className="radio">
                  <input
                    type="radio"
                    id={`score-${criterion.id}-${score}`}
                    name={`score-${criterion.id}`}
                    value={score}
                    checked={scores[criterion.id] === score}
                    onChange={() => {
                      setScores((current) => ({ ...current, [criterion.id]: score }));
                      setMissing((current) => current.filter((id) => id !== criterion.id));
                    }}
                  />
                  {score}
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      <div className="field">
        <label htmlFor="review-comment">
          {t("reviews.comment")} <span className="required">{t("reviews.optional")}</span>
        </label>
        <textarea
          id="review-comment"
          className="input"
          rows={4}
          maxLength={MAX_COMMENT_LENGTH}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      {save.isError && (
        <p className="error-message" role="alert">
          {save.error.message}
        </p>
      )}
      <PendingButton className="button button--secondary" pending={save.isPending}>
        {save.isPending ? t("reviews.saving") : mine ? t("reviews.changeMyReview") : t("reviews.submitReview")}
      </PendingButton>
      <p className="side-status" role="status">
        {saved}
      </p>
    </form>
  );
}
