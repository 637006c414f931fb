/**
 * Running a committee over HTTP: the review mode, assignments by hand and automatic (two admins at
 * once included), progress and reminders, as admins use them. Reviewers get 403 on each of these
 * routes (guard.test.ts); what assigned mode hides from them is in reviews/assigned-mode.test.ts.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeApplication } from "../../../../test-support/applications.ts";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import { until } from "../../../../test-support/smtp-server.ts";
import { createStaff, type StaffVisitor, signIn, type TestStaff } from "../../../../test-support/staff.ts";
import { exampleApplication } from "../../../shared/example-application.ts";
import { outboxDir } from "../../store/data-dir.ts";

/** By hand, progress and reminders here; auto-assignment in an edition of its own. */
const EDITION = "fair-2027";
const AUTO = "fair-2028";
const T0 = Date.UTC(2027, 0, 10, 9, 0, 0);

let server: TestServer;
let admin: StaffVisitor;
const members: Record<"ana" | "ben" | "cleo" | "dora" | "gone", TestStaff> = {} as never;
const visitors = new Map<string, StaffVisitor>();
const byHand: string[] = [];
const auto: { id: string; choice: string }[] = [];
let criteria: { id: string }[] = [];

async function call(visitor: StaffVisitor, method: string, pathname: string, body?: unknown) {
  const response = await visitor.fetch(pathname, {
    method,
    ...(body !== undefined ? { headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function store(edition: string, name: string, at: number, choice = "galleries") {
  const form = exampleApplication({ edition, artists: 1, artworksPerArtist: 1, withFiles: false });
  form.gallery.name = name;
  form.choice = choice as typeof form.choice;
  return (await storeApplication(server.app, form, { now: at })).id;
}

const review = (who: string, id: string) =>
  call(visitors.get(who) as StaffVisitor, "PUT", `/admin/api/applications/${id}/review`, {
    scores: Object.fromEntries(criteria.map((c) => [c.id, 3])),
  });

beforeAll(async () => {
  server = await startTestServer({ OPEN_EDITIONS: `${EDITION},${AUTO}`, PUBLIC_URL: "https://apply.fair.example" });
  const adminAccount = await createStaff(server.app, { email: "admin@fair.example", name: "Ada Admin", role: "admin" });
  admin = await signIn(server.url, adminAccount.email, adminAccount.password);
  for (const who of ["ana", "ben", "cleo", "dora", "gone"] as const) {
    members[who] = await createStaff(server.app, { email: `${who}@fair.example`, name: who, role: "reviewer" });
    if (who !== "gone") visitors.set(who, await signIn(server.url, members[who].email, members[who].password));
  }
  await server.app.db.updateTable("staff").set({ disabled: 1 }).where("id", "=", members.gone.id).execute();
  for (let i = 0; i < 3; i++) byHand.push(await store(EDITION, `Hand ${i}`, T0 + i * 1000));
  for (let i = 0; i < 9; i++) {
    const choice = i < 6 ? "galleries" : "platform";
    auto.push({ id: await store(AUTO, `Auto ${i}`, T0 + i * 1000, choice), choice });
  }
  criteria = ((await call(admin, "GET", `/admin/api/editions/${EDITION}/criteria`)).json as { items: { id: string }[] })
    .items;
}, 60_000);
afterAll(() => server.close());

describe("review mode", () => {
  it('is "all" by default, set by admins, and refused for another value', async () => {
    const editions = (await call(admin, "GET", "/admin/api/editions")).json as {
      items: { slug: string; review_mode: string }[];
    };
    expect(editions.items.map((e) => e.review_mode)).toEqual(["all", "all"]);
    const wrong = await call(admin, "PATCH", `/admin/api/editions/${EDITION}`, { review_mode: "some" });
    expect(wrong.status).toBe(422);
    expect(wrong.json.message).toMatch(/review_mode/);
    const changed = await call(admin, "PATCH", `/admin/api/editions/${EDITION}`, { review_mode: "assigned" });
    expect(changed).toMatchObject({ status: 200, json: { slug: EDITION, review_mode: "assigned" } });
  });
});

describe("assignees by hand", () => {
  it("lists staff with their ids", async () => {
    const staff = (await call(admin, "GET", "/admin/api/staff")).json as { items: { id: string; email: string }[] };
    expect(staff.items.find((m) => m.email === "ana@fair.example")?.id).toBe(members.ana.id);
  });

  it("sets, replaces and shows the assignees, and keeps the changes in the admins' history", async () => {
    const id = byHand[0] as string;
    const set = await call(admin, "PUT", `/admin/api/applications/${id}/assignees`, {
      staff_ids: [members.ben.id, members.ana.id],
    });
    expect(set.status).toBe(200);
    expect(set.json.assignees).toEqual([
      { id: members.ana.id, email: "ana@fair.example", name: "ana" },
      { id: members.ben.id, email: "ben@fair.example", name: "ben" },
    ]);
    await call(admin, "PUT", `/admin/api/applications/${id}/assignees`, { staff_ids: [members.ana.id] });
    const detail = (await call(admin, "GET", `/admin/api/applications/${id}`)).json as {
      assignees: { email: string }[];
      history: { event?: string; member?: { email: string }; by: { email: string } | null }[];
    };
    expect(detail.assignees.map((a) => a.email)).toEqual(["ana@fair.example"]);
    expect(detail.history.map((h) => [h.event, h.member?.email, h.by?.email])).toEqual([
      ["assigned", "ana@fair.example", "admin@fair.example"],
      ["assigned", "ben@fair.example", "admin@fair.example"],
      ["unassigned", "ben@fair.example", "admin@fair.example"],
    ]);
    const forReviewer = (await call(visitors.get("ana") as StaffVisitor, "GET", `/admin/api/applications/${id}`))
      .json as { assignees?: unknown; history: { event?: string }[] };
    expect(forReviewer.assignees).toBeUndefined();
    expect(forReviewer.history.filter((h) => h.event)).toEqual([]);
  });

  it("refuses, naming the member, one with a conflict, an unknown one and a disabled one, and keeps what was", async () => {
    const id = byHand[1] as string;
    await call(admin, "PUT", `/admin/api/applications/${id}/assignees`, { staff_ids: [members.cleo.id] });
    const declared = await call(visitors.get("dora") as StaffVisitor, "PUT", `/admin/api/applications/${id}/conflict`, {
      note: "My cousin",
    });
    // Dora is not assigned and cannot open it in assigned mode, yet she steps aside before the assignment.
    expect(declared.status).toBe(200);
    const conflicted = await call(admin, "PUT", `/admin/api/applications/${id}/assignees`, {
      staff_ids: [members.ana.id, members.dora.id],
    });
    expect(conflicted.status).toBe(422);
    expect(conflicted.json.message).toContain("dora@fair.example");
    expect(conflicted.json.message).toMatch(/conflict of interest/);
    const unknown = "00000000-0000-4000-8000-000000000001";
    const nobody = await call(admin, "PUT", `/admin/api/applications/${id}/assignees`, { staff_ids: [unknown] });
    expect(nobody).toMatchObject({ status: 422, json: { message: expect.stringContaining(unknown) } });
    const disabled = await call(admin, "PUT", `/admin/api/applications/${id}/assignees`, {
      staff_ids: [members.gone.id],
    });
    expect(disabled).toMatchObject({ status: 422, json: { message: expect.stringContaining("gone@fair.example") } });
    const notAList = await call(admin, "PUT", `/admin/api/applications/${id}/assignees`, { staff_ids: "ana" });
    expect(notAList.status).toBe(422);
    const detail = (await call(admin, "GET", `/admin/api/applications/${id}`)).json as {
      assignees: { email: string }[];
    };
    expect(detail.assignees.map((a) => a.email)).toEqual(["cleo@fair.example"]);
  });
});

describe("progress and reminders", () => {
  it("counts each member's assignments, reviews and conflicts, and the applications' state", async () => {
    // byHand[0]: Ana (reviews it); byHand[1]: Cleo (does not), Dora's conflict; byHand[2]: nobody.
    expect((await review("ana", byHand[0] as string)).status).toBe(200);
    const progress = (await call(admin, "GET", `/admin/api/editions/${EDITION}/progress`)).json as {
      members: {
        email: string;
        role: string;
        assigned: number;
        reviewed: number;
        conflicts: number;
        last_review_at: string | null;
      }[];
      applications: Record<string, number>;
    };
    const of = (email: string) => progress.members.find((m) => m.email === email);
    expect(of("ana@fair.example")).toMatchObject({ role: "reviewer", assigned: 1, reviewed: 1, conflicts: 0 });
    expect(of("ana@fair.example")?.last_review_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(of("cleo@fair.example")).toMatchObject({ assigned: 1, reviewed: 0, last_review_at: null });
    expect(of("dora@fair.example")).toMatchObject({ assigned: 0, conflicts: 1 });
    expect(of("gone@fair.example")).toBeUndefined();
    expect(progress.applications).toEqual({ total: 3, fully_reviewed: 1, without_review: 2 });
  });

  it('counts every open application for each member in "all" mode', async () => {
    await call(admin, "PATCH", `/admin/api/editions/${EDITION}`, { review_mode: "all" });
    try {
      const progress = (await call(admin, "GET", `/admin/api/editions/${EDITION}/progress`)).json as {
        members: { email: string; assigned: number }[];
        applications: Record<string, number>;
      };
      expect(progress.members.find((m) => m.email === "ana@fair.example")?.assigned).toBe(3);
      // Nobody else has reviewed byHand[0] yet.
      expect(progress.applications).toEqual({ total: 3, fully_reviewed: 0, without_review: 2 });
    } finally {
      await call(admin, "PATCH", `/admin/api/editions/${EDITION}`, { review_mode: "assigned" });
    }
  });

  it("emails each member with open reviews once, linking to her queue, and says who was skipped and why", async () => {
    // Two admins at once: Cleo is reminded by one of them only.
    type Answer = { sent: number; skipped: { email: string; reason: string }[] };
    const both = await Promise.all([
      call(admin, "POST", `/admin/api/editions/${EDITION}/reminders`, {}),
      call(admin, "POST", `/admin/api/editions/${EDITION}/reminders`, {}),
    ]);
    const [first, second] = both.map((answer) => answer.json as Answer).sort((a, b) => b.sent - a.sent) as [
      Answer,
      Answer,
    ];
    expect(second.sent).toBe(0);
    expect(second.skipped.find((s) => s.email === "cleo@fair.example")?.reason).toMatch(/within the last hour/);
    expect(first.sent).toBe(1);
    expect(first.skipped.map((s) => s.email).sort()).toEqual([
      "ana@fair.example",
      "ben@fair.example",
      "dora@fair.example",
    ]);
    expect(first.skipped.every((s) => /no open reviews/i.test(s.reason))).toBe(true);
    const dir = outboxDir(server.dataDir);
    // The outbox writes it just after the answer.
    const mails = await until(async () => {
      const names = await readdir(dir).catch(() => [] as string[]);
      const written = names.filter((name) => name.startsWith("reminder-") && name.endsWith(".eml"));
      return written.length > 0 ? written : undefined;
    });
    expect(mails).toHaveLength(1);
    const mail = await readFile(path.join(dir, mails[0] as string), "utf8");
    expect(mail).toMatch(/^To: cleo@fair\.example$/m);
    expect(mail).toContain("1 application waits for your review");
    // The configured public address, not the one the admin's request came in by.
    expect(mail).toContain(`https://apply.fair.example/admin/queue?edition=${EDITION}`);

    const again = (
      await call(admin, "POST", `/admin/api/editions/${EDITION}/reminders`, {
        staff_ids: [members.cleo.id, members.gone.id],
      })
    ).json as { sent: number; skipped: { email: string; reason: string }[] };
    expect(again.sent).toBe(0);
    expect(again.skipped).toEqual([
      { id: members.cleo.id, email: "cleo@fair.example", reason: expect.stringMatching(/within the last hour/) },
      { id: members.gone.id, email: "gone@fair.example", reason: expect.stringMatching(/disabled/) },
    ]);
    const unknown = await call(admin, "POST", `/admin/api/editions/${EDITION}/reminders`, { staff_ids: ["nobody"] });
    expect(unknown).toMatchObject({ status: 422, json: { message: expect.stringContaining("nobody") } });
  });
});

describe("auto-assignment", () => {
  const assignmentsOf = () =>
    server.app.db
      .selectFrom("review_assignments")
      .innerJoin("applications", "applications.id", "review_assignments.application_id")
      .select(["review_assignments.application_id", "review_assignments.staff_id"])
      .where("applications.edition", "=", AUTO)
      .execute();

  it("refuses a wrong per_application, choice or member", async () => {
    for (const body of [{}, { per_application: 0 }, { per_application: 1.5 }, { per_application: 2, choice: "fish" }])
      expect((await call(admin, "POST", `/admin/api/editions/${AUTO}/assignments/auto`, body)).status).toBe(422);
    const disabled = await call(admin, "POST", `/admin/api/editions/${AUTO}/assignments/auto`, {
      per_application: 1,
      staff_ids: [members.gone.id],
    });
    expect(disabled).toMatchObject({ status: 422, json: { message: expect.stringContaining("gone@fair.example") } });
    expect(await assignmentsOf()).toEqual([]);
  });

  it("run by two admins at once, gives each open application k members, evenly, without conflicts or duplicates", async () => {
    // A decided application is left out; a conflict keeps its member off that application.
    await call(admin, "POST", `/admin/api/applications/${auto[0]?.id}/status`, { status: "rejected", note: "" });
    await server.app.db
      .insertInto("review_conflicts")
      .values({ application_id: auto[1]?.id as string, staff_id: members.ana.id, note: "", at: T0 })
      .execute();
    const body = { per_application: 2, choice: "galleries" };
    const [one, two] = await Promise.all([
      call(admin, "POST", `/admin/api/editions/${AUTO}/assignments/auto`, body),
      call(admin, "POST", `/admin/api/editions/${AUTO}/assignments/auto`, body),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const rows = await assignmentsOf();
    // Five open galleries applications × 2, made once between the two calls.
    expect(rows).toHaveLength(10);
    expect((one.json.assigned as number) + (two.json.assigned as number)).toBe(10);
    expect(new Set(rows.map((r) => `${r.application_id} ${r.staff_id}`)).size).toBe(10);
    expect(rows.some((r) => r.application_id === auto[0]?.id)).toBe(false);
    expect(rows.some((r) => auto.find((a) => a.id === r.application_id)?.choice === "platform")).toBe(false);
    expect(rows.some((r) => r.application_id === auto[1]?.id && r.staff_id === members.ana.id)).toBe(false);
    const loads = (two.json.members as { email: string; assigned: number }[]).map((m) => m.assigned);
    expect(loads.reduce((a, b) => a + b, 0)).toBe(10);
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
    expect(two.json.short).toEqual([]);
  });

  it("keeps what is assigned, reports applications left short, and starts over with replace", async () => {
    const kept = await call(admin, "POST", `/admin/api/editions/${AUTO}/assignments/auto`, {
      per_application: 2,
      choice: "galleries",
    });
    expect(kept.json.assigned).toBe(0);
    const platform = auto.filter((a) => a.choice === "platform").map((a) => a.id);
    const short = await call(admin, "POST", `/admin/api/editions/${AUTO}/assignments/auto`, {
      per_application: 3,
      choice: "platform",
      staff_ids: [members.ana.id, members.ben.id],
    });
    expect(short.json).toMatchObject({ assigned: 6, short: platform });
    expect(short.json.members).toEqual([
      { id: members.ana.id, email: "ana@fair.example", name: "ana", assigned: 3 },
      { id: members.ben.id, email: "ben@fair.example", name: "ben", assigned: 3 },
    ]);
    // Ben reviewed one of his: with replace, that assignment stays and the rest are made anew.
    await call(admin, "PATCH", `/admin/api/editions/${AUTO}`, { review_mode: "assigned" });
    const bens = (await assignmentsOf()).filter(
      (r) => r.staff_id === members.ben.id && platform.includes(r.application_id),
    );
    const reviewedByBen = bens[0]?.application_id as string;
    const autoCriteria = (
      (await call(admin, "GET", `/admin/api/editions/${AUTO}/criteria`)).json as {
        items: { id: string }[];
      }
    ).items;
    const put = await call(
      visitors.get("ben") as StaffVisitor,
      "PUT",
      `/admin/api/applications/${reviewedByBen}/review`,
      {
        scores: Object.fromEntries(autoCriteria.map((c) => [c.id, 4])),
      },
    );
    expect(put.status).toBe(200);
    const replaced = await call(admin, "POST", `/admin/api/editions/${AUTO}/assignments/auto`, {
      per_application: 1,
      choice: "platform",
      staff_ids: [members.cleo.id, members.dora.id],
      replace: true,
    });
    expect(replaced.status).toBe(200);
    const after = (await assignmentsOf()).filter((r) => platform.includes(r.application_id));
    expect(after.filter((r) => r.staff_id === members.ben.id).map((r) => r.application_id)).toEqual([reviewedByBen]);
    expect(after.some((r) => r.staff_id === members.ana.id)).toBe(false);
    // Ben's kept assignment counts for its application: the two others go to Cleo and Dora.
    expect(replaced.json.assigned).toBe(2);
    expect(after).toHaveLength(3);
  });
});
