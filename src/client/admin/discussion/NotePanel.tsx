/** The member's private note on an application: nobody else reads it, admins neither. */
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { MAX_NOTE_LENGTH } from "../../../shared/discussion.ts";
import { noteQuery, useSaveNote } from "../api/discussion.ts";
import { formatDateTime } from "../labels.ts";
import { markedWords, timeTag } from "../marked-words.tsx";
import { PendingButton } from "../PendingButton.tsx";
import { isoOf } from "../reviews/scores.ts";
import { t } from "../words.ts";

export function NotePanel({ applicationId }: { applicationId: string }) {
  const note = useQuery(noteQuery(applicationId));
  const [text, setText] = useState<string | null>(null);
  const [said, setSaid] = useState("");
  // What she types stays hers until saved; a note loaded later fills an untouched field only.
  useEffect(() => setText(null), [applicationId]);
  const save = useSaveNote(applicationId, (answer) => {
    setText(null);
    setSaid(answer.updated_at === null ? t("reviews.noteDeleted") : t("reviews.noteSaved"));
  });
  const value = text ?? note.data?.text ?? "";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid("");
    save.mutate({ text: value });
  };

  return (
    <section className="side-panel note-panel" aria-labelledby="my-note">
      <h2 id="my-note">{t("reviews.myNote")}</h2>
      {note.isError ? (
        <p className="error-message">{t("reviews.noteFailed", { reason: note.error.message })}</p>
      ) : (
        <form onSubmit={submit}>
          <div className="field">
            <label htmlFor="note-text">{t("reviews.privateNote")}</label>
            <p className="hint" id="note-text-hint">
              {t("reviews.noteHint")}
              {note.data?.updated_at ? (
                <>
                  {" "}
                  {markedWords("reviews.noteSavedAt", {
                    time: timeTag(isoOf(note.data.updated_at)),
                    date: formatDateTime(isoOf(note.data.updated_at)),
                  })}
                </>
              ) : null}
            </p>
            <textarea
              id="note-text"
              className="input"
              rows={3}
              maxLength={MAX_NOTE_LENGTH}
              aria-describedby="note-text-hint"
              value={value}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <PendingButton className="button button--secondary" pending={save.isPending}>
            {t("reviews.saveNote")}
          </PendingButton>
        </form>
      )}
      {save.error && (
        <p className="error-message" role="alert">
          {save.error.message}
        </p>
      )}
      <p className="side-status" role="status">
        {said}
      </p>
    </section>
  );
}
