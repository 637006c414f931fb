/**
 * Overdue invoices reminded by mail in a batch: only those past their due day and unpaid, each to
 * the contact for tax matters with what is due, how to pay and a working link to the status page,
 * noted in the history, and not again within a week. On SQLite and in the PostgreSQL pass.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { storeApplication } from "../../../test-support/applications.ts";
import { call, EURO_FEES, GERMAN_FAIR } from "../../../test-support/billing.ts";
import { writtenMails } from "../../../test-support/mail.ts";
import { startTestServer, type TestServer } from "../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../test-support/staff.ts";
import { exampleApplication } from "../../shared/example-application.ts";

const EDITION = "late-2027";
const DAY = 24 * 60 * 60 * 1000;
let server: TestServer;
let admin: StaffVisitor;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({ OPEN_EDITIONS: EDITION });
  const a = await createStaff(server.app, { email: "admin@fair.example", role: "admin" });
  admin = await signIn(server.url, a.email, a.password);
  await call(admin, "PUT", "/admin/api/billing", GERMAN_FAIR);
  await call(admin, "PUT", `/admin/api/editions/${EDITION}/fees`, EURO_FEES);
  for (const [key, daysAgo] of [
    ["late", 45],
    ["paid", 45],
    ["recent", 3],
  ] as const) {
    const form = exampleApplication({ edition: EDITION, artists: 1, artworksPerArtist: 1, withFiles: false });
    form.gallery.name = `Galerie ${key}`;
    form.tax.email = `accounts-${key}@gallery.example`;
    const { id } = await storeApplication(server.app, form, { now: Date.now() - daysAgo * DAY });
    ids[key] = id;
    ids[`${key}Invoice`] = (await call(admin, "GET", `/admin/api/invoices?application=${id}`)).json.items[0].id;
  }
  await call(admin, "POST", `/admin/api/invoices/${ids.paidInvoice}/payments`, {
    amount: "476.00",
    paid_at: "2027-01-01",
  });
});
afterAll(() => server.close());

it("lists the overdue invoice as overdue and reminds it alone, with how to pay and a working link", async () => {
  const overdue = (await call(admin, "GET", `/admin/api/invoices?edition=${EDITION}&state=overdue`)).json.items;
  expect(overdue.map((i: { id: string }) => i.id)).toEqual([ids.lateInvoice]);
  const answer = await call(admin, "POST", `/admin/api/editions/${EDITION}/invoices/remind`, {});
  expect(answer.status).toBe(200);
  expect(answer.json.reminded).toEqual([
    { invoice: ids.lateInvoice, number: overdue[0].number, to: "accounts-late@gallery.example" },
  ]);
  // The mail outbox delivers after the answer: the .eml file is written a moment later.
  let mails: Awaited<ReturnType<typeof writtenMails>> = [];
  for (let i = 0; i < 100 && mails.length === 0; i++) {
    mails = (await writtenMails(server.dataDir)).filter((m) => m.to === "accounts-late@gallery.example");
    if (mails.length === 0) await new Promise((r) => setTimeout(r, 50));
  }
  expect(mails).toHaveLength(1);
  const mail = mails[0] as (typeof mails)[0];
  expect(mail.subject).toBe(`Payment reminder: invoice ${overdue[0].number} (476.00 EUR)`);
  for (const expected of ["476.00 EUR", "DE89 3704 0044 0532 0130 00", overdue[0].reference.slice(0, 4)])
    expect(mail.text).toContain(expected);
  const link = /https?:\/\/\S+\/status\/[A-Za-z0-9_-]{32}/.exec(mail.text)?.[0] as string;
  const page = await fetch(link.replace(/^https?:\/\/[^/]+/, server.url));
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(overdue[0].number);
  const history = (await call(admin, "GET", `/admin/api/applications/${ids.late}`)).json.history;
  expect(history.map((h: { event?: string }) => h.event).filter(Boolean)).toContain("invoice_reminded");
});

it("does not remind again within a week, unless the invoice is named", async () => {
  const again = await call(admin, "POST", `/admin/api/editions/${EDITION}/invoices/remind`, {});
  expect(again.json.reminded).toEqual([]);
  expect(again.json.skipped).toContainEqual(
    expect.objectContaining({ invoice: ids.lateInvoice, reason: "reminded within the last week" }),
  );
  const named = await call(admin, "POST", `/admin/api/editions/${EDITION}/invoices/remind`, {
    ids: [ids.lateInvoice, ids.recentInvoice],
  });
  expect(named.json.reminded.map((r: { invoice: string }) => r.invoice)).toEqual([ids.lateInvoice]);
  expect(named.json.skipped).toEqual([expect.objectContaining({ invoice: ids.recentInvoice, reason: "not overdue" })]);
});
