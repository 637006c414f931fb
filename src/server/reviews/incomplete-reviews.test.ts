/**
 * A criterion added once reviews exist: those reviews are incomplete (they say which criterion they
 * lack), the application returns to their authors' queues until they score it, and every average
 * says how many reviews it is made of and how many are complete, behind the blind rule as before.
 */
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, expect, it } from "vitest";
import { storeApplication } from "../../../test-support/applications.ts";
import { startTestServer, type TestServer } from "../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../test-support/staff.ts";
import { exampleApplication } from "../../shared/example-application.ts";

const EDITION = "fair-2027";
const NEW = "Sustainability";

let server: TestServer;
let application = "";
let other = "";
let criteria: string[] = [];
let added = "";
type Who = "admin" | "rob" | "bea" | "blind";
const members = new Map<Who, StaffVisitor>();

async function send(who: Who, method: string, path: string, body?: object) {
  return (members.get(who) as StaffVisitor).fetch(path, {
    method,
    ...(body ? { headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {}),
  });
}
async function read(who: Who, path: string) {
  const response = await send(who, "GET", path);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return response;
}
const json = async (who: Who, path: string) => (await read(who, path)).json();
const csv = async (who: Who, path: string) =>
  parse(Buffer.from(await (await read(who, path)).arrayBuffer()), { bom: true, columns: true }) as Record<
    string,
    string
  >[];
const review = (who: Who, id: string, scores: Record<string, number>) =>
  send(who, "PUT", `/admin/api/applications/${id}/review`, { scores, comment: "" });
const all = (value: number) => Object.fromEntries(criteria.map((c) => [c, value]));
const listItem = async (who: Who) =>
  ((await json(who, `/admin/api/applications?edition=${EDITION}`)).items as { id: string }[]).find(
    (item) => item.id === application,
  );
/** The ids of her list filtered by "My reviews": true is "Reviewed by me", false "Not reviewed by me". */
const reviewedByMe = async (who: Who, reviewed: boolean) =>
  ((await json(who, `/admin/api/applications?edition=${EDITION}&reviewed_by_me=${reviewed}`)).items as { id: string }[])
    .map((item) => item.id)
    .sort();
const queue = async (who: Who) =>
  (await json(who, `/admin/api/queue?edition=${EDITION}`)) as {
    items: { id: string; incomplete: boolean }[];
    reviewed: { id: string }[];
  };

beforeAll(async () => {
  server = await startTestServer({ OPEN_EDITIONS: EDITION });
  application = (await storeApplication(server.app, exampleApplication({ edition: EDITION }))).id;
  other = (await storeApplication(server.app, exampleApplication({ edition: EDITION }))).id;
  for (const [who, role] of [
    ["admin", "admin"],
    ["rob", "reviewer"],
    ["bea", "reviewer"],
    ["blind", "reviewer"],
  ] as const) {
    const account = await createStaff(server.app, { email: `${who}@fair.example`, role });
    members.set(who, await signIn(server.url, account.email, account.password));
  }
  criteria = ((await json("admin", `/admin/api/editions/${EDITION}/criteria`)).items as { id: string }[]).map(
    (c) => c.id,
  );
  expect((await review("rob", application, all(4))).status).toBe(200);
  expect((await review("bea", application, all(2))).status).toBe(200);
  expect((await review("rob", other, all(3))).status).toBe(200);

  // The editor's warning counts the edition's reviews before the criterion is added.
  expect((await json("admin", `/admin/api/editions/${EDITION}/criteria`)).reviews_count).toBe(3);
  const response = await send("admin", "POST", `/admin/api/editions/${EDITION}/criteria`, { label: NEW });
  expect(response.status).toBe(201);
  added = (await response.json()).id;
});
afterAll(() => server.close());

it("marks the reviews written before the criterion incomplete, naming what they lack", async () => {
  const view = await json("rob", `/admin/api/applications/${application}/reviews`);
  expect(view.mine).toMatchObject({ complete: false, missing: [NEW] });
  expect(view.mine.scores[added]).toBeUndefined();
  expect(view.reviews).toHaveLength(1);
  expect(view.reviews[0]).toMatchObject({ complete: false, missing: [NEW] });
});

it("puts the applications back in their authors' queues", async () => {
  const rob = await queue("rob");
  // Newest first: both reviewed by Rob, both back.
  expect(rob.items.map((i) => [i.id, i.incomplete])).toEqual([
    [other, true],
    [application, true],
  ]);
  expect(rob.reviewed).toEqual([]);
  // Bea reviewed only one of them; the other was in her queue all along, as a plain one.
  const bea = await queue("bea");
  expect(bea.items.map((i) => [i.id, i.incomplete])).toEqual([
    [other, false],
    [application, true],
  ]);
  // The list's "Not reviewed by me" holds what her queue holds.
  expect(await reviewedByMe("rob", false)).toEqual([application, other].sort());
  expect(await reviewedByMe("rob", true)).toEqual([]);
});

it("says what the averages are made of, over the scores that exist", async () => {
  const summary = (await json("admin", `/admin/api/applications/${application}/reviews`)).summary;
  expect(summary).toMatchObject({ reviews: 2, complete_reviews: 0, average: 3 });
  expect(summary.per_criterion[added]).toEqual({ average: null, min: null, max: null });
  expect(await listItem("admin")).toMatchObject({ reviews: 2, complete_reviews: 0, average: 3 });
  const row = (await csv("admin", `/admin/api/exports/applications.csv?edition=${EDITION}`)).find(
    (r) => r["Application id"] === application,
  );
  expect(row).toMatchObject({ Reviews: "2", "Complete reviews": "0", "Average score": "3" });
  // One row per review: each says it lacks the new criterion, whose cell is empty.
  const reviews = (await csv("admin", `/admin/api/exports/reviews.csv?edition=${EDITION}`)).filter(
    (r) => r["Application id"] === application,
  );
  expect(reviews.map((r) => [r.Score, r.Complete, r[NEW]]).sort()).toEqual([
    ["2", "no", ""],
    ["4", "no", ""],
  ]);
});

it("keeps the blind rule: an incomplete review of her own is in, none of hers shows nothing", async () => {
  const blind = await json("blind", `/admin/api/applications/${application}/reviews`);
  expect(blind.mine).toBeNull();
  expect(blind.reviews).toEqual([]);
  expect(blind.summary).toBeNull();
  expect(await listItem("blind")).toMatchObject({ reviews: null, complete_reviews: null, average: null });
  const row = (await csv("blind", `/admin/api/exports/applications.csv?edition=${EDITION}`)).find(
    (r) => r["Application id"] === application,
  );
  expect(row).toMatchObject({ Reviews: "", "Complete reviews": "", "Average score": "" });
  // Rob's review is incomplete but submitted: she still sees the others'.
  expect(await listItem("rob")).toMatchObject({ reviews: 2, complete_reviews: 0 });
});

it("makes the review complete and takes the application out of the queue once she scores it", async () => {
  expect((await review("rob", application, all(4))).status).toBe(422);
  const answer = await review("rob", application, { ...all(4), [added]: 2 });
  expect(answer.status).toBe(200);
  expect(await answer.json()).toMatchObject({ complete: true, missing: [] });
  const rob = await queue("rob");
  expect(rob.items.map((i) => i.id)).not.toContain(application);
  expect(rob.reviewed.map((i) => i.id)).toContain(application);
  expect(await reviewedByMe("rob", false)).toEqual([other]);
  expect(await reviewedByMe("rob", true)).toEqual([application]);
  // Rob's review is now the mean of her four scores (3.5), Bea's still of her three (2).
  const summary = (await json("admin", `/admin/api/applications/${application}/reviews`)).summary;
  expect(summary).toMatchObject({ reviews: 2, complete_reviews: 1, average: 2.75 });
  expect(await listItem("admin")).toMatchObject({ reviews: 2, complete_reviews: 1, average: 2.75 });
});

it("counts an incomplete review as done once a decision closes the application, as her queue does", async () => {
  expect((await send("admin", "POST", `/admin/api/applications/${other}/status`, { status: "accepted" })).status).toBe(
    200,
  );
  expect((await queue("rob")).items.map((i) => i.id)).not.toContain(other);
  expect(await reviewedByMe("rob", false)).toEqual([]);
  expect(await reviewedByMe("rob", true)).toEqual([application, other].sort());
});
