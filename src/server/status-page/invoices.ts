/** The status page's invoices: each with its PDF and e-invoice (links only this token opens) and how to pay. */

import type { MessageKey } from "../../shared/i18n/catalogs/catalog.ts";
import { longDay } from "../../shared/i18n/dates.ts";
import type { Translator } from "../../shared/i18n/format.ts";
import type { GalleryInvoice } from "../billing/gallery-invoices.ts";
import { qrSvg } from "../billing/payment-qr.ts";
import { Html, html } from "../web/html.ts";
import { statusFormToken, statusPath } from "./tokens.ts";

const KIND_LABELS: Record<string, MessageKey> = {
  application_fee: "pages.kindApplicationFee",
  deposit: "pages.kindDeposit",
  balance: "pages.kindBalance",
  credit_note: "pages.kindCreditNote",
};

const STATE_LABELS: Record<string, MessageKey> = {
  open: "pages.stateOpen",
  overdue: "pages.stateOverdue",
  paid: "pages.statePaid",
  cancelled: "pages.stateCancelled",
};

export function invoicesSection(
  t: Translator,
  token: string,
  invoices: GalleryInvoice[],
  cardPayments: boolean,
): Html | "" {
  const label = (labels: Record<string, MessageKey>, value: string) => {
    const key = labels[value];
    return key ? t.t(key) : value;
  };
  if (invoices.length === 0) return "";
  const base = `${statusPath(token)}/invoices`;
  const payable = invoices.filter((i) => i.payment !== null);
  return html`<section aria-labelledby="invoices">
<h2 id="invoices">${t.t("pages.invoices")}</h2>
<table class="status-page__invoices">
<thead><tr><th scope="col">${t.t("pages.invoice")}</th><th scope="col">${t.t("pages.amount")}</th><th scope="col">${t.t("pages.due")}</th><th scope="col">${t.t("pages.state")}</th><th scope="col">${t.t("pages.documents")}</th></tr></thead>
<tbody>
${invoices.map(
  (i) => html`<tr>
<td>${i.number}<br><small>${label(KIND_LABELS, i.kind)}</small></td>
<td>${i.amount}</td>
<td>${i.dueDate ? longDay(t, i.dueDate) : "–"}</td>
<td>${label(STATE_LABELS, i.state)}</td>
<td><a href="${base}/${i.id}.pdf">PDF</a> · <a href="${base}/${i.id}.xml" download>${t.t("pages.eInvoice")}</a></td>
</tr>\n`,
)}
</tbody>
</table>
${payable.map(
  (i) => html`<h3>${t.t("pages.howToPay", { number: i.number })}</h3>
<div class="status-page__pay">
<dl>
<dt>${t.t("pages.amount")}</dt><dd>${i.toPay}</dd>
<dt>${t.t("pages.payTo")}</dt><dd>${i.payment?.seller}</dd>
<dt>IBAN</dt><dd>${i.payment?.iban}</dd>
${i.payment?.bic ? html`<dt>BIC</dt><dd>${i.payment.bic}</dd>` : ""}
<dt>${t.t("pages.reference")}</dt><dd>${i.payment?.reference}</dd>
</dl>
${i.payment?.epc ? html`<figure>${new Html(qrSvg(i.payment.epc, t.t("pages.payQr", { number: i.number })))}<figcaption>${t.t("pages.scanWithBankingApp")}</figcaption></figure>` : ""}
</div>
<p>${t.t("pages.quoteReference")}${i.payment?.epc ? "" : ` ${t.t("pages.pdfHasQr")}`}</p>
${
  cardPayments
    ? html`<form method="post" action="${base}/${i.id}/pay">
<input type="hidden" name="_csrf" value="${statusFormToken(token)}">
<button type="submit">${t.t("pages.payByCard", { amount: i.toPay ?? "" })}</button>
</form>`
    : ""
}`,
)}
</section>`;
}
