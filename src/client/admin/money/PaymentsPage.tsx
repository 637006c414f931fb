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
import { PendingButton } from "../PendingButton.tsx";
import { MoneyNav } from "./MoneyNav.tsx";
import { PaymentForm } from "./PaymentDialog.tsx";
import { SettleDialog } from "./SettleDialog.tsx";
import "./money.css";

type Unmatched = PaymentList["items"][number];

function ImportResult({ result }: { result: PaymentImport }) {
  return (
    <section className="money-result" aria-labelledby="import-result">
      <h3 id="import-result">
        The statement's {result.entries} credits: {result.matched.length} matched, {result.unmatched.length} not matched
        {result.already_imported ? `, ${result.already_imported} imported before (recorded nothing again)` : ""}
      </h3>
      {result.matched.length > 0 && (
        <ul>
          {result.matched.map((m) => (
            <li key={m.payment}>
              {m.invoice}: {m.amount}
            </li>
          ))}
        </ul>
      )}
      {result.unmatched.length > 0 && <p>What was not matched waits below for a person to settle.</p>}
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
      setProblem("Choose the bank statement first.");
      file.current?.focus();
      return;
    }
    setProblem("");
    upload.mutate(chosen);
  };
  const message = problem || upload.error?.message;
  return (
    <section className="money-panel" aria-labelledby="import-title">
      <h2 id="import-title">Import a bank statement</h2>
      <form onSubmit={submit} noValidate>
        <Field
          id="statement-file"
          label="Bank statement"
          hint="ISO 20022 camt.053 (XML) as the bank exports it, or a CSV with date, amount, currency, reference, name. Credits are matched by their structured reference (RF…) or the invoice number in the text; a statement imported twice records nothing twice."
          problem={message || undefined}
          announce
        >
          {(aria) => <input {...aria} ref={file} type="file" accept=".xml,.csv,application/xml,text/xml,text/csv" />}
        </Field>
        <PendingButton className="button button--primary" pending={upload.isPending}>
          Import the statement
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
      <h2 id="unmatched-title">Not matched</h2>
      {payments.isError ? (
        <p className="error-message" role="alert">
          {payments.error.message}
        </p>
      ) : !payments.data ? (
        <p>Loading the payments…</p>
      ) : payments.data.items.length === 0 ? (
        <p>Every payment is matched to its invoice.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        <section className="table-scroll" tabIndex={0} aria-label="Payments not matched">
          <table className="money-table">
            <caption className="visually-hidden">Payments not matched</caption>
            <thead>
              <tr>
                <th scope="col">Paid on</th>
                <th scope="col">Payer</th>
                <th scope="col" className="numeric">
                  Amount
                </th>
                <th scope="col">Reference and text</th>
                <th scope="col">Why not matched</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {payments.data.items.map((p) => (
                <tr key={p.id}>
                  <th scope="row">{p.paid_on}</th>
                  <td>{p.payer}</td>
                  <td className="numeric">
                    {p.amount} {p.currency}
                  </td>
                  <td>{[p.reference, p.remittance].filter(Boolean).join(" · ")}</td>
                  <td>{p.reason}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      onClick={() => onSettle(p)}
                    >
                      Settle<span className="visually-hidden">{` ${p.amount} ${p.currency} from ${p.payer}`}</span>…
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
      <h2 id="manual-title">Record a payment by hand</h2>
      <p className="hint">A payment the bank statement does not show: cash, a card terminal, a cheque.</p>
      <div className="field">
        <label htmlFor="manual-invoice">Invoice</label>
        <select id="manual-invoice" className="input" value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <option value="">Choose an open or overdue invoice</option>
          {invoices.map((i) => (
            <option key={i.id} value={i.id}>
              {i.number}, {i.gallery}: {i.outstanding} {i.currency} outstanding
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
      <h2 id="export-title">For the accountant</h2>
      <p className="hint">One row per invoice line with its VAT, credit notes included.</p>
      <ul>
        {editions.data.items.map((e) => (
          <li key={e.slug}>
            <a href={accountsCsv(e.slug)} download>
              Invoices of {e.name || e.slug} (CSV)
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PaymentsPage() {
  const heading = usePageHeading("Payments", "payments");
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
        Payments
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
