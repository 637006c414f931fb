import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, storedCounts, type TestServer, visit } from "../../../test-support/server.ts";
import { exampleApplication } from "../../shared/example-application.ts";
import { applicationFormData } from "../../shared/form-data.ts";
import { buildApp } from "../app.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const applicationCount = async () => (await storedCounts(server.app)).applications;

describe("the session and CSRF guard", () => {
  const routes = [
    ["POST", "/application-validate"],
    ["POST", "/application-submit"],
    ["GET", "/application-ping"],
  ] as const;

  it.each(routes)("%s %s without a session answers 401 and stores nothing", async (method, route) => {
    const visitor = await server.visitor();
    const before = await applicationCount();
    const response = await fetch(`${server.url}${route}`, {
      method,
      headers: { "x-csrf-token": visitor.token },
      body: method === "POST" ? applicationFormData(exampleApplication({ edition: visitor.edition })) : undefined,
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: expect.stringMatching(/session/i) });
    expect(await applicationCount()).toBe(before);
  });

  it.each(routes)("%s %s with a missing, wrong or foreign token answers 403", async (method, route) => {
    const visitor = await server.visitor();
    const other = await server.visitor();
    const before = await applicationCount();
    for (const headers of [{}, { "x-csrf-token": "wrong" }, { "x-csrf-token": other.token }] as Record<
      string,
      string
    >[]) {
      const response = await fetch(`${server.url}${route}`, {
        method,
        headers: { cookie: visitor.cookie, ...headers },
        body: method === "POST" ? applicationFormData(exampleApplication({ edition: visitor.edition })) : undefined,
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: expect.stringMatching(/token/i) });
    }
    expect(await applicationCount()).toBe(before);
  });

  it("refuses a compact _token part that differs from the header", async () => {
    const visitor = await server.visitor();
    const response = await visitor.fetch("/application-validate", {
      method: "POST",
      body: applicationFormData(exampleApplication({ edition: visitor.edition }), {
        encoding: "compact",
        token: "not-the-header-token",
      }),
    });
    expect(response.status).toBe(403);
  });

  it("refuses a cookie whose signature was tampered with", async () => {
    const visitor = await server.visitor();
    const [name, value = ""] = visitor.cookie.split("=");
    const forged = `${name}=${value.replace(/\.[^.]+$/, ".forged")}`;
    const response = await visitor.fetch("/application-ping", { headers: { cookie: forged } });
    expect(response.status).toBe(401);
  });

  it("sets an HttpOnly, SameSite=Lax cookie, Secure behind HTTPS", async () => {
    const plain = await fetch(`${server.url}/`);
    expect(plain.headers.get("set-cookie")).toMatch(/HttpOnly/);
    expect(plain.headers.get("set-cookie")).toMatch(/SameSite=Lax/);
    expect(plain.headers.get("set-cookie")).not.toMatch(/Secure/);

    const proxied = await startTestServer({ TRUST_PROXY: "true", PUBLIC_URL: "https://apply.fair.example" });
    try {
      const https = await fetch(`${proxied.url}/`, { headers: { "x-forwarded-proto": "https" } });
      expect(https.headers.get("set-cookie")).toMatch(/; Secure/);
    } finally {
      await proxied.close();
    }
  });

  it("pings a live session with the time left, and extends it", async () => {
    const visitor = await server.visitor();
    const response = await visitor.fetch("/application-ping");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ alive: true, expires_in: 7200 });
    // One visitor's session, never an answer for a cache to keep.
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("ends a session after its idle time", async () => {
    const visitor = await server.visitor();
    expect((await visitor.fetch("/application-ping")).status).toBe(200);
    await server.app.db
      .updateTable("applicant_sessions")
      .set({ expires_at: Date.now() - 1 })
      .execute();
    expect((await visitor.fetch("/application-ping")).status).toBe(401);
  });
});

