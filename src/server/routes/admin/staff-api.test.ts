/** The team run from the back office: invitations, changes, links to choose a password, the audit log. */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordLinkFor, writtenMails } from "../../../../test-support/mail.ts";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn, type TestStaff } from "../../../../test-support/staff.ts";

/** Where the fair's site is reached; the test server stands behind it (a proxy would send the link's requests on). */
const PUBLIC_URL = "https://apply.fair.example";

let server: TestServer;
let ada: TestStaff;
let admin: StaffVisitor;
beforeAll(async () => {
  server = await startTestServer({
    PUBLIC_URL,
    // As behind the documented nginx: one proxy, whose forwarded headers are believed.
    TRUST_PROXY: "true",
    STAFF_SIGN_IN_FAILURES_PER_ACCOUNT: "3",
    STAFF_SIGN_IN_FAILURES_PER_IP: "8",
  });
  ada = await createStaff(server.app, { email: "ada@fair.example", name: "Ada Admin", role: "admin" });
  admin = await signIn(server.url, ada.email, ada.password);
});
afterAll(() => server.close());

async function call(visitor: StaffVisitor, method: string, path: string, body?: unknown) {
  const response = await visitor.fetch(path, {
    method,
    ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: text.startsWith("{") ? JSON.parse(text) : undefined, text };
}

const post = (path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const postForm = (path: string, fields: Record<string, string>) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
const linkPath = (link: string) => new URL(link).pathname;
/** The link as its owner follows it: PUBLIC_URL is where the proxy sends it on to this server. */
const open = (link: string) => fetch(`${server.url}${linkPath(link)}`);

/** A request with a Host header of the sender's choosing (fetch always sends the address it connects to). */
function withHeaders(
  method: string,
  path: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<{ status: number; text: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.url}${path}`,
      {
        method,
        headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

async function member(email: string) {
  const list = await call(admin, "GET", "/admin/api/staff");
  return (list.json.items as { email: string; id: string; state: string; role: string }[]).find(
    (m) => m.email === email,
  );
}

describe("inviting a member", () => {
  it("creates her without a password, emails a one-time link, and she signs in with the password she chose", async () => {
    const invited = await call(admin, "POST", "/admin/api/staff", {
      email: " Bea@Fair.example ",
      name: "Bea Reviewer",
      role: "reviewer",
    });
    expect(invited.status).toBe(201);
    expect(invited.json).toEqual({
      id: expect.any(String),
      email: "bea@fair.example",
      name: "Bea Reviewer",
      role: "reviewer",
      state: "invited",
      disabled: false,
      totp: false,
      created_at: expect.any(String),
      last_sign_in_at: null,
    });
    // Nothing signs her in before she has chosen a password.
    expect((await post("/admin/sign-in", { email: "bea@fair.example", password: "" })).status).toBe(401);

    const [mail] = (await writtenMails(server.dataDir, "staff-")).filter((m) => m.to === "bea@fair.example");
    expect(mail?.subject).toBe("Your invitation to the art fair's back office");
    expect(mail?.text).toContain("Ada Admin invites you");
    const link = await passwordLinkFor(server.dataDir, "bea@fair.example");
    expect(link.startsWith(`${PUBLIC_URL}/admin/set-password/`)).toBe(true);

    const page = await open(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<label for="password">New password</label>');
    expect(html).toContain("Set password");
    expect(html).toContain("bea@fair.example");

    const weak = await postForm(linkPath(link), { password: "password1234" });
    expect(weak.status).toBe(422);
    expect(await weak.text()).toContain("one of the most common");
    const short = await post(linkPath(link), { password: "short" });
    expect(short.status).toBe(422);
    expect(await short.json()).toEqual({ message: "The password must have at least 12 characters." });

    // Her password chosen, she is signed in and lands in the back office.
    const set = await postForm(linkPath(link), { password: "bea's own long passphrase" });
    expect(set.status).toBe(303);
    expect(set.headers.get("location")).toBe("/admin");
    const cookie = (set.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const me = await fetch(`${server.url}/admin/api/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: "bea@fair.example", role: "reviewer" });
    expect(await member("bea@fair.example")).toMatchObject({ last_sign_in_at: expect.any(String) });
    // Once only.
    expect((await open(link)).status).toBe(410);
    expect((await post(linkPath(link), { password: "another long passphrase" })).status).toBe(410);

    const bea = await signIn(server.url, "bea@fair.example", "bea's own long passphrase");
    expect((await call(bea, "GET", "/admin/api/me")).json).toMatchObject({ role: "reviewer" });
    expect(await member("bea@fair.example")).toMatchObject({ state: "active" });
  });

  it("builds the invitation's link on PUBLIC_URL, whatever Host or X-Forwarded-Host the request names", async () => {
    for (const [email, headers] of [
      ["hal@fair.example", { host: "evil.example" }],
      ["ida@fair.example", { "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" }],
    ] as const) {
      const invited = await withHeaders(
        "POST",
        "/admin/api/staff",
        { ...headers, cookie: admin.cookie, "x-csrf-token": admin.csrfToken },
        { email, name: email, role: "admin" },
      );
      expect(invited.status).toBe(201);
      const link = await passwordLinkFor(server.dataDir, email);
      expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/admin/set-password/[A-Za-z0-9_-]{43}$`));
    }
    // Nobody accepted them: they are not admins who can sign in (see the last-admin rule below).
    for (const email of ["hal@fair.example", "ida@fair.example"]) {
      const id = (await member(email))?.id;
      await call(admin, "PATCH", `/admin/api/staff/${id}`, { disabled: true });
    }
  });

  it.each([
    [{ email: "not-an-email", name: "X", role: "reviewer" }, /email/],
    [{ email: "x@fair.example", name: "  ", role: "reviewer" }, /name/],
    [{ email: "x@fair.example", name: "X", role: "owner" }, /role/],
  ])("refuses %j with 422 and stores nothing", async (body, message) => {
    const answer = await call(admin, "POST", "/admin/api/staff", body);
    expect(answer.status).toBe(422);
    expect(answer.json.message).toMatch(message);
    expect(await member("x@fair.example")).toBeUndefined();
  });

  it("answers 409 for an address that has an account", async () => {
    const answer = await call(admin, "POST", "/admin/api/staff", {
      email: "ADA@fair.example",
      name: "A",
      role: "admin",
    });
    expect(answer.status).toBe(409);
    expect(answer.json.message).toContain("ada@fair.example already has an account");
  });

  it("refuses a link that is older than 72 hours", async () => {
    await call(admin, "POST", "/admin/api/staff", { email: "late@fair.example", name: "Late", role: "reviewer" });
    const link = await passwordLinkFor(server.dataDir, "late@fair.example");
    await server.app.db
      .updateTable("staff_password_links")
      .set({ expires_at: Date.now() - 1 })
      .where("used_at", "is", null)
      .execute();
    expect((await open(link)).status).toBe(410);
    expect((await post(linkPath(link), { password: "late but long passphrase" })).status).toBe(410);
  });
});

describe("changing a member", () => {
  let cy: TestStaff;
  beforeAll(async () => {
    cy = await createStaff(server.app, { email: "cy@fair.example", name: "Cy", role: "reviewer" });
  });

  it("changes role and name, and 404 for nobody", async () => {
    const changed = await call(admin, "PATCH", `/admin/api/staff/${cy.id}`, { role: "admin", name: "Cy Admin" });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ id: cy.id, role: "admin", name: "Cy Admin", state: "active" });
    expect((await call(admin, "PATCH", `/admin/api/staff/${cy.id}`, { role: "reviewer" })).json.role).toBe("reviewer");
    expect((await call(admin, "PATCH", "/admin/api/staff/nobody", { role: "admin" })).status).toBe(404);
    expect((await call(admin, "PATCH", `/admin/api/staff/${cy.id}`, { disabled: "yes" })).status).toBe(422);
  });

  it("disabling ends her sessions at once; enabling lets her sign in again", async () => {
    const session = await signIn(server.url, cy.email, cy.password);
    expect((await call(session, "GET", "/admin/api/me")).status).toBe(200);
    const disabled = await call(admin, "PATCH", `/admin/api/staff/${cy.id}`, { disabled: true });
    expect(disabled.json).toMatchObject({ disabled: true, state: "disabled" });
    const sessions = await server.app.db
      .selectFrom("staff_sessions")
      .select("id")
      .where("staff_id", "=", cy.id)
      .execute();
    expect(sessions).toEqual([]);
    expect((await call(session, "GET", "/admin/api/me")).status).toBe(401);
    await expect(signIn(server.url, cy.email, cy.password)).rejects.toThrow(/401/);
    await call(admin, "PATCH", `/admin/api/staff/${cy.id}`, { disabled: false });
    expect((await call(await signIn(server.url, cy.email, cy.password), "GET", "/admin/api/me")).status).toBe(200);
  });

  it("keeps the last active admin: neither demoted nor disabled (409)", async () => {
    for (const change of [{ role: "reviewer" }, { disabled: true }]) {
      const answer = await call(admin, "PATCH", `/admin/api/staff/${ada.id}`, change);
      expect(answer.status).toBe(409);
      expect(answer.json.message).toContain("last active admin");
    }
    expect(await member(ada.email)).toMatchObject({ role: "admin", state: "active" });
    // With another admin, she may step down.
    await call(admin, "PATCH", `/admin/api/staff/${cy.id}`, { role: "admin" });
    expect((await call(admin, "PATCH", `/admin/api/staff/${ada.id}`, { role: "reviewer" })).status).toBe(200);
    const cyAdmin = await signIn(server.url, cy.email, cy.password);
    expect((await call(cyAdmin, "PATCH", `/admin/api/staff/${ada.id}`, { role: "admin" })).status).toBe(200);
    await call(admin, "PATCH", `/admin/api/staff/${cy.id}`, { role: "reviewer" });
  });

  it("does not count an admin invitation nobody accepted as another admin", async () => {
    const invited = await call(admin, "POST", "/admin/api/staff", {
      email: "ivy@fair.example",
      name: "Ivy Invited",
      role: "admin",
    });
    expect(invited.json).toMatchObject({ role: "admin", state: "invited" });
    for (const change of [{ role: "reviewer" }, { disabled: true }]) {
      const answer = await call(admin, "PATCH", `/admin/api/staff/${ada.id}`, change);
      expect(answer.status).toBe(409);
      expect(answer.json.message).toContain("last active admin");
    }
    expect(await member(ada.email)).toMatchObject({ role: "admin", state: "active" });
    // The invitation itself may be withdrawn or demoted: she cannot sign in.
    expect((await call(admin, "PATCH", `/admin/api/staff/${invited.json.id}`, { role: "reviewer" })).status).toBe(200);
  });

  it("sends a new link that replaces the one before; none for a disabled account", async () => {
    // The outbox delivers after the answer: each link is waited for by the count of her emails.
    const before = (await writtenMails(server.dataDir, "staff-")).filter((m) => m.to === cy.email).length;
    const first = await call(admin, "POST", `/admin/api/staff/${cy.id}/reset`);
    expect(first.status).toBe(200);
    const older = await passwordLinkFor(server.dataDir, cy.email, before + 1);
    await call(admin, "POST", `/admin/api/staff/${cy.id}/reset`);
    const newer = await passwordLinkFor(server.dataDir, cy.email, before + 2);
    expect(newer).not.toBe(older);
    expect((await open(older)).status).toBe(410);
    expect((await open(newer)).status).toBe(200);
    await call(admin, "PATCH", `/admin/api/staff/${cy.id}`, { disabled: true });
    expect((await call(admin, "POST", `/admin/api/staff/${cy.id}/reset`)).status).toBe(409);
    // A link sent before she was disabled does not work either.
    expect((await open(newer)).status).toBe(410);
    await call(admin, "PATCH", `/admin/api/staff/${cy.id}`, { disabled: false });
  });

  it("writes every change to the audit log: who, what, when", async () => {
    const events = (await call(admin, "GET", "/admin/api/staff/events")).json.items as {
      member: { email: string };
      by: { email: string } | null;
      event: string;
      detail: string;
      at: string;
    }[];
    const cyEvents = events.filter((e) => e.member.email === cy.email).map((e) => [e.event, e.detail, e.by?.email]);
    expect(cyEvents).toEqual(
      expect.arrayContaining([
        ["role-changed", "Reviewer → Admin", ada.email],
        ["renamed", "Cy → Cy Admin", ada.email],
        ["disabled", "", ada.email],
        ["enabled", "", ada.email],
        ["password-link-sent", "", ada.email],
      ]),
    );
    expect(events.find((e) => e.member.email === "bea@fair.example" && e.event === "invited")).toMatchObject({
      by: { email: ada.email },
      detail: "Reviewer",
    });
    expect(events.find((e) => e.member.email === "bea@fair.example" && e.event === "password-set")?.by).toBeNull();
    expect(Number.isNaN(Date.parse(events[0]?.at ?? ""))).toBe(false);
  });
});

describe("forgot password", () => {
  it("gives the same answer for any address and emails a link only to a known, active account", async () => {
    const dora = await createStaff(server.app, { email: "dora@fair.example", role: "reviewer" });
    const answers = await Promise.all(
      ["dora@fair.example", "nobody@fair.example"].map(async (email) => {
        const response = await post("/admin/forgot-password", { email });
        return [response.status, await response.json()];
      }),
    );
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]?.[0]).toBe(202);
    const link = await passwordLinkFor(server.dataDir, "dora@fair.example");
    const set = await post(linkPath(link), { password: "dora's brand new passphrase" });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ email: dora.email, csrf_token: expect.any(String) });
    await signIn(server.url, dora.email, "dora's brand new passphrase");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await writtenMails(server.dataDir)).some((m) => m.to === "nobody@fair.example")).toBe(false);
  });

  it("answers the form with a page, the same for any address", async () => {
    const pages = await Promise.all(
      ["dora@fair.example", "someone@fair.example"].map(async (email) => {
        const response = await postForm("/admin/forgot-password", { email });
        return [response.status, await response.text()];
      }),
    );
    expect(pages[0]?.[0]).toBe(200);
    expect(pages[0]?.[1]).toContain("Check your email");
    expect(pages[0]?.[1]).toEqual(pages[1]?.[1]);
  });

  it("is throttled per address (3 here) with Retry-After, whether the address has an account or not", async () => {
    for (let i = 0; i < 3; i++)
      expect((await post("/admin/forgot-password", { email: "flood@fair.example" })).status).toBe(202);
    const throttled = await post("/admin/forgot-password", { email: "flood@fair.example" });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await throttled.json()).message).toMatch(/Too many requests/);
  });

  it("is throttled per IP address across addresses", async () => {
    // This address has asked 2 + 2 + 3 times above (the refused one does not count): the 8th is the IP's last.
    expect((await post("/admin/forgot-password", { email: "fresh@fair.example" })).status).toBe(202);
    expect((await post("/admin/forgot-password", { email: "other@fair.example" })).status).toBe(429);
  });
});

describe("links on PUBLIC_URL", () => {
  it("mails the forgotten-password link on PUBLIC_URL, whatever Host or X-Forwarded-Host the request names", async () => {
    await createStaff(server.app, { email: "owner@fair.example", role: "admin" });
    const attempts: Record<string, string>[] = [
      { host: "evil.example" },
      { "x-forwarded-host": "evil.example" },
      { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" },
    ];
    for (const [i, headers] of attempts.entries()) {
      // From an address of its own (behind the proxy), so the other tests' per-IP counts stay theirs.
      const answer = await withHeaders(
        "POST",
        "/admin/forgot-password",
        { ...headers, "x-forwarded-for": "198.51.100.20" },
        { email: "owner@fair.example" },
      );
      expect(answer.status).toBe(202);
      const link = await passwordLinkFor(server.dataDir, "owner@fair.example", i + 1);
      expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/admin/set-password/[A-Za-z0-9_-]{43}$`));
    }
    const mails = (await writtenMails(server.dataDir, "staff-")).filter((m) => m.to === "owner@fair.example");
    expect(mails.map((m) => m.text).join("\n")).not.toContain("evil.example");
  });
});

