/**
 * Card payments through Stripe Checkout, when STRIPE_SECRET_KEY is set: a gallery's "Pay by card"
 * opens a Checkout session for what is left to pay of one invoice, and Stripe's signed webhook
 * (checkout.session.completed) records the payment, which pays the invoice as a transfer would.
 * The API's address comes from configuration only (STRIPE_API_URL for a stand-in), never from a
 * request. Neither the status page's token nor any tax detail goes to Stripe: the pages it returns
 * to are the site's /status.
 */
import Stripe from "stripe";
import type { StripeConfig } from "../config.ts";
import type { Db } from "../store/database.ts";
import { recordEvent } from "./events.ts";
import { outstandingOf } from "./invoice-view.ts";
import { InvoiceError } from "./invoices.ts";
import { lockRow } from "./locks.ts";
import { settlePayments } from "./settle.ts";

const CARD = { staffId: null, via: "card" } as const;

const clients = new WeakMap<StripeConfig, Stripe>();

function stripeOf(config: StripeConfig): Stripe {
  let client = clients.get(config);
  if (!client) {
    const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
    client = new Stripe(config.secretKey, {
      maxNetworkRetries: 1,
      timeout: 20_000,
      ...(api
        ? {
            host: api.hostname,
            port: api.port || (api.protocol === "https:" ? 443 : 80),
            protocol: api.protocol === "https:" ? "https" : "http",
          }
        : {}),
    });
    clients.set(config, client);
  }
  return client;
}

/** A Checkout session for what is left to pay of the application's invoice: where to send the gallery. */
export async function checkoutFor(
  db: Db,
  config: StripeConfig,
  request: { applicationId: string; invoiceId: string; publicUrl: string },
): Promise<string> {
  const invoice = await db
    .selectFrom("invoices")
    .selectAll()
    .where("id", "=", request.invoiceId)
    .where("application_id", "=", request.applicationId)
    .executeTakeFirst();
  const due = invoice ? outstandingOf(invoice) : 0;
  if (invoice?.status !== "issued" || invoice.kind === "credit_note" || due <= 0)
    throw new InvoiceError(404, "There is nothing to pay on this invoice.");
  const session = await stripeOf(config).checkout.sessions.create({
    mode: "payment",
    // Stripe counts in the currency's minor units too: the amount is the invoice's own, not a float.
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: invoice.currency.toLowerCase(),
          unit_amount: due,
          product_data: { name: `Invoice ${invoice.number}` },
        },
      },
    ],
    client_reference_id: invoice.id,
    metadata: { invoice: invoice.id, number: invoice.number ?? "" },
    success_url: `${request.publicUrl}/status`,
    cancel_url: `${request.publicUrl}/status`,
  });
  if (!session.url) throw new Error("Stripe answered a Checkout session without its address.");
  return session.url;
}

/**
 * A webhook's event, its signature checked with the signing secret; a completed and paid Checkout
 * session records its payment once (its session id is the payment's key). Throws on a bad signature.
 */
export async function receiveStripeEvent(
  db: Db,
  config: StripeConfig,
  body: Buffer,
  signature: string | undefined,
  now = Date.now(),
): Promise<"recorded" | "known" | "ignored"> {
  const event = stripeOf(config).webhooks.constructEvent(body, signature ?? "", config.webhookSecret);
  if (event.type !== "checkout.session.completed" && event.type !== "checkout.session.async_payment_succeeded")
    return "ignored";
  const session = event.data.object;
  if (session.payment_status !== "paid") return "ignored";
  const invoiceId = session.metadata?.invoice ?? session.client_reference_id ?? "";
  const amount = session.amount_total ?? 0;
  const currency = (session.currency ?? "").toUpperCase();
  return db.transaction().execute(async (trx) => {
    const key = `stripe:${session.id}`;
    if (await trx.selectFrom("payments").select("id").where("entry_key", "=", key).executeTakeFirst()) return "known";
    await lockRow(trx, "invoices", invoiceId);
    const invoice = await trx
      .selectFrom("invoices")
      .select(["id", "number", "application_id", "currency", "status"])
      .where("id", "=", invoiceId)
      .executeTakeFirst();
    const matches = invoice !== undefined && invoice.currency === currency && invoice.status === "issued";
    const day = new Date(now).toISOString().slice(0, 10);
    await trx
      .insertInto("payments")
      .values({
        id: crypto.randomUUID(),
        invoice_id: matches ? invoice.id : null,
        state: matches ? "matched" : "unmatched",
        amount,
        currency,
        paid_on: day,
        source: "card",
        entry_key: key,
        reference: session.id,
        payer: session.customer_details?.name ?? "",
        remittance: `Card payment for ${session.metadata?.number ?? invoiceId}`,
        note: matches ? "" : "The card payment's invoice is not open in its currency.",
        import_id: null,
        created_at: now,
        by_staff_id: null,
      })
      .execute();
    if (!matches || !invoice) return "recorded";
    await recordEvent(trx, {
      applicationId: invoice.application_id,
      invoiceId: invoice.id,
      event: "payment_recorded",
      amount,
      currency,
      note: `${invoice.number}, by card`,
      actor: CARD,
      at: now,
    });
    await settlePayments(trx, invoice.id, CARD, now);
    return "recorded";
  });
}
