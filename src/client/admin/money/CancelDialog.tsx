/**
 * Cancelling an issued invoice, behind a confirmation: an issued invoice never changes, so the
 * fair issues a credit note with the next number, for the whole or for part of it, and the
 * reason is kept with it.
 */
import { type FormEvent, type RefObject, useState } from "react";
import type { Invoice } from "../../../shared/api/billing.ts";
import { useCancelInvoice } from "../api/money.ts";
import { Field } from "../Field.tsx";
import { PendingButton } from "../PendingButton.tsx";
import { t } from "../words.ts";
import { AmountField } from "./AmountField.tsx";
import { money } from "./money-labels.ts";

export function CancelDialog({
  dialog,
  invoice,
  onDone,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  invoice: Invoice | null;
  onDone: (said: string) => void;
}) {
  const [reason, setReason] = useState("");
  const [amount, setAmount] = useState("");
  const [problem, setProblem] = useState("");
  const cancel = useCancelInvoice(invoice?.id ?? "", {
    onSuccess: (answer) => {
      dialog.current?.close();
      setReason("");
      setAmount("");
      onDone(
        t("money.cancelled", {
          number: invoice?.number ?? "",
          whole: answer.invoice.state === "cancelled" ? "yes" : "no",
          creditNote: answer.credit_note.number ?? "",
        }),
      );
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setProblem(t("money.cancelNeedsReason"));
      return;
    }
    setProblem("");
    cancel.mutate({ reason: reason.trim(), ...(amount.trim() ? { amount: amount.trim() } : {}) });
  };
  const close = () => {
    cancel.reset();
    setProblem("");
    dialog.current?.close();
  };

  return (
    <dialog ref={dialog} className="confirm-dialog" aria-labelledby="cancel-title" aria-describedby="cancel-what">
      {invoice && (
        <form onSubmit={submit} noValidate>
          <h2 id="cancel-title">{t("money.cancelTitle", { number: invoice.number ?? "" })}</h2>
          <p id="cancel-what">
            {t("money.cancelWhat", { amount: money(invoice.gross, invoice.currency), gallery: invoice.gallery })}
          </p>
          <Field id="cancel-reason" label={t("money.cancelReason")}>
            {(aria) => (
              <textarea
                {...aria}
                className="input"
                rows={3}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </Field>
          <AmountField
            id="cancel-amount"
            label={t("money.cancelAmount")}
            hint={t("money.cancelAmountHint")}
            unit={invoice.currency}
            value={amount}
            onChange={setAmount}
          />
          {(problem || cancel.isError) && (
            <p className="error-message" role="alert">
              {problem || cancel.error?.message}
            </p>
          )}
          <div className="money-actions">
            <PendingButton className="button button--primary" pending={cancel.isPending}>
              {t("money.issueCreditNote")}
            </PendingButton>
            <button type="button" className="button button--secondary" onClick={close}>
              {t("money.keepInvoice")}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
