/**
 * "Send reminders" on the progress page: after a confirmation, every member with open reviews gets
 * an email linking to her queue. The outcome says who was reminded and who was skipped, and why.
 */
import { useState } from "react";
import type { RemindersAnswer } from "../../../shared/api/committee.ts";
import { useSendReminders } from "../api/committee.ts";
import { ConfirmDialog } from "../ConfirmDialog.tsx";
import { t } from "../words.ts";

export function RemindersAction({ edition }: { edition: string }) {
  const [asking, setAsking] = useState(false);
  const [answer, setAnswer] = useState<RemindersAnswer | null>(null);
  const remind = useSendReminders(edition, (result) => {
    setAnswer(result);
    setAsking(false);
  });

  return (
    <section className="committee-panel" aria-labelledby="reminders">
      <h2 id="reminders">{t("decisions.remindersTitle")}</h2>
      <p className="hint">{t("decisions.remindersHint")}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          remind.reset();
          setAsking(true);
        }}
      >
        {t("decisions.remindersAsk")}
      </button>
      <div role="status" className="side-status">
        {answer && (
          <>
            <p>
              {answer.sent === 0
                ? t("decisions.remindersNoneSent")
                : t("decisions.remindersSent", { count: answer.sent })}
            </p>
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
      <ConfirmDialog
        open={asking}
        title={t("decisions.remindersConfirmTitle")}
        confirmLabel={t("decisions.remindersConfirm")}
        pending={remind.isPending}
        error={remind.error?.message}
        onConfirm={() => remind.mutate()}
        onCancel={() => setAsking(false)}
      >
        <p>{t("decisions.remindersConfirmText")}</p>
      </ConfirmDialog>
    </section>
  );
}
