/** The member's private note on an application: nobody else reads it, admins neither. */
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { MAX_NOTE_LENGTH } from "../../../shared/discussion.ts";
import { noteQuery, useSaveNote } from "../api/discussion.ts";
import { formatDateTime } from "../labels.ts";
import { PendingButton } from "../PendingButton.tsx";
import { isoOf } from "../reviews/scores.ts";

export function NotePanel({ applicationId }: { applicationId: string }) {
  const note = useQuery(noteQuery(applicationId));
  const [text, setText] = useState<string | null>(null);
  const [said, setSaid] = useState("");
  // What she types stays hers until saved; a note loaded later fills an untouched field only.
  useEffect(() => setText(null), [applicationId]);
  const save = useSaveNote(applicationId, (answer) => {
    setText(null);
    setSaid(answer.updated_at === null ? "Your note is deleted." : "Your note is saved.");
  });
  const value = text ?? note.data?.text ?? "";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid("");
    save.mutate({ text: value });
  };

  return (
    <section className="side-panel note-panel" aria-labelledby="my-note">
      <h2 id="my-note">My note</h2>
      {note.isError ? (
        <p className="error-message">Your note could not be loaded: {note.error.message}</p>
      ) : (
        <form onSubmit={submit}>
          <div className="field">
            <label htmlFor="note-text">Private note</label>
            <p className="hint" id="note-text-hint">
              Only you read it, here and in your own exports. Saving it empty deletes it.
              {note.data?.updated_at ? (
                <>
                  {" "}
                  Saved{" "}
                  <time dateTime={isoOf(note.data.updated_at)}>{formatDateTime(isoOf(note.data.updated_at))}</time>.
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
            Save note
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
