/**
 * An edition's review criteria: add, rename, hide or show, move up or down, delete. A criterion
 * that already has scores cannot be deleted (the server refuses with a message, shown as it is):
 * hide it instead. Adding one once reviews exist leaves them incomplete, so the editor asks first.
 */
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { EditionCriterion } from "../../../shared/api/editions.ts";
import { type CriterionChange, criteriaQuery, useChangeCriterion } from "../api/editions.ts";
import { PendingButton } from "../PendingButton.tsx";
import { t } from "../words.ts";

interface Change extends CriterionChange {
  /** What to announce once it is done. */
  done: string;
  /** The control to give focus back to once the list is redrawn (rows move and remount). */
  focus?: string;
}

const criterionState = (criterion: EditionCriterion) =>
  criterion.hidden ? t("editions.criterionHidden") : t("editions.criterionShown");

function CriterionRow({
  criterion,
  index,
  count,
  onChange,
  above,
  below,
}: {
  criterion: EditionCriterion;
  index: number;
  count: number;
  above?: EditionCriterion;
  below?: EditionCriterion;
  onChange(change: Change): void;
}) {
  const [label, setLabel] = useState(criterion.label);
  const name = criterion.label;
  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (!label.trim() || label.trim() === criterion.label) return;
    onChange({
      criterion,
      method: "PATCH",
      body: { label: label.trim() },
      done: t("editions.criterionRenamed", { name: label.trim() }),
      focus: `criterion-${criterion.id}-rename`,
    });
  };
  return (
    <li className={`criterion${criterion.hidden ? " criterion--hidden" : ""}`}>
      <form onSubmit={rename} className="criterion__rename">
        <label htmlFor={`criterion-${criterion.id}`} className="visually-hidden">
          {t("editions.criterionName", { number: index + 1 })}
        </label>
        <input
          type="text"
          id={`criterion-${criterion.id}`}
          className="input"
          value={label}
          maxLength={200}
          onChange={(event) => setLabel(event.target.value)}
        />
        <button type="submit" className="button button--secondary" id={`criterion-${criterion.id}-rename`}>
          {t("editions.criterionRename")}
          <span className="visually-hidden"> {name}</span>
        </button>
      </form>
      <p className="criterion__state">
        {criterion.scored
          ? t("editions.criterionScored", { state: criterionState(criterion) })
          : criterionState(criterion)}
      </p>
      <div className="criterion__actions">
        <button
          type="button"
          className="button button--secondary"
          id={`criterion-${criterion.id}-hide`}
          onClick={() =>
            onChange({
              criterion,
              method: "PATCH",
              body: { hidden: !criterion.hidden },
              done: t(criterion.hidden ? "editions.criterionShownAgain" : "editions.criterionIsHidden", { name }),
              focus: `criterion-${criterion.id}-hide`,
            })
          }
        >
          {criterion.hidden ? t("editions.criterionShow") : t("editions.criterionHide")}
          <span className="visually-hidden"> {name}</span>
        </button>
        <button
          type="button"
          className="button button--secondary"
          id={`criterion-${criterion.id}-up`}
          disabled={index === 0}
          onClick={() =>
            above &&
            onChange({
              criterion,
              method: "PATCH",
              body: { position: index - 1 },
              done: t("editions.criterionMovedUp", { name }),
              focus: `criterion-${criterion.id}-${index - 1 === 0 ? "down" : "up"}`,
            })
          }
        >
          {t("editions.criterionUp")}
          <span className="visually-hidden"> {name}</span>
        </button>
        <button
          type="button"
          className="button button--secondary"
          id={`criterion-${criterion.id}-down`}
          disabled={index === count - 1}
          onClick={() =>
            below &&
            onChange({
              criterion,
              method: "PATCH",
              body: { position: index + 1 },
              done: t("editions.criterionMovedDown", { name }),
              focus: `criterion-${criterion.id}-${index + 1 === count - 1 ? "up" : "down"}`,
            })
          }
        >
          {t("editions.criterionDown")}
          <span className="visually-hidden"> {name}</span>
        </button>
        {/* A criterion with scores cannot be deleted (the server refuses): it is hidden instead, so no Delete is offered. */}
        {!criterion.scored && (
          <button
            type="button"
            className="button button--warning"
            onClick={() =>
              onChange({
                criterion,
                method: "DELETE",
                done: t("editions.criterionDeleted", { name }),
                focus: `criterion-${criterion.id}-delete`,
              })
            }
            id={`criterion-${criterion.id}-delete`}
          >
            {t("editions.criterionDelete")}
            <span className="visually-hidden"> {name}</span>
          </button>
        )}
      </div>
    </li>
  );
}