describe("a password link dies", () => {
  async function forgot(email: string, count: number): Promise<string> {
    const answer = await withHeaders(
      "POST",
      "/admin/forgot-password",
      { "x-forwarded-for": "198.51.100.21" },
      { email },
    );
    expect(answer.status).toBe(202);
    return passwordLinkFor(server.dataDir, email, count);
  }

  it("when its owner changes her password", async () => {
    const fay = await createStaff(server.app, {
      email: "fay@fair.example",
      role: "reviewer",
      password: "fay's first passphrase",
    });
    const link = await forgot(fay.email, 1);
    expect((await open(link)).status).toBe(200);
    const session = await signIn(server.url, fay.email, fay.password);
    const changed = await call(session, "POST", "/admin/api/me/password", {
      current_password: fay.password,
      password: "fay's second passphrase",
    });
    expect(changed.status).toBe(204);
    expect((await open(link)).status).toBe(410);
    expect((await post(linkPath(link), { password: "whoever holds the link" })).status).toBe(410);
    await signIn(server.url, fay.email, "fay's second passphrase");
  });

  it("when a password is set with another link, and when a newer link is issued", async () => {
    const gus = await createStaff(server.app, { email: "gus@fair.example", role: "reviewer" });
    const first = await forgot(gus.email, 1);
    const second = await forgot(gus.email, 2);
    expect((await open(first)).status).toBe(410);
    expect((await open(second)).status).toBe(200);
    // An admin's link is newer still; the one she asked for herself dies with it.
    await call(admin, "POST", `/admin/api/staff/${gus.id}/reset`);
    const third = await passwordLinkFor(server.dataDir, gus.email, 3);
    expect((await open(second)).status).toBe(410);
    expect((await post(linkPath(third), { password: "gus chose this passphrase" })).status).toBe(200);
    expect((await open(third)).status).toBe(410);
  });

  it("signs in with the link alone no member whose sign-in asks for a code", async () => {
    const ian = await createStaff(server.app, { email: "ian@fair.example", role: "reviewer", totp: true });
    const link = await forgot(ian.email, 1);
    const set = await postForm(linkPath(link), { password: "ian's fresh long passphrase" });
    expect(set.status).toBe(200);
    expect(set.headers.get("set-cookie")).toBeNull();
    expect(await set.text()).toContain("Your password is set");
    const json = await forgot(ian.email, 2);
    const answer = await post(linkPath(json), { password: "ian's second long passphrase" });
    expect(answer.status).toBe(204);
    expect(answer.headers.get("set-cookie")).toBeNull();
  });

  it("when the password is set on the command line", async () => {
    const hal = await createStaff(server.app, { email: "hank@fair.example", role: "reviewer" });
    const link = await forgot(hal.email, 1);
    expect((await open(link)).status).toBe(200);
    await createStaff(server.app, { email: hal.email, role: "reviewer", password: "set by the command line" });
    expect((await open(link)).status).toBe(410);
  });
});

