/** /ecosystem per edition: opening next year's call never hides this year's exhibitors. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePng } from "../../../../test-support/fixtures.ts";
import { acceptedGallery } from "../../../../test-support/galleries.ts";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../../test-support/staff.ts";

let server: TestServer;
let admin: StaffVisitor;
beforeAll(async () => {
  server = await startTestServer({ OPEN_EDITIONS: "fair-2027" });
  await acceptedGallery(server, { name: "Galerie Nordlicht", pictures: [makePng(300, 200, 1)] });
  const ada = await createStaff(server.app, { email: "ada@fair.example", role: "admin" });
  admin = await signIn(server.url, ada.email, ada.password);
  const send = (method: string, path: string, body: unknown) =>
    admin.fetch(path, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  await send("PATCH", "/admin/api/editions/fair-2027", {
    name: "Art Fair Berlin 2027",
    opens_at: "2026-01-01T00:00:00+01:00",
    closes_at: "2026-03-01T00:00:00+01:00",
  });
  // Next year's call opens while this year's fair is still ahead, and the form applies to it.
  await send("POST", "/admin/api/editions", {
    slug: "fair-2028",
    name: "Art Fair Berlin 2028",
    opens_at: "2026-11-01T00:00:00+01:00",
    time_zone: "Europe/Berlin",
    public: true,
  });
  await send("POST", "/admin/api/editions", { slug: "fair-2029", name: "Hidden 2029", public: false });
});
afterAll(() => server?.close());

const page = async (pathname: string) => {
  const response = await fetch(`${server.url}${pathname}`);
  return { status: response.status, html: await response.text() };
};

describe("/ecosystem with two public editions", () => {
  it("shows the latest public edition that has announced galleries, by name, with a link to the other", async () => {
    const { status, html } = await page("/ecosystem");
    expect(status).toBe(200);
    expect(html).toContain('<h1>Galleries <span class="edition-name">Art Fair Berlin 2027</span></h1>');
    expect(html).toContain("Galerie Nordlicht");
    expect(html).toContain('<a href="/ecosystem?edition=fair-2028">Art Fair Berlin 2028</a>');
    expect(html).not.toContain("Hidden 2029");
    expect(html).not.toContain(">fair-2027<");
  });

  it("shows any public edition when asked, and nothing of a hidden or unknown one", async () => {
    const next = await page("/ecosystem?edition=fair-2028");
    expect(next.status).toBe(200);
    expect(next.html).toContain("No galleries have been announced for Art Fair Berlin 2028 yet.");
    expect(next.html).toContain('<a href="/ecosystem?edition=fair-2027">Art Fair Berlin 2027</a>');
    expect((await page("/ecosystem?edition=fair-2029")).status).toBe(404);
    expect((await page("/ecosystem?edition=nothing")).status).toBe(404);
  });

  it("keeps the gallery's address, which leads back to its own edition's list", async () => {
    const { status, html } = await page("/ecosystem/galerie-nordlicht");
    expect(status).toBe(200);
    // Its edition is the one /ecosystem shows.
    expect(html).toContain('<a class="back-link" href="/ecosystem" data-sequence-back>');
    expect(html).toContain("Art Fair Berlin 2027");
  });

  it("moves to next year's edition once it announces galleries; last year's galleries lead back to their own list", async () => {
    await acceptedGallery(server, { name: "Studio Ljós", edition: "fair-2028", pictures: [makePng(200, 300, 2)] });
    // Accepted, but the decisions of an edition made in the back office are not released yet.
    const before = await page("/ecosystem");
    expect(before.html).toContain('<span class="edition-name">Art Fair Berlin 2027</span>');
    expect(before.html).toContain("Galerie Nordlicht");
    expect(before.html).not.toContain("Studio Ljós");
    const released = await admin.fetch("/admin/api/editions/fair-2028", {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ decisions_released: true }),
    });
    expect(released.status).toBe(200);
    const { html } = await page("/ecosystem");
    expect(html).toContain('<span class="edition-name">Art Fair Berlin 2028</span>');
    expect(html).toContain("Studio Ljós");
    expect((await page("/ecosystem/galerie-nordlicht")).html).toContain(
      '<a class="back-link" href="/ecosystem?edition=fair-2027" data-sequence-back>',
    );
    expect((await page("/ecosystem?edition=fair-2027")).html).toContain("Galerie Nordlicht");
  });
});
