/**
 * Every public and applicant route × every situation of one gallery's application: what each
 * answers, and whether the public routes name the gallery. The situations walk the application
 * through the rule book's cases (being reviewed with the period open and closed; accepted and
 * released, unreleased, or its edition kept off the public pages; rejected; withdrawn), and the
 * gallery holds a booth while accepted. Fails when a route is registered outside the back office
 * without being in the matrix (guard.test.ts is the back office's). The expected answers are
 * written out here, not asked of the rule book, so a rule broken there shows here.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeApplication } from "../../../test-support/applications.ts";
import { EURO_FEES, GERMAN_FAIR } from "../../../test-support/billing.ts";
import { pdfText } from "../../../test-support/pdf-text.ts";
import { startTestServer, type TestServer, type Visitor } from "../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../test-support/staff.ts";
import { exampleApplication } from "../../shared/example-application.ts";
import { changeStatus } from "../applications/status.ts";
import { issueStatusToken, statusFormToken } from "../status-page/tokens.ts";
import { picturePath } from "./public/ecosystem.ts";

const EDITION = "fair-2027";
const GALLERY = "Galerie Matrix";
const SLUG = "galerie-matrix";

const SITUATIONS = ["submitted", "closed", "accepted", "unreleased", "hidden", "rejected", "withdrawn"] as const;
type Situation = (typeof SITUATIONS)[number];

/** The public may see the gallery: accepted, its edition public, its decisions released. */
const PUBLIC: ReadonlySet<Situation> = new Set(["accepted"]);

let server: TestServer;
let admin: StaffVisitor;
let applicant: Visitor;
const at = {
  application: "",
  token: "",
  picture: "",
  otherFile: "",
  invoice: "",
  otherInvoice: "",
  unknownToken: "A".repeat(32),
};

interface Row {
  /** As registered: `METHOD /url/:param`. */
  route: string;
  /** {application} {token} {unknownToken} {picture} {otherFile} stand for this test's own. */
  path: string;
  method?: string;
  /** With the applicant's session (cookie and CSRF header) of the browser that sent the application. */
  applicant?: boolean;
  body?: () => BodyInit;
  headers?: Record<string, string>;
  /** The status in each situation, or the same in all. */
  status: number | Record<Situation, number>;
  /** "public": the answer names the gallery exactly when the public may see it; "never": never. */
  names?: "public" | "never";
  /** A check of the answer's body beyond its status. */
  check?: (text: string, situation: Situation) => void;
}

const inAll = (status: number, except: Partial<Record<Situation, number>> = {}) =>
  Object.fromEntries(SITUATIONS.map((s) => [s, except[s] ?? status])) as Record<Situation, number>;
const form = (fields: Record<string, string>) => () => new URLSearchParams(fields);

