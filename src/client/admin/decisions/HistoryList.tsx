/** Every status change of an application, oldest first: who, when, from, to, and the note; for admins, conflicts of interest and assignments too. */

import type { HistoryItem } from "../../../shared/api/applications.ts";
import type { AdminKey } from "../../../shared/i18n/admin/catalog.ts";
import { formatDateTime, statusLabel } from "../labels.ts";
import { isoOf } from "../reviews/scores.ts";
import { t, words } from "../words.ts";
import { historyActor } from "./history-actor.ts";

const BILLING_LABELS: Record<string, AdminKey> = {
  invoice_issued: "decisions.historyInvoiceIssued",
  credit_note_issued: "decisions.historyCreditNoteIssued",
  invoice_cancelled: "decisions.historyInvoiceCancelled",
  payment_recorded: "decisions.historyPaymentRecorded",
  invoice_paid: "decisions.historyInvoicePaid",
  invoice_reminded: "decisions.historyInvoiceReminded",
};

export function HistoryList({ history }: { history: HistoryItem[] }) {
  return (
    <section className="side-panel" aria-labelledby="history">
      <h2 id="history">{t("decisions.historyTitle")}</h2>
      {history.length === 0 ? (
        <p className="muted">{t("decisions.historyNone")}</p>
      ) : (
        <ol className="history-list">
          {history.map((item, i) => (
            <li key={`${item.at}-${i}`} className="history-list__item">
              <p className="history-list__change">
                {item.event === "conflict_declared" ? (
                  item.member ? (
                    t("decisions.historyConflictRecordedFor", { member: item.member.name || item.member.email })
                  ) : (
                    t("decisions.historyConflictDeclared")
                  )
                ) : item.event === "conflict_withdrawn" ? (
                  item.member ? (
                    t("decisions.historyConflictWithdrawnFor", { member: item.member.name || item.member.email })
                  ) : (
                    t("decisions.historyConflictWithdrawn")
                  )
                ) : item.event === "assigned" ? (
                  t("decisions.historyAssigned", { member: item.member?.name || item.member?.email || "" })
                ) : item.event === "unassigned" ? (
                  t("decisions.historyUnassigned", { member: item.member?.name || item.member?.email || "" })
                ) : item.event === "booth_allocated" ? (
                  words.parts("decisions.historyBoothAllocated", {
                    booth: item.booth?.label ?? "",
                    strong: (chunks) => <strong key="booth">{chunks}</strong>,
                  })
                ) : item.event === "booth_freed" ? (
                  t("decisions.historyBoothFreed", { booth: item.booth?.label ?? "" })
                ) : item.event && item.event in BILLING_LABELS ? (
                  <>
                    {t(BILLING_LABELS[item.event] as AdminKey)} <strong>{item.invoice?.number}</strong>
                    {item.amount && ` (${item.amount.value} ${item.amount.currency})`}
                  </>
                ) : (
                  <>
                    {statusLabel(item.from)} → <strong>{statusLabel(item.to)}</strong>
                  </>
                )}
              </p>
              <p className="history-list__meta">
                {historyActor(item, words)}, <time dateTime={isoOf(item.at)}>{formatDateTime(isoOf(item.at))}</time>
              </p>
              {item.note && <p className="lines history-list__note">{item.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
