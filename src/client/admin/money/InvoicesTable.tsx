/** The invoices as a table: number, gallery, kind, dates, gross (its net and VAT beneath), what is outstanding, state, its documents and what can be done with it. */
import { Link } from "wouter";
import type { Invoice } from "../../../shared/api/billing.ts";
import { invoiceFiles } from "../api/money.ts";
import { INVOICE_KIND_LABELS, INVOICE_STATE_LABELS, money } from "./money-labels.ts";

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "");
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
  const name = (invoice: Invoice) => invoice.number ?? `draft for ${invoice.gallery}`;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <section className="table-scroll" tabIndex={0} aria-label="Invoices table">
      <table className="money-table">
        <caption className="visually-hidden">Invoices</caption>
        <thead>
          <tr>
            <th scope="col">Number</th>
            <th scope="col">Gallery</th>
            <th scope="col">Kind</th>
            <th scope="col">Issued</th>
            <th scope="col">Due</th>
            <th scope="col" className="numeric">
              Gross
            </th>
            <th scope="col" className="numeric">
              Outstanding
            </th>
            <th scope="col">State</th>
            <th scope="col">Documents</th>
            <th scope="col">Actions</th>
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
                    Draft<span className="visually-hidden"> for {invoice.gallery}</span>
                  </label>
                )}
              </th>
              <td>
                <Link href={`/applications/${encodeURIComponent(invoice.application_id)}`}>{invoice.gallery}</Link>
              </td>
              <td>
                {INVOICE_KIND_LABELS[invoice.kind] ?? invoice.kind}
                {invoice.credit_note_for && <span className="muted"> (credits another invoice)</span>}
              </td>
              <td className="money-table__day">{day(invoice.issued_at)}</td>
              <td className="money-table__day">{invoice.due_at ?? ""}</td>
              <td className="numeric">
                {money(invoice.gross, invoice.currency)}
                {/* Under the gross rather than in columns of their own: the actions stay in sight at 1280 px. */}
                <span className="money-table__parts">
                  net&nbsp;{invoice.net}, VAT&nbsp;{invoice.vat}
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
                  PDF<span className="visually-hidden"> of {name(invoice)}</span>
                </a>
                {invoice.state !== "draft" && (
                  <a href={file(invoice, "xml")} download>
                    E-invoice<span className="visually-hidden"> of {name(invoice)}</span>
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
                    Record payment<span className="visually-hidden"> for {name(invoice)}</span>…
                  </button>
                )}
                {invoice.state !== "draft" && invoice.state !== "cancelled" && invoice.kind !== "credit_note" && (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => actions.cancel(invoice)}
                  >
                    Cancel<span className="visually-hidden"> {name(invoice)}</span>…
                  </button>
                )}
                {invoice.state === "draft" && (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => actions.editLine(invoice)}
                  >
                    Edit line<span className="visually-hidden"> of {name(invoice)}</span>…
                  </button>
                )}
                {invoice.state === "draft" && (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => actions.discard(invoice)}
                  >
                    Discard<span className="visually-hidden"> {name(invoice)}</span>
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
      <h2 className="money-subheading">Totals per currency</h2>
      <p className="hint">Credit notes taken off, drafts left out.</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
      <section className="table-scroll" tabIndex={0} aria-label="Totals">
        <table className="money-table money-table--totals">
          <caption className="visually-hidden">Totals per currency</caption>
          <thead>
            <tr>
              <th scope="col">Currency</th>
              <th scope="col" className="numeric">
                Invoices
              </th>
              <th scope="col" className="numeric">
                Issued
              </th>
              <th scope="col" className="numeric">
                Paid
              </th>
              <th scope="col" className="numeric">
                Outstanding
              </th>
            </tr>
          </thead>
          <tbody>
            {currencies.map((currency) => {
              const t = totals[currency] as (typeof totals)[string];
              return (
                <tr key={currency}>
                  <th scope="row">{currency}</th>
                  <td className="numeric">{t.count}</td>
                  <td className="numeric">{t.issued}</td>
                  <td className="numeric">{t.paid}</td>
                  <td className="numeric">{t.outstanding}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </>
  );
}
