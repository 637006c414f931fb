/** Every state change in the back office needs the session's CSRF token, from our own origin; refused ones change nothing. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn, type TestStaff } from "../../../../test-support/staff.ts";
import { currentTotpCode, newTotpSecret } from "../../staff/totp.ts";
import { StaffStore } from "../../store/staff.ts";

let server: TestServer;
let member: TestStaff;
let visitor: StaffVisitor;
let other: StaffVisitor;
beforeAll(async () => {
  server = await startTestServer();
  member = await createStaff(server.app, { email: "csrf@fair.example", role: "admin" });
  const colleague = await createStaff(server.app, { email: "colleague@fair.example", role: "admin" });
  visitor = await signIn(server.url, member.email, member.password);
  other = await signIn(server.url, colleague.email, colleague.password);
});
afterAll(() => server.close());

const secret = newTotpSecret();
const CHANGES = [
  {
    name: "POST /admin/api/me/totp",
    method: "POST",
    path: "/admin/api/me/totp",
    body: () => ({ secret, code: currentTotpCode(secret) }),
  },
  { name: "DELETE /admin/api/me/totp", method: "DELETE", path: "/admin/api/me/totp", body: () => ({ code: "123456" }) },
  { name: "POST /admin/sign-out", method: "POST", path: "/admin/sign-out", body: () => ({}) },
];

const REFUSALS: [string, (headers: Headers) => void][] = [
  // An empty header stands in for none: the visitor's fetch adds its token only when the header is absent.
  ["without a token", (h) => h.set("x-csrf-token", "")],
  ["with a wrong token", (h) => h.set("x-csrf-token", "wrong-token")],
  ["with another member's token", (h) => h.set("x-csrf-token", other.csrfToken)],
  ["from another site, token and all", (h) => h.set("origin", "https://evil.example")],
];

describe.each(CHANGES)("$name", (change) => {
  it.each(REFUSALS)("is refused %s and changes nothing", async (_name, spoil) => {
    const headers = new Headers({ "content-type": "application/json" });
    spoil(headers);
    const response = await visitor.fetch(change.path, {
      method: change.method,
      headers,
      body: JSON.stringify(change.body()),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: expect.any(String) });
    // Still signed in, and no authenticator app was set up.
    expect((await visitor.fetch("/admin/api/me")).status).toBe(200);
    expect((await new StaffStore(server.app.db).findById(member.id))?.totpSecret).toBeNull();
  });
});

describe("the token as a form field", () => {
  it("is accepted where a form posts (sign-out), and a wrong one refused", async () => {
    const form = (token: string) => ({
      method: "POST",
      redirect: "manual" as const,
      headers: { cookie: visitor.cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ _csrf: token }).toString(),
    });
    expect((await fetch(`${server.url}/admin/sign-out`, form("wrong"))).status).toBe(403);
    expect((await visitor.fetch("/admin/api/me")).status).toBe(200);
    expect((await fetch(`${server.url}/admin/sign-out`, form(visitor.csrfToken))).status).toBe(303);
    expect((await visitor.fetch("/admin/api/me")).status).toBe(401);
  });
});
