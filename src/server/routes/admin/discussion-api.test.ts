/**
 * The committee's discussion, shared tags, private notes and fair scores through the API: who may
 * read and write the comments (the blind rule), tags set, filtered by, renamed, merged and deleted,
 * notes seen and exported by their author alone, spread and normalized scores with their sorts and
 * filters, and each review's member mean. Runs on SQLite, and on PostgreSQL in the suite's second pass.
 */
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeApplication } from "../../../../test-support/applications.ts";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../../test-support/staff.ts";
import { readZip } from "../../../../test-support/zip.ts";
import { exampleApplication } from "../../../shared/example-application.ts";

let server: TestServer;
let admin: StaffVisitor;
let ada: StaffVisitor;
let bob: StaffVisitor;
let cleo: StaffVisitor;
const EDITION = "fair-2027";
/** Galleries by name: Eins, Zwei, Drei, Vier, Fünf. */
const ids: Record<string, string> = {};
let criteria: { id: string }[] = [];

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

async function review(who: StaffVisitor, gallery: string, score: number) {
  const scores = Object.fromEntries(criteria.map((c) => [c.id, score]));
  const answer = await call(who, `/admin/api/applications/${ids[gallery]}/review`, json({ scores }, "PUT"));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

type Item = { id: string; average: number | null; spread: number | null; normalized: number | null; tags: string[] };
const list = async (who: StaffVisitor, query = "") =>
  (await call(who, `/admin/api/applications?per_page=200${query}`)).body as { items: Item[]; total: number };
const galleryOf = (id: string) => Object.entries(ids).find(([, v]) => v === id)?.[0];
const galleries = async (who: StaffVisitor, query: string) =>
  (await list(who, query)).items.map((i) => galleryOf(i.id));

beforeAll(async () => {
  server = await startTestServer({ OPEN_EDITIONS: EDITION });
  for (const [i, name] of ["Eins", "Zwei", "Drei", "Vier", "Fünf"].entries()) {
    const form = exampleApplication({ edition: EDITION, artists: 1, artworksPerArtist: 1, galleryPictures: 1 });
    form.gallery.name = `Galerie ${name}`;
    ids[name] = (await storeApplication(server.app, form, { now: Date.UTC(2027, 0, 1 + i) })).id;
  }
  const accounts = [
    await createStaff(server.app, { email: "admin@fair.example", name: "Ann Admin", role: "admin" }),
    await createStaff(server.app, { email: "ada@fair.example", name: "Ada Reviewer", role: "reviewer" }),
    await createStaff(server.app, { email: "bob@fair.example", name: "Bob Reviewer", role: "reviewer" }),
    await createStaff(server.app, { email: "cleo@fair.example", name: "Cleo Reviewer", role: "reviewer" }),
  ];
  [admin, ada, bob, cleo] = (await Promise.all(accounts.map((a) => signIn(server.url, a.email, a.password)))) as [
    StaffVisitor,
    StaffVisitor,
    StaffVisitor,
    StaffVisitor,
  ];
  criteria = (await call(ada, `/admin/api/editions/${EDITION}/criteria`)).body.items;
  // Ada scores harshly (1, 2, 3), Bob generously (5, 4, 5, 5): their means differ, so do the fair scores.
  await review(ada, "Eins", 1);
  await review(ada, "Zwei", 2);
  await review(ada, "Drei", 3);
  await review(bob, "Eins", 5);
  await review(bob, "Zwei", 4);
  await review(bob, "Drei", 5);
  await review(bob, "Vier", 5);
}, 60_000);
afterAll(() => server.close());

describe("comments", () => {
  const path = (gallery: string) => `/admin/api/applications/${ids[gallery]}/comments`;

  it("are closed to a reviewer until her own review is in, with a message that says so", async () => {
    for (const answer of [await call(cleo, path("Eins")), await call(cleo, path("Eins"), json({ text: "Hi" }))]) {
      expect(answer.status).toBe(403);
      expect(answer.body.message).toMatch(/once your own review/);
    }
  });

  it("are written by a reviewer who has reviewed and read back oldest first, as plain text", async () => {
    const text = 'Strong booth, see https://example.org/booth?a=1&b=2. <script>alert("x")</script>';
    const first = await call(ada, path("Eins"), json({ text }));
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      author: { name: "Ada Reviewer", email: "ada@fair.example" },
      text,
      at: expect.any(Number),
    });
    const reply = await call(admin, path("Eins"), json({ text: "  Agreed, shortlist it.  " }));
    expect(reply.status).toBe(201);
    expect(reply.body.text).toBe("Agreed, shortlist it.");
    const read = await call(bob, path("Eins"));
    expect(read.status).toBe(200);
    expect(read.body.comments.map((c: { text: string }) => c.text)).toEqual([text, "Agreed, shortlist it."]);
    expect(read.body.comments[0]).toEqual(first.body);
  });

  it("refuse empty and over-long text with 422 naming the field, and store nothing", async () => {
    for (const body of [{ text: "" }, { text: "   " }, {}, { text: 42 }, { text: "x".repeat(5001) }]) {
      const answer = await call(ada, path("Zwei"), json(body));
      expect(answer.status).toBe(422);
      expect(answer.body.message).toMatch(/^text /);
    }
    expect((await call(admin, path("Zwei"), json({ text: "x".repeat(5000) }))).status).toBe(201);
    expect((await call(admin, path("Zwei"))).body.comments).toHaveLength(1);
  });

  it("are closed to a member with a conflict of interest, an admin too", async () => {
    await call(bob, `/admin/api/applications/${ids.Drei}/conflict`, json({ note: "friend" }, "PUT"));
    await call(admin, `/admin/api/applications/${ids.Drei}/conflict`, json({ note: "sister" }, "PUT"));
    for (const who of [bob, admin]) {
      const answer = await call(who, path("Drei"));
      expect(answer.status).toBe(403);
      expect(answer.body.message).toMatch(/conflict of interest/);
      expect((await call(who, path("Drei"), json({ text: "x" }))).status).toBe(403);
    }
    await call(bob, `/admin/api/applications/${ids.Drei}/conflict`, { method: "DELETE" });
    await call(admin, `/admin/api/applications/${ids.Drei}/conflict`, { method: "DELETE" });
  });

  it("stay readable after the decision; only admins add to them then", async () => {
    const decided = await call(
      admin,
      `/admin/api/applications/${ids.Vier}/status`,
      json({ status: "accepted", note: "" }),
    );
    expect(decided.status).toBe(200);
    expect((await call(bob, path("Vier"))).status).toBe(200);
    const late = await call(bob, path("Vier"), json({ text: "Too late?" }));
    expect(late.status).toBe(409);
    expect((await call(admin, path("Vier"), json({ text: "Decided: accepted." }))).status).toBe(201);
    expect((await call(bob, path("Vier"))).body.comments.map((c: { text: string }) => c.text)).toEqual([
      "Decided: accepted.",
    ]);
  });

  it("answer 404 for an unknown application", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await call(admin, `/admin/api/applications/${missing}/comments`)).status).toBe(404);
    expect((await call(admin, `/admin/api/applications/${missing}/comments`, json({ text: "x" }))).status).toBe(404);
  });
});

