/**
 * The blind rule and conflicts of interest on every back-office route that answers with data, taken
 * from the routes as registered: a reviewer who has not reviewed an application, and any member who
 * declared a conflict on it, get no other member's score, comment, count, average or spread of it
 * or word of its discussion (a conflicted member no decision note either), whatever the route, the
 * sort, the filter or the format. A new
 * route is checked without anyone adding it here; one whose parameters cannot be filled fails.
 */
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeApplication } from "../../../test-support/applications.ts";
import { startTestServer, type TestServer } from "../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../test-support/staff.ts";
import { readZip } from "../../../test-support/zip.ts";
import { exampleApplication } from "../../shared/example-application.ts";

const EDITION = "fair-2027";
const T0 = Date.UTC(2027, 0, 10, 9, 0, 0);
const COMMENT = "Rob-only-comment-7f3a";
const NOTE = "Decision-note-only-for-the-unconflicted-91c2";
const DISCUSSION = "Discussion-only-after-reviewing-4be8";

let server: TestServer;
const ids: Record<"scored" | "high" | "unscored", string> = { scored: "", high: "", unscored: "" };
let pictureId = "";
type Who = "admin" | "rob" | "blind" | "conflicted" | "conflictedAdmin";
const members = new Map<Who, StaffVisitor>();
const member = (who: Who) => members.get(who) as StaffVisitor;

async function send(who: Who, method: string, path: string, body?: object) {
  const response = await member(who).fetch(path, {
    method,
    ...(body ? { headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {}),
  });
  expect(response.status, `${method} ${path} as ${who}: ${await response.clone().text()}`).toBeLessThan(300);
  return response;
}

beforeAll(async () => {
  server = await startTestServer({ OPEN_EDITIONS: EDITION });
  // Ids are random: the test reads which sorts by id first, so that the averages' order is another.
  const stored = [];
  for (const [i, name] of ["Galerie Nordlicht", "Kunsthalle Zürich", "Atelier Ø"].entries()) {
    const form = exampleApplication({ edition: EDITION, artists: 1, artworksPerArtist: 2 });
    form.gallery.name = name;
    stored.push((await storeApplication(server.app, form, { now: T0 + i * 60_000 })).id);
  }
  const [a, b, c] = stored.sort() as [string, string, string];
  Object.assign(ids, { scored: a, high: b, unscored: c });
  const picture = await server.app.db
    .selectFrom("files")
    .select("id")
    .where("application_id", "=", ids.scored)
    .where("content_type", "=", "image/png")
    .executeTakeFirstOrThrow();
  pictureId = picture.id;
  for (const [who, role] of [
    ["admin", "admin"],
    ["rob", "reviewer"],
    ["blind", "reviewer"],
    ["conflicted", "reviewer"],
    ["conflictedAdmin", "admin"],
  ] as const) {
    const account = await createStaff(server.app, { email: `${who}@fair.example`, role });
    members.set(who, await signIn(server.url, account.email, account.password));
  }
  const criteria = (
    (await (await member("admin").fetch(`/admin/api/editions/${EDITION}/criteria`)).json()) as {
      items: { id: string }[];
    }
  ).items;
  const scores = (value: number) => ({ scores: Object.fromEntries(criteria.map((c) => [c.id, value])) });
  await send("rob", "PUT", `/admin/api/applications/${ids.scored}/review`, { ...scores(2), comment: COMMENT });
  await send("rob", "PUT", `/admin/api/applications/${ids.high}/review`, scores(5));
  // Reviewed before stepping aside: her own review stays hers, the others' are closed to her.
  await send("conflicted", "PUT", `/admin/api/applications/${ids.scored}/review`, scores(3));
  await send("conflicted", "PUT", `/admin/api/applications/${ids.scored}/conflict`, { note: "I sold her work" });
  await send("conflictedAdmin", "PUT", `/admin/api/applications/${ids.scored}/conflict`, {
    note: "My sister's gallery",
  });
  await send("rob", "POST", `/admin/api/applications/${ids.scored}/comments`, { text: DISCUSSION });
  await send("admin", "POST", `/admin/api/applications/${ids.scored}/status`, { status: "shortlisted", note: NOTE });
}, 60_000);
afterAll(() => server.close());

/** Concrete requests for a registered GET route: its parameters filled, with and without review sorts. */
function requestsFor(url: string): string[] {
  const filled = url
    .replace(/\/applications\/:id/, `/applications/${ids.scored}`)
    .replace(/\/files\/:id/, `/files/${pictureId}`)
    .replace(/\/editions\/:slug/, `/editions/${EDITION}`)
    // An invoice tells nothing of reviews; one nobody has is asked for (admins only, in any case).
    .replace(/\/invoices\/:fileId$/, "/invoices/00000000-0000-4000-8000-000000000000")
    .replace(/\/letters\/:decision\/preview$/, `/letters/accepted/preview?application=${ids.scored}`)
    .replace(/\/letters\/:decision/, "/letters/accepted");
  if (filled.includes(":") || filled.includes("*")) return [];
  const listLike = /\/api\/applications$|\/neighbours$|\/exports\//.test(filled);
  if (!listLike) return [filled];
  return [
    filled,
    `${filled}?sort=-average`,
    `${filled}?sort=reviews`,
    `${filled}?q=nordlicht&sort=-reviews`,
    `${filled}?sort=-normalized`,
    `${filled}?sort=spread&normalized_min=-9&average_min=0`,
    `${filled}?disagreement=0&spread_min=0`,
  ];
}

const REVIEW_KEYS = new Set([
  "reviews",
  "review_count",
  "average",
  "summary",
  "per_criterion",
  "min",
  "max",
  "spread",
  "normalised",
  "normalized",
  "normalised_average",
  "scores",
  "score",
  "comment",
  "comments",
  "member_mean",
]);
const HIDDEN = (value: unknown) =>
  value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);
