/**
 * /admin/payments (admins): a bank statement imported (camt.053 or CSV) with what it matched and
 * what it did not; the payments waiting for a person, settled against an invoice or dismissed; a
 * payment recorded by hand; the accountant's CSV of an edition.
 */
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { PaymentImport, PaymentList } from "../../../shared/api/billing.ts";
import { editionsQuery } from "../api/editions.ts";
import { accountsCsv, invoicesQuery, unmatchedPaymentsQuery, useImportStatement } from "../api/money.ts";
import { Field } from "../Field.tsx";
import { usePageHeading } from "../layout/page-heading.ts";
import { markedWords } from "../marked-words.tsx";
import { PendingButton } from "../PendingButton.tsx";
import { t } from "../words.ts";
import { MoneyNav } from "./MoneyNav.tsx";
import { amount, day, money } from "./money-labels.ts";
import { PaymentForm } from "./PaymentDialog.tsx";
import { SettleDialog } from "./SettleDialog.tsx";
import "./money.css";

type Unmatched = PaymentList["items"][number];

function ImportResult({ result }: { result: PaymentImport }) {
  return (
    <section className="money-result" aria-labelledby="import-result">
      <h3 id="import-result">
        {t("money.importResult", {
          entries: result.entries,
          matched: result.matched.length,
          unmatched: result.unmatched.length,
          before: result.already_imported,
        })}
      </h3>
      {result.matched.length > 0 && (
        <ul>
          {result.matched.map((m) => (
            <li key={m.payment}>
              {m.invoice}: {amount(m.amount)}
            </li>
          ))}
        </ul>
      )}
      {result.unmatched.length > 0 && <p>{t("money.unmatchedWaits")}</p>}
    </section>
  );
}

function StatementImport() {
  const file = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState("");
  const upload = useImportStatement({
    onSuccess: () => {
      if (file.current) file.current.value = "";
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = file.current?.files?.[0];
    if (!chosen) {
      setProblem(t("money.chooseStatement"));
      file.current?.focus();
      return;
    }
    setProblem("");
    upload.mutate(chosen);
  };
  const message = problem || upload.error?.message;
  return (
    <section className="money-panel" aria-labelledby="import-title">
      <h2 id="import-title">{t("money.importTitle")}</h2>
      <form onSubmit={submit} noValidate>
        <Field
          id="statement-file"
          label={t("money.statement")}
          hint={t("money.statementHint")}
          problem={message || undefined}
          announce
        >
          {(aria) => <input {...aria} ref={file} type="file" accept=".xml,.csv,application/xml,text/xml,text/csv" />}
        </Field>
        <PendingButton className="button button--primary" pending={upload.isPending}>
          {t("money.importStatement")}
        </PendingButton>
      </form>
      <div role="status">{upload.data && <ImportResult result={upload.data} />}</div>
    </section>
  );
}

function UnmatchedPayments({ onSettle }: { onSettle: (payment: Unmatched) => void }) {
  const payments = useQuery(unmatchedPaymentsQuery());
  return (
    <section className="money-panel" aria-labelledby="unmatched-title">
      <h2 id="unmatched-title">{t("money.notMatched")}</h2>
      {payments.isError ? (
        <p className="error-message" role="alert">
          {payments.error.message}
        </p>
      ) : !payments.data ? (
        <p>{t("money.paymentsLoading")}</p>
      ) : payments.data.items.length === 0 ? (
        <p>{t("money.everyPaymentMatched")}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        <section className="table-scroll" tabIndex={0} aria-label={t("money.paymentsNotMatched")}>
          <table className="money-table">
            <caption className="visually-hidden">{t("money.paymentsNotMatched")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("money.columnPaidOn")}</th>
                <th scope="col">{t("money.columnPayer")}</th>
                <th scope="col" className="numeric">
                  {t("money.columnAmount")}
                </th>
                <th scope="col">{t("money.columnReference")}</th>
                <th scope="col">{t("money.columnWhy")}</th>
                <th scope="col">{t("money.columnAction")}</th>
              </tr>
            </thead>
            <tbody>
              {payments.data.items.map((p) => (
                <tr key={p.id}>
                  <th scope="row">{day(p.paid_on)}</th>
                  <td>{p.payer}</td>
                  <td className="numeric">{money(p.amount, p.currency)}</td>
                  <td>{[p.reference, p.remittance].filter(Boolean).join(" · ")}</td>
                  <td>{p.reason}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      onClick={() => onSettle(p)}
                    >
                      {markedWords("money.settleButton", {
                        amount: money(p.amount, p.currency),
                        payer: p.payer,
                        hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
                      })}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}

function ManualPayment({ onDone }: { onDone: (said: string) => void }) {
  const open = useQuery(invoicesQuery({ edition: "", state: "open", application: "" }));
  const overdue = useQuery(invoicesQuery({ edition: "", state: "overdue", application: "" }));
  const invoices = [...(overdue.data?.items ?? []), ...(open.data?.items ?? [])];
  const [chosen, setChosen] = useState("");
  const invoice = invoices.find((i) => i.id === chosen);
  return (
    <section className="money-panel" aria-labelledby="manual-title">
      <h2 id="manual-title">{t("money.manualTitle")}</h2>
      <p className="hint">{t("money.manualHint")}</p>
      <div className="field">
        <label htmlFor="manual-invoice">{t("money.invoice")}</label>
        <select id="manual-invoice" className="input" value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <option value="">{t("money.chooseInvoice")}</option>
          {invoices.map((i) => (
            <option key={i.id} value={i.id}>
              {t("money.invoiceOutstanding", {
                number: i.number ?? "",
                gallery: i.gallery,
                outstanding: money(i.outstanding, i.currency),
              })}
            </option>
          ))}
        </select>
      </div>
      {invoice && (
        <PaymentForm
          key={invoice.id}
          invoice={invoice}
          onDone={(said) => {
            setChosen("");
            onDone(said);
          }}
        />
      )}
    </section>
  );
}

function AccountantExport() {
  const editions = useQuery(editionsQuery());
  if (!editions.data?.items.length) return null;
  return (
    <section className="money-panel" aria-labelledby="export-title">
      <h2 id="export-title">{t("money.accountantTitle")}</h2>
      <p className="hint">{t("money.accountantHint")}</p>
      <ul>
        {editions.data.items.map((e) => (
          <li key={e.slug}>
            <a href={accountsCsv(e.slug)} download>
              {t("money.editionCsv", { edition: e.name || e.slug })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PaymentsPage() {
  const heading = usePageHeading(t("money.paymentsTitle"), "payments");
  const [settling, setSettling] = useState<{ payment: Unmatched } | null>(null);
  const [said, setSaid] = useState("");
  const settleDialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (settling) settleDialog.current?.showModal();
  }, [settling]);
  return (
    <>
      <MoneyNav />
      <h1 ref={heading} tabIndex={-1}>
        {t("money.paymentsTitle")}
      </h1>
      <p role="status">{said}</p>
      <div className="money-layout">
        <StatementImport />
        <UnmatchedPayments
          onSettle={(payment) => {
            setSaid("");
            setSettling({ payment });
          }}
        />
        <ManualPayment onDone={setSaid} />
        <AccountantExport />
      </div>
      <SettleDialog dialog={settleDialog} payment={settling?.payment ?? null} onDone={setSaid} />
    </>
  );
}
