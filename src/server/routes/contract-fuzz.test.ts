/**
 * Every route as registered, sent what no client of ours sends: malformed address parameters and
 * queries, and (for the routes that read a JSON body) bodies of the wrong shape. Whatever arrives,
 * the answer is a refusal or a not-found, never the server's failure (5xx). Generated from
 * server.app.siteRoutes, so a route added later is held to it without being named here.
 */
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { storeApplication } from "../../../test-support/applications.ts";
import { startTestServer, type TestServer, type Visitor } from "../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../test-support/staff.ts";
import { exampleApplication } from "../../shared/example-application.ts";
import { issueStatusToken } from "../status-page/tokens.ts";

/** Routes that the static files plugin registers: files, not a contract of ours. */
const STATIC = /^\/assets\/\*$|^\/\*$/;

/** Values no address parameter of ours takes; "%00" goes as typed (a NUL once decoded). */
const MALFORMED_PARAMS = ["%00", "x".repeat(300), encodeURIComponent("../x"), "null", "%E0%A4%A", "-1", "1e309"];

/** Query values that a route's querystring schema (or its handler) must refuse or ignore. */
const MALFORMED_QUERIES = [
  `state=lost&edition=%00&page=-1&limit=x&sort=%00&q=${"x".repeat(300)}`,
  "next=//evil.example&edition[]=a&edition[]=b&page=1e309&per_page=null&status=__proto__",
  "withdrawn=%00&from=not-a-date&to=2026-13-45&ids=x&all=maybe&decision=../x",
];

/** Names a JSON body of ours may use: sent with values of the wrong type. */
const FIELD_NAMES = [
  "email",
  "password",
  "current_password",
  "name",
  "role",
  "ids",
  "id",
  "all",
  "code",
  "secret",
  "status",
  "note",
  "body",
  "subject",
  "text",
  "tags",
  "score",
  "scores",
  "booth",
  "edition",
  "slug",
  "fees",
  "amount",
  "lines",
  "criteria",
  "assignees",
  "conflict",
  "decision",
  "confirm",
  "zones",
  "plan",
  "settings",
  "next",
  "totp",
  "pending",
];

/** A body whose every field of ours has the wrong type (each in turn a number, a list, null…). */
const wrongType = (value: unknown) => Object.fromEntries(FIELD_NAMES.map((name) => [name, value]));

const FIXED_BODIES: { what: string; text: string }[] = [
  { what: "not JSON", text: "{" },
  { what: "a list", text: "[]" },
  { what: "a list of objects", text: '[{"ids":[]}]' },
  { what: "a string", text: '"x"' },
  { what: "null", text: "null" },
  { what: "an empty object", text: "{}" },
  { what: "numbers", text: JSON.stringify(wrongType(-1)) },
  { what: "lists", text: JSON.stringify(wrongType(["x"])) },
  { what: "objects", text: JSON.stringify(wrongType({ x: [1] })) },
  { what: "nulls", text: JSON.stringify(wrongType(null)) },
  { what: "booleans", text: JSON.stringify(wrongType(true)) },
  { what: "huge strings", text: JSON.stringify(wrongType("x".repeat(20_000))) },
  { what: "malformed ids", text: JSON.stringify(wrongType("../x")) },
  { what: "prototype keys", text: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}' },
];

let server: TestServer;
let admin: StaffVisitor;
let applicant: Visitor;
/** Values that fit each parameter's shape, so a malformed body reaches the code that reads it. */
let plausible: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer({
    // The webhook's route exists only with card payments on (no call reaches Stripe: nothing here is signed).
    STRIPE_SECRET_KEY: "sk_test_contractfuzz",
    STRIPE_WEBHOOK_SECRET: "whsec_contractfuzz",
    STRIPE_API_URL: "http://127.0.0.1:9",
  });
  const account = await createStaff(server.app, { email: "fuzz-admin@fair.example", role: "admin" });
  admin = await signIn(server.url, account.email, account.password);
  applicant = await server.visitor();
  const edition = server.config.openEditions[0] ?? "";
  const { id } = await storeApplication(server.app, { ...exampleApplication({ withFiles: true }), edition });
  plausible = {
    id,
    slug: edition,
    token: await issueStatusToken(server.app.db, id),
    fileId: "00000000-0000-4000-8000-000000000000",
    variant: "list",
    decision: "accepted",
    name: "tag",
    "*": "applications",
  };
}, 60_000);
afterAll(() => server?.close());

function routes() {
  return server.app.siteRoutes.filter((route) => route.method !== "HEAD" && !STATIC.test(route.url));
}

/** The route's address with every parameter (and the wildcard) given `value`, or its plausible value. */
function address(url: string, value: (name: string) => string): string {
  return url.replace(/:([A-Za-z0-9_]+)|\*/g, (match, name: string | undefined) => value(name ?? match));
}

