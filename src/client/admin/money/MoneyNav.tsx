/** The money pages' own links: invoices, payments, and who invoices. */
import { Link, useRoute } from "wouter";

export function MoneyNav() {
  const [onInvoices] = useRoute("/invoices");
  const [onPayments] = useRoute("/payments");
  const [onBilling] = useRoute("/billing");
  return (
    <nav className="money-nav" aria-label="Money">
      <ul className="money-nav__list">
        <li>
          <Link href="/invoices" aria-current={onInvoices ? "page" : undefined}>
            Invoices
          </Link>
        </li>
        <li>
          <Link href="/payments" aria-current={onPayments ? "page" : undefined}>
            Payments
          </Link>
        </li>
        <li>
          <Link href="/billing" aria-current={onBilling ? "page" : undefined}>
            Billing details
          </Link>
        </li>
      </ul>
    </nav>
  );
}
