/**
 * Behind a proxy, the client's address is the one the proxy saw, never one the client wrote. The
 * documented nginx appends the address it saw to whatever `X-Forwarded-For` the client sent, so a
 * client that forges a first entry must still be counted under its own address by every per-IP
 * limit. The test client plays the proxy: it connects from 127.0.0.1 and sends the chain nginx
 * would send on (forged entries first, the client's real address last).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../test-support/server.ts";
import { exampleApplication } from "../../shared/example-application.ts";
import { applicationFormData } from "../../shared/form-data.ts";
import { LINKS_PER_IP_PER_HOUR } from "../routes/applicant/status.ts";

const PUBLIC_URL = "https://apply.fair.example";

/** What a client may write before the proxy appends its address: one entry or several, each request another. */
function forged(i: number): string {
  return i % 2 === 0 ? `198.51.100.${i + 1}` : `192.0.2.${i + 1}, 198.51.100.${i + 1}`;
}

/** The chain nginx's `$proxy_add_x_forwarded_for` makes of a forged header from `client`. */
const chain = (i: number, client: string) => ({ "x-forwarded-for": `${forged(i)}, ${client}` });

const json = (body: unknown, headers: Record<string, string>) => ({
  method: "POST",
  headers: { ...headers, "content-type": "application/json" },
  body: JSON.stringify(body),
});

async function statuses(times: number, send: (i: number) => Promise<Response>): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < times; i++) {
    const response = await send(i);
    await response.arrayBuffer();
    seen.push(response.status);
  }
  return seen;
}

/** Each of the last `refused` answers is 429, none before them. */
function limitedAfter(seen: number[], allowed: number) {
  expect(seen.slice(0, allowed)).not.toContain(429);
  expect(seen.slice(allowed)).toEqual(seen.slice(allowed).map(() => 429));
}

describe("every per-IP limit behind the documented nginx (TRUST_PROXY=true) holds against forged chains", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      PUBLIC_URL,
      TRUST_PROXY: "true",
      RATE_LIMIT_PER_IP: "3",
      RATE_LIMIT_PER_SESSION: "1000",
      STAFF_SIGN_IN_FAILURES_PER_IP: "3",
      STAFF_SIGN_IN_FAILURES_PER_ACCOUNT: "1000",
    });
  });
  afterAll(() => server?.close());

  it("validate and submit (RATE_LIMIT_PER_IP)", async () => {
    const visitor = await server.visitor();
    const body = () => applicationFormData(exampleApplication({ edition: visitor.edition }));
    const seen = await statuses(5, (i) =>
      visitor.fetch(i < 3 ? "/application-validate" : "/application-submit", {
        method: "POST",
        headers: chain(i, "203.0.113.1"),
        body: body(),
      }),
    );
    limitedAfter(seen, 3);
  });

  it("a correction sent from a status page (RATE_LIMIT_PER_IP)", async () => {
    const seen = await statuses(5, (i) =>
      fetch(`${server.url}/status/${"x".repeat(32)}/change`, {
        method: "POST",
        headers: chain(i, "203.0.113.2"),
        body: new FormData(),
      }),
    );
    limitedAfter(seen, 3);
  });

  it("the lost-link page", async () => {
    const seen = await statuses(LINKS_PER_IP_PER_HOUR + 6, (i) =>
      fetch(`${server.url}/status/link`, json({ email: `office${i}@gallery.example` }, chain(i, "203.0.113.3"))),
    );
    limitedAfter(seen, LINKS_PER_IP_PER_HOUR);
  });

  it("staff sign-in failures (STAFF_SIGN_IN_FAILURES_PER_IP), recorded under the client's address", async () => {
    const seen = await statuses(5, (i) =>
      fetch(
        `${server.url}/admin/sign-in`,
        json({ email: `guess${i}@fair.example`, password: "a wrong password" }, chain(i, "203.0.113.4")),
      ),
    );
    limitedAfter(seen, 3);
    const addresses = await server.app.db
      .selectFrom("staff_sign_ins")
      .select("ip")
      .where("email", "like", "guess%")
      .execute();
    expect(new Set(addresses.map((row) => row.ip))).toEqual(new Set(["203.0.113.4"]));
  });

  it('"Forgot your password?" (STAFF_SIGN_IN_FAILURES_PER_IP)', async () => {
    const seen = await statuses(5, (i) =>
      fetch(`${server.url}/admin/forgot-password`, json({ email: `lost${i}@fair.example` }, chain(i, "203.0.113.5"))),
    );
    limitedAfter(seen, 3);
  });
});

describe("TRUST_PROXY's forms: the address counted is the one the last trusted proxy saw", () => {
  const cases: { trust: string; headers: Record<string, string>; counted: string }[] = [
    // One hop: nginx on this machine or in front of it.
    { trust: "1", headers: { "x-forwarded-for": "6.6.6.6, 203.0.113.10" }, counted: "203.0.113.10" },
    // Two hops: a load balancer (10.0.0.5) in front of nginx.
    { trust: "2", headers: { "x-forwarded-for": "6.6.6.6, 203.0.113.11, 10.0.0.5" }, counted: "203.0.113.11" },
    // The proxies by address: this machine's nginx, then the balancers' network.
    {
      trust: "127.0.0.1, 10.0.0.0/8",
      headers: { "x-forwarded-for": "6.6.6.6, 203.0.113.12, 10.1.2.3" },
      counted: "203.0.113.12",
    },
    { trust: "127.0.0.0/8", headers: { "x-forwarded-for": "6.6.6.6, 203.0.113.13" }, counted: "203.0.113.13" },
    // The request did not come from a listed proxy: its header is the client's own word, ignored.
    { trust: "10.0.0.1", headers: { "x-forwarded-for": "6.6.6.6, 203.0.113.14" }, counted: "127.0.0.1" },
    { trust: "false", headers: { "x-forwarded-for": "6.6.6.6, 203.0.113.15" }, counted: "127.0.0.1" },
  ];

  it.each(cases)("TRUST_PROXY=$trust counts $counted", async ({ trust, headers, counted }) => {
    const server = await startTestServer({ PUBLIC_URL, TRUST_PROXY: trust, STAFF_SIGN_IN_FAILURES_PER_IP: "2" });
    try {
      const seen = await statuses(3, (i) =>
        fetch(
          `${server.url}/admin/sign-in`,
          json({ email: `form${i}@fair.example`, password: "a wrong password" }, headers),
        ),
      );
      expect(seen).toEqual([401, 401, 429]);
      const recorded = await server.app.db.selectFrom("staff_sign_ins").select("ip").execute();
      expect(new Set(recorded.map((row) => row.ip))).toEqual(new Set([counted]));
    } finally {
      await server.close();
    }
  });
});
