/**
 * Cancelling an issued invoice, behind a confirmation: an issued invoice never changes, so the
 * fair issues a credit note with the next number, for the whole or for part of it, and the
 * reason is kept with it.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type RefObject, useState } from "react";
import { useSend } from "../api/send-json.ts";
import { PendingButton } from "../PendingButton.tsx";
import { type Invoice, MONEY_KEYS } from "./money-api.ts";
import { money } from "./money-labels.ts";

interface CancelAnswer {
  credit_note: { number: string | null };
  invoice: { state: string };
}

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
  const send = useSend();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: (body: { reason: string; amount?: string }) =>
      send<CancelAnswer>("POST", `/admin/api/invoices/${encodeURIComponent(invoice?.id ?? "")}/cancel`, body),
    onSuccess: async (answer) => {
      dialog.current?.close();
      setReason("");
      setAmount("");
      onDone(
        `${invoice?.number} ${answer.invoice.state === "cancelled" ? "is cancelled" : "is credited in part"}: credit note ${answer.credit_note.number} issued.`,
      );
      await Promise.all(MONEY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
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
          <div className="field">
            <label htmlFor="cancel-reason">Reason (printed on the credit note)</label>
            <textarea
              id="cancel-reason"
              className="input"
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="cancel-amount">Amount to credit, gross (optional)</label>
            <p className="hint" id="cancel-amount-hint">
              Leave empty to cancel the whole invoice; an amount credits that part and leaves the rest to pay.
            </p>
            <span className="money-input">
              <input
                id="cancel-amount"
                type="text"
                className="input"
                inputMode="decimal"
                aria-describedby="cancel-amount-hint"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
              <span className="money-input__unit">{invoice.currency}</span>
            </span>
          </div>
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
