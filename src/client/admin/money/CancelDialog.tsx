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
        `${invoice?.number} ${answer.invoice.state === "cancelled" ? "is cancelled" : "is credited in part"}: credit note ${answer.credit_note.number} issued.`,
      );
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setProblem("Give the reason for the cancellation: it is kept with the credit note.");
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
          <h2 id="cancel-title">Cancel invoice {invoice.number}?</h2>
          <p id="cancel-what">
            An issued invoice never changes. A credit note with the next number will be issued for{" "}
            {money(invoice.gross, invoice.currency)} (or the amount given below), taking it off what {invoice.gallery}{" "}
            owes.
          </p>
          <Field id="cancel-reason" label="Reason (printed on the credit note)">
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
            label="Amount to credit, gross (optional)"
            hint="Leave empty to cancel the whole invoice; an amount credits that part and leaves the rest to pay."
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
              Issue the credit note
            </PendingButton>
            <button type="button" className="button button--secondary" onClick={close}>
              Keep the invoice
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
