/** The money pages' own links: invoices, payments, and who invoices. */
import { Link, useRoute } from "wouter";
import { t } from "../words.ts";

export function MoneyNav() {
  const [onInvoices] = useRoute("/invoices");
  const [onPayments] = useRoute("/payments");
  const [onBilling] = useRoute("/billing");
  return (
    <nav className="money-nav" aria-label={t("money.nav")}>
      <ul className="money-nav__list">
        <li>
          <Link href="/invoices" aria-current={onInvoices ? "page" : undefined}>
            {t("money.navInvoices")}
          </Link>
        </li>
        <li>
          <Link href="/payments" aria-current={onPayments ? "page" : undefined}>
            {t("money.navPayments")}
          </Link>
        </li>
        <li>
          <Link href="/billing" aria-current={onBilling ? "page" : undefined}>
            {t("money.navBilling")}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