const ROWS: Row[] = [
  { route: "GET /healthz", path: "/healthz", status: 200, names: "never" },
  { route: "GET /readyz", path: "/readyz", status: 200, names: "never" },
  { route: "GET /metrics", path: "/metrics", status: 200, names: "never" },
  { route: "GET /favicon.ico", path: "/favicon.ico", status: 200, names: "never" },
  { route: "GET /favicon.svg", path: "/favicon.svg", status: 200, names: "never" },
  { route: "GET /robots.txt", path: "/robots.txt", status: 200, names: "never" },
  // The public pages: only a public gallery is there, in every form.
  { route: "GET /ecosystem", path: "/ecosystem", status: inAll(200, { hidden: 404 }), names: "public" },
  { route: "GET /ecosystem/:slug", path: `/ecosystem/${SLUG}`, status: inAll(404, { accepted: 200 }), names: "public" },
  {
    route: "GET /ecosystem/pictures/:fileId/:variant",
    path: "{publicPicture}",
    status: inAll(404, { accepted: 200 }),
  },
  { route: "GET /ecosystem/floor-plan", path: "/ecosystem/floor-plan", status: 200, names: "public" },
  {
    route: "GET /ecosystem/floor-plan.svg",
    path: "/ecosystem/floor-plan.svg",
    status: inAll(200, { hidden: 404 }),
    names: "public",
  },
  {
    route: "GET /ecosystem/floor-plan.pdf",
    path: "/ecosystem/floor-plan.pdf",
    status: inAll(200, { hidden: 404 }),
    names: "public",
  },
  {
    route: "GET /ecosystem/floor-plan.csv",
    path: "/ecosystem/floor-plan.csv",
    status: inAll(200, { hidden: 404 }),
    names: "public",
  },
  // The form and its calls: a session's own, the period's.
  { route: "GET /", path: "/", status: 200, names: "never" },
  { route: "GET /assets/*", path: "/assets/no-such-file.js", status: 404, names: "never" },
  { route: "GET /application-ping", path: "/application-ping", status: 401 },
  { route: "GET /application-ping", path: "/application-ping", applicant: true, status: 200 },
  { route: "POST /application-validate", path: "/application-validate", method: "POST", status: 401 },
  {
    route: "POST /application-validate",
    path: "/application-validate",
    method: "POST",
    applicant: true,
    body: () => new FormData(),
    status: inAll(422, { closed: 403 }),
  },
  { route: "POST /application-submit", path: "/application-submit", method: "POST", status: 401 },
  {
    route: "POST /application-submit",
    path: "/application-submit",
    method: "POST",
    applicant: true,
    body: () => new FormData(),
    status: inAll(422, { closed: 403 }),
  },
  { route: "GET /application-receipt/:id", path: "/application-receipt/{application}", status: 404 },
  { route: "GET /application-receipt/:id", path: "/application-receipt/{application}", applicant: true, status: 200 },
  // The status page: the link is the key; what it shows and offers follows the rule book.
  {
    route: "GET /status/:token",
    path: "/status/{token}",
    status: 200,
    check: (text, situation) => {
      const label = /Status: <strong>([^<]+)<\/strong>/.exec(text)?.[1];
      expect(label).toBe(
        { accepted: "Accepted", hidden: "Accepted", rejected: "Not accepted", withdrawn: "Withdrawn" }[
          situation as string
        ] ?? "Being reviewed",
      );
      expect(text.includes("Change my application")).toBe(situation === "submitted");
    },
  },
  { route: "GET /status/:token", path: "/status/{unknownToken}", status: 404 },
  { route: "GET /status/:token/files/:fileId", path: "/status/{token}/files/{picture}", status: 200 },
  { route: "GET /status/:token/files/:fileId", path: "/status/{token}/files/{otherFile}", status: 404 },
  {
    route: "GET /status/:token/withdraw",
    path: "/status/{token}/withdraw",
    status: inAll(200, { rejected: 303, withdrawn: 303 }),
  },
  {
    route: "POST /status/:token/withdraw",
    path: "/status/{token}/withdraw",
    method: "POST",
    body: form({ _csrf: "{csrf}" }),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    status: inAll(422, { rejected: 303, withdrawn: 303 }),
  },
  {
    route: "POST /status/:token/withdraw",
    path: "/status/{token}/withdraw",
    method: "POST",
    body: form({ confirm: "yes" }),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    status: 403,
  },
  { route: "GET /status", path: "/status", status: 200 },
  {
    route: "POST /status/link",
    path: "/status/link",
    method: "POST",
    // An address of its own each time: five links an hour per address.
    body: () => JSON.stringify({ email: `nobody-${Math.random().toString(36).slice(2)}@gallery.example` }),
    headers: { "content-type": "application/json" },
    status: 200,
  },
  {
    route: "GET /status/:token/change",
    path: "/status/{token}/change",
    status: inAll(409, { submitted: 200, closed: 303, withdrawn: 303 }),
  },
  { route: "GET /status/:token/start", path: "/status/{token}/start", status: 303 },
  {
    route: "GET /status/:token/application",
    path: "/status/{token}/application",
    status: 200,
    check: (text, situation) => expect(JSON.parse(text).may_change).toBe(situation === "submitted"),
  },
  { route: "GET /status/:token/application", path: "/status/{unknownToken}/application", status: 404 },
  // Its invoices, from the page's own links: whatever becomes of the application, what it was invoiced stays.
  {
    route: "GET /status/:token/invoices/:fileId",
    path: "/status/{token}/invoices/{invoice}.pdf",
    status: 200,
    names: "never",
  },
  { route: "GET /status/:token/invoices/:fileId", path: "/status/{token}/invoices/{invoice}.xml", status: 200 },
  { route: "GET /status/:token/invoices/:fileId", path: "/status/{token}/invoices/{otherInvoice}.pdf", status: 404 },
  { route: "GET /status/:token/invoices/:fileId", path: "/status/{unknownToken}/invoices/{invoice}.pdf", status: 404 },
  // Paying by card needs STRIPE_SECRET_KEY, which this server has not (card-payments.test.ts has it).
  {
    route: "POST /status/:token/invoices/:id/pay",
    path: "/status/{token}/invoices/{invoice}/pay",
    method: "POST",
    body: form({ _csrf: "{csrf}" }),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    status: 404,
  },
  {
    route: "POST /status/:token/change",
    path: "/status/{token}/change",
    method: "POST",
    body: () => new FormData(),
    headers: { "x-csrf-token": "{csrf}" },
    status: inAll(409, { submitted: 422, closed: 403 }),
  },
];

