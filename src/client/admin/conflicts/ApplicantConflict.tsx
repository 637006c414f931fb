/** One applicant on the conflicts page: its gallery's name, and the member's conflict on it, declared or withdrawn here. */
import { type FormEvent, useId, useState } from "react";
import type { Applicant } from "../../../shared/api/reviews.ts";
import { useDeclareConflict, useWithdrawConflict } from "../api/reviews.ts";
import { PendingButton } from "../PendingButton.tsx";

export interface ApplicantConflictProps {
  applicant: Applicant;
  /** An admin recording for another member: her id; empty for the member herself. */
  staffId: string;
  /** Whose conflict it is, in words: "You" or the member's name. */
  who: string;
  onSaid: (message: string) => void;
}

export function ApplicantConflict({ applicant, staffId, who, onSaid }: ApplicantConflictProps) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const id = useId();
  const gallery = applicant.gallery || "Unnamed gallery";
  const declare = useDeclareConflict(applicant.id, {
    onDeclared: () => {
      setOpen(false);
      setNote("");
      onSaid(
        `Conflict of interest recorded: ${gallery}. No assignment will give it to ${who === "You" ? "you" : who}.`,
      );
    },
  });
  const withdraw = useWithdrawConflict(applicant.id, {
    onWithdrawn: () => onSaid(`Conflict of interest withdrawn: ${gallery}.`),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    declare.mutate({ ...(staffId ? { staff_id: staffId } : {}), note: note.trim() });
  };
  const failure = declare.error ?? withdraw.error;

  return (
    <li className="applicant-conflict">
      <span className="applicant-conflict__gallery" id={`${id}-gallery`}>
        {gallery}
      </span>
      {applicant.conflict ? (
        <span className="applicant-conflict__state">
          <strong>Conflict declared</strong>
          {applicant.conflict.note ? `: ${applicant.conflict.note}` : ""}{" "}
          <PendingButton
            type="button"
            className="button button--plain"
            pending={withdraw.isPending}
            onClick={() => withdraw.mutate(staffId || undefined)}
          >
            <span className="visually-hidden">{gallery}: </span>Withdraw
          </PendingButton>
        </span>
      ) : open ? (
        <form className="applicant-conflict__form" onSubmit={submit} aria-label={`Conflict of interest: ${gallery}`}>
          <label htmlFor={`${id}-note`}>
            Why <span className="required">(optional)</span>
          </label>
          <textarea
            id={`${id}-note`}
            className="input"
            rows={2}
            maxLength={2000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            // biome-ignore lint/a11y/noAutofocus: the field the member just asked for; the keyboard continues there.
            autoFocus
          />
          <div className="actions">
            <PendingButton className="button button--secondary" pending={declare.isPending}>
              Declare conflict
            </PendingButton>
            <button type="button" className="button button--plain" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          aria-describedby={`${id}-gallery`}
          onClick={() => setOpen(true)}
        >
          Declare a conflict
        </button>
      )}
      {failure && (
        <p className="error-message" role="alert">
          {failure.message}
        </p>
      )}
    </li>
  );
}
