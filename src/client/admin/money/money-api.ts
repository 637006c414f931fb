/**
 * The money pages' requests: what the server answers, read through the shared schemas, and the
 * statement upload (multipart, with the session's CSRF token).
 */
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  billingSettingsAnswer,
  editionFeesAnswer,
  invoiceItem,
  invoiceListAnswer,
  paymentImportAnswer,
  paymentListAnswer,
} from "../../../shared/api/billing.ts";
import { ApiError, fetchJson, signInAddress } from "../api/fetch-json.ts";

export type BillingSettings = z.infer<typeof billingSettingsAnswer>;
export type EditionFees = z.infer<typeof editionFeesAnswer>;
export type Invoice = z.infer<typeof invoiceItem>;
export type InvoiceList = z.infer<typeof invoiceListAnswer>;
export type PaymentImport = z.infer<typeof paymentImportAnswer>;
export type PaymentList = z.infer<typeof paymentListAnswer>;

export const billingQuery = () =>
  queryOptions({
    queryKey: ["billing"],
    queryFn: ({ signal }) => fetchJson<BillingSettings>("/admin/api/billing", signal),
  });

export const feesQuery = (edition: string) =>
  queryOptions({
    queryKey: ["fees", edition],
    queryFn: ({ signal }) => fetchJson<EditionFees>(`/admin/api/editions/${encodeURIComponent(edition)}/fees`, signal),
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
    queryKey: ["invoices", filter.edition, filter.state, filter.application],
    queryFn: ({ signal }) => fetchJson<InvoiceList>(`/admin/api/invoices${invoiceSearch(filter)}`, signal),
  });

export const unmatchedPaymentsQuery = () =>
  queryOptions({
    queryKey: ["payments", "unmatched"],
    queryFn: ({ signal }) => fetchJson<PaymentList>("/admin/api/payments?state=unmatched", signal),
  });

/** POST /admin/api/payments/import: the file as a form sends it; a refusal carries the server's words. */
export async function importStatement(csrfToken: string, file: File): Promise<PaymentImport> {
  const body = new FormData();
  body.append("file", file, file.name);
  let response: Response;
  try {
    response = await fetch("/admin/api/payments/import", {
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
  return answer as PaymentImport;
}

/** Every change of money is seen by every money page: the lists, the unmatched payments, the application's history. */
export const MONEY_KEYS = [["invoices"], ["payments"], ["application"]] as const;