const fill = (text: string) =>
  text
    .replaceAll("{application}", at.application)
    .replaceAll("{unknownToken}", at.unknownToken)
    .replaceAll("{token}", at.token)
    .replaceAll("{csrf}", statusFormToken(at.token))
    .replaceAll("{picture}", at.picture)
    .replaceAll("{otherFile}", at.otherFile)
    .replaceAll("{otherInvoice}", at.otherInvoice)
    .replaceAll("{invoice}", at.invoice)
    .replaceAll("{publicPicture}", picturePath(at.picture, "list"));

async function call(row: Row): Promise<{ status: number; text: string }> {
  const headers = Object.fromEntries(Object.entries(row.headers ?? {}).map(([k, v]) => [k, fill(v)]));
  let body = row.body?.();
  if (body instanceof URLSearchParams) body = new URLSearchParams([...body].map(([k, v]) => [k, fill(v)]));
  const init: RequestInit = {
    method: row.method ?? "GET",
    redirect: "manual",
    headers: { origin: server.url, ...headers },
    ...(body === undefined ? {} : { body }),
  };
  const response = row.applicant
    ? await applicant.fetch(fill(row.path), init)
    : await fetch(`${server.url}${fill(row.path)}`, init);
  const bytes = Buffer.from(await response.arrayBuffer());
  // A PDF's text is in compressed streams and embedded font subsets: read it as a viewer shows it.
  const pdf = response.status === 200 && response.headers.get("content-type") === "application/pdf";
  return { status: response.status, text: pdf ? await pdfText(bytes) : bytes.toString("utf8") };
}

