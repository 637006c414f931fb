import { randomBytes, scryptSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import { createStaff, signIn, type TestStaff } from "../../../../test-support/staff.ts";
import { currentTotpCode } from "../../staff/totp.ts";
import { StaffSignInLog } from "../../store/staff-sign-ins.ts";

let server: TestServer;
let admin: TestStaff;
beforeAll(async () => {
  server = await startTestServer();
  admin = await createStaff(server.app, { email: "ada@fair.example", name: "Ada Admin", role: "admin" });
});
afterAll(() => server.close());

const post = (body: string | object, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/admin/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": typeof body === "string" ? "application/x-www-form-urlencoded" : "application/json",
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const cookieOf = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

describe("the sign-in page", () => {
  it("has the labels Email and Password and a Sign in button, and works without JavaScript", async () => {
    const response = await fetch(`${server.url}/admin/sign-in?next=/admin/applications`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(html).toContain('<form method="post" action="/admin/sign-in"');
    expect(html).toContain('name="next" value="/admin/applications"');
    expect(html).not.toMatch(/<script/);
  });

  it("never sends the member elsewhere after sign-in", async () => {
    for (const next of ["https://evil.example/", "//evil.example/admin", "/ecosystem", "/admin\\..\\x"]) {
      const html = await (await fetch(`${server.url}/admin/sign-in?next=${encodeURIComponent(next)}`)).text();
      expect(html).toContain('name="next" value="/admin"');
    }
  });
});

describe("signing in with a form post", () => {
  it("sets the staff cookie and sends the member on to the page asked for", async () => {
    const response = await post(
      form({ email: "ADA@fair.example ", password: admin.password, next: "/admin/applications?q=x" }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin/applications?q=x");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^staff_sid=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/admin(;|$)/);
    expect(cookie).not.toMatch(/Secure/i);
    const shell = await fetch(`${server.url}/admin/api/me`, { headers: { cookie: cookieOf(response) } });
    expect(await shell.json()).toEqual({
      email: "ada@fair.example",
      name: "Ada Admin",
      role: "admin",
      totp: false,
      language: null,
    });
  });

  it("marks the staff cookie Secure behind a TLS-terminating proxy", async () => {
    const proxied = await startTestServer({ TRUST_PROXY: "true", PUBLIC_URL: "https://apply.fair.example" });
    try {
      const member = await createStaff(proxied.app, { email: "tls@fair.example", role: "reviewer" });
      const response = await fetch(`${proxied.url}/admin/sign-in`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-proto": "https",
          // The browser's origin is the proxy's, https.
          origin: `https://${new URL(proxied.url).host}`,
        },
        body: form({ email: member.email, password: member.password }),
      });
      expect(response.status).toBe(303);
      expect(response.headers.get("set-cookie")).toMatch(/^staff_sid=.*; Secure/i);
    } finally {
      await proxied.close();
    }
  });

  it("answers 401 with one message and the page again, email kept", async () => {
    for (const fields of [
      { email: "ada@fair.example", password: "wrong password here" },
      { email: "nobody@fair.example", password: admin.password },
    ]) {
      const response = await post(form(fields));
      const html = await response.text();
      expect(response.status).toBe(401);
      expect(html).toContain("There is a problem");
      expect(html).toContain("Email or password is wrong.");
      expect(html).toContain(`value="${fields.email}"`);
      expect(html).toMatch(/<title>Error: /);
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });
});

describe("signing in with JSON", () => {
  it("answers the member and a CSRF token", async () => {
    const response = await post({ email: admin.email, password: admin.password });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      email: "ada@fair.example",
      name: "Ada Admin",
      role: "admin",
      csrf_token: expect.stringMatching(/^[\w-]{40,}$/),
    });
  });

  it("refuses a wrong password, an unknown account and a disabled one with the same 401", async () => {
    const disabled = await createStaff(server.app, { email: "gone@fair.example", role: "reviewer" });
    await server.app.db.updateTable("staff").set({ disabled: 1 }).where("id", "=", disabled.id).execute();
    for (const body of [
      { email: admin.email, password: "not the password" },
      { email: "nobody@fair.example", password: "whatever it is" },
      { email: disabled.email, password: disabled.password },
      { email: admin.email },
      {},
    ]) {
      const response = await post(body);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: "Email or password is wrong." });
    }
  });

  it("refuses a post from another site", async () => {
    const response = await post({ email: admin.email, password: admin.password }, { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(response.headers.get("set-cookie")).toBeNull();
  });
});

describe("session fixation", () => {
  it("gives a new session id at every sign-in and ends the one the browser brought", async () => {
    const first = await signIn(server.url, admin.email, admin.password);
    const response = await post({ email: admin.email, password: admin.password }, { cookie: first.cookie });
    const second = cookieOf(response);
    expect(second).toMatch(/^staff_sid=/);
    expect(second).not.toBe(first.cookie);
    expect((await first.fetch("/admin/api/me")).status).toBe(401);
    expect((await fetch(`${server.url}/admin/api/me`, { headers: { cookie: second } })).status).toBe(200);
  });

  it("ignores a session id the visitor made up", async () => {
    const response = await fetch(`${server.url}/admin/api/me`, { headers: { cookie: "staff_sid=made-up-id" } });
    expect(response.status).toBe(401);
  });
});

describe("signing out", () => {
  it("ends the session on the server: the old cookie opens nothing", async () => {
    const member = await signIn(server.url, admin.email, admin.password);
    const response = await member.fetch("/admin/sign-out", { method: "POST" });
    expect(response.status).toBe(204);
    expect(response.headers.get("set-cookie")).toMatch(/^staff_sid=;/);
    expect((await member.fetch("/admin/api/me")).status).toBe(401);
  });

  it("with the form's _csrf field sends the member to the sign-in page", async () => {
    const member = await signIn(server.url, admin.email, admin.password);
    const response = await fetch(`${server.url}/admin/sign-out`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: member.cookie, "content-type": "application/x-www-form-urlencoded" },
      body: form({ _csrf: member.csrfToken }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin/sign-in");
    expect((await member.fetch("/admin/api/me")).status).toBe(401);
  });
});

describe("two-step sign-in", () => {
  it("asks a member with an authenticator app for its code, and accepts each code once", async () => {
    const member = await createStaff(server.app, { email: "totp@fair.example", role: "reviewer", totp: true });
    const secret = member.totpSecret as string;
    const withoutCode = await post({ email: member.email, password: member.password });
    expect(withoutCode.status).toBe(401);
    expect(await withoutCode.json()).toEqual({
      message: "Enter the code from your authenticator app.",
      totp_required: true,
    });
    const wrong = await post({ email: member.email, password: member.password, totp: "000000" });
    expect(wrong.status).toBe(401);
    const code = currentTotpCode(secret);
    const right = await post({ email: member.email, password: member.password, totp: code });
    expect(right.status).toBe(200);
    const replay = await post({ email: member.email, password: member.password, totp: code });
    expect(replay.status).toBe(401);
  });

  it("shows the form's second step with the label Authentication code and a Verify button", async () => {
    const member = await createStaff(server.app, { email: "totp-form@fair.example", role: "reviewer", totp: true });
    const step1 = await post(form({ email: member.email, password: member.password, next: "/admin/applications" }));
    const html = await step1.text();
    expect(step1.status).toBe(200);
    expect(html).toMatch(/<label for="totp">Authentication code<\/label>/);
    expect(html).toMatch(/<button type="submit">Verify<\/button>/);
    expect(html).not.toContain(member.password);
    expect(step1.headers.get("set-cookie")).toBeNull();
    const pending = /name="pending" value="([^"]+)"/.exec(html)?.[1] as string;

    const wrong = await post(form({ pending, totp: "123456", next: "/admin/applications" }));
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("The code is not right");

    const step2 = await post(
      form({ pending, totp: currentTotpCode(member.totpSecret as string), next: "/admin/applications" }),
    );
    expect(step2.status).toBe(303);
    expect(step2.headers.get("location")).toBe("/admin/applications");
    expect(cookieOf(step2)).toMatch(/^staff_sid=/);
  });

  it("refuses a forged or altered second-step token", async () => {
    const response = await post(form({ pending: "eyJzdGFmZklkIjoieCJ9.forged", totp: "123456" }));
    expect(response.status).toBe(401);
    expect(await response.text()).toContain("The sign-in took too long");
  });
});

describe("the audit log", () => {
  it("holds every sign-in and failure with time, account and address", async () => {
    await post({ email: "audit@fair.example", password: "not a real account" });
    await post({ email: admin.email, password: admin.password });
    const entries = await new StaffSignInLog(server.app.db).recent(10);
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          email: "audit@fair.example",
          outcome: "unknown-account",
          ip: "127.0.0.1",
          staff_id: null,
        }),
        expect.objectContaining({ email: admin.email, outcome: "signed-in", ip: "127.0.0.1", staff_id: admin.id }),
      ]),
    );
    for (const entry of entries) expect(Math.abs(Date.now() - Number(entry.at))).toBeLessThan(60_000);
  });
});

