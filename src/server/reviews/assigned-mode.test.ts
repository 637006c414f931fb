/**
 * An edition reviewed in "assigned" mode, on every back-office route about one application, taken
 * from the routes as registered: a reviewer gets 404 for an application neither assigned to her
 * nor reviewed by her (and for its files), whatever the method; the lists, the queue and the
 * exports leave it out; admins see everything. A route added later is checked without anyone
 * adding it here.
 */
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeApplication } from "../../../test-support/applications.ts";
import { startTestServer, type TestServer } from "../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../test-support/staff.ts";
import { exampleApplication } from "../../shared/example-application.ts";

const EDITION = "fair-2027";
const T0 = Date.UTC(2027, 0, 10, 9, 0, 0);

let server: TestServer;
/** assigned: to Ana; reviewed: by Ana before the mode changed, not assigned; other: Ana's neither. */
const ids = { assigned: "", reviewed: "", other: "" };
const pictures = { assigned: "", other: "" };
let admin: StaffVisitor;
let ana: StaffVisitor;
let anaId = "";

async function ok(visitor: StaffVisitor, method: string, path: string, body?: object) {
  const response = await visitor.fetch(path, {
    method,
    ...(body ? { headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {}),
  });
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
  return response;
}

beforeAll(async () => {
  server = await startTestServer({ OPEN_EDITIONS: EDITION });
  for (const [i, key] of (["assigned", "reviewed", "other"] as const).entries()) {
    const form = exampleApplication({ edition: EDITION, artists: 1, artworksPerArtist: 1 });
    form.gallery.name = `Galerie ${key}`;
    ids[key] = (await storeApplication(server.app, form, { now: T0 + i * 60_000 })).id;
  }
  for (const key of ["assigned", "other"] as const)
    pictures[key] = (
      await server.app.db
        .selectFrom("files")
        .select("id")
        .where("application_id", "=", ids[key])
        .where("content_type", "=", "image/png")
        .executeTakeFirstOrThrow()
    ).id;
  const adminAccount = await createStaff(server.app, { email: "admin@fair.example", role: "admin" });
  const anaAccount = await createStaff(server.app, { email: "ana@fair.example", role: "reviewer" });
  anaId = anaAccount.id;
  admin = await signIn(server.url, adminAccount.email, adminAccount.password);
  ana = await signIn(server.url, anaAccount.email, anaAccount.password);
  const criteria = (
    (await (await admin.fetch(`/admin/api/editions/${EDITION}/criteria`)).json()) as { items: { id: string }[] }
  ).items;
  await ok(ana, "PUT", `/admin/api/applications/${ids.reviewed}/review`, {
    scores: Object.fromEntries(criteria.map((c) => [c.id, 4])),
  });
  await ok(admin, "PATCH", `/admin/api/editions/${EDITION}`, { review_mode: "assigned" });
  await ok(admin, "PUT", `/admin/api/applications/${ids.assigned}/assignees`, { staff_ids: [anaId] });
}, 60_000);
afterAll(() => server.close());

/** Every registered route about one application or one file, as `METHOD url`, with its access. */
function perApplicationRoutes() {
  return server.app.staffRoutes
    .filter((route) => route.method !== "HEAD")
    .filter((route) => /^\/admin\/(api\/applications|files)\/:/.test(route.url));
}

function fill(url: string, key: "assigned" | "other"): string {
  return url
    .replace(/\/applications\/:\w+/, `/applications/${ids[key]}`)
    .replace(/\/files\/:\w+/, `/files/${pictures[key]}`);
}

function ask(visitor: StaffVisitor, method: string, path: string) {
  const withBody = method === "POST" || method === "PUT" || method === "PATCH";
  return visitor.fetch(path, {
    method,
    ...(withBody ? { headers: { "content-type": "application/json" }, body: "{}" } : {}),
  });
}

describe("a reviewer in assigned mode", () => {
  it("finds the per-application routes to check (details, files, reviews, conflicts, exports)", () => {
    const urls = perApplicationRoutes().map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      "GET /admin/api/applications/:id",
      "GET /admin/api/applications/:id/neighbours",
      "GET /admin/api/applications/:id/reviews",
      "PUT /admin/api/applications/:id/review",
      "PUT /admin/api/applications/:id/conflict",
      "GET /admin/api/applications/:id/export.zip",
      "GET /admin/files/:id",
      "GET /admin/files/:id/screen",
    ])
      expect(urls).toContain(expected);
  });

  it("gets 404 from every route about an application not hers (403 from the admins' own), and nothing changes", async () => {
    const answers: string[] = [];
    for (const route of perApplicationRoutes()) {
      const path = fill(route.url, "other");
      const response = await ask(ana, route.method, path);
      // Stepping aside is open before the assignment (policy: mayDeclareConflict); the DELETE after the PUT leaves nothing.
      const conflict = route.url === "/admin/api/applications/:id/conflict";
      const expected = conflict ? (route.method === "PUT" ? 200 : 204) : route.access === "admin" ? 403 : 404;
      if (response.status !== expected) answers.push(`${route.method} ${path} → ${response.status}, not ${expected}`);
    }
    expect(answers).toEqual([]);
    const conflicts = await server.app.db.selectFrom("review_conflicts").selectAll().execute();
    expect(conflicts).toEqual([]);
  });

  it("opens the application assigned to her and its files on every route that reads", async () => {
    const refused: string[] = [];
    for (const route of perApplicationRoutes().filter((r) => r.method === "GET")) {
      const path = fill(route.url, "assigned");
      const response = await ana.fetch(path);
      // The discussion stays closed until her own review is in: the blind rule, not the assignment.
      const blind = response.status === 403 && /once your own review/.test(await response.clone().text());
      if (response.status !== 200 && !blind) refused.push(`${path} → ${response.status}`);
    }
    expect(refused).toEqual([]);
    expect((await ana.fetch(`/admin/api/applications/${ids.reviewed}`)).status).toBe(200);
  });

  it("lists, queues and exports only what is assigned to her or reviewed by her", async () => {
    const list = (await (await ana.fetch("/admin/api/applications")).json()) as {
      items: { id: string }[];
      total: number;
    };
    expect(list.items.map((i) => i.id).sort()).toEqual([ids.assigned, ids.reviewed].sort());
    expect(list.total).toBe(2);
    const queue = (await (await ana.fetch(`/admin/api/queue?edition=${EDITION}`)).json()) as {
      items: { id: string }[];
      reviewed: { id: string }[];
      reviewable: number;
      other_reviews: number;
    };
    expect(queue.items.map((i) => i.id)).toEqual([ids.assigned]);
    expect(queue.reviewed.map((i) => i.id)).toEqual([ids.reviewed]);
    // Reviewed before the edition went to "assigned" mode, not assigned: one of her other reviews, not her progress.
    expect(queue.reviewable).toBe(1);
    expect(queue.other_reviews).toBe(1);
    const csv = await (await ana.fetch("/admin/api/exports/applications.csv")).text();
    const rows = parse(csv.replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(2);
    expect(csv).not.toContain(ids.other);
    const neighbours = (await (await ana.fetch(`/admin/api/applications/${ids.assigned}/neighbours`)).json()) as {
      total: number;
    };
    expect(neighbours.total).toBe(2);
  });

  it("leaves admins everything", async () => {
    const list = (await (await admin.fetch("/admin/api/applications")).json()) as { total: number };
    expect(list.total).toBe(3);
    for (const route of perApplicationRoutes().filter((r) => r.method === "GET"))
      expect((await admin.fetch(fill(route.url, "other"))).status, route.url).toBe(200);
  });

  it('opens everything again once the edition is back in "all" mode', async () => {
    await ok(admin, "PATCH", `/admin/api/editions/${EDITION}`, { review_mode: "all" });
    try {
      expect((await ana.fetch(`/admin/api/applications/${ids.other}`)).status).toBe(200);
      const list = (await (await ana.fetch("/admin/api/applications")).json()) as { total: number };
      expect(list.total).toBe(3);
    } finally {
      await ok(admin, "PATCH", `/admin/api/editions/${EDITION}`, { review_mode: "assigned" });
    }
  });
});
