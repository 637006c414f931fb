/** The words the money pages show for an invoice's stored values, and its amounts and days. */
import type { InvoiceState } from "../../../shared/api/billing.ts";
import { t, words } from "../words.ts";
import { dayParts, writeDecimal } from "./decimal.ts";

export const INVOICE_STATE_LABELS: Record<InvoiceState, string> = {
  draft: t("money.stateDraft"),
  open: t("money.stateOpen"),
  overdue: t("money.stateOverdue"),
  paid: t("money.statePaid"),
  cancelled: t("money.stateCancelled"),
};

export const INVOICE_KIND_LABELS: Record<string, string> = {
  application_fee: t("money.kindApplicationFee"),
  deposit: t("money.kindDeposit"),
  balance: t("money.kindBalance"),
  credit_note: t("money.kindCreditNote"),
};

/** "476.00" in English, "476,00" in German: the server's decimal string, never turned into a float. */
export const amount = (text: string) => writeDecimal(text, words.tag);

/** "476.00 EUR" ("476,00 EUR" in German). */
export const money = (text: string, currency: string) => `${amount(text)} ${currency}`;

/** A stored day ("2027-03-01", or a timestamp's day) as the member's language writes it; "" for none. */
export function day(iso: string | null): string {
  if (!iso) return "";
  const parts = dayParts(iso);
  return parts ? t("money.day", parts) : iso;
}