describe("sessions stored lazily", () => {
  const sessionRows = async () =>
    Number(
      (
        await server.app.db
          .selectFrom("applicant_sessions")
          .select(server.app.db.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("writes no row for 1,000 anonymous GET and HEAD requests of the page", async () => {
    const before = await sessionRows();
    const tokens = new Set<string>();
    const methods = Array.from({ length: 1000 }, (_, i) => (i % 2 === 0 ? "GET" : "HEAD"));
    for (let i = 0; i < methods.length; i += 25) {
      await Promise.all(
        methods.slice(i, i + 25).map(async (method) => {
          const response = await fetch(`${server.url}/`, { method });
          expect(response.status).toBe(200);
          expect(response.headers.get("set-cookie")).toMatch(/^sid=/);
          const html = await response.text();
          if (method === "GET") tokens.add(/name="csrf-token" content="([^"]+)"/.exec(html)?.[1] ?? "");
        }),
      );
    }
    expect(tokens.size).toBe(500);
    expect(await sessionRows()).toBe(before);
  });

  it("stores the session on the first call whose token checks out, once", async () => {
    const visitor = await server.visitor();
    const before = await sessionRows();
    const wrong = await visitor.fetch("/application-ping", { headers: { "x-csrf-token": "wrong" } });
    expect(wrong.status).toBe(403);
    expect(await sessionRows()).toBe(before);
    const first = await Promise.all([1, 2, 3].map(() => visitor.fetch("/application-ping")));
    expect(first.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await sessionRows()).toBe(before + 1);
    expect((await visitor.fetch("/application-ping")).status).toBe(200);
    expect(await sessionRows()).toBe(before + 1);
  });

  it("gives every tab of a visitor the same token until the session is stored, and after", async () => {
    const visitor = await server.visitor();
    const again = await fetch(`${server.url}/`, { headers: { cookie: visitor.cookie } });
    expect(await again.text()).toContain(`content="${visitor.token}"`);
    expect((await visitor.fetch("/application-ping")).status).toBe(200);
    const third = await fetch(`${server.url}/`, { headers: { cookie: visitor.cookie } });
    expect(await third.text()).toContain(`content="${visitor.token}"`);
  });

  it("refuses a signed cookie never stored once it is older than the idle time, and a page replaces it", async () => {
    const visitor = await server.visitor();
    const id = decodeURIComponent(visitor.cookie.slice("sid=".length)).split(".")[0] ?? "";
    const old = Date.now() - server.config.sessionIdleMs - 1000;
    const cookie = `sid=${encodeURIComponent(server.app.signCookie(`${id}.${old.toString(36)}`))}`;
    const before = await sessionRows();
    const response = await visitor.fetch("/application-ping", { headers: { cookie } });
    expect(response.status).toBe(401);
    expect(await sessionRows()).toBe(before);
    const page = await fetch(`${server.url}/`, { headers: { cookie } });
    expect(await page.text()).not.toContain(`content="${visitor.token}"`);
  });

  it("refuses an expired stored session for good, and a page starts a new one", async () => {
    const visitor = await server.visitor();
    expect((await visitor.fetch("/application-ping")).status).toBe(200);
    const id = decodeURIComponent(visitor.cookie.slice("sid=".length)).split(".")[0] ?? "";
    await server.app.db
      .updateTable("applicant_sessions")
      .set({ expires_at: Date.now() - 1 })
      .where("id", "=", id)
      .execute();
    expect((await visitor.fetch("/application-ping")).status).toBe(401);
    const fresh = await visit(server.url, visitor.cookie);
    expect(fresh.token).not.toBe(visitor.token);
    expect((await fresh.fetch("/application-ping")).status).toBe(200);
  });
});

it("keeps sessions across a server restart", async () => {
  const first = await startTestServer();
  const visitor = await first.visitor();
  await first.app.db
    .insertInto("applicant_sessions")
    .values({ id: "long-gone", csrf_token: "x", created_at: 0, expires_at: Date.now() - 1 })
    .execute();
  await first.app.close();
  // The same configuration (data directory, or PostgreSQL database) as before the restart.
  const again = await buildApp({ config: first.config });
  await again.listen({ port: 0, host: "127.0.0.1" });
  try {
    const address = again.server.address();
    const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    const response = await fetch(`${url}/application-ping`, {
      headers: { cookie: visitor.cookie, "x-csrf-token": visitor.token },
    });
    expect(response.status).toBe(200);
    // Expired sessions are removed at start; live ones stay.
    const ids = (await again.db.selectFrom("applicant_sessions").select("id").execute()).map((r) => r.id);
    expect(ids).not.toContain("long-gone");
    expect(ids.length).toBeGreaterThan(0);
    const page = await visit(url);
    expect(page.token).not.toBe("");
  } finally {
    await again.close();
    await first.close().catch(() => {});
  }
});
