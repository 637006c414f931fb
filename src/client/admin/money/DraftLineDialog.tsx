/**
 * One line of a draft edited before it is issued (PATCH /admin/api/invoices/<id>): its
 * description, quantity, unit and unit price. The route replaces all the lines, so the other
 * lines are sent back as they are; the server recomputes net, VAT and gross, and its refusal is
 * shown at the field it names (`lines.<n>.quantity`).
 */
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, type RefObject, useState } from "react";
import type { Invoice, InvoiceDetail } from "../../../shared/api/billing.ts";
import { invoiceQuery, useChangeDraft } from "../api/money.ts";
import { Field } from "../Field.tsx";
import { FormActions } from "../FormActions.tsx";
import { FormDialog } from "../FormDialog.tsx";
import { t } from "../words.ts";
import { AmountField } from "./AmountField.tsx";
import { idOf, useFieldProblem } from "./field-problem.ts";
import { money } from "./money-labels.ts";

type Line = InvoiceDetail["lines"][number];
type LineBody = { description: string; quantity: string; unit: string; unit_price: string };

const PREFIX = "draft-line";
const FIELDS = ["description", "quantity", "unit", "unit_price"] as const;
const UNITS = [
  ["C62", t("money.unitPiece")],
  ["MTK", t("money.unitSquareMetre")],
] as const;

const bodyOf = (line: Line): LineBody => ({
  description: line.description,
  quantity: line.quantity,
  unit: line.unit,
  unit_price: line.unit_price,
});

function LineForm({ invoice, lines, onDone }: { invoice: Invoice; lines: Line[]; onDone: (said: string) => void }) {
  const [index, setIndex] = useState(0);
  const [line, setLine] = useState<LineBody>(() => bodyOf(lines[0] as Line));
  const problem = useFieldProblem(PREFIX);
  const save = useChangeDraft(invoice.id, {
    onSuccess: (answer) =>
      onDone(
        t("money.draftChanged", {
          gallery: invoice.gallery,
          net: money(answer.net, answer.currency),
          vat: money(answer.vat, answer.currency),
          gross: money(answer.gross, answer.currency),
        }),
      ),
    onError: (error) =>
      problem.show(
        error,
        FIELDS.map((field) => `lines.${index}.${field}`),
      ),
  });
  const field = (name: (typeof FIELDS)[number]) => `lines.${index}.${name}`;
  const set = (name: keyof LineBody) => (event: { target: { value: string } }) =>
    setLine((now) => ({ ...now, [name]: event.target.value }));
  const choose = (next: number) => {
    problem.clear();
    save.reset();
    setIndex(next);
    setLine(bodyOf(lines[next] as Line));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    problem.clear();
    const edited = { ...line, quantity: line.quantity.trim(), unit_price: line.unit_price.trim() };
    save.mutate({ lines: lines.map((other, i) => (i === index ? edited : bodyOf(other))) });
  };

  return (
    <form onSubmit={submit} noValidate>
      {lines.length > 1 && (
        <div className="field">
          <label htmlFor={`${PREFIX}-which`}>{t("money.line")}</label>
          <select
            id={`${PREFIX}-which`}
            className="input"
            value={index}
            onChange={(event) => choose(Number(event.target.value))}
          >
            {lines.map((l, i) => (
              <option key={l.position} value={i}>
                {i + 1}. {l.description.length > 60 ? `${l.description.slice(0, 59)}…` : l.description}
              </option>
            ))}
          </select>
        </div>
      )}
      <Field
        id={idOf(PREFIX, field("description"))}
        label={t("money.lineDescription")}
        problem={problem.at(field("description"))}
      >
        {(aria) => (
          <textarea
            {...aria}
            className="input"
            rows={3}
            maxLength={300}
            value={line.description}
            onChange={set("description")}
          />
        )}
      </Field>
      <div className="money-row">
        <Field
          id={idOf(PREFIX, field("quantity"))}
          label={t("money.quantity")}
          hint={t("money.quantityHint")}
          problem={problem.at(field("quantity"))}
        >
          {(aria) => (
            <input
              {...aria}
              type="text"
              className="input"
              inputMode="decimal"
              value={line.quantity}
              onChange={set("quantity")}
            />
          )}
        </Field>
        <Field id={idOf(PREFIX, field("unit"))} label={t("money.unit")} problem={problem.at(field("unit"))}>
          {(aria) => (
            <select {...aria} className="input" value={line.unit} onChange={set("unit")}>
              {UNITS.map(([code, label]) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <AmountField
        id={idOf(PREFIX, field("unit_price"))}
        label={t("money.unitPrice", { currency: invoice.currency })}
        problem={problem.at(field("unit_price"))}
        unit={invoice.currency}
        value={line.unit_price}
        onChange={(value) => setLine((now) => ({ ...now, unit_price: value }))}
      />
      <FormActions action={save} general={problem.general} className="button button--primary">
        {t("money.saveLine")}
      </FormActions>
    </form>
  );
}

export function DraftLineDialog({
  dialog,
  invoice,
  onDone,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  invoice: Invoice | null;
  onDone: (said: string) => void;
}) {
  const detail = useQuery(invoiceQuery(invoice?.id ?? null));
  return (
    <FormDialog
      dialog={dialog}
      titleId="draft-line-title"
      thing={invoice}
      title={(invoice) => t("money.editLineTitle", { gallery: invoice.gallery })}
      onDone={onDone}
    >
      {(invoice, done) => (
        <>
          <p>{t("money.editLineIntro", { gross: money(invoice.gross, invoice.currency) })}</p>
          {detail.isError ? (
            <p className="error-message" role="alert">
              {detail.error.message}
            </p>
          ) : !detail.data ? (
            <p>{t("money.linesLoading")}</p>
          ) : (
            <LineForm
              key={`${invoice.id}-${detail.dataUpdatedAt}`}
              invoice={invoice}
              lines={detail.data.lines}
              onDone={done}
            />
          )}
        </>
      )}
    </FormDialog>
  );
}
