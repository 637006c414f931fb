/** Every status change of an application, oldest first: who, when, from, to, and the note; for admins, conflicts of interest and assignments too. */

import type { HistoryItem } from "../../../shared/api/applications.ts";
import { formatDateTime, statusLabel } from "../labels.ts";
import { isoOf } from "../reviews/scores.ts";
import { historyActor } from "./history-actor.ts";

const BILLING_LABELS: Record<string, string> = {
  invoice_issued: "Invoice issued",
  credit_note_issued: "Credit note issued",
  invoice_cancelled: "Invoice cancelled",
  payment_recorded: "Payment recorded for",
  invoice_paid: "Invoice paid",
  invoice_reminded: "Reminder sent for",
};

export function HistoryList({ history }: { history: HistoryItem[] }) {
  return (
    <section className="side-panel" aria-labelledby="history">
      <h2 id="history">History</h2>
      {history.length === 0 ? (
        <p className="muted">No status changes yet.</p>
      ) : (
        <ol className="history-list">
          {history.map((item, i) => (
            <li key={`${item.at}-${i}`} className="history-list__item">
              <p className="history-list__change">
                {item.event === "conflict_declared" ? (
                  item.member ? (
                    <>Conflict of interest recorded for {item.member.name || item.member.email}</>
                  ) : (
                    "Conflict of interest declared"
                  )
                ) : item.event === "conflict_withdrawn" ? (
                  item.member ? (
                    <>Conflict of interest withdrawn for {item.member.name || item.member.email}</>
                  ) : (
                    "Conflict of interest withdrawn"
                  )
                ) : item.event === "assigned" ? (
                  <>Assigned to {item.member?.name || item.member?.email}</>
                ) : item.event === "unassigned" ? (
                  <>{item.member?.name || item.member?.email} unassigned</>
                ) : item.event === "booth_allocated" ? (
                  <>
                    Booth <strong>{item.booth?.label}</strong> allocated
                  </>
                ) : item.event === "booth_freed" ? (
                  <>Booth {item.booth?.label} freed</>
                ) : item.event && item.event in BILLING_LABELS ? (
                  <>
                    {BILLING_LABELS[item.event]} <strong>{item.invoice?.number}</strong>
                    {item.amount && ` (${item.amount.value} ${item.amount.currency})`}
                  </>
                ) : (
                  <>
                    {statusLabel(item.from)} → <strong>{statusLabel(item.to)}</strong>
                  </>
                )}
              </p>
              <p className="history-list__meta">
                {historyActor(item)}, <time dateTime={isoOf(item.at)}>{formatDateTime(isoOf(item.at))}</time>
              </p>
              {item.note && <p className="lines history-list__note">{item.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
