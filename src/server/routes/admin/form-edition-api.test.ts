/** Which edition the public form applies to: the rule by dates, or an admin's choice. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../../test-support/staff.ts";

let server: TestServer;
let admin: StaffVisitor;
let reviewer: StaffVisitor;
beforeAll(async () => {
  server = await startTestServer({ OPEN_EDITIONS: "fair-2027" });
  const ada = await createStaff(server.app, { email: "ada@fair.example", role: "admin" });
  const rita = await createStaff(server.app, { email: "rita@fair.example", role: "reviewer" });
  admin = await signIn(server.url, ada.email, ada.password);
  reviewer = await signIn(server.url, rita.email, rita.password);
});
afterAll(() => server.close());

const json = (method: string, body?: unknown) => ({
  method,
  headers: { "content-type": "application/json" },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

async function formPage() {
  const html = await (await fetch(`${server.url}/`)).text();
  const meta = (name: string) => new RegExp(`<meta name="${name}" content="([^"]*)">`).exec(html)?.[1];
  return { edition: meta("edition"), name: meta("edition-name") };
}

describe("the form's edition", () => {
  it("stays with the first open edition when another opens, until an admin chooses", async () => {
    await admin.fetch("/admin/api/editions/fair-2027", json("PATCH", { name: "Art Fair Berlin 2027" }));
    const created = await admin.fetch(
      "/admin/api/editions",
      json("POST", { slug: "fair-2028", name: "Art Fair Berlin 2028", time_zone: "Europe/Berlin" }),
    );
    expect(created.status).toBe(201);
    expect(await formPage()).toEqual({ edition: "fair-2027", name: "Art Fair Berlin 2027" });
    expect(await (await admin.fetch("/admin/api/editions")).json()).toMatchObject({
      current: "fair-2027",
      form_chosen: false,
    });

    const chosen = await admin.fetch("/admin/api/editions/fair-2028/form", json("POST", {}));
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toEqual({ current: "fair-2028", form_chosen: true });
    expect(await formPage()).toEqual({ edition: "fair-2028", name: "Art Fair Berlin 2028" });
    const editions = (await (await admin.fetch("/admin/api/editions")).json()) as {
      current: string;
      form_chosen: boolean;
      items: { slug: string; state: string }[];
    };
    expect(editions).toMatchObject({ current: "fair-2028", form_chosen: true });
    expect(editions.items.map((e) => [e.slug, e.state])).toEqual([
      ["fair-2027", "open"],
      ["fair-2028", "open"],
    ]);
  });

  it("answers 404 for no such edition and 403 to a reviewer, and changes nothing", async () => {
    const missing = await admin.fetch("/admin/api/editions/fair-1999/form", json("POST", {}));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'There is no edition "fair-1999".' });
    expect((await reviewer.fetch("/admin/api/editions/fair-2027/form", json("POST", {}))).status).toBe(403);
    expect((await formPage()).edition).toBe("fair-2028");
  });

  it("applies to a closed edition too when chosen: the form then says it is closed", async () => {
    await admin.fetch("/admin/api/editions/fair-2027", json("PATCH", { closes_at: "2020-01-01T00:00:00Z" }));
    await admin.fetch("/admin/api/editions/fair-2027/form", json("POST", {}));
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toContain('<meta name="edition" content="fair-2027">');
    const period = JSON.parse(
      (/<meta name="application-period" content="([^"]*)">/.exec(html)?.[1] ?? "{}").replaceAll("&quot;", '"'),
    );
    expect(period.state).toBe("closed");
  });
});
