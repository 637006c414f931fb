/**
 * An edition that reviews only paid applications: an unpaid one is in no reviewer's list, queue,
 * export or count, and its routes are 404 to her; admins see it marked "awaiting payment" and can
 * list those alone; once paid (or its invoice cancelled) it joins the jury's work. An edition
 * without the setting holds nothing back. On SQLite and in the PostgreSQL pass.
 */
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, expect, it } from "vitest";
import { storeApplication } from "../../../test-support/applications.ts";
import { call, EURO_FEES, GERMAN_FAIR } from "../../../test-support/billing.ts";
import { startTestServer, type TestServer } from "../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../test-support/staff.ts";
import { exampleApplication } from "../../shared/example-application.ts";

const EDITION = "paid-first-2027";
let server: TestServer;
let admin: StaffVisitor;
let reviewer: StaffVisitor;
const ids = { unpaid: "", paid: "", waived: "" };
const invoices = { unpaid: "", paid: "", waived: "" };

beforeAll(async () => {
  server = await startTestServer({ OPEN_EDITIONS: EDITION });
  const a = await createStaff(server.app, { email: "admin@fair.example", role: "admin" });
  const r = await createStaff(server.app, { email: "juror@fair.example", role: "reviewer" });
  admin = await signIn(server.url, a.email, a.password);
  reviewer = await signIn(server.url, r.email, r.password);
  await call(admin, "PUT", "/admin/api/billing", GERMAN_FAIR);
  await call(admin, "PUT", `/admin/api/editions/${EDITION}/fees`, { ...EURO_FEES, fee_required_for_review: true });
  for (const key of ["unpaid", "paid", "waived"] as const) {
    const form = exampleApplication({ edition: EDITION, artists: 1, artworksPerArtist: 1, withFiles: false });
    form.gallery.name = `Galerie ${key}`;
    ids[key] = (await storeApplication(server.app, form)).id;
    invoices[key] = (await call(admin, "GET", `/admin/api/invoices?application=${ids[key]}`)).json.items[0].id;
  }
  await call(admin, "POST", `/admin/api/invoices/${invoices.paid}/payments`, {
    amount: "476.00",
    paid_at: "2027-01-05",
  });
  await call(admin, "POST", `/admin/api/invoices/${invoices.waived}/cancel`, { reason: "Fee waived: invited gallery" });
});
afterAll(() => server.close());

const listed = async (who: StaffVisitor, query = "") =>
  (await call(who, "GET", `/admin/api/applications?edition=${EDITION}${query}`)).json.items
    .map(
      (i: { gallery: string; awaiting_payment: boolean }) =>
        `${i.gallery}${i.awaiting_payment ? " (awaiting payment)" : ""}`,
    )
    .sort();

it("keeps an unpaid application from every reviewer's list, queue, export and routes", async () => {
  expect(await listed(reviewer)).toEqual(["Galerie paid", "Galerie waived"]);
  expect((await call(reviewer, "GET", `/admin/api/applications?edition=${EDITION}`)).json.total).toBe(2);
  const queue = (await call(reviewer, "GET", `/admin/api/queue?edition=${EDITION}`)).json;
  expect(queue.items.map((i: { gallery: string }) => i.gallery).sort()).toEqual(["Galerie paid", "Galerie waived"]);
  expect((await call(reviewer, "GET", `/admin/api/applications/${ids.unpaid}`)).status).toBe(404);
  expect((await call(reviewer, "PUT", `/admin/api/applications/${ids.unpaid}/review`, { scores: {} })).status).toBe(
    404,
  );
  const csv = await (await reviewer.fetch(`/admin/api/exports/applications.csv?edition=${EDITION}`)).text();
  const rows = parse(csv.replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];
  expect(rows.map((r) => r.Gallery ?? r["Gallery name"]).sort()).toEqual(["Galerie paid", "Galerie waived"]);
});

it("shows it to admins as awaiting payment, with a filter for those alone", async () => {
  expect(await listed(admin)).toEqual(["Galerie paid", "Galerie unpaid (awaiting payment)", "Galerie waived"]);
  expect(await listed(admin, "&payment=awaiting")).toEqual(["Galerie unpaid (awaiting payment)"]);
  expect(await listed(reviewer, "&payment=awaiting")).toEqual([]);
  expect((await call(admin, "GET", `/admin/api/applications/${ids.unpaid}`)).status).toBe(200);
  // Nobody's queue holds it, an admin's neither: it is not the jury's work yet.
  const queue = (await call(admin, "GET", `/admin/api/queue?edition=${EDITION}`)).json;
  expect(queue.items.map((i: { gallery: string }) => i.gallery)).not.toContain("Galerie unpaid");
  expect((await call(admin, "GET", `/admin/api/applications?edition=${EDITION}&payment=paid`)).status).toBe(400);
});

it("lets it join the jury's work once paid", async () => {
  await call(admin, "POST", `/admin/api/invoices/${invoices.unpaid}/payments`, {
    amount: "476.00",
    paid_at: "2027-01-09",
  });
  expect(await listed(reviewer)).toEqual(["Galerie paid", "Galerie unpaid", "Galerie waived"]);
  expect((await call(reviewer, "GET", `/admin/api/applications/${ids.unpaid}`)).status).toBe(200);
  expect(await listed(admin, "&payment=awaiting")).toEqual([]);
});

it("holds nothing back where the edition does not require the fee first", async () => {
  await call(admin, "PUT", `/admin/api/editions/${EDITION}/fees`, EURO_FEES);
  const form = exampleApplication({ edition: EDITION, artists: 1, artworksPerArtist: 1, withFiles: false });
  form.gallery.name = "Galerie later";
  await storeApplication(server.app, form);
  expect(await listed(reviewer)).toContain("Galerie later");
});