export function CriteriaEditor({ edition }: { edition: string }) {
  const criteria = useQuery(criteriaQuery(edition));
  const [label, setLabel] = useState("");
  const [said, setSaid] = useState("");
  const [problem, setProblem] = useState("");
  /** The label waiting for the admin to confirm that the edition's reviews become incomplete. */
  const [confirming, setConfirming] = useState("");
  const change = useChangeCriterion<Change>(edition, {
    onMutate: () => {
      setSaid("");
      setProblem("");
    },
    onSuccess: ({ done, focus }) => {
      setSaid(done);
      // A deleted criterion's row is gone: the section's heading takes focus instead.
      if (focus)
        requestAnimationFrame(() =>
          (document.getElementById(focus) ?? document.getElementById("criteria-title"))?.focus(),
        );
    },
    onError: (error, { focus }) => {
      setProblem(error.message);
      if (focus) requestAnimationFrame(() => document.getElementById(focus)?.focus());
    },
  });

  const reviewsCount = criteria.data?.reviews_count ?? 0;
  const addNow = (name: string) => {
    setConfirming("");
    change.mutate(
      { method: "POST", body: { label: name }, done: t("editions.criterionAdded", { name }) },
      { onSuccess: () => setLabel("") },
    );
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!label.trim()) {
      setProblem(t("editions.criterionNewProblem"));
      return;
    }
    if (reviewsCount > 0) {
      setProblem("");
      setConfirming(label.trim());
      requestAnimationFrame(() => document.getElementById("criterion-warning")?.focus());
      return;
    }
    addNow(label.trim());
  };

  const items = [...(criteria.data?.items ?? [])].sort((a, b) => a.position - b.position);

  return (
    <section className="criteria-editor" aria-labelledby="criteria-title">
      <h2 id="criteria-title" tabIndex={-1}>
        {t("editions.criteriaTitle")}
      </h2>
      <p className="hint">{t("editions.criteriaHint")}</p>
      {problem && (
        <p className="error-message" role="alert">
          {problem}
        </p>
      )}
      <p className="side-status" role="status">
        {said}
      </p>
      {criteria.isError ? (
        <p className="error-message">{t("editions.criteriaNotLoaded", { reason: criteria.error.message })}</p>
      ) : !criteria.data ? (
        <p>{t("editions.criteriaLoading")}</p>
      ) : items.length === 0 ? (
        <p className="muted">{t("editions.criteriaNone")}</p>
      ) : (
        <ol className="criteria-list">
          {items.map((criterion, i) => (
            <CriterionRow
              key={`${criterion.id}-${criterion.label}`}
              criterion={criterion}
              index={i}
              count={items.length}
              above={items[i - 1]}
              below={items[i + 1]}
              onChange={(next) => {
                if (!change.isPending) change.mutate(next);
              }}
            />
          ))}
        </ol>
      )}
      <form onSubmit={add} className="criteria-editor__add" noValidate>
        <div className="field">
          <label htmlFor="new-criterion">{t("editions.criterionNew")}</label>
          <input
            type="text"
            id="new-criterion"
            className="input"
            value={label}
            maxLength={200}
            onChange={(event) => setLabel(event.target.value)}
          />
        </div>
        <PendingButton className="button button--secondary" pending={change.isPending}>
          {t("editions.criterionAdd")}
        </PendingButton>
      </form>
      {confirming && (
        <div className="criteria-warning" id="criterion-warning" tabIndex={-1} role="alert">
          <p>{t("editions.criterionMakesIncomplete", { count: reviewsCount })}</p>
          <div className="criteria-warning__actions">
            <button type="button" className="button button--warning" onClick={() => addNow(confirming)}>
              {t("editions.criterionAddNamed", { name: confirming })}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setConfirming("");
                requestAnimationFrame(() => document.getElementById("new-criterion")?.focus());
              }}
            >
              {t("editions.cancel")}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
