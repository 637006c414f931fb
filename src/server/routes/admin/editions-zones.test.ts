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

const change = (body: Record<string, unknown>) =>
  admin.fetch("/admin/api/editions/fair-2027", {
    method: "PATCH",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const stored = async () =>
  ((await (await admin.fetch("/admin/api/editions")).json()) as { items: { opens_at: string | null }[] }).items[0];

it.each([
  ["Europe/Berlin", "2027-03-28T02:30:00+01:00", "28 March 2027 in Europe/Berlin"],
  ["Europe/Berlin", "2027-03-28T02:30:00+02:00", "28 March 2027 in Europe/Berlin"],
  ["America/New_York", "2027-03-14T02:30:00-05:00", "14 March 2027 in America/New_York"],
])("refuses an opening at 02:30 on the spring-forward day in %s (%s), naming the gap", async (zone, opens, day) => {
  expect((await change({ time_zone: zone, opens_at: null })).status).toBe(200);
  const response = await change({ time_zone: zone, opens_at: opens });
  expect(response.status).toBe(422);
  expect(await response.json()).toEqual({
    message: `opens_at ${opens}: There is no 02:30 on ${day}: the clocks go forward from 02:00 to 03:00. Enter a time before or after.`,
  });
  expect((await stored())?.opens_at).toBeNull();
});

it.each([
  ["Europe/Berlin", "2027-10-31T02:30:00+02:00", "2027-10-31T00:30:00.000Z"],
  ["Europe/Berlin", "2027-10-31T02:30:00+01:00", "2027-10-31T01:30:00.000Z"],
  ["America/New_York", "2027-11-07T01:30:00-04:00", "2027-11-07T05:30:00.000Z"],
  ["America/New_York", "2027-11-07T01:30:00-05:00", "2027-11-07T06:30:00.000Z"],
  // An instant given in UTC names no wall clock, and is taken as it is.
  ["Europe/Berlin", "2027-03-28T02:30:00Z", "2027-03-28T02:30:00.000Z"],
])("stores a time in %s's autumn overlap (%s) as the instant its offset chose", async (zone, opens, instant) => {
  expect((await change({ time_zone: zone, opens_at: opens })).status).toBe(200);
  expect(new Date((await stored())?.opens_at as string).toISOString()).toBe(instant);
});
