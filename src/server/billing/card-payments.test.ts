/**
 * Card payments against a local stand-in of Stripe's API (Stripe cannot be reached from here): the
 * status page's "Pay by card" opens a Checkout session there (its address from STRIPE_API_URL),
 * and a webhook event signed with Stripe's own library (stripe.webhooks.generateTestHeaderString)
 * pays the invoice once, however often it comes; a wrong signature records nothing. Without
 * STRIPE_SECRET_KEY neither page nor webhook exists. On SQLite and in the PostgreSQL pass.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeApplication } from "../../../test-support/applications.ts";
import { call, EURO_FEES, GERMAN_FAIR } from "../../../test-support/billing.ts";
import { startTestServer, type TestServer } from "../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../test-support/staff.ts";
import { exampleApplication } from "../../shared/example-application.ts";
import { issueStatusToken, statusFormToken } from "../status-page/tokens.ts";

const EDITION = "card-2027";
const WEBHOOK_SECRET = "whsec_standin0secret";
const SECRET_KEY = "sk_test_standin0key";

/** What the stand-in was asked: each Checkout session's form fields and the key it was asked with. */
const asked: { path: string; authorization: string | undefined; fields: URLSearchParams }[] = [];
let standIn: http.Server;
let standInUrl = "";
let server: TestServer;
let admin: StaffVisitor;
let token = "";
let invoice = { id: "", number: "" };

beforeAll(async () => {
  standIn = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      asked.push({
        path: request.url ?? "",
        authorization: request.headers.authorization,
        fields: new URLSearchParams(body),
      });
      const id = `cs_test_${asked.length}`;
      response.writeHead(200, { "content-type": "application/json", "request-id": `req_${asked.length}` });
      response.end(
        JSON.stringify({
          id,
          object: "checkout.session",
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: "open",
        }),
      );
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
  standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  server = await startTestServer({
    OPEN_EDITIONS: EDITION,
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: standInUrl,
  });
  const a = await createStaff(server.app, { email: "admin@fair.example", role: "admin" });
  admin = await signIn(server.url, a.email, a.password);
  await call(admin, "PUT", "/admin/api/billing", GERMAN_FAIR);
  await call(admin, "PUT", `/admin/api/editions/${EDITION}/fees`, EURO_FEES);
  const form = exampleApplication({ edition: EDITION, artists: 1, artworksPerArtist: 1, withFiles: false });
  const { id } = await storeApplication(server.app, form);
  invoice = (await call(admin, "GET", `/admin/api/invoices?application=${id}`)).json.items[0];
  token = await issueStatusToken(server.app.db, id);
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => standIn?.close(resolve));
});

const pay = (csrf: string) =>
  fetch(`${server.url}/status/${token}/invoices/${invoice.id}/pay`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: new URLSearchParams({ _csrf: csrf }),
  });

const event = (sessionId: string, overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: `evt_${sessionId}`,
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        payment_status: "paid",
        amount_total: 47600,
        currency: "eur",
        client_reference_id: invoice.id,
        metadata: { invoice: invoice.id, number: invoice.number },
        customer_details: { name: "Paul Adeyemi" },
        ...overrides,
      },
    },
  });

const webhook = (payload: string, signature: string) =>
  fetch(`${server.url}/payments/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });

const signed = (payload: string, secret = WEBHOOK_SECRET) =>
  new Stripe(SECRET_KEY).webhooks.generateTestHeaderString({ payload, secret });

describe("with card payments configured", () => {
  it("offers Pay by card and opens a Checkout session for what is due, without the page's token", async () => {
    const page = await (await fetch(`${server.url}/status/${token}`)).text();
    expect(page).toContain("Pay 476.00 EUR by card");
    expect((await pay("wrong")).status).toBe(403);
    const answer = await pay(statusFormToken(token));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("https://checkout.stripe.test/c/pay/cs_test_1");
    const [session] = asked;
    expect(session?.path).toBe("/v1/checkout/sessions");
    expect(session?.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(Object.fromEntries(session?.fields ?? [])).toMatchObject({
      mode: "payment",
      "line_items[0][price_data][unit_amount]": "47600",
      "line_items[0][price_data][currency]": "eur",
      "line_items[0][quantity]": "1",
      "metadata[invoice]": invoice.id,
      client_reference_id: invoice.id,
      success_url: `${server.config.publicUrl}/status`,
    });
    expect(session?.fields.toString()).not.toContain(token);
  });

  it("records nothing for an event with a wrong signature", async () => {
    const payload = event("cs_test_forged");
    expect((await webhook(payload, signed(payload, "whsec_someoneelse"))).status).toBe(400);
    expect((await webhook(payload, "t=1,v1=00")).status).toBe(400);
    expect((await call(admin, "GET", `/admin/api/invoices/${invoice.id}`)).json.state).toBe("open");
  });

  it("pays the invoice on Stripe's signed event, once however often it comes", async () => {
    const payload = event("cs_test_1");
    for (let i = 0; i < 2; i++) expect((await webhook(payload, signed(payload))).status).toBe(200);
    const detail = (await call(admin, "GET", `/admin/api/invoices/${invoice.id}`)).json;
    expect(detail).toMatchObject({ state: "paid", paid: "476.00", outstanding: "0.00" });
    expect(detail.payments).toEqual([expect.objectContaining({ amount: "476.00", source: "card" })]);
    expect((await pay(statusFormToken(token))).status).toBe(404);
    expect(await (await fetch(`${server.url}/status/${token}`)).text()).not.toContain("by card");
  });
});

describe("without card payments", () => {
  it("has neither the page nor the webhook", async () => {
    const plain = await startTestServer({ OPEN_EDITIONS: EDITION });
    try {
      const response = await fetch(`${plain.url}/payments/stripe/webhook`, { method: "POST", body: "{}" });
      expect(response.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