async function admin200(method: string, path: string, body?: object) {
  const response = await admin.fetch(path, {
    method,
    ...(body ? { headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {}),
  });
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBe(200);
}

/** Brings the application and its edition into the situation, from the one before. */
async function enter(situation: Situation) {
  const edition = (change: object) => admin200("PATCH", `/admin/api/editions/${EDITION}`, change);
  const status = (to: string) =>
    changeStatus(server.app.db, [at.application], to as never, { staffId: null, via: "cli" }, null);
  switch (situation) {
    case "submitted":
      return;
    case "closed":
      return edition({ opens_at: "2020-01-01T00:00:00Z", closes_at: "2021-01-01T00:00:00Z" });
    case "accepted":
      await edition({ opens_at: null, closes_at: null });
      await status("accepted");
      return admin200("PUT", `/admin/api/applications/${at.application}/booth`, { booth_id: "A1" });
    case "unreleased":
      return edition({ decisions_released: false });
    case "hidden":
      return edition({ decisions_released: true, public: false });
    case "rejected":
      await edition({ public: true });
      return status("rejected");
    case "withdrawn":
      return status("withdrawn");
  }
}

beforeAll(async () => {
  server = await startTestServer({ OPEN_EDITIONS: EDITION });
  const account = await createStaff(server.app, { email: "admin@fair.example", role: "admin" });
  admin = await signIn(server.url, account.email, account.password);
  applicant = await server.visitor();
  // The edition charges an application fee: the gallery's invoice is on its page.
  await admin200("PUT", "/admin/api/billing", GERMAN_FAIR);
  await admin200("PUT", `/admin/api/editions/${EDITION}/fees`, EURO_FEES);
  const gallery = exampleApplication({ edition: EDITION, artists: 1, artworksPerArtist: 1 });
  gallery.gallery.name = GALLERY;
  gallery.choice = "galleries";
  gallery.proposal.booth = "small";
  at.application = (await storeApplication(server.app, gallery)).id;
  at.token = await issueStatusToken(server.app.db, at.application);
  // Sent from the applicant's browser: its receipt is that session's (stored by its first call).
  expect((await applicant.fetch("/application-ping")).status).toBe(200);
  const session = await server.app.db
    .selectFrom("applicant_sessions")
    .select("id")
    .where("csrf_token", "=", applicant.token)
    .executeTakeFirstOrThrow();
  await server.app.db
    .updateTable("applications")
    .set({ idempotency_key: `${session.id}:matrix` })
    .where("id", "=", at.application)
    .execute();
  const picture = await server.app.db
    .selectFrom("files")
    .select("id")
    .where("application_id", "=", at.application)
    .where("record_path", "=", "gallery.pictures.0")
    .executeTakeFirstOrThrow();
  at.picture = picture.id;
  const other = await storeApplication(server.app, exampleApplication({ edition: EDITION }));
  at.otherFile = (
    await server.app.db
      .selectFrom("files")
      .select("id")
      .where("application_id", "=", other.id)
      .executeTakeFirstOrThrow()
  ).id;
  const invoiceOf = async (id: string) =>
    (await server.app.db.selectFrom("invoices").select("id").where("application_id", "=", id).executeTakeFirstOrThrow())
      .id;
  at.invoice = await invoiceOf(at.application);
  at.otherInvoice = await invoiceOf(other.id);
  const booth = { id: "A1", label: "A1", size: "small", x_m: 0, y_m: 0, w_m: 3, d_m: 3 };
  const plan = { halls: [{ id: "h", name: "Main Hall", width_m: 10, depth_m: 10, booths: [booth] }] };
  await admin200("PUT", `/admin/api/editions/${EDITION}/floor-plan`, plan);
}, 60_000);
afterAll(() => server?.close());

describe.each(SITUATIONS)("the gallery's application %s", (situation) => {
  beforeAll(() => enter(situation));

  it.each(ROWS.map((row) => [`${row.method ?? "GET"} ${row.path}${row.applicant ? " (its session)" : ""}`, row]))(
    "%s",
    async (_name, row) => {
      const answer = await call(row);
      const expected = typeof row.status === "number" ? row.status : row.status[situation];
      expect(answer.status, answer.text.slice(0, 300)).toBe(expected);
      if (row.names)
        expect(answer.text.includes(GALLERY), "names the gallery").toBe(
          row.names === "public" && PUBLIC.has(situation) && expected === 200,
        );
      row.check?.(answer.text, situation);
    },
  );
});

it("holds every route outside the back office, as registered: a new one cannot be left out", () => {
  const listed = new Set(ROWS.map((row) => row.route));
  const missing = server.app.siteRoutes
    .filter((route) => route.method !== "HEAD" && !route.url.startsWith("/admin"))
    .map((route) => `${route.method} ${route.url}`)
    .filter((route) => !listed.has(route));
  expect(missing).toEqual([]);
  expect(listed.size).toBeGreaterThan(25);
});