/** Review values of the application in a JSON answer, except the viewer's own (`mine`, `my_score`). */
function reviewValuesInJson(value: unknown, path = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => reviewValuesInJson(item, `${path}[${i}]`));
  if (value === null || typeof value !== "object") return [];
  const found: string[] = [];
  for (const [key, inner] of Object.entries(value)) {
    if (key === "mine" || key === "my_score" || key === "my_conflict") continue;
    if (REVIEW_KEYS.has(key) && !HIDDEN(inner)) found.push(`${path}.${key} = ${JSON.stringify(inner)}`);
    else found.push(...reviewValuesInJson(inner, `${path}.${key}`));
  }
  return found;
}
const REVIEW_COLUMNS = /^(Reviews|Average|Spread|Normalized)/;
function reviewValuesInCsv(text: string, where: string): string[] {
  const rows = parse(text.replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];
  return rows.flatMap((row, i) =>
    Object.entries(row)
      .filter(([column, cell]) => REVIEW_COLUMNS.test(column) && cell !== "")
      .map(([column, cell]) => `${where} row ${i + 1} ${column} = ${cell}`),
  );
}

/** Everything in an answer that tells a review value, a review comment or (when asked) the decision note. */
async function leaks(response: Response, where: string, noteIsSecret: boolean): Promise<string[]> {
  const type = response.headers.get("content-type") ?? "";
  const bytes = Buffer.from(await response.arrayBuffer());
  const texts: [string, string, string][] = [];
  if (type.includes("zip")) {
    for (const [name, entry] of (await readZip(bytes)).files)
      if (/\.(json|csv)$/.test(name))
        texts.push([`${where} ${name}`, name.endsWith(".csv") ? "csv" : "json", entry.toString("utf8")]);
  } else if (type.includes("csv")) texts.push([where, "csv", bytes.toString("utf8")]);
  else if (type.includes("json")) texts.push([where, "json", bytes.toString("utf8")]);
  else texts.push([where, "other", bytes.toString("latin1")]);
  const found: string[] = [];
  for (const [place, kind, text] of texts) {
    if (text.includes(COMMENT)) found.push(`${place}: the other member's comment`);
    if (text.includes(DISCUSSION)) found.push(`${place}: the discussion`);
    if (noteIsSecret && text.includes(NOTE)) found.push(`${place}: the decision note`);
    // The list, the exports and the neighbours cover every application; the scored one's row is the test.
    if (kind === "json")
      found.push(...reviewValuesInJson(scopeToScored(JSON.parse(text))).map((f) => `${place}: ${f}`));
    if (kind === "csv") found.push(...reviewValuesInCsv(csvOfScored(text), place));
  }
  return found;
}
/** In a list answer, only the rows of the application the viewer may not see. */
function scopeToScored(json: unknown): unknown {
  if (json && typeof json === "object" && Array.isArray((json as { items?: unknown }).items))
    return (json as { items: { id?: string }[] }).items.filter(
      (item) => item.id === undefined || item.id === ids.scored,
    );
  return json;
}
function csvOfScored(text: string): string {
  const lines = parse(text.replace(/^\uFEFF/, ""), { columns: false }) as string[][];
  const [header, ...rows] = lines;
  const kept = rows.filter((row) => row.includes(ids.scored));
  const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
  return [header, ...kept].map((row) => (row ?? []).map(quote).join(",")).join("\n");
}