describe("tags", () => {
  const path = (gallery: string) => `/admin/api/applications/${ids[gallery]}/tags`;

  it("are set by any member: trimmed, duplicates without case dropped, the first spelling kept", async () => {
    const put = await call(
      cleo,
      path("Eins"),
      json({ tags: [" Newcomer ", "strong booth", "newcomer", "STRONG booth"] }, "PUT"),
    );
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ tags: ["Newcomer", "strong booth"] });
    // The same tag from another member keeps the name it was made with.
    expect((await call(ada, path("Zwei"), json({ tags: ["NEWCOMER", "check proof"] }, "PUT"))).body).toEqual({
      tags: ["check proof", "Newcomer"],
    });
    expect((await call(bob, path("Eins"))).body).toEqual({ tags: ["Newcomer", "strong booth"] });
  });

  it("refuse a name that is empty or longer than 40 characters, with 422, changing nothing", async () => {
    for (const tags of [[""], ["  "], ["x".repeat(41)], "newcomer", [3]]) {
      const answer = await call(ada, path("Eins"), json({ tags }, "PUT"));
      expect(answer.status).toBe(422);
      expect(answer.body.message).toMatch(/^tags/);
    }
    expect(
      (await call(ada, path("Eins"), json({ tags: ["x".repeat(40), "Newcomer", "strong booth"] }, "PUT"))).status,
    ).toBe(200);
    expect((await call(ada, path("Eins"), json({ tags: ["Newcomer", "strong booth"] }, "PUT"))).status).toBe(200);
  });

  it("show in the list as chips and filter it by name, whatever the case", async () => {
    const items = (await list(cleo)).items;
    expect(items.find((i) => i.id === ids.Eins)?.tags).toEqual(["Newcomer", "strong booth"]);
    expect(items.find((i) => i.id === ids.Drei)?.tags).toEqual([]);
    expect(await galleries(cleo, "&tag=newcomer&sort=gallery")).toEqual(["Eins", "Zwei"]);
    expect(await galleries(cleo, "&tag=Strong%20Booth")).toEqual(["Eins"]);
    expect(await galleries(cleo, "&tag=nobody")).toEqual([]);
  });

  it("are listed with counts; admins rename, merge and delete them everywhere, reviewers may not", async () => {
    expect((await call(cleo, "/admin/api/tags")).body.items).toEqual([
      { name: "check proof", count: 1 },
      { name: "Newcomer", count: 2 },
      { name: "strong booth", count: 1 },
    ]);
    expect((await call(ada, "/admin/api/tags/newcomer", json({ name: "First time" }, "PATCH"))).status).toBe(403);
    expect((await call(ada, "/admin/api/tags/newcomer", { method: "DELETE" })).status).toBe(403);
    expect((await call(admin, "/admin/api/tags/newcomer", json({ name: "x".repeat(41) }, "PATCH"))).status).toBe(422);
    expect((await call(admin, "/admin/api/tags/nothing", json({ name: "y" }, "PATCH"))).status).toBe(404);

    const renamed = await call(admin, "/admin/api/tags/newcomer", json({ name: " First time " }, "PATCH"));
    expect(renamed).toEqual({ status: 200, body: { name: "First time" } });
    expect((await call(ada, path("Zwei"))).body.tags).toEqual(["check proof", "First time"]);
    // Renaming onto another tag's name merges the two.
    expect((await call(admin, "/admin/api/tags/check%20proof", json({ name: "First Time" }, "PATCH"))).status).toBe(
      200,
    );
    expect((await call(ada, path("Zwei"))).body.tags).toEqual(["First Time"]);
    expect((await call(admin, "/admin/api/tags")).body.items).toEqual([
      { name: "First Time", count: 2 },
      { name: "strong booth", count: 1 },
    ]);

    expect((await call(admin, "/admin/api/tags/STRONG%20BOOTH", { method: "DELETE" })).status).toBe(204);
    expect((await call(ada, path("Eins"))).body.tags).toEqual(["First Time"]);
    expect((await call(admin, "/admin/api/tags/strong%20booth", { method: "DELETE" })).status).toBe(404);
  });

  it("are in the CSV export", async () => {
    const csv = await (await cleo.fetch("/admin/api/exports/applications.csv?sort=gallery")).text();
    const rows = parse(csv.replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];
    expect(rows.find((r) => r["Application id"] === ids.Zwei)?.Tags).toBe("First Time");
  });
});

