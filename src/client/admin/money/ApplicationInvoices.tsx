/** On an application's page (admins): its invoices in brief, and the way to them on the invoices page. */
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { invoicesQuery } from "../api/money.ts";
import { useStaff } from "../layout/staff-context.ts";
import { t } from "../words.ts";
import { INVOICE_KIND_LABELS, INVOICE_STATE_LABELS, money } from "./money-labels.ts";

function InvoicesPanel({ applicationId }: { applicationId: string }) {
  const list = useQuery(invoicesQuery({ edition: "", state: "", application: applicationId }));
  const items = list.data?.items ?? [];
  // Nothing charged, nothing to show: an edition without fees looks as it always did.
  if (!list.isError && items.length === 0) return null;
  return (
    <section className="side-panel" aria-labelledby="invoices-heading">
      <h2 id="invoices-heading">{t("money.applicationInvoices")}</h2>
      {list.isError ? (
        <p className="error-message">{list.error.message}</p>
      ) : (
        <ul className="lines">
          {items.map((invoice) => (
            <li key={invoice.id}>
              {invoice.number ?? INVOICE_STATE_LABELS.draft}, {INVOICE_KIND_LABELS[invoice.kind] ?? invoice.kind}:{" "}
              {money(invoice.gross, invoice.currency)}, {INVOICE_STATE_LABELS[invoice.state]}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link href={`/invoices?application=${encodeURIComponent(applicationId)}`}>
          {t("money.applicationInvoicesLink")}
        </Link>
      </p>
    </section>
  );
}

export function ApplicationInvoices({ applicationId }: { applicationId: string }) {
  const { staff } = useStaff();
  return staff.role === "admin" ? <InvoicesPanel applicationId={applicationId} /> : null;
}
