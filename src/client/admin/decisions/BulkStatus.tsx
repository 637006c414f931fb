/**
 * Admins change the status of the selected rows at once: choose the status and an optional note,
 * then confirm in a dialog that names every application. The outcome is announced in the list's
 * live region; the server does all of it in one transaction or nothing.
 */
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { isBoothSize } from "../../../shared/floor-plan.ts";
import type { BoothSize } from "../../../shared/limits.ts";
import { gallerySeesChange, shownStatus } from "../../../shared/shown-status.ts";
import { useBulkStatus } from "../api/decisions.ts";
import { editionsQuery } from "../api/editions.ts";
import { ConfirmDialog } from "../ConfirmDialog.tsx";
import { CapacitySummary } from "../floor-plan/CapacitySummary.tsx";
import { statusLabel } from "../labels.ts";
import { t } from "../words.ts";
import { StatusFields } from "./StatusFields.tsx";
import { shownLabel } from "./shown-label.ts";

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
  const [asking, setAsking] = useState(false);
  const editions = useQuery(editionsQuery());
  const released = editions.data?.items.find((e) => e.slug === edition)?.decisions_released ?? true;
  const count = selected.size;
  // After the release, those whose status page reads differently once changed.
  const seen = [...selected.keys()].filter((id) =>
    gallerySeesChange(rowFacts.get(id)?.status ?? "", status, released),
  ).length;

  const change = useBulkStatus(edition, (answer) => {
    const updated = answer.updated.length;
    const unchanged = answer.unchanged.length;
    setAsking(false);
    onDone(
      t("decisions.bulkChanged", { count: updated, status: statusLabel(status) }) +
        (unchanged ? ` ${t("decisions.bulkUnchanged", { count: unchanged })}` : ""),
    );
    setStatus("");
    setNote("");
  });

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (count === 0) {
      setProblem(t("decisions.bulkSelectFirst"));
      return;
    }
    if (!status) {
      setProblem(t("decisions.chooseStatusProblem"));
      return;
    }
    setProblem("");
    change.reset();
    setAsking(true);
  };

  return (
    <section className="bulk-status" aria-labelledby="bulk-status-title">
      <h2 id="bulk-status-title" className="bulk-status__title">
        {t("decisions.bulkTitle")}
      </h2>
      <p className="bulk-status__count">
        {count === 0 ? t("decisions.bulkNoneSelected") : t("decisions.bulkSelected", { count })}
      </p>
      <form onSubmit={ask} noValidate className="bulk-status__form">
        <StatusFields idPrefix="bulk" status={status} note={note} onStatus={setStatus} onNote={setNote} />
        <CapacitySummary
          edition={edition}
          accepting={status === "accepted" ? { bySize: acceptingBySize(selected.keys(), rowFacts) } : undefined}
        />
        <div className="bulk-status__apply">
          <button type="submit" className="button button--secondary">
            {t("decisions.bulkSubmit")}
          </button>
        </div>
      </form>
      {problem && (
        <p className="error-message" role="alert">
          {problem}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title={t("decisions.bulkConfirmTitle", { count, status: statusLabel(status) })}
        confirmLabel={t("decisions.bulkConfirm", { count })}
        pending={change.isPending}
        error={change.error?.message}
        onConfirm={() => change.mutate({ ids: [...selected.keys()], status, note: note.trim() })}
        onCancel={() => setAsking(false)}
      >
        <ul className="confirm-dialog__list">
          {[...selected.entries()].map(([id, gallery]) => (
            <li key={id}>{gallery || t("decisions.bulkUnnamed")}</li>
          ))}
        </ul>
        {note.trim() && (
          <p>
            {t("decisions.noteQuoted")} <span className="lines">{note.trim()}</span>
          </p>
        )}
        {status === "accepted" && (
          <CapacitySummary edition={edition} accepting={{ bySize: acceptingBySize(selected.keys(), rowFacts) }} />
        )}
        {seen > 0 && (
          <p className="confirm-dialog__warning">
            {t("decisions.bulkSeenAtOnce", {
              which: seen < count ? "some" : count === 1 ? "one" : "every",
              seen,
              count,
              shown: shownLabel(shownStatus(status, released)),
            })}
          </p>
        )}
        <p>{t("decisions.bulkInHistory")}</p>
      </ConfirmDialog>
    </section>
  );
}