describe("private notes", () => {
  const path = (gallery: string) => `/admin/api/applications/${ids[gallery]}/note`;
  const NOTE = "Ask about the second artist's CV: ada-private-5c1e";

  it("are read and written by their author alone", async () => {
    expect((await call(ada, path("Eins"))).body).toEqual({ text: "", updated_at: null });
    const saved = await call(ada, path("Eins"), json({ text: `  ${NOTE}  ` }, "PUT"));
    expect(saved).toEqual({ status: 200, body: { text: NOTE, updated_at: expect.any(Number) } });
    expect((await call(ada, path("Eins"))).body.text).toBe(NOTE);
    expect((await call(admin, path("Eins"))).body).toEqual({ text: "", updated_at: null });
    expect((await call(bob, path("Eins"))).body).toEqual({ text: "", updated_at: null });
  });

  it("refuse text that is not text or too long", async () => {
    expect((await call(ada, path("Zwei"), json({ text: 3 }, "PUT"))).status).toBe(422);
    const long = await call(ada, path("Zwei"), json({ text: "x".repeat(10_001) }, "PUT"));
    expect(long.status).toBe(422);
    expect(long.body.message).toMatch(/^text /);
  });

  it("go with empty text", async () => {
    await call(ada, path("Zwei"), json({ text: "short-lived" }, "PUT"));
    expect((await call(ada, path("Zwei"), json({ text: "" }, "PUT"))).body).toEqual({ text: "", updated_at: null });
    expect((await call(ada, path("Zwei"))).body).toEqual({ text: "", updated_at: null });
  });

  it("are in their author's exports and in nobody else's", async () => {
    const exports = [
      "/admin/api/exports/applications.csv",
      "/admin/api/exports/applications.zip",
      `/admin/api/applications/${ids.Eins}/export.zip`,
      "/admin/api/exports/artworks.csv",
    ];
    const holds = async (who: StaffVisitor, address: string) => {
      const response = await who.fetch(address);
      expect(response.status).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      if (!address.endsWith(".zip")) return bytes.toString("utf8").includes(NOTE);
      return [...(await readZip(bytes)).files.values()].some((entry) => entry.toString("utf8").includes(NOTE));
    };
    for (const who of [admin, bob, cleo])
      for (const address of exports) expect(await holds(who, address), address).toBe(false);
    expect(await holds(ada, exports[0] as string)).toBe(true);
    expect(await holds(ada, exports[2] as string)).toBe(true);
    const csv = await (await ada.fetch("/admin/api/exports/applications.csv")).text();
    const rows = parse(csv.replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];
    expect(rows.find((r) => r["Application id"] === ids.Eins)?.["My note"]).toBe(NOTE);
  });
});

