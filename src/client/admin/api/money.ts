/**
 * The fair's money as the back office asks for it: the seller, an edition's fees, invoices and
 * payments; their addresses (the documents' too), their cache keys and what a change makes stale,
 * in one place (no component names a URL or a key). Every change of money is seen by every money
 * page: the lists, the unmatched payments, the invoice open in a dialog, the application's history.
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type BillingSettings,
  billingSettingsAnswer,
  cancelledAnswer,
  type EditionFees,
  editionFeesAnswer,
  type Invoice,
  invoiceDetailAnswer,
  invoiceListAnswer,
  issuedAnswer,
  type PaymentImport,
  paymentImportAnswer,
  paymentListAnswer,
  paymentRecordedAnswer,
  preparedAnswer,
  remindedAnswer,
  settledAnswer,
} from "../../../shared/api/billing.ts";
import { useStaff } from "../layout/staff-context.ts";
import { ApiError, getAnswer, parsedAnswer, signInAddress } from "./fetch-json.ts";
import { useSend, useSendAnswer } from "./send-json.ts";

export const moneyKeys = {
  billing: ["billing"] as const,
  fees: (edition: string) => ["fees", edition] as const,
  invoices: ["invoices"] as const,
  invoiceList: (filter: InvoiceFilter) =>
    [...moneyKeys.invoices, filter.edition, filter.state, filter.application] as const,
  invoiceDetails: ["invoice"] as const,
  invoice: (id: string) => [...moneyKeys.invoiceDetails, id] as const,
  payments: ["payments"] as const,
  unmatched: () => [...moneyKeys.payments, "unmatched"] as const,
};

/** An application's page shows its billing events in its history (the applications' key). */
const APPLICATION_KEY = ["application"] as const;
/** What any change of money makes stale. */
const STALE_AFTER_CHANGE = [moneyKeys.invoices, moneyKeys.payments, moneyKeys.invoiceDetails, APPLICATION_KEY] as const;

const invoicePath = (id: string) => `/admin/api/invoices/${encodeURIComponent(id)}`;
const editionPath = (edition: string) => `/admin/api/editions/${encodeURIComponent(edition)}`;

/** An invoice's documents: its PDF and its e-invoice. */
export const invoiceFiles = (invoice: Pick<Invoice, "id">) => ({
  pdf: `${invoicePath(invoice.id)}.pdf`,
  xml: `${invoicePath(invoice.id)}.xml`,
});

/** For the accountant: one row per invoice line of the edition with its VAT. */
export const accountsCsv = (edition: string) => `${editionPath(edition)}/invoices.csv`;

export const billingQuery = () =>
  queryOptions({
    queryKey: moneyKeys.billing,
    queryFn: ({ signal }) => getAnswer("/admin/api/billing", billingSettingsAnswer, signal),
  });

export const feesQuery = (edition: string) =>
  queryOptions({
    queryKey: moneyKeys.fees(edition),
    queryFn: ({ signal }) => getAnswer(`${editionPath(edition)}/fees`, editionFeesAnswer, signal),
  });

export interface InvoiceFilter {
  edition: string;
  state: string;
  application: string;
}

export function invoiceSearch(filter: InvoiceFilter): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : "";
}

export const invoicesQuery = (filter: InvoiceFilter) =>
  queryOptions({
    queryKey: moneyKeys.invoiceList(filter),
    queryFn: ({ signal }) => getAnswer(`/admin/api/invoices${invoiceSearch(filter)}`, invoiceListAnswer, signal),
  });

/** One invoice with its lines, parties and payments; none asked while `id` is null. */
export const invoiceQuery = (id: string | null) =>
  queryOptions({
    queryKey: moneyKeys.invoice(id ?? ""),
    queryFn: ({ signal }) => getAnswer(invoicePath(id ?? ""), invoiceDetailAnswer, signal),
    enabled: id !== null,
  });

export const unmatchedPaymentsQuery = () =>
  queryOptions({
    queryKey: moneyKeys.unmatched(),
    queryFn: ({ signal }) => getAnswer("/admin/api/payments?state=unmatched", paymentListAnswer, signal),
  });

/** What a page does once a change is made (before the stale lists are fetched again), or refused. */
export interface MoneyHandlers<A, V> {
  onSuccess?: (answer: A, change: V) => void;
  onError?: (error: Error, change: V) => void;
}

/** A change of money: the page hears of it first, then every money list goes stale. */
function useMoneyChange<A, V>(mutationFn: (change: V) => Promise<A>, handlers: MoneyHandlers<A, V>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (answer: A, change: V) => {
      handlers.onSuccess?.(answer, change);
      await Promise.all(STALE_AFTER_CHANGE.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: handlers.onError,
  });
}

/** Who invoices, saved: the answer is the cache. */
export function useSaveBilling(handlers: MoneyHandlers<BillingSettings, Record<string, string>> = {}) {
  const queryClient = useQueryClient();
  const send = useSendAnswer();
  return useMutation({
    mutationFn: (body: Record<string, string>) => send("PUT", "/admin/api/billing", billingSettingsAnswer, body),
    onSuccess: (saved, body) => {
      queryClient.setQueryData(moneyKeys.billing, saved);
      handlers.onSuccess?.(saved, body);
    },
    onError: handlers.onError,
  });
}

