/**
 * Declaring a conflict of interest takes the application out of the member's queue and closes the
 * review form to them; the declaration can be withdrawn. Admins see everyone's declarations.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { Conflict } from "../../../shared/api/reviews.ts";
import { useDeclareConflict, useWithdrawConflict } from "../api/reviews.ts";
import { formatDateTime } from "../labels.ts";
import { markedWords, timeTag } from "../marked-words.tsx";
import { PendingButton } from "../PendingButton.tsx";
import { t } from "../words.ts";
import { isoOf } from "./scores.ts";

export interface ConflictPanelProps {
  applicationId: string;
  mine: { note: string | null; at: string | number } | null;
  /** Admins only: everyone's declarations. */
  all?: Conflict[];
}

export function ConflictPanel({ applicationId, mine, all }: ConflictPanelProps) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const [said, setSaid] = useState("");
  // The control that replaces the one just used takes focus, so a keyboard user is not left at the page's top.
  const [focusNext, setFocusNext] = useState<"" | "note" | "declare" | "withdraw">("");
  const noteField = useRef<HTMLTextAreaElement>(null);
  const declareButton = useRef<HTMLButtonElement>(null);
  const withdrawButton = useRef<HTMLButtonElement>(null);
  const declare = useDeclareConflict(applicationId, {
    onDeclared: () => {
      setOpen(false);
      setNote("");
      setSaid(t("reviews.conflictRecorded"));
    },
    onRefreshed: () => setFocusNext("withdraw"),
  });
  const withdraw = useWithdrawConflict(applicationId, {
    onWithdrawn: () => setSaid(t("reviews.declarationWithdrawn")),
    onRefreshed: () => setFocusNext("declare"),
  });

  useEffect(() => {
    const target = { note: noteField, declare: declareButton, withdraw: withdrawButton, "": null }[focusNext];
    if (target?.current) {
      target.current.focus();
      setFocusNext("");
    }
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    declare.mutate({ note: note.trim() });
  };
  const failure = declare.error ?? withdraw.error;

  return (
    <section className="side-panel conflict-panel" aria-labelledby="conflict">
      <h2 id="conflict">{t("reviews.conflict")}</h2>
      {mine ? (
        <>
          <p>
            {markedWords(mine.note ? "reviews.declaredWithNote" : "reviews.declared", {
              time: timeTag(isoOf(mine.at)),
              date: formatDateTime(isoOf(mine.at)),
              note: mine.note ?? "",
            })}
          </p>
          <button
            type="button"
            className="button button--secondary"
            ref={withdrawButton}
            onClick={() => {
              if (!withdraw.isPending) withdraw.mutate();
            }}
          >
            {t("reviews.withdrawDeclaration")}
          </button>
        </>
      ) : open ? (
        <form onSubmit={submit} aria-label={t("reviews.declareConflictOfInterest")}>
          <div className="field">
            <label htmlFor="conflict-note">
              {t("reviews.why")} <span className="required">{t("reviews.optional")}</span>
            </label>
            <p className="hint" id="conflict-note-hint">
              {t("reviews.conflictHint")}
            </p>
            <textarea
              ref={noteField}
              id="conflict-note"
              className="input"
              rows={2}
              maxLength={1000}
              aria-describedby="conflict-note-hint"
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          <div className="actions">
            <PendingButton className="button button--secondary" pending={declare.isPending}>
              {t("reviews.declareConflict")}
            </PendingButton>
            <button
              type="button"
              className="button button--plain"
              onClick={() => {
                setOpen(false);
                setFocusNext("declare");
              }}
            >
              {t("reviews.cancel")}
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          ref={declareButton}
          onClick={() => {
            setOpen(true);
            setFocusNext("note");
          }}
        >
          {t("reviews.declareConflictOfInterest")}
        </button>
      )}
      {failure && (
        <p className="error-message" role="alert">
          {failure.message}
        </p>
      )}
      <p className="side-status" role="status">
        {said}
      </p>
      {all && all.length > 0 && (
        <>
          <h3>{t("reviews.declaredBy")}</h3>
          <ul className="conflict-list">
            {all.map((conflict) => (
              <li key={conflict.reviewer.email}>
                <strong>{conflict.reviewer.name || conflict.reviewer.email}</strong>,{" "}
                <time dateTime={isoOf(conflict.at)}>{formatDateTime(isoOf(conflict.at))}</time>
                {conflict.note && <span className="lines">: {conflict.note}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
