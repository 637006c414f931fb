/**
 * Declaring a conflict of interest takes the application out of the member's queue and closes the
 * review form to them; the declaration can be withdrawn. Admins see everyone's declarations.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { Conflict } from "../../../shared/api/reviews.ts";
import { useDeclareConflict, useWithdrawConflict } from "../api/reviews.ts";
import { formatDateTime } from "../labels.ts";
import { PendingButton } from "../PendingButton.tsx";
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
      setSaid("Your conflict of interest is recorded. The application has left your queue.");
    },
    onRefreshed: () => setFocusNext("withdraw"),
  });
  const withdraw = useWithdrawConflict(applicationId, {
    onWithdrawn: () => setSaid("Your declaration is withdrawn. You can review this application."),
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
      <h2 id="conflict">Conflict of interest</h2>
      {mine ? (
        <>
          <p>
            You declared a conflict of interest on{" "}
            <time dateTime={isoOf(mine.at)}>{formatDateTime(isoOf(mine.at))}</time>
            {mine.note ? `: ${mine.note}` : "."} You cannot review this application.
          </p>
          <button
            type="button"
            className="button button--secondary"
            ref={withdrawButton}
            onClick={() => {
              if (!withdraw.isPending) withdraw.mutate();
            }}
          >
            Withdraw my declaration
          </button>
        </>
      ) : open ? (
        <form onSubmit={submit} aria-label="Declare a conflict of interest">
          <div className="field">
            <label htmlFor="conflict-note">
              Why <span className="required">(optional)</span>
            </label>
            <p className="hint" id="conflict-note-hint">
              For example: “I work with one of the artists.” Admins see this.
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
              Declare conflict
            </PendingButton>
            <button
              type="button"
              className="button button--plain"
              onClick={() => {
                setOpen(false);
                setFocusNext("declare");
              }}
            >
              Cancel
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
          Declare a conflict of interest
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
          <h3>Declared by</h3>
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