/** An edition's fees, saved: the answer is the cache. */
export function useSaveFees(edition: string, handlers: MoneyHandlers<EditionFees, object> = {}) {
  const queryClient = useQueryClient();
  const send = useSendAnswer();
  return useMutation({
    mutationFn: (body: object) => send("PUT", `${editionPath(edition)}/fees`, editionFeesAnswer, body),
    onSuccess: (saved, body) => {
      queryClient.setQueryData(moneyKeys.fees(edition), saved);
      handlers.onSuccess?.(saved, body);
    },
    onError: handlers.onError,
  });
}

export type DraftLines = { lines: { description: string; quantity: string; unit: string; unit_price: string }[] };

/** A draft's lines replaced; the server works out net, VAT and gross again. */
export function useChangeDraft(id: string, handlers: MoneyHandlers<Invoice, DraftLines>) {
  const send = useSendAnswer();
  return useMoneyChange((body: DraftLines) => send("PATCH", invoicePath(id), invoiceDetailAnswer, body), handlers);
}

export function useDiscardDraft(handlers: MoneyHandlers<undefined, Invoice>) {
  const send = useSend();
  return useMoneyChange((invoice: Invoice) => send<undefined>("DELETE", invoicePath(invoice.id)), handlers);
}

export function useIssueDrafts(handlers: MoneyHandlers<{ items: Invoice[] }, string[]>) {
  const send = useSendAnswer();
  return useMoneyChange((ids: string[]) => send("POST", "/admin/api/invoices/issue", issuedAnswer, { ids }), handlers);
}

type Prepared = { items: Invoice[]; skipped: { gallery: string; reason: string }[] };

/** Booth invoices of an edition prepared as drafts. */
export function usePrepareInvoices(edition: string, handlers: MoneyHandlers<Prepared, "deposit" | "balance">) {
  const send = useSendAnswer();
  return useMoneyChange(
    (kind: "deposit" | "balance") => send("POST", `${editionPath(edition)}/invoices/prepare`, preparedAnswer, { kind }),
    handlers,
  );
}

/** Every overdue invoice of the edition reminded by mail. */
export function useRemindOverdue(edition: string, handlers: MoneyHandlers<{ reminded: unknown[] }, void>) {
  const send = useSendAnswer();
  return useMoneyChange(() => send("POST", `${editionPath(edition)}/invoices/remind`, remindedAnswer, {}), handlers);
}

export type CancelBody = { reason: string; amount?: string };
type Cancelled = { credit_note: { number: string | null }; invoice: { state: string } };

/** An issued invoice cancelled, in whole or part, by a credit note. */
export function useCancelInvoice(id: string, handlers: MoneyHandlers<Cancelled, CancelBody>) {
  const send = useSendAnswer();
  return useMoneyChange(
    (body: CancelBody) => send("POST", `${invoicePath(id)}/cancel`, cancelledAnswer, body),
    handlers,
  );
}

/** A payment recorded by hand against an invoice. */
export function useRecordPayment(id: string, handlers: MoneyHandlers<{ invoice: { state: string } }, object>) {
  const send = useSendAnswer();
  return useMoneyChange(
    (body: object) => send("POST", `${invoicePath(id)}/payments`, paymentRecordedAnswer, body),
    handlers,
  );
}

type Settled = { invoice: { number: string | null; state: string } | null };

/** A payment the import could not match, settled against an invoice or dismissed. */
export function useSettlePayment(id: string, handlers: MoneyHandlers<Settled, object>) {
  const send = useSendAnswer();
  return useMoneyChange(
    (body: object) => send("POST", `/admin/api/payments/${encodeURIComponent(id)}/settle`, settledAnswer, body),
    handlers,
  );
}

/** POST /admin/api/payments/import: the file as a form sends it; a refusal carries the server's words. */
async function importStatement(csrfToken: string, file: File): Promise<PaymentImport> {
  const path = "/admin/api/payments/import";
  const body = new FormData();
  body.append("file", file, file.name);
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { accept: "application/json", "x-csrf-token": csrfToken },
      body,
    });
  } catch {
    throw new ApiError(0, "The server could not be reached. Nothing was imported. Check the connection and try again.");
  }
  if (response.status === 401) {
    window.location.assign(signInAddress(window.location));
    throw new ApiError(401, "Your session has ended. Sign in again.");
  }
  const answer = (await response.json().catch(() => ({}))) as { message?: unknown };
  if (!response.ok)
    throw new ApiError(
      response.status,
      typeof answer.message === "string" ? answer.message : `The server answered ${response.status}.`,
    );
  return parsedAnswer(paymentImportAnswer, answer, path);
}

/** A bank statement imported (multipart, with the session's CSRF token). */
export function useImportStatement(handlers: MoneyHandlers<PaymentImport, File> = {}) {
  const { csrfToken } = useStaff();
  return useMoneyChange((file: File) => importStatement(csrfToken, file), handlers);
}