describe("fair scores in the list", () => {
  // Ada: 1, 2, 3 (mean 2, sd √(2/3)); Bob: 5, 4, 5, 5 (mean 4.75, sd √0.1875).
  const zAda = (s: number) => (s - 2) / Math.sqrt(2 / 3);
  const zBob = (s: number) => (s - 4.75) / Math.sqrt(0.1875);
  const round2 = (n: number) => Math.round(n * 100) / 100;

  it("gives each application its spread and normalized score beside the average", async () => {
    const items = (await list(admin)).items;
    const item = (gallery: string) => items.find((i) => i.id === ids[gallery]);
    expect(item("Eins")).toMatchObject({ average: 3, spread: 4, normalized: round2((zAda(1) + zBob(5)) / 2) });
    expect(item("Zwei")).toMatchObject({ average: 3, spread: 2, normalized: round2((zAda(2) + zBob(4)) / 2) });
    expect(item("Drei")).toMatchObject({ average: 4, spread: 2, normalized: round2((zAda(3) + zBob(5)) / 2) });
    expect(item("Vier")).toMatchObject({ average: 5, spread: null, normalized: round2(zBob(5)) });
    expect(item("Fünf")).toMatchObject({ average: null, spread: null, normalized: null });
    // Equal averages, different fair scores: Eins was scored 1 by a harsh member and 5 by a generous one.
    expect(item("Eins")?.normalized).not.toBe(item("Zwei")?.normalized);
  });

  it("sorts by them both ways, missing values lowest", async () => {
    // Drei 0.90, Vier 0.58, Eins −0.32, Zwei −0.87, Fünf none.
    expect(await galleries(admin, "&sort=-normalized")).toEqual(["Drei", "Vier", "Eins", "Zwei", "Fünf"]);
    expect(await galleries(admin, "&sort=normalized")).toEqual(["Fünf", "Zwei", "Eins", "Vier", "Drei"]);
    const bySpread = await galleries(admin, "&sort=-spread");
    expect(bySpread[0]).toBe("Eins");
    expect(bySpread.slice(3).sort()).toEqual(["Fünf", "Vier"]);
    const ascending = await galleries(admin, "&sort=spread");
    expect(ascending.slice(0, 2).sort()).toEqual(["Fünf", "Vier"]);
  });

  it("filters by average, normalized score, spread and disagreement", async () => {
    expect((await galleries(admin, "&average_min=3.5&sort=gallery")).sort()).toEqual(["Drei", "Vier"]);
    expect((await galleries(admin, "&average_min=3&average_max=3")).sort()).toEqual(["Eins", "Zwei"]);
    expect((await galleries(admin, "&normalized_min=0.5")).sort()).toEqual(["Drei", "Vier"]);
    expect((await galleries(admin, "&normalized_max=-0.5")).sort()).toEqual(["Zwei"]);
    expect(await galleries(admin, "&spread_min=3")).toEqual(["Eins"]);
    expect((await galleries(admin, "&disagreement=1")).sort()).toEqual(["Drei", "Eins", "Zwei"]);
    expect((await list(admin, "&disagreement=1&spread_min=3")).total).toBe(1);
    // The count comes with the page when the fair scores are joined; a page past the end still has it.
    expect(await list(admin, "&disagreement=1&page=2")).toMatchObject({ items: [], total: 3 });
    expect(await list(admin, "&sort=normalized&page=2")).toMatchObject({ items: [], total: 5 });
  });

  it("filters a reviewer's list by what she may see only", async () => {
    // Cleo has reviewed nothing: no row matches a range, whatever the range.
    for (const query of [
      "&average_min=0",
      "&normalized_min=-9",
      "&normalized_max=9",
      "&spread_min=0",
      "&disagreement=1",
    ])
      expect(await galleries(cleo, query), query).toEqual([]);
    // Ada sees Eins, Zwei and Drei (hers), never Vier.
    expect((await galleries(ada, "&average_min=0")).sort()).toEqual(["Drei", "Eins", "Zwei"]);
  });

  it("refuses a range bound that is not a number with 400 naming it", async () => {
    for (const query of ["average_min=high", "normalized_max=1e9", "spread_min=", "disagreement=maybe"]) {
      const answer = await call(admin, `/admin/api/applications?${query}`);
      if (query === "spread_min=") expect(answer.status).toBe(200);
      else {
        expect(answer.status, query).toBe(400);
        expect(answer.body.message).toContain(query.split("=")[0]);
      }
    }
  });
});

describe("member means in the reviews", () => {
  it("stand beside each review's score: that member's mean over the edition", async () => {
    const reviews = (await call(admin, `/admin/api/applications/${ids.Eins}/reviews`)).body;
    const byName = Object.fromEntries(
      reviews.reviews.map((r: { reviewer: { name: string }; member_mean: number }) => [r.reviewer.name, r.member_mean]),
    );
    expect(byName).toEqual({ "Ada Reviewer": 2, "Bob Reviewer": 4.75 });
    expect((await call(ada, `/admin/api/applications/${ids.Eins}/reviews`)).body.mine.member_mean).toBe(2);
  });
});
