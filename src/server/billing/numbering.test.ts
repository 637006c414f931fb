/**
 * Invoice numbers under concurrency: two instances on one database (two SQLite connections to one
 * file, or two PostgreSQL pools), an admin on each issuing drafts at once while galleries submit to
 * an edition with a fee on both. Every number is given once, none is skipped, and drafts asked for
 * by both admins are issued once. On SQLite and in the PostgreSQL pass.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { storeApplication } from "../../../test-support/applications.ts";
import { call, EURO_FEES, GERMAN_FAIR } from "../../../test-support/billing.ts";
import { filesForForm } from "../../../test-support/fixtures.ts";
import { startTestServer, type TestServer, visit } from "../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../test-support/staff.ts";
import { exampleApplication } from "../../shared/example-application.ts";
import { applicationFormData } from "../../shared/form-data.ts";
import { parsePercent } from "../../shared/money.ts";
import { type App, buildApp } from "../app.ts";
import { insertInvoice } from "./invoices.ts";
import { buyerOfTax } from "./parties.ts";

function exactPercent(text: string) {
  const percent = parsePercent(text);
  if (!percent) throw new Error(`${text} is no percentage`);
  return percent;
}

const FEES = "fees-2027";
const BOOTHS = "booths-2027";
let server: TestServer;
let second: App;
let secondUrl: string;
let ada: StaffVisitor;
let bo: StaffVisitor;
const drafts: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ OPEN_EDITIONS: `${FEES},${BOOTHS}` });
  // A second instance on the same database: the same DATA_DIR (SQLite file) or DATABASE_URL.
  second = await buildApp({ config: server.config });
  await second.listen({ port: 0, host: "127.0.0.1" });
  const address = second.server.address();
  secondUrl = typeof address === "object" && address ? `http://127.0.0.1:${address.port}` : "";
  const a = await createStaff(server.app, { email: "ada@fair.example", role: "admin" });
  const b = await createStaff(server.app, { email: "bo@fair.example", role: "admin" });
  ada = await signIn(server.url, a.email, a.password);
  bo = await signIn(secondUrl, b.email, b.password);
  expect((await call(ada, "PUT", "/admin/api/billing", GERMAN_FAIR)).status).toBe(200);
  expect((await call(ada, "PUT", `/admin/api/editions/${FEES}/fees`, EURO_FEES)).status).toBe(200);
  // Drafts for galleries of an edition without fees (so storing them takes no number).
  const form = exampleApplication({ edition: BOOTHS, artists: 1, artworksPerArtist: 1, withFiles: false });
  const { id } = await storeApplication(server.app, form);
  const db = server.app.db;
  for (let i = 0; i < 64; i++)
    drafts.push(
      (
        await db.transaction().execute((trx) =>
          insertInvoice(
            trx,
            db,
            {
              applicationId: id,
              edition: BOOTHS,
              kind: "deposit",
              currency: "EUR",
              lines: [{ description: `Deposit ${i}`, quantity: 100, unit: "C62", unitPrice: 1000 + i }],
              treatment: { rule: "domestic", category: "S", rate: exactPercent("19"), note: null },
              seller: { ...GERMAN_FAIR, iban: "DE89370400440532013000" },
              buyer: buyerOfTax(form.tax),
            },
            { actor: { staffId: null, via: "demo" }, now: Date.now() },
          ),
        )
      ).id,
    );
});

afterAll(async () => {
  await second?.close();
  await server?.close();
});

async function submitOn(url: string, n: number) {
  const visitor = await visit(url);
  const form = exampleApplication({ edition: FEES, artists: 1, artworksPerArtist: 1 });
  form.gallery.name = `Galerie ${n}`;
  const response = await visitor.fetch("/application-submit", {
    method: "POST",
    body: applicationFormData(form, { files: filesForForm(form), token: visitor.token }),
  });
  return response.status;
}

it("gives every number once and skips none while two instances issue and galleries submit at once", async () => {
  const chunks = (from: number, to: number) =>
    Array.from({ length: (to - from) / 3 }, (_, i) => drafts.slice(from + i * 3, from + i * 3 + 3));
  const issue = (who: StaffVisitor, ids: string[]) => call(who, "POST", "/admin/api/invoices/issue", { ids });
  const adaRounds = chunks(0, 30);
  const boRounds = chunks(30, 60);
  const both = drafts.slice(60, 64);
  const results = await Promise.all([
    (async () => {
      const out = [];
      for (const ids of adaRounds) out.push(await issue(ada, ids));
      return out;
    })(),
    (async () => {
      const out = [];
      for (const ids of boRounds) out.push(await issue(bo, ids));
      return out;
    })(),
    issue(ada, both),
    issue(bo, both),
    ...Array.from({ length: 4 }, (_, n) => submitOn(n % 2 ? secondUrl : server.url, n)),
  ]);
  const [adaAnswers, boAnswers, adaBoth, boBoth, ...submits] = results as [
    Awaited<ReturnType<typeof issue>>[],
    Awaited<ReturnType<typeof issue>>[],
    Awaited<ReturnType<typeof issue>>,
    Awaited<ReturnType<typeof issue>>,
    ...number[],
  ];
  for (const answer of [...adaAnswers, ...boAnswers]) expect(answer.status).toBe(200);
  expect(submits).toEqual([200, 200, 200, 200]);
  // The drafts both asked for: issued by one, refused to the other, whole.
  expect([adaBoth.status, boBoth.status].sort()).toEqual([200, 409]);
  const rows = await server.app.db
    .selectFrom("invoices")
    .select(["id", "seq", "number", "status"])
    .where("seq", "is not", null)
    .orderBy("seq")
    .execute();
  const issuedCount = 64 + 4;
  expect(rows.map((r) => Number(r.seq))).toEqual(Array.from({ length: issuedCount }, (_, i) => i + 1));
  expect(new Set(rows.map((r) => r.number)).size).toBe(issuedCount);
  const counter = await server.app.db.selectFrom("invoice_counters").select("last_number").executeTakeFirstOrThrow();
  expect(Number(counter.last_number)).toBe(issuedCount);
  // Each admin's own drafts were numbered in the order she asked for them.
  const seqOf = new Map(rows.map((r) => [r.id, Number(r.seq)]));
  for (const rounds of [adaRounds, boRounds]) {
    const seqs = rounds.flat().map((id) => seqOf.get(id) as number);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
  }
});
