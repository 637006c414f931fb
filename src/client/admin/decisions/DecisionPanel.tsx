/**
 * Admins change an application's status here, with an optional note that goes into the history.
 * A decision can be taken back for a few seconds ("Undo"), the way a bulk change is confirmed first:
 * the server records the undoing as one more change, so the history keeps both. After the edition's
 * release a change the gallery would read on its status page is asked first: it sees it at once.
 */
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { isBoothSize } from "../../../shared/floor-plan.ts";
import { gallerySeesChange, shownStatus } from "../../../shared/shown-status.ts";
import { useChangeStatus } from "../api/decisions.ts";
import { editionsQuery } from "../api/editions.ts";
import { ConfirmDialog } from "../ConfirmDialog.tsx";
import { CapacitySummary } from "../floor-plan/CapacitySummary.tsx";
import { statusLabel } from "../labels.ts";
import { PendingButton } from "../PendingButton.tsx";
import { t } from "../words.ts";
import { StatusFields } from "./StatusFields.tsx";
import { shownLabel } from "./shown-label.ts";

/** Long enough to notice a slip and press Undo; the server allows a minute (UNDO_WINDOW_MS). */
export const UNDO_SECONDS = 8;

export function DecisionPanel({
  applicationId,
  status,
  edition,
  booth,
}: {
  applicationId: string;
  status: string;
  /** The application's edition and the booth size it asked for: the capacity is shown beside the decision. */
  edition: string;
  booth: string;
}) {
  const [next, setNext] = useState("");
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState("");
  const [said, setSaid] = useState("");
  // The status before the decision just made, while it may still be undone.
  const [undoTo, setUndoTo] = useState("");
  const undoButton = useRef<HTMLButtonElement>(null);
  const [asking, setAsking] = useState(false);
  const editions = useQuery(editionsQuery());
  const released = editions.data?.items.find((e) => e.slug === edition)?.decisions_released ?? true;

  // `from`: the status shown when the decision was made, the one Undo returns to.
  const change = useChangeStatus(applicationId, edition, (answer, body) => {
    const now = statusLabel(answer.status);
    if (body.undo) {
      setSaid(t("decisions.decisionUndone", { status: now }));
      setUndoTo("");
      // The Undo button is gone: focus goes where the next decision starts.
      document.getElementById("decision-status")?.focus();
    } else {
      setAsking(false);
      setSaid(t("decisions.decisionSet", { status: now }));
      setUndoTo(body.from);
      setNext("");
      setNote("");
    }
  });

  useEffect(() => {
    if (!undoTo) return;
    const timer = window.setTimeout(() => {
      if (document.activeElement === undoButton.current) document.getElementById("decision-status")?.focus();
      setUndoTo("");
    }, UNDO_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [undoTo]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid("");
    setUndoTo("");
    if (!next) {
      setProblem(t("decisions.chooseStatusProblem"));
      return;
    }
    setProblem("");
    change.reset();
    if (gallerySeesChange(status, next, released)) setAsking(true);
    else change.mutate({ status: next, note: note.trim(), from: status });
  };

  return (
    <section className="side-panel" aria-labelledby="decision">
      <h2 id="decision">{t("decisions.decisionTitle")}</h2>
      <form onSubmit={submit} noValidate aria-labelledby="decision">
        <StatusFields
          idPrefix="decision"
          status={next}
          note={note}
          current={status}
          onStatus={(value) => {
            setNext(value);
            setProblem("");
          }}
          onNote={setNote}
        />
        <CapacitySummary
          edition={edition}
          accepting={
            next === "accepted" && status !== "accepted" && isBoothSize(booth) ? { bySize: { [booth]: 1 } } : undefined
          }
        />
        {(problem || (change.isError && !asking)) && (
          <p className="error-message" role="alert">
            {problem || change.error?.message}
          </p>
        )}
        <PendingButton className="button button--secondary" pending={change.isPending}>
          {t("decisions.decisionChange")}
        </PendingButton>
        <p className="side-status" role="status">
          {said}
          {undoTo && (
            <>
              {" "}
              <button
                type="button"
                ref={undoButton}
                className="button button--small button--plain undo-button"
                aria-disabled={change.isPending || undefined}
                onClick={() => {
                  if (!change.isPending) change.mutate({ status: undoTo, note: "", undo: true, from: status });
                }}
              >
                {t("decisions.decisionUndo")}
              </button>
            </>
          )}
        </p>
      </form>
      <ConfirmDialog
        open={asking}
        title={t("decisions.decisionConfirmTitle", { status: statusLabel(next) })}
        confirmLabel={t("decisions.decisionConfirm", { status: statusLabel(next) })}
        pending={change.isPending}
        error={change.error?.message}
        onConfirm={() => change.mutate({ status: next, note: note.trim(), from: status })}
        onCancel={() => setAsking(false)}
      >
        <p className="confirm-dialog__warning">
          {t("decisions.decisionSeenAtOnce", { shown: shownLabel(shownStatus(next, released)) })}
        </p>
        <p>{t("decisions.decisionInHistory")}</p>
      </ConfirmDialog>
    </section>
  );
}
