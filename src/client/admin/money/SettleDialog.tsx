/**
 * A payment the import could not match, settled by hand: against an invoice (its number), for the
 * whole payment or part of it (the rest stays unmatched), or dismissed as not the fair's money.
 */
import { type FormEvent, type RefObject, useState } from "react";
import type { PaymentList } from "../../../shared/api/billing.ts";
import { useSettlePayment } from "../api/money.ts";
import { TextField } from "../Field.tsx";
import { FormProblem } from "../FormActions.tsx";
import { FormDialog } from "../FormDialog.tsx";
import { PendingButton } from "../PendingButton.tsx";
import { t } from "../words.ts";
import { idOf, useFieldProblem } from "./field-problem.ts";
import { day, money } from "./money-labels.ts";

type Unmatched = PaymentList["items"][number];

function SettleForm({ payment, onDone }: { payment: Unmatched; onDone: (said: string) => void }) {
  const [invoice, setInvoice] = useState("");
  const [amount, setAmount] = useState("");
  const [note, setNote] = useState("");
  const problem = useFieldProblem("settle");
  const settle = useSettlePayment(payment.id, {
    onSuccess: (answer) =>
      onDone(
        answer.invoice
          ? t("money.settled", {
              number: answer.invoice.number ?? "",
              paid: answer.invoice.state === "paid" ? "yes" : "no",
            })
          : t("money.dismissed"),
      ),
    onError: (error) => problem.show(error, ["invoice", "amount"]),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    problem.clear();
    settle.mutate({
      invoice: invoice.trim(),
      ...(amount.trim() ? { amount: amount.trim() } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        id={idOf("settle", "invoice")}
        label={t("money.invoiceNumber")}
        hint={t("money.invoiceNumberHint")}
        problem={problem.at("invoice")}
        input={{ autoComplete: "off", spellCheck: false }}
        value={invoice}
        onChange={setInvoice}
      />
      <TextField
        id={idOf("settle", "amount")}
        label={t("money.settlePart", { currency: payment.currency })}
        hint={t("money.settlePartHint")}
        problem={problem.at("amount")}
        input={{ inputMode: "decimal" }}
        value={amount}
        onChange={setAmount}
      />
      <TextField
        id={idOf("settle", "note")}
        label={t("money.note")}
        input={{ maxLength: 500 }}
        value={note}
        onChange={setNote}
      />
      <FormProblem action={settle} general={problem.general} />
      <div className="money-actions">
        <PendingButton className="button button--primary" pending={settle.isPending}>
          {t("money.settleAgainst")}
        </PendingButton>
        <PendingButton
          type="button"
          className="button button--secondary"
          pending={settle.isPending}
          onClick={() => {
            problem.clear();
            settle.mutate({ dismiss: true, ...(note.trim() ? { note: note.trim() } : {}) });
          }}
        >
          {t("money.dismiss")}
        </PendingButton>
      </div>
    </form>
  );
}

export function SettleDialog({
  dialog,
  payment,
  onDone,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  payment: Unmatched | null;
  onDone: (said: string) => void;
}) {
  return (
    <FormDialog
      dialog={dialog}
      titleId="settle-title"
      thing={payment}
      title={(payment) =>
        t("money.settleTitle", {
          amount: money(payment.amount, payment.currency),
          payer: payment.payer || t("money.unknownPayer"),
        })
      }
      onDone={onDone}
    >
      {(payment, done) => (
        <>
          <p>
            {t("money.settleWhat", {
              day: day(payment.paid_on),
              remittance: payment.remittance ? t("money.remittance", { text: payment.remittance }) : "",
              reason: payment.reason,
            })}
          </p>
          <SettleForm key={payment.id} payment={payment} onDone={done} />
        </>
      )}
    </FormDialog>
  );
}
