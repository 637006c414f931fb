/** The status page's invoices: each with its PDF and e-invoice (links only this token opens) and how to pay. */

import { longDate } from "../billing/dates.ts";
import type { GalleryInvoice } from "../billing/gallery-invoices.ts";
import { qrSvg } from "../billing/payment-qr.ts";
import { Html, html } from "../web/html.ts";
import { statusFormToken, statusPath } from "./tokens.ts";

const KIND_LABELS: Record<string, string> = {
  application_fee: "Application fee",
  deposit: "Booth deposit",
  balance: "Booth balance",
  credit_note: "Credit note",
};

const STATE_LABELS: Record<string, string> = {
  open: "Open",
  overdue: "Overdue",
  paid: "Paid",
  cancelled: "Cancelled",
};

export function invoicesSection(token: string, invoices: GalleryInvoice[], cardPayments: boolean): Html | "" {
  if (invoices.length === 0) return "";
  const base = `${statusPath(token)}/invoices`;
  const payable = invoices.filter((i) => i.payment !== null);
  return html`<section aria-labelledby="invoices">
<h2 id="invoices">Invoices</h2>
<table class="status-page__invoices">
<thead><tr><th scope="col">Invoice</th><th scope="col">Amount</th><th scope="col">Due</th><th scope="col">State</th><th scope="col">Documents</th></tr></thead>
<tbody>
${invoices.map(
  (i) => html`<tr>
<td>${i.number}<br><small>${KIND_LABELS[i.kind] ?? i.kind}</small></td>
<td>${i.amount}</td>
<td>${i.dueDate ? longDate(i.dueDate) : "–"}</td>
<td>${STATE_LABELS[i.state] ?? i.state}</td>
<td><a href="${base}/${i.id}.pdf">PDF</a> · <a href="${base}/${i.id}.xml" download>E-invoice (XML)</a></td>
</tr>\n`,
)}
</tbody>
</table>
${payable.map(
  (i) => html`<h3>How to pay ${i.number}</h3>
<div class="status-page__pay">
<dl>
<dt>Amount</dt><dd>${i.toPay}</dd>
<dt>To</dt><dd>${i.payment?.seller}</dd>
<dt>IBAN</dt><dd>${i.payment?.iban}</dd>
${i.payment?.bic ? html`<dt>BIC</dt><dd>${i.payment.bic}</dd>` : ""}
<dt>Reference</dt><dd>${i.payment?.reference}</dd>
</dl>
${i.payment?.epc ? html`<figure>${new Html(qrSvg(i.payment.epc, `QR code to pay ${i.number} by bank transfer`))}<figcaption>Scan with your banking app</figcaption></figure>` : ""}
</div>
<p>Please quote the reference with your transfer, so that we can match your payment.${i.payment?.epc ? "" : " The invoice's PDF carries a QR code for your banking app."}</p>
${
  cardPayments
    ? html`<form method="post" action="${base}/${i.id}/pay">
<input type="hidden" name="_csrf" value="${statusFormToken(token)}">
<button type="submit">Pay ${i.toPay} by card</button>
</form>`
    : ""
}`,
)}
</section>`;
}
