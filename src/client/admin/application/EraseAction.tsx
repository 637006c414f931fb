/**
 * Admins erase an application's personal data (POST …/erase, issue 14) behind a confirmation
 * dialog that asks for the reason kept in the audit. Irreversible: the dialog says what goes.
 */
import { useState } from "react";
import { useEraseApplication } from "../api/applications.ts";
import { ConfirmDialog } from "../ConfirmDialog.tsx";
import { useStaff } from "../layout/staff-context.ts";

export function EraseAction({ applicationId }: { applicationId: string }) {
  const { staff } = useStaff();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState("");
  const [done, setDone] = useState(false);
  const erase = useEraseApplication(applicationId, () => {
    setAsking(false);
    setDone(true);
  });
  if (staff.role !== "admin") return null;

  const confirm = () => {
    if (!reason.trim()) {
      setProblem("Give the reason for the erasure.");
      return;
    }
    setProblem("");
    erase.mutate({ reason: reason.trim() });
  };

  return (
    <section className="side-panel" aria-labelledby="erase-heading">
      <h2 id="erase-heading">Personal data</h2>
      {done ? (
        <p role="status">The personal data of this application was erased.</p>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            erase.reset();
            setProblem("");
            setAsking(true);
          }}
        >
          Erase personal data…
        </button>
      )}
      <ConfirmDialog
        open={asking}
        title="Erase this application's personal data?"
        confirmLabel="Erase personal data"
        pending={erase.isPending}
        error={problem || erase.error?.message}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <p>
          Names, contact details, biographies, texts, tax details and every file are removed for good. An anonymised
          record (edition, sector, counts, status, dates) and the reason stay.
        </p>
        <label htmlFor="erase-reason">Reason (kept in the audit)</label>
        <textarea id="erase-reason" value={reason} onChange={(e) => setReason(e.target.value)} rows={3} />
      </ConfirmDialog>
    </section>
  );
}
