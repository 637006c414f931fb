/**
 * Admins erase an application's personal data (POST …/erase, issue 14) behind a confirmation
 * dialog that asks for the reason kept in the audit. Irreversible: the dialog says what goes.
 */
import { useState } from "react";
import { useEraseApplication } from "../api/applications.ts";
import { ConfirmDialog } from "../ConfirmDialog.tsx";
import { useStaff } from "../layout/staff-context.ts";
import { t } from "../words.ts";

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
      setProblem(t("application.eraseReasonNeeded"));
      return;
    }
    setProblem("");
    erase.mutate({ reason: reason.trim() });
  };

  return (
    <section className="side-panel" aria-labelledby="erase-heading">
      <h2 id="erase-heading">{t("application.personalData")}</h2>
      {done ? (
        <p role="status">{t("application.erased")}</p>
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
          {t("application.eraseOpen")}
        </button>
      )}
      <ConfirmDialog
        open={asking}
        title={t("application.eraseTitle")}
        confirmLabel={t("application.eraseConfirm")}
        pending={erase.isPending}
        error={problem || erase.error?.message}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <p>{t("application.eraseWhat")}</p>
        <label htmlFor="erase-reason">{t("application.eraseReason")}</label>
        <textarea id="erase-reason" value={reason} onChange={(e) => setReason(e.target.value)} rows={3} />
      </ConfirmDialog>
    </section>
  );
}
