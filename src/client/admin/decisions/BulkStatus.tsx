/**
 * Admins change the status of the selected rows at once: choose the status and an optional note,
 * then confirm in a dialog that names every application. The outcome is announced in the list's
 * live region; the server does all of it in one transaction or nothing.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { isBoothSize } from "../../../shared/floor-plan.ts";
import type { BoothSize } from "../../../shared/limits.ts";
import { useSend } from "../api/send-json.ts";
import type { BulkStatusAnswer } from "../api/types.ts";
import { CapacitySummary } from "../floor-plan/CapacitySummary.tsx";
import { plural, statusLabel } from "../labels.ts";
import { PendingButton } from "../PendingButton.tsx";
import { StatusFields } from "./StatusFields.tsx";

export interface BulkStatusProps {
  /** Selected application ids and their gallery names, in the order they were chosen. */
  selected: Map<string, string>;
  /** The list's edition, and the booth size and status of each row chosen: the capacity beside the change. */
  edition: string;
  rowFacts: ReadonlyMap<string, { booth: string; status: string }>;
  onDone(message: string): void;
}

/** How many galleries of each size accepting the selection would add (those already accepted add none). */
function acceptingBySize(ids: Iterable<string>, facts: BulkStatusProps["rowFacts"]) {
  const bySize: Partial<Record<BoothSize, number>> = {};
  for (const id of ids) {
    const fact = facts.get(id);
    if (fact && fact.status !== "accepted" && isBoothSize(fact.booth))
      bySize[fact.booth] = (bySize[fact.booth] ?? 0) + 1;
  }
  return bySize;
}

export function BulkStatus({ selected, edition, rowFacts, onDone }: BulkStatusProps) {
  const [status, setStatus] = useState("");
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState("");
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const send = useSend();
  const queryClient = useQueryClient();
  const count = selected.size;

  const close = () => {
    dialog.current?.close();
    opener.current?.focus();
  };

  const change = useMutation({
    mutationFn: () =>
      send<BulkStatusAnswer>("POST", "/admin/api/applications/status", {
        ids: [...selected.keys()],
        status,
        note: note.trim(),
      }),
    onSuccess: async (answer) => {
      const updated = answer?.updated.length ?? count;
      const unchanged = answer?.unchanged.length ?? 0;
      dialog.current?.close();
      onDone(
        `${plural(updated, "application")} changed to ${statusLabel(status)}.` +
          (unchanged ? ` ${plural(unchanged, "application")} already had that status.` : ""),
      );
      setStatus("");
      setNote("");
      await queryClient.invalidateQueries({ queryKey: ["applications"] });
      await queryClient.invalidateQueries({ queryKey: ["application"] });
      await queryClient.invalidateQueries({ queryKey: ["editions"] });
      await queryClient.invalidateQueries({ queryKey: ["floor-plan", edition] });
    },
  });

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (count === 0) {
      setProblem("Select at least one application in the table first.");
      return;
    }
    if (!status) {
      setProblem("Choose the new status.");
      return;
    }
    setProblem("");
    change.reset();
    dialog.current?.showModal();
  };

  return (
    <section className="bulk-status" aria-labelledby="bulk-status-title">
      <h2 id="bulk-status-title" className="bulk-status__title">
        Change the status of the selected applications
      </h2>
      <p className="bulk-status__count">
        {count === 0 ? "None selected." : `${plural(count, "application")} selected.`}
      </p>
      <form onSubmit={ask} noValidate className="bulk-status__form">
        <StatusFields idPrefix="bulk" status={status} note={note} onStatus={setStatus} onNote={setNote} />
        <CapacitySummary
          edition={edition}
          accepting={status === "accepted" ? { bySize: acceptingBySize(selected.keys(), rowFacts) } : undefined}
        />
        <div className="bulk-status__apply">
          <button type="submit" className="button button--secondary" ref={opener}>
            Change status…
          </button>
        </div>
      </form>
      {problem && (
        <p className="error-message" role="alert">
          {problem}
        </p>
      )}
      <dialog
        ref={dialog}
        className="confirm-dialog"
        aria-labelledby="bulk-confirm-title"
        onClose={() => opener.current?.focus()}
      >
        <h2 id="bulk-confirm-title">
          Change {plural(count, "application")} to {statusLabel(status)}?
        </h2>
        <ul className="confirm-dialog__list">
          {[...selected.entries()].map(([id, gallery]) => (
            <li key={id}>{gallery || "Unnamed gallery"}</li>
          ))}
        </ul>
        {note.trim() && (
          <p>
            Note: <span className="lines">{note.trim()}</span>
          </p>
        )}
        {status === "accepted" && (
          <CapacitySummary edition={edition} accepting={{ bySize: acceptingBySize(selected.keys(), rowFacts) }} />
        )}
        <p>Every change goes into each application's history.</p>
        {change.isError && (
          <p className="error-message" role="alert">
            {change.error.message}
          </p>
        )}
        <div className="actions">
          <PendingButton
            type="button"
            className="button button--secondary"
            pending={change.isPending}
            onClick={() => change.mutate()}
          >
            Change {plural(count, "application")}
          </PendingButton>
          <button type="button" className="button button--plain" onClick={close}>
            Cancel
          </button>
        </div>
      </dialog>
    </section>
  );
}
