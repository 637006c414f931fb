/** Every state change in the back office needs the session's CSRF token, from our own origin; refused ones change nothing. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeApplication } from "../../../../test-support/applications.ts";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn, type TestStaff } from "../../../../test-support/staff.ts";
import { exampleApplication } from "../../../shared/example-application.ts";
import { currentTotpCode, newTotpSecret } from "../../staff/totp.ts";
import { StaffStore } from "../../store/staff.ts";

let server: TestServer;
let member: TestStaff;
let visitor: StaffVisitor;
let other: StaffVisitor;
let colleagueId: string;
beforeAll(async () => {
  server = await startTestServer();
  member = await createStaff(server.app, { email: "csrf@fair.example", role: "admin" });
  const colleague = await createStaff(server.app, { email: "colleague@fair.example", role: "admin" });
  colleagueId = colleague.id;
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
    body: () => ({ secret, code: currentTotpCode(secret), current_password: member.password }),
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

/**
 * Every state change the guard covers, as registered (so a route added later is in here without
 * anyone listing it), each with a body that would change something if the token were not checked.
 */
describe("every state-changing back-office route, as registered", () => {
  let applicationId: string;
  let criterionId: string;
  let edition: string;
  let admin: StaffVisitor;
  beforeAll(async () => {
    // Signed in again: the test above signs out.
    admin = await signIn(server.url, member.email, member.password);
    edition = server.config.openEditions[0] ?? "";
    applicationId = (await storeApplication(server.app, exampleApplication({ edition }))).id;
    // The editions and their criteria are made from OPEN_EDITIONS when first asked for.
    expect((await admin.fetch("/admin/api/editions")).status).toBe(200);
    criterionId = (
      await server.app.db
        .selectFrom("review_criteria")
        .select("id")
        .where("edition", "=", edition)
        .executeTakeFirstOrThrow()
    ).id;
  });

  const stateOf = async () => {
    const db = server.app.db;
    const count = async (
      table:
        | "status_changes"
        | "reviews"
        | "review_conflicts"
        | "editions"
        | "erasures"
        | "floor_plans"
        | "booth_events"
        | "staff_account_events",
    ) => Number((await db.selectFrom(table).select(db.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
    return {
      application: await db
        .selectFrom("applications")
        .select(["status", "erased_at"])
        .where("id", "=", applicationId)
        .executeTakeFirst(),
      criteria: await db.selectFrom("review_criteria").select(["id", "label", "hidden"]).orderBy("id").execute(),
      editions: await db.selectFrom("editions").select(["slug", "name"]).orderBy("slug").execute(),
      staff: await db
        .selectFrom("staff")
        .select(["id", "email", "name", "role", "disabled", "password_hash"])
        .orderBy("email")
        .execute(),
      links: await db.selectFrom("staff_password_links").select("id").orderBy("id").execute(),
      formEdition: await db.selectFrom("form_edition").selectAll().execute(),
      counts: await Promise.all(
        (
          [
            "status_changes",
            "reviews",
            "review_conflicts",
            "editions",
            "erasures",
            "floor_plans",
            "booth_events",
            "staff_account_events",
          ] as const
        ).map(count),
      ),
    };
  };

  const bodyFor = (method: string, url: string): object => {
    if (url === "/admin/api/staff") return { email: "forged@fair.example", name: "Forged", role: "admin" };
    if (url === "/admin/api/staff/:id") return { role: "reviewer", disabled: true, name: "Forged" };
    if (url.endsWith("/me/password")) return { current_password: member.password, password: "a forged passphrase" };
    if (url.endsWith("/status") && url.includes(":id")) return { status: "shortlisted", note: "csrf" };
    if (url.endsWith("/applications/status")) return { ids: [applicationId], status: "shortlisted" };
    if (url.endsWith("/review")) return { scores: {}, comment: "csrf" };
    if (url.endsWith("/conflict")) return { note: "csrf" };
    if (url.endsWith("/erase")) return { reason: "csrf" };
    if (url.endsWith("/floor-plan"))
      return { halls: [{ id: "h", name: "Forged", width_m: 10, depth_m: 10, booths: [] }] };
    if (url.endsWith("/booth")) return { booth_id: "A1", force: true };
    if (url.endsWith("/editions")) return { name: "Forged", slug: "forged-2030" };
    if (url.endsWith("/criteria")) return { label: "Forged" };
    if (url.includes("/criteria/")) return { label: "Forged", hidden: true };
    if (url.includes("/editions/")) return { name: "Forged" };
    if (url.endsWith("/me/totp"))
      return method === "POST" ? { secret, code: currentTotpCode(secret), current_password: member.password } : {};
    return {};
  };
  const addressOf = (url: string) =>
    url
      .replace("/staff/:id", `/staff/${colleagueId}`)
      .replace("/criteria/:id", `/criteria/${criterionId}`)
      .replace(":slug", edition)
      .replace(":id", applicationId);

  it("covers at least the changes of issues 9, 10 and 14", () => {
    const changes = server.app.staffRoutes.filter((r) => !["GET", "HEAD"].includes(r.method) && r.access !== "public");
    expect(changes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        "POST /admin/api/applications/:id/status",
        "POST /admin/api/applications/status",
        "PUT /admin/api/applications/:id/review",
        "PUT /admin/api/applications/:id/conflict",
        "POST /admin/api/editions",
        "DELETE /admin/api/editions/:slug/criteria/:id",
        "POST /admin/api/applications/:id/erase",
        "PUT /admin/api/editions/:slug/floor-plan",
        "PUT /admin/api/applications/:id/booth",
        "DELETE /admin/api/applications/:id/booth",
      ]),
    );
  });

  it.each(REFUSALS)("refuses each one %s, and nothing changes", async (_name, spoil) => {
    const before = await stateOf();
    const changes = server.app.staffRoutes.filter((r) => !["GET", "HEAD"].includes(r.method) && r.access !== "public");
    for (const route of changes) {
      const headers = new Headers({ "content-type": "application/json" });
      spoil(headers);
      const response = await admin.fetch(addressOf(route.url), {
        method: route.method,
        headers,
        body: JSON.stringify(bodyFor(route.method, route.url)),
      });
      expect(response.status, `${route.method} ${route.url}`).toBe(403);
    }
    expect(await stateOf()).toEqual(before);
    expect((await admin.fetch("/admin/api/me")).status).toBe(200);
  });
});
