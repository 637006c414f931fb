/** A payment recorded by hand against an invoice: the amount (negative: paid back), the day and a note. */
import { type FormEvent, type RefObject, useState } from "react";
import type { Invoice } from "../../../shared/api/billing.ts";
import { useRecordPayment } from "../api/money.ts";
import { Field, TextField } from "../Field.tsx";
import { FormActions } from "../FormActions.tsx";
import { FormDialog } from "../FormDialog.tsx";
import { t } from "../words.ts";
import { idOf, useFieldProblem } from "./field-problem.ts";
import { money } from "./money-labels.ts";

const today = () => new Date().toISOString().slice(0, 10);

export function PaymentForm({ invoice, onDone }: { invoice: Invoice; onDone: (said: string) => void }) {
  const [amount, setAmount] = useState(invoice.outstanding.startsWith("-") ? "" : invoice.outstanding);
  const [paidAt, setPaidAt] = useState(today);
  const [note, setNote] = useState("");
  const problem = useFieldProblem("payment");
  const record = useRecordPayment(invoice.id, {
    onSuccess: (answer) =>
      onDone(
        t("money.paymentRecorded", {
          // What she typed, as she typed it.
          amount: `${amount} ${invoice.currency}`,
          number: invoice.number ?? "",
          paid: answer.invoice.state === "paid" ? "yes" : "no",
        }),
      ),
    onError: (error) => problem.show(error, ["amount", "paid_at", "note"]),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    problem.clear();
    record.mutate({ amount: amount.trim(), paid_at: paidAt, note: note.trim() });
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        id={idOf("payment", "amount")}
        label={t("money.paymentAmount", { currency: invoice.currency })}
        hint={t("money.paymentAmountHint")}
        problem={problem.at("amount")}
        input={{ inputMode: "decimal" }}
        value={amount}
        onChange={setAmount}
      />
      <Field id={idOf("payment", "paid_at")} label={t("money.paidOn")} problem={problem.at("paid_at")}>
        {(aria) => (
          <input {...aria} type="date" className="input" value={paidAt} onChange={(e) => setPaidAt(e.target.value)} />
        )}
      </Field>
      <TextField
        id={idOf("payment", "note")}
        label={t("money.note")}
        problem={problem.at("note")}
        input={{ maxLength: 500 }}
        value={note}
        onChange={setNote}
      />
      <FormActions action={record} general={problem.general} className="button button--primary">
        {t("money.recordPayment")}
      </FormActions>
    </form>
  );
}

export function PaymentDialog({
  dialog,
  invoice,
  onDone,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  invoice: Invoice | null;
  onDone: (said: string) => void;
}) {
  return (
    <FormDialog
      dialog={dialog}
      titleId="payment-title"
      thing={invoice}
      title={(invoice) => t("money.recordPaymentTitle", { number: invoice.number ?? "" })}
      onDone={onDone}
    >
      {(invoice, done) => (
        <>
          <p>
            {t("money.stillOwes", {
              gallery: invoice.gallery,
              outstanding: money(invoice.outstanding, invoice.currency),
              gross: money(invoice.gross, invoice.currency),
            })}
          </p>
          <PaymentForm key={invoice.id} invoice={invoice} onDone={done} />
        </>
      )}
    </FormDialog>
  );
}