describe("the idle timeout", () => {
  it("ends a session left alone longer than STAFF_IDLE_MINUTES, and renews one in use", async () => {
    const member = await signIn(server.url, admin.email, admin.password);
    const expiry = async () =>
      Number(
        (
          await server.app.db
            .selectFrom("staff_sessions")
            .select("expires_at")
            .orderBy("created_at", "desc")
            .executeTakeFirstOrThrow()
        ).expires_at,
      );
    // Default 8 hours.
    expect((await expiry()) - Date.now()).toBeGreaterThan(479 * 60_000);
    // Used two minutes before it would end: renewed to a full 8 hours again.
    await server.app.db
      .updateTable("staff_sessions")
      .set({ expires_at: Date.now() + 120_000 })
      .execute();
    expect((await member.fetch("/admin/api/me")).status).toBe(200);
    expect((await expiry()) - Date.now()).toBeGreaterThan(479 * 60_000);
    // Left alone past its end: gone.
    await server.app.db
      .updateTable("staff_sessions")
      .set({ expires_at: Date.now() - 1 })
      .execute();
    expect((await member.fetch("/admin/api/me")).status).toBe(401);
  });
});

describe("a password hashed with older parameters", () => {
  it("still signs her in, and is hashed again with today's parameters (OWASP's 2^14 × 5)", async () => {
    // As hashed before: scrypt N = 2^15, r = 8, p = 3, in the same self-describing string.
    const password = "an older passphrase of hers";
    const salt = randomBytes(16);
    const key = scryptSync(password, salt, 32, { N: 2 ** 15, r: 8, p: 3, maxmem: 64 * 1024 * 1024 });
    const old = `$scrypt$ln=15,r=8,p=3$${salt.toString("base64url")}$${key.toString("base64url")}`;
    const olga = await createStaff(server.app, { email: "olga@fair.example", role: "reviewer" });
    const stored = () =>
      server.app.db.selectFrom("staff").select("password_hash").where("id", "=", olga.id).executeTakeFirstOrThrow();
    await server.app.db.updateTable("staff").set({ password_hash: old }).where("id", "=", olga.id).execute();

    expect((await post({ email: olga.email, password })).status).toBe(200);
    const rehashed = (await stored()).password_hash;
    expect(rehashed).toMatch(/^\$scrypt\$ln=14,r=8,p=5\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect((await post({ email: olga.email, password })).status).toBe(200);
    expect((await stored()).password_hash).toBe(rehashed);
    expect((await post({ email: olga.email, password: "not her passphrase" })).status).toBe(401);
  });
});
