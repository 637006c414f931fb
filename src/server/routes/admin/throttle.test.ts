/** Sign-in attempts are limited per account and per address: 429 with Retry-After, the right password included. */
import { afterEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import { createStaff } from "../../../../test-support/staff.ts";
import { SIGN_IN_WINDOW_MS } from "../../staff/sign-in.ts";
import { StaffSignInLog } from "../../store/staff-sign-ins.ts";

let server: TestServer;
afterEach(() => server?.close());

const attempt = (email: string, password: string) =>
  fetch(`${server.url}/admin/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });

describe("sign-in throttling", () => {
  it("locks one account after its failures, while the others still sign in", async () => {
    server = await startTestServer({ STAFF_SIGN_IN_FAILURES_PER_ACCOUNT: "3", STAFF_SIGN_IN_FAILURES_PER_IP: "100" });
    const target = await createStaff(server.app, { email: "target@fair.example", role: "admin" });
    const bystander = await createStaff(server.app, { email: "bystander@fair.example", role: "reviewer" });
    for (let i = 0; i < 3; i++) expect((await attempt(target.email, `wrong guess number ${i}`)).status).toBe(401);

    const locked = await attempt(target.email, target.password);
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(SIGN_IN_WINDOW_MS / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_WINDOW_MS / 1000);
    expect((await locked.json()).message).toMatch(
      /Too many failed sign-in attempts\. Please try again in 15 minutes\./,
    );
    // The form answers the same, as a page.
    const form = await fetch(`${server.url}/admin/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: target.email, password: target.password }).toString(),
    });
    expect(form.status).toBe(429);
    expect(form.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await form.text()).toContain("Too many failed sign-in attempts");

    expect((await attempt(bystander.email, bystander.password)).status).toBe(200);
    const outcomes = (await new StaffSignInLog(server.app.db).recent(20)).map((e) => e.outcome);
    expect(outcomes.filter((o) => o === "throttled")).toHaveLength(2);
  });

  it("frees the account once its failures are older than the window", async () => {
    server = await startTestServer({ STAFF_SIGN_IN_FAILURES_PER_ACCOUNT: "2" });
    const member = await createStaff(server.app, { email: "patient@fair.example", role: "admin" });
    for (let i = 0; i < 2; i++) await attempt(member.email, "a wrong password");
    expect((await attempt(member.email, member.password)).status).toBe(429);
    await server.app.db
      .updateTable("staff_sign_ins")
      .set((eb) => ({ at: eb("at", "-", SIGN_IN_WINDOW_MS) }))
      .execute();
    expect((await attempt(member.email, member.password)).status).toBe(200);
  });

  it("limits one address over many accounts, known or not", async () => {
    server = await startTestServer({ STAFF_SIGN_IN_FAILURES_PER_ACCOUNT: "100", STAFF_SIGN_IN_FAILURES_PER_IP: "4" });
    const member = await createStaff(server.app, { email: "member@fair.example", role: "admin" });
    for (let i = 0; i < 4; i++)
      expect((await attempt(`guess${i}@fair.example`, "some password here")).status).toBe(401);
    const refused = await attempt(member.email, member.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("counts attempts made at the same time against each other", async () => {
    server = await startTestServer({ STAFF_SIGN_IN_FAILURES_PER_ACCOUNT: "3" });
    const member = await createStaff(server.app, { email: "burst@fair.example", role: "admin" });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(member.email, `burst guess ${i}`)));
    const statuses = answers.map((a) => a.status);
    // Each request is logged before its password is checked, so at most the limit are checked at all.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(7);
  });
});
