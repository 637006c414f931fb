/**
 * Counts and averages over the edition, beyond one application: a reviewer reads no review count of
 * the edition on any route (the criteria included), in either review mode; an admin's count leaves
 * out the reviews of an application she has a conflict of interest on; and a member's mean beside
 * her review counts only the applications whose reviews the reader may see, so no average tells a
 * score she may not read.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeApplication } from "../../../test-support/applications.ts";
import { startTestServer, type TestServer } from "../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../test-support/staff.ts";
import { exampleApplication } from "../../shared/example-application.ts";

const EDITION = "fair-2027";
const T0 = Date.UTC(2027, 0, 10, 9, 0, 0);

let server: TestServer;
/** seen: reviewed by Rob and Ana; unseen: reviewed by Rob (5) and the admin, not by Ana; conflicted: the admin Cleo's conflict. */
const ids = { seen: "", unseen: "", conflicted: "" };
const members = new Map<"admin" | "cleo" | "rob" | "ana", StaffVisitor>();
const member = (who: "admin" | "cleo" | "rob" | "ana") => members.get(who) as StaffVisitor;
let robId = "";
let anaId = "";

async function ok(who: "admin" | "cleo" | "rob" | "ana", method: string, path: string, body?: object) {
  const response = await member(who).fetch(path, {
    method,
    ...(body ? { headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {}),
  });
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
  return response;
}
const json = async <T>(who: "admin" | "cleo" | "rob" | "ana", path: string) =>
  (await (await ok(who, "GET", path)).json()) as T;

beforeAll(async () => {
  server = await startTestServer({ OPEN_EDITIONS: EDITION });
  for (const [i, key] of (["seen", "unseen", "conflicted"] as const).entries()) {
    const form = exampleApplication({ edition: EDITION, artists: 1, artworksPerArtist: 1, withFiles: false });
    form.gallery.name = `Galerie ${key}`;
    ids[key] = (await storeApplication(server.app, form, { now: T0 + i * 60_000 })).id;
  }
  for (const [who, role] of [
    ["admin", "admin"],
    ["cleo", "admin"],
    ["rob", "reviewer"],
    ["ana", "reviewer"],
  ] as const) {
    const account = await createStaff(server.app, { email: `${who}@fair.example`, role });
    if (who === "rob") robId = account.id;
    if (who === "ana") anaId = account.id;
    members.set(who, await signIn(server.url, account.email, account.password));
  }
  const criteria = (await json<{ items: { id: string }[] }>("admin", `/admin/api/editions/${EDITION}/criteria`)).items;
  const scores = (value: number) => ({ scores: Object.fromEntries(criteria.map((c) => [c.id, value])) });
  await ok("rob", "PUT", `/admin/api/applications/${ids.seen}/review`, scores(1));
  await ok("rob", "PUT", `/admin/api/applications/${ids.unseen}/review`, scores(5));
  await ok("admin", "PUT", `/admin/api/applications/${ids.unseen}/review`, scores(3));
  await ok("admin", "PUT", `/admin/api/applications/${ids.conflicted}/review`, scores(4));
  await ok("rob", "PUT", `/admin/api/applications/${ids.conflicted}/review`, scores(2));
  await ok("ana", "PUT", `/admin/api/applications/${ids.seen}/review`, scores(3));
  await ok("cleo", "PUT", `/admin/api/applications/${ids.conflicted}/conflict`, { note: "My sister's gallery" });
}, 60_000);
afterAll(() => server.close());

type Criteria = { items: { id: string; scored?: boolean }[]; reviews_count?: number };

/** Keys that count or flag reviews of the edition as a whole. */
const EDITION_COUNT_KEYS = new Set(["reviews_count", "scored"]);
function editionCounts(value: unknown, path = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => editionCounts(item, `${path}[${i}]`));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    EDITION_COUNT_KEYS.has(key)
      ? [`${path}.${key} = ${JSON.stringify(inner)}`]
      : editionCounts(inner, `${path}.${key}`),
  );
}

describe("the edition's review count", () => {
  it.each(["all", "assigned"] as const)("is on no route a reviewer reads (%s mode)", async (mode) => {
    await ok("admin", "PATCH", `/admin/api/editions/${EDITION}`, { review_mode: mode });
    if (mode === "assigned")
      await ok("admin", "PUT", `/admin/api/applications/${ids.seen}/assignees`, { staff_ids: [anaId, robId] });
    try {
      const criteria = await json<Criteria>("ana", `/admin/api/editions/${EDITION}/criteria`);
      expect(criteria.reviews_count).toBeUndefined();
      expect(criteria.items.length).toBeGreaterThan(0);
      for (const item of criteria.items) expect(item).not.toHaveProperty("scored");
      const found: string[] = [];
      const routes = server.app.staffRoutes
        .filter((r) => r.method === "GET" && r.access !== "admin" && r.url.startsWith("/admin/api/"))
        .map((r) =>
          r.url
            .replace(/\/applications\/:id/, `/applications/${ids.seen}`)
            .replace(/\/editions\/:slug/, `/editions/${EDITION}`),
        );
      expect(routes).toContain(`/admin/api/editions/${EDITION}/criteria`);
      for (const path of routes) {
        const response = await member("ana").fetch(path);
        if (response.status !== 200 || !(response.headers.get("content-type") ?? "").includes("json")) continue;
        found.push(...editionCounts(await response.json()).map((f) => `${path}: ${f}`));
      }
      expect(found).toEqual([]);
    } finally {
      await ok("admin", "PATCH", `/admin/api/editions/${EDITION}`, { review_mode: "all" });
    }
  });

  it("is given to an admin, without the reviews of an application she has a conflict on", async () => {
    const admin = await json<Criteria>("admin", `/admin/api/editions/${EDITION}/criteria`);
    expect(admin.reviews_count).toBe(6);
    expect(admin.items.every((item) => item.scored === true)).toBe(true);
    const cleo = await json<Criteria>("cleo", `/admin/api/editions/${EDITION}/criteria`);
    expect(cleo.reviews_count).toBe(4);
  });
});

describe("a member's mean beside her review", () => {
  type Reviews = {
    reviews: { reviewer: { email: string }; member_mean: number | null }[];
    mine: { member_mean: number | null } | null;
  };
  const meanOf = (answer: Reviews, email: string) =>
    answer.reviews.find((r) => r.reviewer.email === email)?.member_mean;

  it("counts for a reviewer only what she may see: Rob's 5 on an application Ana has not reviewed stays out", async () => {
    const ana = await json<Reviews>("ana", `/admin/api/applications/${ids.seen}/reviews`);
    // Rob's reviews Ana may see: only this one (1); his 5 and his 2 elsewhere are not hers to see.
    expect(meanOf(ana, "rob@fair.example")).toBe(1);
    expect(ana.mine?.member_mean).toBe(3);
  });

  it("counts for an admin every review but those of an application she has a conflict on", async () => {
    const admin = await json<Reviews>("admin", `/admin/api/applications/${ids.seen}/reviews`);
    expect(meanOf(admin, "rob@fair.example")).toBe(2.67);
    const cleo = await json<Reviews>("cleo", `/admin/api/applications/${ids.seen}/reviews`);
    expect(meanOf(cleo, "rob@fair.example")).toBe(3);
  });
});
