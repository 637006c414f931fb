/**
 * Every back-office page: a skip link, the header with the member's name and a sign-out button,
 * then the page. Signing out is a plain form post, so it works even when the page's script has failed.
 */
import type { ReactNode } from "react";
import { Link, useLocation, useRoute, useSearch } from "wouter";
import { KeyHelp } from "../keys/KeyHelp.tsx";
import { t } from "../words.ts";
import { useScrollReset } from "./scroll-reset.ts";
import { useStaff } from "./staff-context.ts";

const ROLE_LABELS = { admin: t("common.roleAdmin"), reviewer: t("common.roleReviewer") } as const;

function SignOut() {
  const { csrfToken } = useStaff();
  return (
    <form method="post" action="/admin/sign-out" className="admin-header__sign-out">
      <input type="hidden" name="_csrf" value={csrfToken} />
      <button type="submit" className="admin-header__button">
        {t("common.signOut")}
      </button>
    </form>
  );
}

export function PageLayout({ children }: { children: ReactNode }) {
  const { staff } = useStaff();
  const [onList] = useRoute("/applications");
  const [onHome] = useRoute("/");
  const [onQueue] = useRoute("/queue");
  const [onConflicts] = useRoute("/conflicts");
  const [onEditions] = useRoute("/editions/*?");
  // The languages offered are the installation's, chosen from the editions' page.
  const [onLanguages] = useRoute("/languages");
  const [onProgress] = useRoute("/progress");
  const [onLetters] = useRoute("/letters");
  const [onStaff] = useRoute("/staff");
  const [onInvoices] = useRoute("/invoices");
  const [onPayments] = useRoute("/payments");
  const [onBilling] = useRoute("/billing");
  const [onAccount] = useRoute("/account");
  const [path] = useLocation();
  // A new page of the list is a new page too; a new filter or sort keeps the member where they are.
  useScrollReset(`${path} ${new URLSearchParams(useSearch()).get("page") ?? ""}`);
  return (
    <>
      <a className="skip-link" href="#main">
        {t("common.skipToMain")}
      </a>
      <header className="admin-header">
        <div className="admin-header__inner">
          <Link href="/" className="admin-header__title">
            {t("common.backOffice")}
          </Link>
          <nav className="admin-header__nav" aria-label={t("common.navigation")}>
            <Link href="/applications" aria-current={onList || onHome ? "page" : undefined}>
              {t("common.navApplications")}
            </Link>
            <Link href="/queue" aria-current={onQueue ? "page" : undefined}>
              {t("common.navQueue")}
            </Link>
            <Link href="/conflicts" aria-current={onConflicts ? "page" : undefined}>
              {t("common.navConflicts")}
            </Link>
            {staff.role === "admin" && (
              <Link href="/progress" aria-current={onProgress ? "page" : undefined}>
                {t("common.navProgress")}
              </Link>
            )}
            {staff.role === "admin" && (
              <Link href="/editions" aria-current={onEditions || onLanguages ? "page" : undefined}>
                {t("common.navEditions")}
              </Link>
            )}
            {staff.role === "admin" && (
              <Link href="/letters" aria-current={onLetters ? "page" : undefined}>
                {t("common.navLetters")}
              </Link>
            )}
            {staff.role === "admin" && (
              <Link href="/invoices" aria-current={onInvoices || onPayments || onBilling ? "page" : undefined}>
                {t("common.navInvoices")}
              </Link>
            )}
            {staff.role === "admin" && (
              <Link href="/staff" aria-current={onStaff ? "page" : undefined}>
                {t("common.navStaff")}
              </Link>
            )}
          </nav>
          <div className="admin-header__account">
            <Link href="/account" className="admin-header__member" aria-current={onAccount ? "page" : undefined}>
              {staff.name || staff.email} <span className="admin-header__role">({ROLE_LABELS[staff.role]})</span>
            </Link>
            <KeyHelp />
            <SignOut />
          </div>
        </div>
      </header>
      <main id="main" className="admin-main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
