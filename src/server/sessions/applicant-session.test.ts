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

    const proxied = await startTestServer({ TRUST_PROXY: "true" });
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
  });

  it("ends a session after its idle time", async () => {
    const visitor = await server.visitor();
    await server.app.db
      .updateTable("applicant_sessions")
      .set({ expires_at: Date.now() - 1 })
      .execute();
    expect((await visitor.fetch("/application-ping")).status).toBe(401);
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
