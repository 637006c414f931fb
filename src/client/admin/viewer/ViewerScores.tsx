/**
 * Scoring without leaving the work: the member's score for each criterion, one criterion marked at
 * a time. The viewer passes its keys here (1–5 score the marked criterion, ↑/↓ mark another, Enter
 * saves); "Save and next" goes on to the next application where she works (her queue or the list she
 * came from, application/next-in-context.ts), viewer open, the context kept.
 */
import { useQuery } from "@tanstack/react-query";
import { type RefObject, useEffect, useState } from "react";
import { useLocation } from "wouter";
import type { Criterion } from "../../../shared/api/reviews.ts";
import { reviewsQuery, useSaveReview } from "../api/reviews.ts";
import { type NextInContext, useNextInContext } from "../application/next-in-context.ts";
import { isDecided, missingScores, SCORES } from "../reviews/scores.ts";
import { t } from "../words.ts";

export interface ScoreKeys {
  score(value: number): void;
  move(step: number): void;
  save(): void;
}

/** History state that asks the next application's page to open its viewer at once. */
export const OPEN_VIEWER_STATE = { openViewer: true } as const;

interface ViewerScoresProps {
  applicationId: string;
  status: string;
  keys: RefObject<ScoreKeys | null>;
}

export function ViewerScores({ applicationId, status, keys }: ViewerScoresProps) {
  const reviews = useQuery(reviewsQuery(applicationId));
  const next = useNextInContext(applicationId);
  const data = reviews.data;
  if (!data) return null;
  if (data.my_conflict) return <p className="viewer-scores__note">{t("application.viewerConflict")}</p>;
  if (isDecided(status)) return <p className="viewer-scores__note">{t("application.viewerDecided")}</p>;
  const visible = data.criteria.filter((criterion) => !criterion.hidden);
  if (visible.length === 0) return null;
  return (
    <ScorePanel
      applicationId={applicationId}
      criteria={visible}
      mine={data.mine?.scores ?? null}
      comment={data.mine?.comment ?? ""}
      next={next}
      keys={keys}
    />
  );
}

interface ScorePanelProps {
  applicationId: string;
  criteria: Criterion[];
  mine: Record<string, number> | null;
  comment: string;
  next: NextInContext;
  keys: RefObject<ScoreKeys | null>;
}

function ScorePanel({ applicationId, criteria, mine, comment, next, keys }: ScorePanelProps) {
  const [scores, setScores] = useState<Record<string, number>>(() => ({ ...(mine ?? {}) }));
  const [marked, setMarked] = useState(0);
  const [message, setMessage] = useState("");
  const [, navigate] = useLocation();
  const save = useSaveReview(applicationId, () => setMessage(t("application.scoresSaved")));
  const criterion = criteria[marked] ?? criteria[0];

  // Never disabled while saving: a disabled button would drop the focus out of the dialog.
  const submit = (then?: string | null) => {
    if (save.isPending) return;
    const gaps = missingScores(criteria, scores);
    if (gaps.length > 0) {
      const first = criteria.findIndex((c) => c.id === gaps[0]);
      setMarked(Math.max(0, first));
      const names = criteria.filter((c) => gaps.includes(c.id)).map((c) => c.label);
      setMessage(t("application.chooseScores", { criteria: names.join(", ") }));
      return;
    }
    setMessage("");
    save.mutate(
      { scores: Object.fromEntries(criteria.map((c) => [c.id, scores[c.id]])), comment },
      {
        onSuccess: () => {
          if (then) navigate(next.href(then), { state: OPEN_VIEWER_STATE });
        },
      },
    );
  };

  const setScore = (id: string, value: number) => {
    setScores((current) => ({ ...current, [id]: value }));
    setMessage("");
  };

  // The viewer's keys reach the panel through this handle; it follows every render's state.
  useEffect(() => {
    keys.current = {
      score: (value) => criterion && setScore(criterion.id, value),
      move: (step) => setMarked((index) => Math.min(criteria.length - 1, Math.max(0, index + step))),
      save: () => submit(),
    };
    return () => {
      keys.current = null;
    };
  });

  return (
    <section className="viewer-scores" aria-labelledby="viewer-scores-title">
      <h2 id="viewer-scores-title">{t("application.yourScores")}</h2>
      <p className="viewer-scores__hint" id="viewer-scores-hint">
        {t("application.viewerKeys")}
      </p>
      {criteria.map((c, index) => (
        <fieldset
          key={c.id}
          className={`viewer-score${index === marked ? " viewer-score--marked" : ""}`}
          aria-current={index === marked ? "true" : undefined}
        >
          <legend>{c.label}</legend>
          <div className="viewer-score__buttons">
            {SCORES.map((value) => (
              <button
                key={value}
                type="button"
                className="viewer-score__button"
                data-score={value}
                aria-pressed={scores[c.id] === value}
                onClick={() => {
                  setMarked(index);
                  setScore(c.id, value);
                }}
              >
                {value}
              </button>
            ))}
          </div>
        </fieldset>
      ))}
      <div className="viewer-scores__actions">
        <button type="button" className="viewer-button" onClick={() => submit()}>
          {save.isPending ? t("application.saving") : t("application.saveScores")}
        </button>
        {next.next && (
          <button type="button" className="viewer-button viewer-button--primary" onClick={() => submit(next.next)}>
            {t("application.saveAndNext")}
          </button>
        )}
      </div>
      {next.next === null && (
        <p className="viewer-scores__note">
          {next.context === "queue" ? t("application.lastOfQueue") : t("application.lastOfList")}
        </p>
      )}
      <p className="viewer-scores__status" role="status">
        {save.isError ? save.error.message : message}
      </p>
    </section>
  );
}
