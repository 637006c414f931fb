/**
 * /admin/invoices?edition=&state=&application= (admins): the invoices with their totals per
 * currency, each one's PDF and e-invoice, a payment recorded by hand, cancellation with a credit
 * note; booth drafts prepared from the floor plan (deposit or balance), a line of one edited,
 * discarded or issued; the overdue reminded by mail; the accountant's CSV of the edition.
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { INVOICE_STATES, type Invoice } from "../../../shared/api/billing.ts";
import { editionsQuery } from "../api/editions.ts";
import {
  accountsCsv,
  type InvoiceFilter,
  invoiceSearch,
  invoicesQuery,
  useDiscardDraft,
  useIssueDrafts,
  usePrepareInvoices,
  useRemindOverdue,
} from "../api/money.ts";
import { usePageHeading } from "../layout/page-heading.ts";
import { PendingButton } from "../PendingButton.tsx";
import { t } from "../words.ts";
import { CancelDialog } from "./CancelDialog.tsx";
import { DraftLineDialog } from "./DraftLineDialog.tsx";
import { InvoicesTable, TotalsTable } from "./InvoicesTable.tsx";
import { MoneyNav } from "./MoneyNav.tsx";
import { INVOICE_STATE_LABELS } from "./money-labels.ts";
import { PaymentDialog } from "./PaymentDialog.tsx";
import "./money.css";

function readFilter(search: string): InvoiceFilter {
  const params = new URLSearchParams(search);
  return {
    edition: params.get("edition") ?? "",
    state: params.get("state") ?? "",
    application: params.get("application") ?? "",
  };
}

export function InvoicesPage() {
  const heading = usePageHeading(t("money.invoicesTitle"), "invoices");
  const filter = readFilter(useSearch());
  const [, navigate] = useLocation();
  const editions = useQuery(editionsQuery());
  const list = useQuery(invoicesQuery(filter));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // Which dialog is open for which invoice; a new object each time, so the same invoice opens again.
  const [chosen, setChosen] = useState<{ invoice: Invoice; dialog: "cancel" | "pay" | "line" } | null>(null);
  const [said, setSaid] = useState("");
  const cancelDialog = useRef<HTMLDialogElement>(null);
  const paymentDialog = useRef<HTMLDialogElement>(null);
  const lineDialog = useRef<HTMLDialogElement>(null);
  const edition = filter.edition;
  useEffect(() => {
    if (chosen) ({ cancel: cancelDialog, pay: paymentDialog, line: lineDialog })[chosen.dialog].current?.showModal();
  }, [chosen]);

  const change = (key: keyof InvoiceFilter, value: string) => {
    setSelected(new Set());
    navigate(`/invoices${invoiceSearch({ ...filter, [key]: value })}`, { replace: true });
  };
  const prepare = usePrepareInvoices(edition, {
    onSuccess: (answer, kind) => {
      const prepared = t("money.prepared", { kind, count: answer.items.length });
      const skipped = answer.skipped
        .map((s) => t("money.skippedGallery", { gallery: s.gallery, reason: s.reason }))
        .join("; ");
      setSaid(skipped ? t("money.preparedSkipped", { prepared, skipped }) : prepared);
    },
  });
  const issue = useIssueDrafts({
    onSuccess: (answer) => {
      setSelected(new Set());
      setSaid(t("money.issued", { count: answer.items.length, numbers: answer.items.map((i) => i.number).join(", ") }));
    },
  });
  const discard = useDiscardDraft({
    onSuccess: (_answer, invoice) => setSaid(t("money.discarded", { gallery: invoice.gallery })),
  });
  const remind = useRemindOverdue(edition, {
    onSuccess: (answer) =>
      setSaid(
        answer.reminded.length === 0 ? t("money.noneOverdue") : t("money.reminded", { count: answer.reminded.length }),
      ),
  });
  const failure = prepare.error ?? issue.error ?? discard.error ?? remind.error;
  const drafts = list.data?.items.filter((i) => i.state === "draft") ?? [];
  const actions = {
    selected,
    toggle: (id: string) =>
      setSelected((now) => {
        const next = new Set(now);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    cancel: (invoice: Invoice) => {
      setSaid("");
      setChosen({ invoice, dialog: "cancel" });
    },
    pay: (invoice: Invoice) => {
      setSaid("");
      setChosen({ invoice, dialog: "pay" });
    },
    discard: (invoice: Invoice) => {
      setSaid("");
      discard.mutate(invoice);
    },
    editLine: (invoice: Invoice) => {
      setSaid("");
      setChosen({ invoice, dialog: "line" });
    },
  };

  return (
    <>
      <MoneyNav />
      <h1 ref={heading} tabIndex={-1}>
        {t("money.invoicesTitle")}
      </h1>
      <div className="money-filters">
        <div className="field">
          <label htmlFor="invoices-edition">{t("money.edition")}</label>
          <select
            id="invoices-edition"
            className="input"
            value={edition}
            onChange={(event) => change("edition", event.target.value)}
          >
            <option value="">{t("money.everyEdition")}</option>
            {editions.data?.items.map((e) => (
              <option key={e.slug} value={e.slug}>
                {e.name || e.slug}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="invoices-state">{t("money.state")}</label>
          <select
            id="invoices-state"
            className="input"
            value={filter.state}
            onChange={(event) => change("state", event.target.value)}
          >
            <option value="">{t("money.everyState")}</option>
            {INVOICE_STATES.map((state) => (
              <option key={state} value={state}>
                {INVOICE_STATE_LABELS[state]}
              </option>
            ))}
          </select>
        </div>
        {filter.application && (
          <p className="money-filters__application">
            {t("money.oneApplication")}{" "}
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => change("application", "")}
            >
              {t("money.everyApplication")}
            </button>
          </p>
        )}
      </div>
      {edition ? (
        <div className="money-actions">
          {(
            [
              [t("money.prepareDeposits"), prepare.isPending, () => prepare.mutate("deposit")],
              [t("money.prepareBalances"), prepare.isPending, () => prepare.mutate("balance")],
              [t("money.remindOverdue"), remind.isPending, () => remind.mutate()],
            ] as const
          ).map(([label, pending, run]) => (
            <PendingButton
              key={label}
              type="button"
              className="button button--secondary"
              pending={pending}
              onClick={() => {
                setSaid("");
                run();
              }}
            >
              {label}
            </PendingButton>
          ))}
          <a href={accountsCsv(edition)} download>
            {t("money.accountantCsv")}
          </a>
        </div>
      ) : (
        <p className="muted">{t("money.chooseEdition")}</p>
      )}
      {drafts.length > 0 && (
        <div className="money-actions">
          <PendingButton
            type="button"
            className="button"
            pending={issue.isPending}
            onClick={() => {
              setSaid("");
              if (selected.size === 0) setSaid(t("money.selectDraftsFirst"));
              else issue.mutate([...selected]);
            }}
          >
            {t("money.issueSelected", { count: selected.size })}
          </PendingButton>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setSelected(new Set(drafts.map((d) => d.id)))}
          >
            {t("money.selectEveryDraft")}
          </button>
        </div>
      )}
      {failure && (
        <p className="error-message" role="alert">
          {failure.message}
        </p>
      )}
      <p role="status">{said}</p>
      {list.isError ? (
        <div className="failure-panel" role="alert">
          <p>{list.error.message}</p>
        </div>
      ) : !list.data ? (
        <p>{t("money.invoicesLoading")}</p>
      ) : list.data.items.length === 0 ? (
        <p className="empty-state">{t("money.noInvoice")}</p>
      ) : (
        <>
          <TotalsTable totals={list.data.totals} />
          <InvoicesTable items={list.data.items} actions={actions} />
        </>
      )}
      <CancelDialog
        dialog={cancelDialog}
        invoice={chosen?.dialog === "cancel" ? chosen.invoice : null}
        onDone={setSaid}
      />
      <PaymentDialog
        dialog={paymentDialog}
        invoice={chosen?.dialog === "pay" ? chosen.invoice : null}
        onDone={setSaid}
      />
      <DraftLineDialog
        dialog={lineDialog}
        invoice={chosen?.dialog === "line" ? chosen.invoice : null}
        onDone={setSaid}
      />
    </>
  );
}
