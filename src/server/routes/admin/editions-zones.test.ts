/** An edition's time zone is kept under its current IANA name, whichever spelling was sent. */
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../../test-support/staff.ts";

let server: TestServer;
let admin: StaffVisitor;
beforeAll(async () => {
  server = await startTestServer({ OPEN_EDITIONS: "fair-2027" });
  const ada = await createStaff(server.app, { email: "ada@fair.example", role: "admin" });
  admin = await signIn(server.url, ada.email, ada.password);
});
afterAll(() => server.close());

it.each([
  ["Asia/Calcutta", "Asia/Kolkata"],
  ["Europe/Kiev", "Europe/Kyiv"],
  ["Europe/Kyiv", "Europe/Kyiv"],
])("stores %s as %s", async (sent, stored) => {
  const response = await admin.fetch("/admin/api/editions/fair-2027", {
    method: "PATCH",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ time_zone: sent }),
  });
  expect(response.status).toBe(200);
  const editions = (await (await admin.fetch("/admin/api/editions")).json()) as { items: { time_zone: string }[] };
  expect(editions.items[0]?.time_zone).toBe(stored);
});