function dataRoutes(): string[] {
  return server.app.staffRoutes
    .filter((route) => route.method === "GET")
    .map((route) => route.url)
    .filter((url) => url.startsWith("/admin/api/") || url.startsWith("/admin/files/"));
}

describe("every back-office route that answers with data", () => {
  it("can be asked with its parameters filled (a route this test cannot fill fails here)", () => {
    const unfilled = dataRoutes().filter((url) => requestsFor(url).length === 0);
    expect(unfilled).toEqual([]);
    expect(dataRoutes().length).toBeGreaterThan(10);
  });

  it("shows an admin the reviews, so the checks below can find them", async () => {
    const found: string[] = [];
    for (const url of dataRoutes())
      for (const path of requestsFor(url)) {
        const response = await member("admin").fetch(path);
        if (response.status === 200) found.push(...(await leaks(response, path, true)));
      }
    // The detector works: the list, the reviews, both CSV and both ZIP exports show the admin values.
    for (const place of [
      "/admin/api/applications",
      "/reviews",
      "/comments",
      "applications.csv",
      "export.zip",
      "applications.zip",
      "sort=-normalized",
    ])
      expect(
        found.some((f) => f.includes(place)),
        place,
      ).toBe(true);
    expect(found.some((f) => f.includes("comment"))).toBe(true);
    for (const value of ["spread = 1", "normalized = 0", "Spread = 1", "Normalized score = 0", "the discussion"])
      expect(
        found.some((f) => f.includes(value)),
        value,
      ).toBe(true);
  });

  it.each([
    ["blind", "a reviewer who has not reviewed it", false],
    ["conflicted", "a reviewer who reviewed it, then declared a conflict", true],
    ["conflictedAdmin", "an admin with a conflict", true],
  ] as const)("gives %s (%s) nothing of the others' reviews", async (who, _description, noteIsSecret) => {
    const found: string[] = [];
    for (const url of dataRoutes())
      for (const path of requestsFor(url)) {
        const response = await member(who).fetch(path);
        if (response.status !== 200) continue;
        found.push(...(await leaks(response, path, noteIsSecret)));
      }
    expect(found).toEqual([]);
  });

  it("shows a reviewer the others' reviews once hers is in", async () => {
    const reviews = (await (await member("rob").fetch(`/admin/api/applications/${ids.high}/reviews`)).json()) as {
      summary: { count: number } | null;
    };
    expect(reviews.summary?.count).toBe(1);
    const list = (await (await member("rob").fetch("/admin/api/applications?sort=gallery")).json()) as {
      items: { id: string; reviews: number | null; average: number | null }[];
    };
    expect(list.items.find((item) => item.id === ids.scored)).toMatchObject({ reviews: 2, average: 2.5 });
    expect(list.items.find((item) => item.id === ids.high)).toMatchObject({ reviews: 1, average: 5 });
    const comments = (await (await member("rob").fetch(`/admin/api/applications/${ids.scored}/comments`)).json()) as {
      comments: { text: string }[];
    };
    expect(comments.comments.map((c) => c.text)).toEqual([DISCUSSION]);
  });
});

