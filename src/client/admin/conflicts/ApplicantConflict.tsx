/** One applicant on the conflicts page: its gallery's name, and the member's conflict on it, declared or withdrawn here. */
import { type FormEvent, useId, useState } from "react";
import type { Applicant } from "../../../shared/api/reviews.ts";
import { useDeclareConflict, useWithdrawConflict } from "../api/reviews.ts";
import { PendingButton } from "../PendingButton.tsx";
import { t } from "../words.ts";

export interface ApplicantConflictProps {
  applicant: Applicant;
  /** An admin recording for another member: her id; empty for the member herself. */
  staffId: string;
  /** Whose conflict it is: the member's name, or empty for the member herself. */
  who: string;
  onSaid: (message: string) => void;
}

export function ApplicantConflict({ applicant, staffId, who, onSaid }: ApplicantConflictProps) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const id = useId();
  const gallery = applicant.gallery || t("common.unnamedGallery");
  const declare = useDeclareConflict(applicant.id, {
    onDeclared: () => {
      setOpen(false);
      setNote("");
      onSaid(
        who
          ? t("applications.conflictRecordedMember", { gallery, who })
          : t("applications.conflictRecordedYou", { gallery }),
      );
    },
  });
  const withdraw = useWithdrawConflict(applicant.id, {
    onWithdrawn: () => onSaid(t("applications.conflictWithdrawn", { gallery })),
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
          <strong>{t("applications.conflictDeclared")}</strong>
          {applicant.conflict.note ? `: ${applicant.conflict.note}` : ""}{" "}
          <PendingButton
            type="button"
            className="button button--plain"
            pending={withdraw.isPending}
            onClick={() => withdraw.mutate(staffId || undefined)}
          >
            <span className="visually-hidden">{gallery}: </span>
            {t("applications.conflictWithdraw")}
          </PendingButton>
        </span>
      ) : open ? (
        <form
          className="applicant-conflict__form"
          onSubmit={submit}
          aria-label={t("applications.conflictForm", { gallery })}
        >
          <label htmlFor={`${id}-note`}>
            {t("applications.conflictWhy")} <span className="required">{t("applications.optional")}</span>
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
              {t("applications.conflictDeclare")}
            </PendingButton>
            <button type="button" className="button button--plain" onClick={() => setOpen(false)}>
              {t("common.cancel")}
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
          {t("applications.conflictDeclareOne")}
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
