/**
 * Every route as registered declares its contract: its answer, its address's parameters, and the
 * body it reads (or says what it reads instead). A route added without one fails here by name.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../test-support/staff.ts";

let server: TestServer;
let admin: StaffVisitor;
beforeAll(async () => {
  server = await startTestServer();
  const account = await createStaff(server.app, { email: "contract-admin@fair.example", role: "admin" });
  admin = await signIn(server.url, account.email, account.password);
});
afterAll(() => server?.close());

/** Routes that the static files plugin registers: files, not a contract of ours. */
const STATIC = /^\/assets\/\*$|^\/\*$/;

function undeclared() {
  return server.app.siteRoutes
    .filter((route) => route.method !== "HEAD" && !STATIC.test(route.url))
    .flatMap((route) => {
      const name = `${route.method} ${route.url}`;
      const gaps: string[] = [];
      if (!route.declares.response) gaps.push(`${name}: no answer schema`);
      if (/[:*]/.test(route.url) && !route.declares.params) gaps.push(`${name}: no params schema`);
      const readsBody = ["POST", "PUT", "PATCH", "DELETE"].includes(route.method);
      if (readsBody && !route.declares.body && route.takes === undefined)
        gaps.push(`${name}: no body schema (or config.takes)`);
      return gaps;
    });
}

it("every route declares its answer, its parameters and its body", () => {
  expect(undeclared()).toEqual([]);
});

it("a request that does not fit is refused naming the field, never with a 500", async () => {
  const send = (body: unknown) =>
    admin.fetch("/admin/api/mail/retry", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const wrongType = await send({ ids: "one" });
  expect(wrongType.status).toBe(422);
  expect(await wrongType.json()).toMatchObject({ field: "ids", message: expect.stringMatching(/^ids: /) });

  const tooMany = await send({ ids: Array.from({ length: 1001 }, (_, i) => `mail-${i}`) });
  expect(await tooMany.json()).toMatchObject({ field: "ids", message: "ids: may name at most 1000 emails." });

  const query = await admin.fetch("/admin/api/mail?state=lost");
  expect(query.status).toBe(422);
  expect(await query.json()).toMatchObject({ field: "state", message: expect.stringMatching(/^state: /) });

  const notJson = await admin.fetch("/admin/api/mail/retry", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{ids",
  });
  expect(notJson.status).toBe(400);
});
