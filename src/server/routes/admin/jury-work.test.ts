/**
 * Issue 32, a juror's work over HTTP (SQLite, and PostgreSQL with TEST_DATABASE_URL): where her
 * back office opens once a new edition is the form's, "You are through" only when she is, the same
 * numbers from her queue, the progress API and the reminders, and conflicts of interest declared
 * (or recorded by an admin) before the assignment, which auto-assignment then avoids.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeApplication } from "../../../../test-support/applications.ts";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn, type TestStaff } from "../../../../test-support/staff.ts";
import { exampleApplication } from "../../../shared/example-application.ts";

const OLD = "fair-2027";
const NEW = "fair-2028";
const T0 = Date.UTC(2027, 0, 10, 9, 0, 0);

let server: TestServer;
let admin: StaffVisitor;
const members: Record<"ana" | "ben" | "cleo", TestStaff> = {} as never;
const visitors = new Map<string, StaffVisitor>();
const old: string[] = [];
const fresh: string[] = [];
let criteria: { id: string }[] = [];

async function call(visitor: StaffVisitor, method: string, pathname: string, body?: unknown) {
  const response = await visitor.fetch(pathname, {
    method,
    ...(body !== undefined ? { headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}
const as = (who: "ana" | "ben" | "cleo") => visitors.get(who) as StaffVisitor;

async function store(edition: string, name: string, at: number) {
  const form = exampleApplication({ edition, artists: 1, artworksPerArtist: 1, withFiles: false });
  form.gallery.name = name;
  return (await storeApplication(server.app, form, { now: at })).id;
}

const review = (who: "ana" | "ben" | "cleo", id: string) =>
  call(as(who), "PUT", `/admin/api/applications/${id}/review`, {
    scores: Object.fromEntries(criteria.map((c) => [c.id, 4])),
  });

beforeAll(async () => {
  server = await startTestServer({ OPEN_EDITIONS: `${OLD},${NEW}` });
  const adminAccount = await createStaff(server.app, { email: "admin@fair.example", name: "Ada Admin", role: "admin" });
  admin = await signIn(server.url, adminAccount.email, adminAccount.password);
  for (const who of ["ana", "ben", "cleo"] as const) {
    members[who] = await createStaff(server.app, { email: `${who}@fair.example`, name: who, role: "reviewer" });
    visitors.set(who, await signIn(server.url, members[who].email, members[who].password));
  }
  for (let i = 0; i < 6; i++) old.push(await store(OLD, `Old ${i}`, T0 + i * 1000));
  for (const name of ["Galerie Nordlicht", "Atelier Ø", "Blue Nile Projects"])
    fresh.push(await store(NEW, name, T0 + fresh.length * 1000));
  criteria = ((await call(admin, "GET", `/admin/api/editions/${OLD}/criteria`)).json as { items: { id: string }[] })
    .items;
  // Ana reviews two before the old edition goes to "assigned" mode: they are her other reviews.
  await review("ana", old[4] as string);
  await review("ana", old[5] as string);
  await call(admin, "PATCH", `/admin/api/editions/${OLD}`, { review_mode: "assigned" });
  for (const id of old.slice(0, 4))
    await call(admin, "PUT", `/admin/api/applications/${id}/assignees`, { staff_ids: [members.ana.id] });
  await review("ana", old[0] as string);
  // The director makes next year's edition the form's.
  expect((await call(admin, "POST", `/admin/api/editions/${NEW}/form`)).status).toBe(200);
}, 60_000);
afterAll(() => server.close());

describe("the juror works in her edition", () => {
  it("opens on the edition with her open assignments, not the new form's", async () => {
    const queue = await call(as("ana"), "GET", "/admin/api/queue");
    expect(queue.status).toBe(200);
    expect(queue.json.edition).toEqual({ slug: OLD, name: expect.any(String) });
    expect(queue.json).toMatchObject({ total: 3, reviewed_count: 1, reviewable: 4, other_reviews: 2 });
    const editions = (await call(as("ana"), "GET", "/admin/api/editions")).json;
    expect(editions).toMatchObject({ current: NEW, mine: OLD });
    const list = (await call(as("ana"), "GET", "/admin/api/applications")).json as { items: { id: string }[] };
    expect(list.items.map((i) => i.id).sort()).toEqual([...old.slice(0, 6)].sort());
  });

  it("opens on her last chosen edition, and there tells her where her work is rather than that she is through", async () => {
    expect((await call(as("ana"), "PUT", "/admin/api/me/edition", { edition: NEW })).status).toBe(204);
    const queue = await call(as("ana"), "GET", "/admin/api/queue");
    expect(queue.json.edition).toMatchObject({ slug: NEW });
    // "all" mode in the new edition: its three applications wait for her.
    expect(queue.json).toMatchObject({ total: 3, reviewed_count: 0, reviewable: 3, work_elsewhere: null });
    expect((await call(as("ana"), "GET", "/admin/api/editions")).json.mine).toBe(NEW);
    const unknown = await call(as("ana"), "PUT", "/admin/api/me/edition", { edition: "fair-1999" });
    expect(unknown).toEqual({ status: 422, json: { message: 'There is no edition "fair-1999".' } });
  });

  it("a juror with nothing assigned in the form's edition has nothing reviewed there either: work_elsewhere names it", async () => {
    await call(admin, "PATCH", `/admin/api/editions/${NEW}`, { review_mode: "assigned" });
    const queue = await call(as("ana"), "GET", `/admin/api/queue?edition=${NEW}`);
    expect(queue.json).toMatchObject({
      total: 0,
      reviewed_count: 0,
      reviewable: 0,
      work_elsewhere: { slug: OLD, open: 3 },
    });
    // Ben has no work anywhere: the form's edition, and nowhere else to go.
    const ben = await call(as("ben"), "GET", "/admin/api/queue");
    expect(ben.json).toMatchObject({ edition: { slug: NEW }, total: 0, reviewable: 0, work_elsewhere: null });
    await call(admin, "PATCH", `/admin/api/editions/${NEW}`, { review_mode: "all" });
  });
});

describe("numbers that agree", () => {
  it("the progress API, her queue and her reminder give the same numbers, other reviews apart", async () => {
    const progress = (await call(admin, "GET", `/admin/api/editions/${OLD}/progress`)).json as {
      members: { email: string; assigned: number; reviewed: number; open: number; other_reviews: number }[];
    };
    const ana = progress.members.find((m) => m.email === "ana@fair.example");
    expect(ana).toMatchObject({ assigned: 4, reviewed: 1, open: 3, other_reviews: 2 });
    const queue = (await call(as("ana"), "GET", `/admin/api/queue?edition=${OLD}`)).json;
    expect([queue.reviewable, queue.reviewed_count, queue.total, queue.other_reviews]).toEqual([
      ana?.assigned,
      ana?.reviewed,
      ana?.open,
      ana?.other_reviews,
    ]);
    const reminders = await call(admin, "POST", `/admin/api/editions/${OLD}/reminders`, {
      staff_ids: [members.ana.id],
    });
    expect(reminders.json).toMatchObject({ sent: 1 });
    const row = await server.app.db
      .selectFrom("review_reminders")
      .select("open_reviews")
      .where("staff_id", "=", members.ana.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.open_reviews)).toBe(ana?.open);
  });
});

describe("conflicts before assignment", () => {
  it("every member reads who applied, by gallery name only, with her own conflict on each", async () => {
    await call(admin, "PATCH", `/admin/api/editions/${NEW}`, { review_mode: "assigned" });
    const answer = await call(as("cleo"), "GET", `/admin/api/editions/${NEW}/applicants`);
    expect(answer.status).toBe(200);
    const items = answer.json.items as Record<string, unknown>[];
    expect(items.map((i) => i.gallery)).toEqual(["Atelier Ø", "Blue Nile Projects", "Galerie Nordlicht"]);
    for (const item of items) expect(Object.keys(item).sort()).toEqual(["conflict", "gallery", "id"]);
    expect(items.every((i) => i.conflict === null)).toBe(true);
    // A reviewer asks for another member's: refused.
    const other = await call(as("cleo"), "GET", `/admin/api/editions/${NEW}/applicants?staff_id=${members.ben.id}`);
    expect(other.status).toBe(403);
    expect((await call(as("cleo"), "GET", "/admin/api/editions/fair-1999/applicants")).status).toBe(404);
  });

  it("she declares one on an application not assigned to her; an admin records one for a member; auto-assignment avoids both", async () => {
    const [nordlicht, atelier] = [fresh[0] as string, fresh[1] as string];
    // Cleo cannot open it (assigned mode, not hers) ...
    expect((await call(as("cleo"), "GET", `/admin/api/applications/${nordlicht}`)).status).toBe(404);
    // ... yet she steps aside.
    const declared = await call(as("cleo"), "PUT", `/admin/api/applications/${nordlicht}/conflict`, {
      note: "I show their artists",
    });
    expect(declared).toMatchObject({ status: 200, json: { note: "I show their artists" } });
    const mine = (await call(as("cleo"), "GET", `/admin/api/editions/${NEW}/applicants`)).json.items as {
      id: string;
      conflict: { note: string } | null;
    }[];
    expect(mine.find((i) => i.id === nordlicht)?.conflict).toMatchObject({ note: "I show their artists" });

    // A reviewer may not record one for someone else; an admin may.
    const notHers = await call(as("cleo"), "PUT", `/admin/api/applications/${atelier}/conflict`, {
      staff_id: members.ben.id,
      note: "x",
    });
    expect(notHers.status).toBe(403);
    const recorded = await call(admin, "PUT", `/admin/api/applications/${atelier}/conflict`, {
      staff_id: members.ben.id,
      note: "Ben's former gallery",
    });
    expect(recorded.status).toBe(200);
    const bens = (await call(admin, "GET", `/admin/api/editions/${NEW}/applicants?staff_id=${members.ben.id}`)).json
      .items as { id: string; conflict: unknown }[];
    expect(bens.find((i) => i.id === atelier)?.conflict).toMatchObject({ note: "Ben's former gallery" });
    const nobody = await call(admin, "PUT", `/admin/api/applications/${atelier}/conflict`, {
      staff_id: "00000000-0000-4000-8000-000000000001",
    });
    expect(nobody.status).toBe(422);

    // Every reviewer on every application: all but the two conflicts.
    const auto = await call(admin, "POST", `/admin/api/editions/${NEW}/assignments/auto`, { per_application: 3 });
    expect(auto.status).toBe(200);
    const assignments = await server.app.db
      .selectFrom("review_assignments")
      .select(["application_id", "staff_id"])
      .where("application_id", "in", fresh)
      .execute();
    const has = (id: string, who: TestStaff) =>
      assignments.some((a) => a.application_id === id && a.staff_id === who.id);
    expect(has(nordlicht, members.cleo)).toBe(false);
    expect(has(atelier, members.ben)).toBe(false);
    expect(has(nordlicht, members.ben)).toBe(true);
    expect(has(atelier, members.cleo)).toBe(true);
    expect(auto.json.short).toEqual(expect.arrayContaining([nordlicht, atelier]));

    // The admins' history says who recorded Ben's.
    const history = (await call(admin, "GET", `/admin/api/applications/${atelier}`)).json.history as {
      event?: string;
      by: { email: string } | null;
      member?: { email: string };
    }[];
    expect(history.find((h) => h.event === "conflict_declared")).toMatchObject({
      by: { email: "admin@fair.example" },
      member: { email: "ben@fair.example" },
    });
  });
});
