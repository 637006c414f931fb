/**
 * The running of the fair (editions, criteria, the team, the floor plan, the money) refuses a
 * request that does not fit its route's schema with 422 naming the field, never a 500, and stores
 * nothing; the money routes word it as their own checks do ("<field> <what>.").
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../../test-support/staff.ts";

const EDITION = "refusals-2031";
let server: TestServer;
let admin: StaffVisitor;

async function call(method: string, pathname: string, body?: unknown) {
  const response = await admin.fetch(pathname, {
    method,
    ...(body !== undefined ? { headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

beforeAll(async () => {
  server = await startTestServer();
  const account = await createStaff(server.app, { email: "ops-admin@fair.example", role: "admin" });
  admin = await signIn(server.url, account.email, account.password);
  expect((await call("POST", "/admin/api/editions", { slug: EDITION, name: "Refusals 2031" })).status).toBe(201);
});
afterAll(() => server?.close());

it("an edition's field that does not fit is named, and the edition stays as it was", async () => {
  const zone = await call("PATCH", `/admin/api/editions/${EDITION}`, { time_zone: "Mars/Olympus", name: "Changed" });
  expect(zone).toEqual({
    status: 422,
    json: { field: "time_zone", message: "time_zone: must be a time zone such as Europe/Berlin." },
  });
  const flag = await call("PATCH", `/admin/api/editions/${EDITION}`, { public: "yes" });
  expect(flag.status).toBe(422);
  expect(flag.json).toMatchObject({ field: "public" });
  const list = (await call("GET", "/admin/api/editions")).json as { items: { slug: string; name: string }[] };
  expect(list.items.find((e) => e.slug === EDITION)?.name).toBe("Refusals 2031");
});

it("a criterion, a member and a booth refuse a field of the wrong kind by its name", async () => {
  const criterion = await call("POST", `/admin/api/editions/${EDITION}/criteria`, { label: "Quality" });
  expect(criterion.status).toBe(201);
  const hidden = await call("PATCH", `/admin/api/editions/${EDITION}/criteria/${criterion.json.id}`, { hidden: "yes" });
  expect(hidden).toMatchObject({ status: 422, json: { field: "hidden" } });

  const staff = (await call("GET", "/admin/api/staff")).json as { items: { id: string }[] };
  const member = staff.items[0]?.id as string;
  expect(await call("PATCH", `/admin/api/staff/${member}`, { disabled: "yes" })).toMatchObject({
    status: 422,
    json: { field: "disabled" },
  });

  const booth = await call("PUT", "/admin/api/applications/00000000-0000-4000-8000-000000000000/booth", {
    booth_id: "S1",
    force: "yes",
  });
  expect(booth).toMatchObject({ status: 422, json: { field: "force" } });
});

it("the money routes word a request that does not fit as their own checks do", async () => {
  expect(await call("POST", `/admin/api/editions/${EDITION}/invoices/remind`, { ids: "all" })).toEqual({
    status: 422,
    json: { field: "ids", message: "ids must be a list of invoice ids." },
  });
  const notAnObject = await call("POST", "/admin/api/payments/00000000-0000-4000-8000-000000000000/settle", [1]);
  expect(notAnObject).toEqual({ status: 422, json: { message: "The body must be a JSON object." } });
  expect((await call("GET", "/admin/api/invoices/not-an-invoice.pdf")).status).toBe(404);
});