describe("a member's own password", () => {
  it("needs the current one, follows the rules, and ends her other sessions", async () => {
    const eve = await createStaff(server.app, {
      email: "eve@fair.example",
      role: "reviewer",
      password: "eve's first passphrase",
    });
    const here = await signIn(server.url, eve.email, eve.password);
    const elsewhere = await signIn(server.url, eve.email, eve.password);
    const wrong = await call(here, "POST", "/admin/api/me/password", {
      current_password: "not it at all",
      password: "eve's second passphrase",
    });
    expect(wrong).toMatchObject({ status: 422, json: { message: "The current password is not right." } });
    const weak = await call(here, "POST", "/admin/api/me/password", {
      current_password: eve.password,
      password: "eve@fair.example",
    });
    expect(weak).toMatchObject({ status: 422, json: { message: expect.stringContaining("email address") } });
    const changed = await call(here, "POST", "/admin/api/me/password", {
      current_password: eve.password,
      password: "eve's second passphrase",
    });
    expect(changed.status).toBe(204);
    expect((await call(here, "GET", "/admin/api/me")).status).toBe(200);
    expect((await call(elsewhere, "GET", "/admin/api/me")).status).toBe(401);
    await expect(signIn(server.url, eve.email, eve.password)).rejects.toThrow(/401/);
    await signIn(server.url, eve.email, "eve's second passphrase");
  });
});