interface Failure {
  route: string;
  sent: string;
  status: number;
  answer: string;
}

async function send(route: string, path: string, init: RequestInit, what: string, failures: Failure[]) {
  const headers = new Headers(init.headers);
  if (endsSession(route)) headers.set("cookie", "");
  else if (!path.startsWith("/admin")) {
    // The applicant's routes: her session (and its CSRF token) besides the admin's.
    headers.set("cookie", `${admin.cookie}; ${applicant.cookie}`);
    headers.set("x-csrf-token", applicant.token);
  }
  const response = await admin.fetch(path, { redirect: "manual", ...init, headers });
  const answer = await response.text();
  if (response.status >= 500)
    failures.push({ route, sent: what, status: response.status, answer: answer.slice(0, 200) });
}

/**
 * POST /admin/sign-out would end the session the rest needs (and signing in again is throttled
 * after the sign-in route's own malformed bodies): it is sent without the admin's cookie.
 */
const endsSession = (route: string) => route === "POST /admin/sign-out";

async function fuzzAll(each: (route: { method: string; url: string; takes: string | undefined }) => Promise<void>) {
  // Erasing the application the plausible parameters name comes last, whatever it is sent.
  const last = (route: { url: string }) => Number(route.url.endsWith("/erase"));
  for (const route of [...routes()].sort((a, b) => last(a) - last(b))) await each(route);
}

const readsJson = (route: { method: string; takes: string | undefined }) =>
  ["POST", "PUT", "PATCH", "DELETE"].includes(route.method) && route.takes === undefined;

function unexpected(failures: Failure[]) {
  return failures.map((f) => `${f.route} with ${f.sent} → ${f.status} ${f.answer}`);
}

it("a malformed parameter or query is never answered 5xx", async () => {
  const failures: Failure[] = [];
  await fuzzAll(async (route) => {
    const name = `${route.method} ${route.url}`;
    const init: RequestInit = { method: route.method };
    if (readsJson(route)) Object.assign(init, { headers: { "content-type": "application/json" }, body: "{}" });
    const hasParams = /[:*]/.test(route.url);
    if (hasParams)
      for (const value of MALFORMED_PARAMS)
        await send(
          name,
          address(route.url, () => value),
          init,
          `parameters ${value.slice(0, 20)}`,
          failures,
        );
    for (const query of MALFORMED_QUERIES)
      await send(name, `${address(route.url, (p) => plausible[p] ?? "x")}?${query}`, init, `query ${query}`, failures);
  });
  expect(unexpected(failures)).toEqual([]);
}, 300_000);

it("a JSON body of the wrong shape is never answered 5xx", async () => {
  const failures: Failure[] = [];
  // Arbitrary JSON besides the fixed cases: a fixed seed, so a failure shows again when run again.
  const generated = fc
    .sample(fc.jsonValue({ maxDepth: 3 }), { numRuns: 6, seed: 31 })
    .map((value, i) => ({ what: `generated JSON #${i}`, text: JSON.stringify(value) ?? "null" }));
  await fuzzAll(async (route) => {
    if (!readsJson(route)) return;
    const name = `${route.method} ${route.url}`;
    const path = address(route.url, (p) => plausible[p] ?? "x");
    for (const body of [...FIXED_BODIES, ...generated])
      await send(
        name,
        path,
        { method: route.method, headers: { "content-type": "application/json" }, body: body.text },
        body.what,
        failures,
      );
  });
  expect(unexpected(failures)).toEqual([]);
}, 300_000);

it("a route that takes a form, an upload or raw bytes is never answered 5xx for a malformed one", async () => {
  const failures: Failure[] = [];
  const bodies: Record<string, { type: string; text: string }[]> = {
    form: [
      { type: "application/x-www-form-urlencoded", text: "%00=%E0%A4%A&email=%00&password[]=x&confirm=null" },
      { type: "application/x-www-form-urlencoded", text: `email=${"x".repeat(3000)}` },
    ],
    multipart: [
      { type: "multipart/form-data; boundary=zz", text: '--zz\r\nContent-Disposition: form-data; name="x"\r\n\r\n{' },
      { type: "multipart/form-data", text: "no boundary" },
    ],
    raw: [{ type: "application/json", text: "{" }],
    nothing: [{ type: "application/json", text: "[]" }],
  };
  await fuzzAll(async (route) => {
    if (route.takes === undefined) return;
    const path = address(route.url, (p) => plausible[p] ?? "x");
    for (const body of bodies[route.takes] ?? [])
      await send(
        `${route.method} ${route.url}`,
        path,
        { method: route.method, headers: { "content-type": body.type }, body: body.text },
        `${route.takes} ${body.text.slice(0, 30)}`,
        failures,
      );
  });
  expect(unexpected(failures)).toEqual([]);
}, 300_000);
