/** The invoices as a table: number, gallery, kind, dates, gross (its net and VAT beneath), what is outstanding, state, its documents and what can be done with it. */
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { Invoice } from "../../../shared/api/billing.ts";
import { invoiceFiles } from "../api/money.ts";
import { markedWords } from "../marked-words.tsx";
import { t, words } from "../words.ts";
import { amount, day, INVOICE_KIND_LABELS, INVOICE_STATE_LABELS, money } from "./money-labels.ts";

/** The words read aloud after a button's or link's visible word: "Record payment for INV-000012". */
const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;
const file = (invoice: Invoice, ext: "pdf" | "xml") => invoiceFiles(invoice)[ext];

export interface InvoiceActions {
  selected: Set<string>;
  toggle(id: string): void;
  cancel(invoice: Invoice): void;
  pay(invoice: Invoice): void;
  discard(invoice: Invoice): void;
  editLine(invoice: Invoice): void;
}

export function InvoicesTable({ items, actions }: { items: Invoice[]; actions: InvoiceActions }) {
  const name = (invoice: Invoice) => invoice.number ?? t("money.draftFor", { gallery: invoice.gallery });
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <section className="table-scroll" tabIndex={0} aria-label={t("money.invoicesTable")}>
      <table className="money-table">
        <caption className="visually-hidden">{t("money.invoicesTitle")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("money.columnNumber")}</th>
            <th scope="col">{t("money.columnGallery")}</th>
            <th scope="col">{t("money.columnKind")}</th>
            <th scope="col">{t("money.columnIssued")}</th>
            <th scope="col">{t("money.columnDue")}</th>
            <th scope="col" className="numeric">
              {t("money.columnGross")}
            </th>
            <th scope="col" className="numeric">
              {t("money.columnOutstanding")}
            </th>
            <th scope="col">{t("money.columnState")}</th>
            <th scope="col">{t("money.columnDocuments")}</th>
            <th scope="col">{t("money.columnActions")}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((invoice) => (
            <tr key={invoice.id}>
              <th scope="row">
                {invoice.number ?? (
                  <label className="money-table__select">
                    <input
                      type="checkbox"
                      checked={actions.selected.has(invoice.id)}
                      onChange={() => actions.toggle(invoice.id)}
                    />
                    {markedWords("money.selectDraft", { gallery: invoice.gallery, hidden })}
                  </label>
                )}
              </th>
              <td>
                <Link href={`/applications/${encodeURIComponent(invoice.application_id)}`}>{invoice.gallery}</Link>
              </td>
              <td>
                {INVOICE_KIND_LABELS[invoice.kind] ?? invoice.kind}
                {invoice.credit_note_for && <span className="muted"> {t("money.creditsAnother")}</span>}
              </td>
              <td className="money-table__day">{day(invoice.issued_at)}</td>
              <td className="money-table__day">{day(invoice.due_at)}</td>
              <td className="numeric">
                {money(invoice.gross, invoice.currency)}
                {/* Under the gross rather than in columns of their own: the actions stay in sight at 1280 px. */}
                <span className="money-table__parts">
                  {t("money.netAndVat", { net: amount(invoice.net), vat: amount(invoice.vat) })}
                </span>
              </td>
              <td className="numeric">
                {invoice.kind === "credit_note" ? "" : money(invoice.outstanding, invoice.currency)}
              </td>
              <td>
                <span className={`money-state money-state--${invoice.state}`}>
                  {INVOICE_STATE_LABELS[invoice.state]}
                </span>
                {invoice.paid_at && <span className="muted money-table__day"> {day(invoice.paid_at)}</span>}
              </td>
              <td className="money-table__links">
                <a href={file(invoice, "pdf")} target="_blank" rel="noopener">
                  {markedWords("money.pdfOf", { invoice: name(invoice), hidden })}
                </a>
                {invoice.state !== "draft" && (
                  <a href={file(invoice, "xml")} download>
                    {markedWords("money.eInvoiceOf", { invoice: name(invoice), hidden })}
                  </a>
                )}
              </td>
              <td className="money-table__actions">
                {(invoice.state === "open" || invoice.state === "overdue") && (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => actions.pay(invoice)}
                  >
                    {markedWords("money.recordPaymentFor", { invoice: name(invoice), hidden })}
                  </button>
                )}
                {invoice.state !== "draft" && invoice.state !== "cancelled" && invoice.kind !== "credit_note" && (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => actions.cancel(invoice)}
                  >
                    {markedWords("money.cancelInvoice", { invoice: name(invoice), hidden })}
                  </button>
                )}
                {invoice.state === "draft" && (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => actions.editLine(invoice)}
                  >
                    {markedWords("money.editLineOf", { invoice: name(invoice), hidden })}
                  </button>
                )}
                {invoice.state === "draft" && (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => actions.discard(invoice)}
                  >
                    {markedWords("money.discardDraft", { invoice: name(invoice), hidden })}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function TotalsTable({
  totals,
}: {
  totals: Record<string, { issued: string; paid: string; outstanding: string; count: number }>;
}) {
  const currencies = Object.keys(totals).sort();
  if (currencies.length === 0) return null;
  return (
    <>
      <h2 className="money-subheading">{t("money.totalsTitle")}</h2>
      <p className="hint">{t("money.totalsHint")}</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
      <section className="table-scroll" tabIndex={0} aria-label={t("money.totals")}>
        <table className="money-table money-table--totals">
          <caption className="visually-hidden">{t("money.totalsTitle")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("money.columnCurrency")}</th>
              <th scope="col" className="numeric">
                {t("money.columnInvoices")}
              </th>
              <th scope="col" className="numeric">
                {t("money.columnIssuedTotal")}
              </th>
              <th scope="col" className="numeric">
                {t("money.columnPaid")}
              </th>
              <th scope="col" className="numeric">
                {t("money.columnOutstanding")}
              </th>
            </tr>
          </thead>
          <tbody>
            {currencies.map((currency) => {
              const total = totals[currency] as (typeof totals)[string];
              return (
                <tr key={currency}>
                  <th scope="row">{currency}</th>
                  <td className="numeric">{words.number(total.count, { useGrouping: false })}</td>
                  <td className="numeric">{amount(total.issued)}</td>
                  <td className="numeric">{amount(total.paid)}</td>
                  <td className="numeric">{amount(total.outstanding)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </>
  );
}
