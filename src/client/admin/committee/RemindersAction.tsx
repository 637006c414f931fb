/**
 * "Send reminders" on the progress page: after a confirmation, every member with open reviews gets
 * an email linking to her queue. The outcome says who was reminded and who was skipped, and why.
 */
import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useSend } from "../api/send-json.ts";
import type { RemindersAnswer } from "../api/types.ts";
import { plural } from "../labels.ts";
import { PendingButton } from "../PendingButton.tsx";

export function RemindersAction({ edition }: { edition: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [answer, setAnswer] = useState<RemindersAnswer | null>(null);
  const send = useSend();

  const remind = useMutation({
    mutationFn: () => send<RemindersAnswer>("POST", `/admin/api/editions/${encodeURIComponent(edition)}/reminders`, {}),
    onSuccess: (result) => {
      setAnswer(result);
      dialog.current?.close();
    },
  });

  return (
    <section className="committee-panel" aria-labelledby="reminders">
      <h2 id="reminders">Reminders</h2>
      <p className="hint">
        Emails every member with open reviews how many wait for her, with a link to her queue. Nobody is reminded twice
        within an hour.
      </p>
      <button
        type="button"
        className="button button--secondary"
        ref={opener}
        onClick={() => {
          remind.reset();
          dialog.current?.showModal();
        }}
      >
        Send reminders…
      </button>
      <div role="status" className="side-status">
        {answer && (
          <>
            <p>{answer.sent === 0 ? "No reminders sent." : `${plural(answer.sent, "reminder")} sent.`}</p>
            {answer.skipped.length > 0 && (
              <ul className="reminders-skipped">
                {answer.skipped.map((member) => (
                  <li key={member.id}>
                    {member.email}: {member.reason}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      <dialog
        ref={dialog}
        className="confirm-dialog"
        aria-labelledby="reminders-confirm-title"
        onClose={() => opener.current?.focus()}
      >
        <h2 id="reminders-confirm-title">Send reminders?</h2>
        <p>Every member with open reviews in this edition gets an email now.</p>
        {remind.isError && (
          <p className="error-message" role="alert">
            {remind.error.message}
          </p>
        )}
        <div className="actions">
          <PendingButton
            type="button"
            className="button button--secondary"
            pending={remind.isPending}
            onClick={() => remind.mutate()}
          >
            Send reminders
          </PendingButton>
          <button type="button" className="button button--plain" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
        </div>
      </dialog>
    </section>
  );
}
