import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../test-support/server.ts";
import { exampleApplication } from "../../shared/example-application.ts";
import { applicationFormData } from "../../shared/form-data.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_PER_IP: "8", RATE_LIMIT_PER_SESSION: "3" });
});
afterAll(() => server.close());

const validate = (visitor: Awaited<ReturnType<TestServer["visitor"]>>, headers: Record<string, string> = {}) =>
  visitor.fetch("/application-validate", {
    method: "POST",
    headers,
    body: applicationFormData(exampleApplication({ edition: visitor.edition })),
  });

describe("protection", () => {
  it("limits validate and submit per session, then per IP, with 429 and Retry-After", async () => {
    const first = await server.visitor();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await validate(first)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await validate(first);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/Too many attempts.*Your data is still here/);

    // Other sessions from the same address share its per-IP allowance of 8 (5 used above).
    const second = await server.visitor();
    const third = await server.visitor();
    const more = [];
    for (const visitor of [second, second, third, third]) more.push((await validate(visitor)).status);
    expect(more).toEqual([200, 200, 200, 429]);
    // The keep-alive ping is never limited.
    expect((await first.fetch("/application-ping")).status).toBe(200);
  });

  it("refuses a cross-site Origin and stores nothing", async () => {
    const other = await startTestServer();
    try {
      const visitor = await other.visitor();
      const response = await visitor.fetch("/application-submit", {
        method: "POST",
        headers: { origin: "https://evil.example" },
        body: applicationFormData(exampleApplication({ edition: visitor.edition })),
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: "Requests from other sites are refused." });
      const sameSite = await validate(visitor, { origin: other.url });
      expect(sameSite.status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it("sends security headers with a strict script policy", async () => {
    const page = await fetch(`${server.url}/`);
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it.each(["/", "/ecosystem", "/healthz", "/robots.txt", "/no-such-page"])(
    "%s may not be framed, says so in both headers, and turns off the features the product never uses",
    async (pathname) => {
      const response = await fetch(`${server.url}${pathname}`);
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      const policy = new Map(
        (response.headers.get("permissions-policy") ?? "").split(",").map((directive) => {
          const [feature, allowed] = directive.trim().split("=");
          return [feature, allowed];
        }),
      );
      for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "fullscreen"])
        expect([feature, policy.get(feature)]).toEqual([feature, "()"]);
    },
  );
});
