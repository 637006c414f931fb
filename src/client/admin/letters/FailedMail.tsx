/**
 * The outbox's failed mail, of every kind (confirmations, links, invitations, reminders, letters):
 * what the mail server said, and "Try again" for one or for all. The counts say what waits and
 * what went out.
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { MailItem } from "../../../shared/api/mail.ts";
import { mailListQuery, useRetryMail } from "../api/mail.ts";
import { PendingButton } from "../PendingButton.tsx";
import { t } from "../words.ts";
import { mailKindLabel, mailTime } from "./mail-types.ts";

export function FailedMail() {
  const [said, setSaid] = useState("");
  const failed = useQuery(mailListQuery("failed"));
  const retry = useRetryMail((queued) => setSaid(t("decisions.mailRetried", { count: queued })));
  const counts = failed.data?.counts;
  const items = failed.data?.items ?? [];
  return (
    <section aria-labelledby="failed-mail" className="mail-outbox">
      <h2 id="failed-mail">{t("decisions.mailFailedTitle", { count: counts?.failed ?? "…" })}</h2>
      {counts && (
        <p>
          {t("decisions.mailCounts", {
            waiting: counts.queued + counts.sending,
            sent: counts.sent,
            failed: counts.failed,
          })}
        </p>
      )}
      {failed.isError && <p role="alert">{failed.error.message}</p>}
      {retry.isError && (
        <p className="error-message" role="alert">
          {retry.error.message}
        </p>
      )}
      <p role="status">{said}</p>
      {failed.data && items.length === 0 && <p>{t("decisions.mailNoneFailed")}</p>}
      {items.length > 1 && (
        <PendingButton
          type="button"
          className="button button--secondary"
          pending={retry.isPending}
          onClick={() => retry.mutate({ all: true })}
        >
          {t("decisions.mailRetryAll")}
        </PendingButton>
      )}
      <ul className="letters-list">
        {items.map((mail) => (
          <FailedItem
            key={mail.id}
            mail={mail}
            pending={retry.isPending}
            onRetry={() => retry.mutate({ ids: [mail.id] })}
          />
        ))}
      </ul>
    </section>
  );
}

function FailedItem({ mail, pending, onRetry }: { mail: MailItem; pending: boolean; onRetry: () => void }) {
  const what = t("decisions.mailWhat", { kind: mailKindLabel(mail.kind), to: mail.to });
  return (
    <li>
      <div className="letters-actions">
        <strong>{what}</strong>
        <span>{mail.subject}</span>
        <span>{t("decisions.mailAttempts", { count: mail.attempts, since: mailTime(mail.created_at) })}</span>
      </div>
      <p className="letters-flag">{t("decisions.mailNotSent", { error: mail.last_error ?? "" })}</p>
      <PendingButton type="button" className="button button--secondary" pending={pending} onClick={onRetry}>
        {t("decisions.tryAgain")}
        <span className="visually-hidden">: {what}</span>
      </PendingButton>
    </li>
  );
}
