/**
 * Issue 10 through the API, as the back office and other clients use it: roles, the blind rule,
 * conflicts and the queue, criteria, concurrent reviews and concurrent decisions, bulk changes,
 * the history, and /ecosystem following the decisions. Runs on SQLite, and on PostgreSQL in the
 * suite's second pass.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeApplication } from "../../../../test-support/applications.ts";
import { startTestServer, TEST_DATA_KEY, type TestServer } from "../../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../../test-support/staff.ts";
import { exampleApplication } from "../../../shared/example-application.ts";
import { runCli } from "../../cli.ts";
import { reviewSummaries } from "../../reviews/summaries.ts";

let server: TestServer;
let admin: StaffVisitor;
let admin2: StaffVisitor;
let ada: StaffVisitor;
let bob: StaffVisitor;
const EDITION = "fair-2027";
const ids: string[] = [];
let criteria: { id: string; label: string; hidden: boolean }[] = [];

const json = (body: unknown, method = "POST"): RequestInit => ({
  method,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

async function call(who: StaffVisitor, path: string, init?: RequestInit) {
  const response = await who.fetch(path, init);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const scoresOf = (...values: number[]) => Object.fromEntries(criteria.map((c, i) => [c.id, values[i] ?? 3]));

beforeAll(async () => {
  server = await startTestServer({ OPEN_EDITIONS: EDITION });
  for (const [i, name] of ["Galerie Eins", "Galerie Zwei", "Galerie Drei", "Galerie Vier", "Galerie Fünf"].entries()) {
    const form = exampleApplication({ edition: EDITION, artists: 1, artworksPerArtist: 1, galleryPictures: 1 });
    form.gallery.name = name;
    ids.push((await storeApplication(server.app, form, { now: Date.UTC(2027, 0, 1 + i) })).id);
  }
  const accounts = [
    await createStaff(server.app, { email: "admin@fair.example", name: "Ann Admin", role: "admin" }),
    await createStaff(server.app, { email: "admin2@fair.example", name: "Arno Admin", role: "admin" }),
    await createStaff(server.app, { email: "ada@fair.example", name: "Ada Reviewer", role: "reviewer" }),
    await createStaff(server.app, { email: "bob@fair.example", name: "Bob Reviewer", role: "reviewer" }),
  ];
  [admin, admin2, ada, bob] = (await Promise.all(accounts.map((a) => signIn(server.url, a.email, a.password)))) as [
    StaffVisitor,
    StaffVisitor,
    StaffVisitor,
    StaffVisitor,
  ];
  criteria = (await call(ada, `/admin/api/editions/${EDITION}/criteria`)).body.items;
  // Four scrypt hashes and four sign-ins: slow on a busy machine.
}, 60_000);
afterAll(() => server.close());

describe("criteria", () => {
  it("start with the three defaults, in order, unscored", () => {
    expect(criteria.map((c) => c.label)).toEqual([
      "Quality of the artists",
      "Presentation concept",
      "Fit with the fair",
    ]);
  });

  it("cannot be added, changed or deleted by a reviewer", async () => {
    const base = `/admin/api/editions/${EDITION}/criteria`;
    expect((await call(ada, base, json({ label: "Originality" }))).status).toBe(403);
    expect((await call(ada, `${base}/${criteria[0]?.id}`, json({ hidden: true }, "PATCH"))).status).toBe(403);
    expect((await call(ada, `${base}/${criteria[0]?.id}`, { method: "DELETE" })).status).toBe(403);
    expect((await call(ada, base)).body.items).toHaveLength(3);
  });

  it("can be added, moved and deleted by an admin while unscored", async () => {
    const base = `/admin/api/editions/${EDITION}/criteria`;
    const added = await call(admin, base, json({ label: "Originality" }));
    expect(added).toMatchObject({ status: 201, body: { label: "Originality", hidden: false, position: 3 } });
    const moved = await call(admin, `${base}/${added.body.id}`, json({ position: 0 }, "PATCH"));
    expect(moved.body.position).toBe(0);
    expect((await call(admin, base)).body.items.map((c: { label: string }) => c.label)[0]).toBe("Originality");
    expect((await call(admin, `${base}/${added.body.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await call(admin, base)).body.items.map((c: { label: string }) => c.label)).toEqual(
      criteria.map((c) => c.label),
    );
  });
});

describe("reviews", () => {
  it("are blind for a reviewer until they submit their own; admins see all with names", async () => {
    const id = ids[0] as string;
    expect(
      (
        await call(
          bob,
          `/admin/api/applications/${id}/review`,
          json({ scores: scoresOf(5, 4, 3), comment: "Strong" }, "PUT"),
        )
      ).status,
    ).toBe(200);

    const before = await call(ada, `/admin/api/applications/${id}/reviews`);
    expect(before.body).toMatchObject({ mine: null, reviews: [], summary: null });
    expect(JSON.stringify(before.body)).not.toContain("Strong");

    const mine = await call(ada, `/admin/api/applications/${id}/review`, json({ scores: scoresOf(3, 2, 1) }, "PUT"));
    expect(mine).toMatchObject({ status: 200, body: { comment: "" } });
    const after = await call(ada, `/admin/api/applications/${id}/reviews`);
    expect(after.body.reviews).toEqual([
      expect.objectContaining({ reviewer: { email: "bob@fair.example", name: "Bob Reviewer" }, comment: "Strong" }),
    ]);
    // Bob's review scores 4, Ada's 2: the average is 3, the spread 2–4.
    expect(after.body.summary).toMatchObject({ count: 2, average: 3, min: 2, max: 4 });
    expect(after.body.summary.per_criterion[criteria[0]?.id as string]).toEqual({ average: 4, min: 3, max: 5 });

    const forAdmin = await call(admin, `/admin/api/applications/${id}/reviews`);
    expect(forAdmin.body.mine).toBeNull();
    expect(forAdmin.body.reviews.map((r: { reviewer: { name: string } }) => r.reviewer.name).sort()).toEqual([
      "Ada Reviewer",
      "Bob Reviewer",
    ]);
  });

  it("refuse scores outside 1–5, unknown criteria and missing visible criteria with 422", async () => {
    const path = `/admin/api/applications/${ids[1]}/review`;
    expect((await call(ada, path, json({ scores: scoresOf(6, 3, 3) }, "PUT"))).status).toBe(422);
    expect((await call(ada, path, json({ scores: { ...scoresOf(3, 3, 3), nope: 3 } }, "PUT"))).status).toBe(422);
    const missing = await call(ada, path, json({ scores: { [criteria[0]?.id as string]: 3 } }, "PUT"));
    expect(missing).toMatchObject({ status: 422, body: { message: expect.stringContaining("Presentation concept") } });
    expect((await call(ada, `/admin/api/applications/${ids[1]}/reviews`)).body.mine).toBeNull();
  });

  it("from two reviewers at the same moment are both kept, with the right count and average", async () => {
    const id = ids[2] as string;
    const path = `/admin/api/applications/${id}/review`;
    const answers = await Promise.all([
      call(ada, path, json({ scores: scoresOf(5, 5, 5) }, "PUT")),
      call(bob, path, json({ scores: scoresOf(1, 1, 1) }, "PUT")),
      call(admin, path, json({ scores: scoresOf(3, 3, 3) }, "PUT")),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const summary = (await call(admin, `/admin/api/applications/${id}/reviews`)).body.summary;
    expect(summary).toMatchObject({ count: 3, average: 3, min: 1, max: 5 });
    const listed = (await call(ada, `/admin/api/applications?edition=${EDITION}&sort=-average`)).body.items as {
      id: string;
      average: number | null;
    }[];
    expect(listed.find((i) => i.id === id)).toMatchObject({ reviews: 3, average: 3, my_score: 5 });
    // Sorted by average, highest first; applications without reviews come last.
    expect(listed.map((i) => i.average)).toEqual([3, 3, null, null, null]);
    const mine = (await call(ada, `/admin/api/applications?edition=${EDITION}&sort=my_score`)).body.items;
    expect(mine.map((i: { my_score: number | null }) => i.my_score)).toEqual([null, null, null, 2, 5]);
  });

  it("make a criterion with scores impossible to delete (409); hidden, it leaves the averages", async () => {
    const base = `/admin/api/editions/${EDITION}/criteria/${criteria[0]?.id}`;
    const refused = await call(admin, base, { method: "DELETE" });
    expect(refused).toMatchObject({ status: 409, body: { message: expect.stringContaining("Hide it instead") } });
    expect((await call(admin, base, json({ hidden: true }, "PATCH"))).body).toMatchObject({
      hidden: true,
      scored: true,
    });
    // Without "Quality of the artists", Bob's review of the first application scores (4 + 3) / 2 = 3.5.
    const summary = (await call(admin, `/admin/api/applications/${ids[0]}/reviews`)).body.summary;
    expect(summary).toMatchObject({ count: 2, average: 2.5, min: 1.5, max: 3.5 });
    expect((await call(admin, base, json({ hidden: false }, "PATCH"))).body.hidden).toBe(false);
    expect((await call(admin, `/admin/api/applications/${ids[0]}/reviews`)).body.summary.average).toBe(3);
  });
});

describe("review summaries for the exports", () => {
  it("give every application's count, average and per-criterion averages in one call", async () => {
    // An admin without conflicts sees every summary (reviews/visibility.ts; blind-rule.test.ts for the rest).
    const anAdmin = { id: "someone-with-no-review", role: "admin" as const };
    const summaries = await reviewSummaries(server.app.db, [ids[0], ids[1], ids[2]] as string[], anAdmin);
    expect(summaries.get(ids[0] as string)).toMatchObject({ count: 2, average: 3 });
    expect(summaries.get(ids[1] as string)).toEqual({
      count: 0,
      complete_reviews: 0,
      average: null,
      per_criterion: Object.fromEntries(criteria.map((c) => [c.id, { label: c.label, average: null }])),
      spread: null,
      normalized: null,
    });
    expect(summaries.get(ids[2] as string)?.per_criterion[criteria[1]?.id as string]).toEqual({
      label: "Presentation concept",
      average: 3,
    });
  });
});

describe("queue and conflicts", () => {
  it("hold what I have not reviewed; a conflict takes an application out and forbids reviewing it", async () => {
    const queue = async () => (await call(ada, `/admin/api/queue?edition=${EDITION}`)).body;
    // Ada reviewed ids[0] and ids[2]; newest first.
    expect((await queue()).items.map((i: { id: string }) => i.id)).toEqual([ids[4], ids[3], ids[1]]);
    // Beside them, the reviewed ones: "2 of 5 reviewed".
    const before = await queue();
    expect(before.reviewed.map((i: { id: string }) => i.id)).toEqual([ids[2], ids[0]]);
    expect(before.reviewed[0]).toEqual({
      id: ids[2],
      gallery: expect.any(String),
      submitted_at: expect.any(String),
      reviewed_at: expect.any(String),
      // The edition reviews without assignments: nothing she reviews is outside them.
      outside_assignments: false,
    });
    expect([before.total, before.reviewed_count, before.reviewable]).toEqual([3, 2, 5]);
    expect((await call(ada, `/admin/api/applications/${ids[4]}`)).body.next_unreviewed).toBe(ids[3]);
    expect((await call(ada, `/admin/api/applications/${ids[1]}`)).body.next_unreviewed).toBe(ids[4]);

    const declared = await call(
      ada,
      `/admin/api/applications/${ids[3]}/conflict`,
      json({ note: "I worked there" }, "PUT"),
    );
    expect(declared.status).toBe(200);
    expect((await queue()).items.map((i: { id: string }) => i.id)).toEqual([ids[4], ids[1]]);
    // A conflict takes it out of both counts.
    expect([(await queue()).reviewed_count, (await queue()).reviewable]).toEqual([2, 4]);
    expect((await call(ada, `/admin/api/applications/${ids[4]}`)).body.next_unreviewed).toBe(ids[1]);
    const refused = await call(ada, `/admin/api/applications/${ids[3]}/review`, json({ scores: scoresOf() }, "PUT"));
    expect(refused.status).toBe(403);
    const seen = (await call(admin, `/admin/api/applications/${ids[3]}/reviews`)).body.conflicts;
    expect(seen).toEqual([
      expect.objectContaining({
        reviewer: { email: "ada@fair.example", name: "Ada Reviewer" },
        note: "I worked there",
      }),
    ]);
    expect((await call(bob, `/admin/api/applications/${ids[3]}/reviews`)).body.conflicts).toBeUndefined();

    const notMine = (await call(ada, `/admin/api/applications?edition=${EDITION}&reviewed_by_me=false`)).body.items;
    expect(notMine.map((i: { id: string }) => i.id).sort()).toEqual([ids[1], ids[3], ids[4]].sort());
  });
});

describe("decisions", () => {
  it("are refused to a reviewer, singly and in bulk, and change nothing", async () => {
    const single = await call(ada, `/admin/api/applications/${ids[1]}/status`, json({ status: "accepted" }));
    const bulk = await call(ada, "/admin/api/applications/status", json({ ids: [ids[1]], status: "accepted" }));
    expect([single.status, bulk.status]).toEqual([403, 403]);
    expect((await call(admin, `/admin/api/applications/${ids[1]}`)).body).toMatchObject({
      status: "submitted",
      history: [],
    });
  });

  it("in bulk are all or nothing: an unknown id is named and nothing changes", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    const answer = await call(
      admin,
      "/admin/api/applications/status",
      json({ ids: [ids[1], unknown], status: "shortlisted" }),
    );
    expect(answer).toMatchObject({ status: 404, body: { ids: [unknown] } });
    expect((await call(admin, `/admin/api/applications/${ids[1]}`)).body.status).toBe("submitted");
  });

  it("shortlist in bulk, accept one: /ecosystem shows it at once; leaving accepted hides it, re-accepting keeps its address", async () => {
    const three = [ids[1], ids[3], ids[4]] as string[];
    const bulk = await call(
      admin,
      "/admin/api/applications/status",
      json({ ids: three, status: "shortlisted", note: "Round 1" }),
    );
    expect(bulk.body).toEqual({ updated: [...three].sort(), unchanged: [] });
    const accepted = await call(
      admin,
      `/admin/api/applications/${ids[4]}/status`,
      json({ status: "accepted", note: "Unanimous" }),
    );
    expect(accepted.body).toMatchObject({ id: ids[4], status: "accepted" });
    expect(accepted.body.history).toEqual([
      expect.objectContaining({
        by: { email: "admin@fair.example", name: "Ann Admin" },
        via: "back-office",
        from: "submitted",
        to: "shortlisted",
        note: "Round 1",
      }),
      expect.objectContaining({ from: "shortlisted", to: "accepted", note: "Unanimous" }),
    ]);
    const page = await fetch(`${server.url}/ecosystem`);
    expect(await page.text()).toContain("Galerie Fünf");
    const slug = (await call(admin, `/admin/api/applications/${ids[4]}`)).body.slug as string;
    expect((await fetch(`${server.url}/ecosystem/${slug}`)).status).toBe(200);

    // Reviews are closed once decided.
    expect(
      (await call(bob, `/admin/api/applications/${ids[4]}/review`, json({ scores: scoresOf() }, "PUT"))).status,
    ).toBe(409);

    await call(admin, `/admin/api/applications/${ids[4]}/status`, json({ status: "waitlisted" }));
    expect(await (await fetch(`${server.url}/ecosystem`)).text()).not.toContain("Galerie Fünf");
    expect((await fetch(`${server.url}/ecosystem/${slug}`)).status).toBe(404);
    await call(admin, `/admin/api/applications/${ids[4]}/status`, json({ status: "accepted" }));
    expect((await call(admin, `/admin/api/applications/${ids[4]}`)).body.slug).toBe(slug);
    expect((await fetch(`${server.url}/ecosystem/${slug}`)).status).toBe(200);
  });

  it("refuse a transition the statuses do not allow with 409, and a same-status request writes no history", async () => {
    await call(admin, `/admin/api/applications/${ids[3]}/status`, json({ status: "withdrawn" }));
    const refused = await call(admin, `/admin/api/applications/${ids[3]}/status`, json({ status: "accepted" }));
    expect(refused.status).toBe(409);
    const same = await call(admin, `/admin/api/applications/${ids[3]}/status`, json({ status: "withdrawn" }));
    expect(same.status).toBe(200);
    const changes = same.body.history.filter((h: { event?: string }) => h.event === undefined);
    expect(changes.map((h: { to: string }) => h.to)).toEqual(["shortlisted", "withdrawn"]);
    expect((await call(admin, `/admin/api/applications/${ids[3]}/status`, json({ status: "maybe" }))).status).toBe(422);
  });

  // These two meet the row lock (applications/lock.ts) on PostgreSQL only: on SQLite one server
  // process sends every transaction through its one connection, one after the other, so they pass
  // without the lock. applications/status-concurrency.test.ts changes statuses from two processes,
  // where SQLite needs the lock too.
  it("by two admins at the same moment leave one consistent history", async () => {
    const id = ids[1] as string;
    const path = `/admin/api/applications/${id}/status`;
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([
        call(admin, path, json({ status: "accepted", note: `A${round}` })),
        call(admin2, path, json({ status: "rejected", note: `B${round}` })),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
    }
    const detail = (await call(admin, `/admin/api/applications/${id}`)).body as {
      status: string;
      history: { from: string; to: string; event?: string }[];
    };
    const { status } = detail;
    // Conflicts of interest declared on it are in the admins' history too; the status changes are the test.
    const history = detail.history.filter((item) => item.event === undefined);
    // Every change starts where the one before it ended, and the last one ends at the status.
    for (const [i, change] of history.entries()) if (i > 0) expect(change.from).toBe(history[i - 1]?.to);
    expect(history.at(-1)?.to).toBe(status);
    expect(history.length).toBeGreaterThanOrEqual(6);
  });

  it("in bulk by two admins over the same rows in opposite orders finish without a deadlock", async () => {
    const pair: string[] = [];
    for (const name of ["Bulk Eins", "Bulk Zwei"]) {
      const form = exampleApplication({ edition: EDITION, artists: 1, artworksPerArtist: 1 });
      form.gallery.name = name;
      pair.push((await storeApplication(server.app, form)).id);
    }
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([
        call(admin, "/admin/api/applications/status", json({ ids: pair, status: "shortlisted" })),
        call(admin2, "/admin/api/applications/status", json({ ids: [...pair].reverse(), status: "submitted" })),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
    }
    for (const id of pair) {
      const { status, history } = (await call(admin, `/admin/api/applications/${id}`)).body as {
        status: string;
        history: { from: string; to: string }[];
      };
      for (const [i, change] of history.entries()) if (i > 0) expect(change.from).toBe(history[i - 1]?.to);
      expect(history.at(-1)?.to ?? "submitted").toBe(status);
    }
  });

  it("npm run cli -- accept goes through the same change and history", async () => {
    const lines: string[] = [];
    const env = {
      DATA_DIR: server.dataDir,
      OPEN_EDITIONS: EDITION,
      LOG_LEVEL: "silent",
      ...(server.database
        ? { DATABASE_URL: server.database.url, SESSION_SECRET: "x".repeat(40), DATA_KEY: TEST_DATA_KEY }
        : {}),
    };
    const code = await runCli(["accept", ids[2] as string], env, {
      out: (l) => lines.push(l),
      err: (l) => lines.push(l),
    });
    expect(code).toBe(0);
    const history = (await call(admin, `/admin/api/applications/${ids[2]}`)).body.history;
    expect(history).toEqual([expect.objectContaining({ by: null, via: "cli", from: "submitted", to: "accepted" })]);
    expect(await (await fetch(`${server.url}/ecosystem`)).text()).toContain("Galerie Drei");
  });

  it("keep an edition's galleries and pictures off the public pages while the edition is not public", async () => {
    const slug = (await call(admin, `/admin/api/applications/${ids[4]}`)).body.slug as string;
    const page = await (await fetch(`${server.url}/ecosystem/${slug}`)).text();
    const picture = /\/ecosystem\/pictures\/[0-9a-f-]+\/\d+\.webp/.exec(page)?.[0] as string;
    expect((await fetch(`${server.url}${picture}`)).status).toBe(200);
    const hidden = await call(admin, `/admin/api/editions/${EDITION}`, json({ public: false }, "PATCH"));
    expect(hidden.body).toMatchObject({ slug: EDITION, public: false });
    expect((await fetch(`${server.url}/ecosystem/${slug}`)).status).toBe(404);
    expect((await fetch(`${server.url}${picture}`)).status).toBe(404);
    expect(await (await fetch(`${server.url}/ecosystem`)).text()).not.toContain("Galerie Fünf");
    await call(admin, `/admin/api/editions/${EDITION}`, json({ public: true }, "PATCH"));
    expect((await fetch(`${server.url}/ecosystem/${slug}`)).status).toBe(200);
  });
});