describe("sorting by what a reviewer may not see", () => {
  const order = async (who: Who, sort: string) =>
    (
      (await (await member(who).fetch(`/admin/api/applications?sort=${sort}`)).json()) as {
        items: { id: string }[];
      }
    ).items.map((item) => item.id);

  it("orders an admin's list by the averages", async () => {
    expect(await order("admin", "-average")).toEqual([ids.high, ids.scored, ids.unscored]);
  });

  it("orders a reviewer's list by what she sees only: nothing she has not reviewed moves", async () => {
    // Not reviewed by her: no average, so the list keeps the id order in both directions.
    expect(await order("blind", "-average")).toEqual([ids.unscored, ids.high, ids.scored]);
    expect(await order("blind", "average")).toEqual([ids.scored, ids.high, ids.unscored]);
    expect(await order("blind", "-reviews")).toEqual([ids.unscored, ids.high, ids.scored]);
    // Her own review of the scored one is in, but her conflict closes its average to her.
    expect(await order("conflicted", "average")).toEqual([ids.scored, ids.high, ids.unscored]);
  });

  it("does the same for the spread and normalized score", async () => {
    // The admin's order follows the values (the scored one's spread is 1, the others have none).
    expect(await order("admin", "-spread")).toEqual([ids.scored, ids.unscored, ids.high]);
    expect(await order("blind", "-spread")).toEqual([ids.unscored, ids.high, ids.scored]);
    expect(await order("blind", "-normalized")).toEqual([ids.unscored, ids.high, ids.scored]);
    expect(await order("conflicted", "-normalized")).toEqual([ids.unscored, ids.high, ids.scored]);
  });

  it("filters by what she may see only: a hidden value matches no range", async () => {
    for (const query of ["spread_min=0", "normalized_min=-9", "average_min=0", "average_max=9"]) {
      expect(await order("admin", `gallery&${query}`), query).toContain(ids.scored);
      expect(await order("rob", `gallery&${query}`), query).toContain(ids.scored);
      for (const who of ["blind", "conflicted", "conflictedAdmin"] as const)
        expect(await order(who, `gallery&${query}`), `${who} ${query}`).not.toContain(ids.scored);
    }
  });

  it("gives the neighbours in the same order", async () => {
    const neighbours = (await (
      await member("blind").fetch(`/admin/api/applications/${ids.scored}/neighbours?sort=-average`)
    ).json()) as { previous: string | null; next: string | null };
    expect(neighbours).toMatchObject({ previous: ids.high, next: null });
  });
});

describe("conflicts of interest in the history", () => {
  it("keeps declaring and withdrawing, for admins only", async () => {
    await send("blind", "PUT", `/admin/api/applications/${ids.unscored}/conflict`, { note: "Former employer" });
    await send("blind", "DELETE", `/admin/api/applications/${ids.unscored}/conflict`);
    type Detail = { history: { event?: string; by: { email: string } | null; note: string | null }[] };
    const forAdmin = (await (await member("admin").fetch(`/admin/api/applications/${ids.unscored}`)).json()) as Detail;
    expect(forAdmin.history.map((h) => [h.event, h.by?.email, h.note])).toEqual([
      ["conflict_declared", "blind@fair.example", "Former employer"],
      ["conflict_withdrawn", "blind@fair.example", null],
    ]);
    const forReviewer = (await (await member("rob").fetch(`/admin/api/applications/${ids.unscored}`)).json()) as Detail;
    expect(forReviewer.history.filter((h) => h.event !== undefined)).toEqual([]);
  });
});
