/** The CSV exports: the list as filtered, BOM, formula-like cells neutralised, tax for admins only, staff only. */
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeApplication } from "../../../../test-support/applications.ts";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../../test-support/staff.ts";
import type { ApplicationForm } from "../../../shared/application.ts";
import { exampleApplication } from "../../../shared/example-application.ts";

let server: TestServer;
let admin: StaffVisitor;
let reviewer: StaffVisitor;
const ids: Record<string, string> = {};
const EDITION = "fair-2027";
const FORMULA = '=HYPERLINK("http://evil.example","Click")';
const DAY = 86_400_000;
const T0 = Date.UTC(2027, 0, 10, 9, 0, 0);

function form(name: string, booth: "small" | "medium" | "large", edit?: (f: ApplicationForm) => void): ApplicationForm {
  const f = exampleApplication({ edition: EDITION, artists: 2, artworksPerArtist: 2, galleryPictures: 1 });
  f.gallery.name = name;
  f.proposal.booth = booth;
  f.tax.number = `DE-${name.length}`;
  edit?.(f);
  return f;
}

beforeAll(async () => {
  server = await startTestServer({ OPEN_EDITIONS: `${EDITION},fair-2028` });
  const forms: [string, ApplicationForm][] = [
    [
      "nordlicht",
      form("Galerie Nordlicht", "large", (f) => {
        f.gallery.locations = 'Berlin\nOslo, "Nord"';
      }),
    ],
    [
      "formula",
      form(FORMULA, "small", (f) => {
        ((f.artists[0] as ApplicationForm["artists"][number]).artworks[0] as { title: string }).title = "@SUM(A1:A9)";
        f.gallery.contact = "-2+3";
        f.gallery.fairs = "\tTabbed";
        // A phone number in international form begins with "+": a spreadsheet reads it as a formula.
        f.tax.phone = "+49 30 1234567";
        f.gallery.highlights = "\rReturned";
      }),
    ],
    ["zurich", form("Kunsthalle Zürich", "small")],
    [
      "other",
      form("Galerie Früher", "small", (f) => {
        f.edition = "fair-2028";
      }),
    ],
  ];
  for (const [i, [key, f]] of forms.entries())
    ids[key] = (await storeApplication(server.app, f, { now: T0 + i * DAY })).id;
  const a = await createStaff(server.app, { email: "admin@fair.example", role: "admin" });
  const r = await createStaff(server.app, { email: "reviewer@fair.example", role: "reviewer" });
  admin = await signIn(server.url, a.email, a.password);
  reviewer = await signIn(server.url, r.email, r.password);
});
afterAll(() => server.close());

async function download(who: StaffVisitor, path: string) {
  const response = await who.fetch(path);
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  const rows = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
  return { response, bytes, rows };
}

describe("GET /admin/api/exports/applications.csv", () => {
  it("starts with a UTF-8 byte order mark and names the edition and the day", async () => {
    const { response, bytes } = await download(admin, "/admin/api/exports/applications.csv");
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers.get("content-disposition")).toContain(`filename="${EDITION}-applications-${day}.csv"`);
  });

  it("has one row per application of the current edition, in the list's order, with the form's text", async () => {
    const { rows } = await download(admin, "/admin/api/exports/applications.csv");
    expect(rows.map((r) => r.Gallery)).toEqual(["Kunsthalle Zürich", `'${FORMULA}`, "Galerie Nordlicht"]);
    const nordlicht = rows[2] as Record<string, string>;
    expect(nordlicht).toMatchObject({
      "Application id": ids.nordlicht,
      Edition: EDITION,
      Status: "submitted",
      // The edition's zone (UTC until an admin sets one) as people read it, ISO beside it.
      "Submitted at (UTC)": "10 January 2027 at 09:00",
      "Submitted at (ISO 8601)": new Date(T0).toISOString(),
      Choice: "galleries",
      Booth: "large",
      Mentorship: "yes",
      Locations: 'Berlin\nOslo, "Nord"',
      Artists: "2",
      Artworks: "4",
      "Gallery pictures": "1",
      Renderings: "1",
      "Additional files": "1",
      "Proof documents": "1",
      Files: "8",
    });
    expect(nordlicht["Artist names"]?.split("\n")).toHaveLength(2);
    expect(nordlicht.Concept).toMatch(/^A conversation between three generations/);
  });

  it("neutralises every cell a spreadsheet would take for a formula", async () => {
    const { rows } = await download(admin, "/admin/api/exports/applications.csv");
    const formula = rows.find((r) => r["Application id"] === ids.formula) as Record<string, string>;
    expect(formula.Gallery).toBe(`'${FORMULA}`);
    expect(formula.Contact).toBe("'-2+3");
    expect(formula.Fairs).toBe("'\tTabbed");
    expect(formula.Highlights).toBe("'\rReturned");
    expect(formula["Tax phone"]).toBe("'+49 30 1234567");
  });

  it("applies the list's filters, search and sort", async () => {
    const small = await download(reviewer, "/admin/api/exports/applications.csv?booth=small&sort=gallery");
    // "=" sorts before letters.
    expect(small.rows.map((r) => r.Gallery)).toEqual([`'${FORMULA}`, "Kunsthalle Zürich"]);
    const search = await download(reviewer, "/admin/api/exports/applications.csv?q=zurich");
    expect(search.rows.map((r) => r["Application id"])).toEqual([ids.zurich]);
    const other = await download(reviewer, "/admin/api/exports/applications.csv?edition=fair-2028");
    expect(other.rows.map((r) => r.Gallery)).toEqual(["Galerie Früher"]);
    expect(other.response.headers.get("content-disposition")).toContain('filename="fair-2028-applications-');
  });

  it("gives admins the tax columns and reviewers none", async () => {
    const forAdmin = await download(admin, "/admin/api/exports/applications.csv?q=nordlicht");
    expect(forAdmin.rows[0]?.["Tax number"]).toBe("DE-17");
    const forReviewer = await download(reviewer, "/admin/api/exports/applications.csv?q=nordlicht");
    expect(Object.keys(forReviewer.rows[0] ?? {}).filter((c) => c.startsWith("Tax"))).toEqual([]);
    expect(forReviewer.bytes.toString()).not.toContain("DE-17");
  });

  it("answers a wrong parameter with 400 and its message", async () => {
    const response = await admin.fetch("/admin/api/exports/applications.csv?booth=huge");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "booth must be one of small, medium, large." });
  });
});

describe("the review columns", () => {
  it("give each application's number of reviews, its average and each criterion's, and follow the review sorts and filter", async () => {
    const criteria = (
      (await (await admin.fetch(`/admin/api/editions/${EDITION}/criteria`)).json()) as { items: { id: string }[] }
    ).items;
    const scores = (...values: number[]) => ({ scores: Object.fromEntries(criteria.map((c, i) => [c.id, values[i]])) });
    const review = async (who: StaffVisitor, id: string | undefined, body: object) => {
      const response = await who.fetch(`/admin/api/applications/${id}/review`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(200);
    };
    await review(reviewer, ids.nordlicht, scores(4, 4, 4));
    await review(admin, ids.nordlicht, scores(2, 3, 4));
    await review(admin, ids.zurich, scores(1, 1, 1));

    const { rows } = await download(admin, "/admin/api/exports/applications.csv?sort=-average");
    expect(Object.keys(rows[0] ?? {}).slice(0, 16)).toEqual([
      "Application id",
      "Edition",
      "Status",
      "Submitted at (UTC)",
      "Submitted at (ISO 8601)",
      "Reviews",
      "Complete reviews",
      "Average score",
      "Spread",
      "Normalized score",
      "Average: Quality of the artists",
      "Average: Presentation concept",
      "Average: Fit with the fair",
      "Tags",
      "My note",
      "Choice",
    ]);
    // Highest average first; no reviews last. Fewer than 3 reviews each: nobody's scores are standardised.
    expect(
      rows.map((r) => [r["Application id"], r.Reviews, r["Average score"], r.Spread, r["Normalized score"]]),
    ).toEqual([
      [ids.nordlicht, "2", "3.5", "1", "0"],
      [ids.zurich, "1", "1", "", "0"],
      [ids.formula, "0", "", "", ""],
    ]);
    expect(rows[0]).toMatchObject({
      "Average: Quality of the artists": "3",
      "Average: Presentation concept": "3.5",
      "Average: Fit with the fair": "4",
    });

    // A reviewer sees the counts and averages of what she reviewed only (the blind rule, blind-rule.test.ts).
    const forReviewer = await download(reviewer, "/admin/api/exports/applications.csv?sort=-average");
    expect(forReviewer.rows[0]).toMatchObject({
      "Application id": ids.nordlicht,
      Reviews: "2",
      "Average score": "3.5",
    });
    expect(
      forReviewer.rows.slice(1).map((r) => [r.Reviews, r["Average score"], r["Average: Quality of the artists"]]),
    ).toEqual([
      ["", "", ""],
      ["", "", ""],
    ]);

    const notMine = await download(reviewer, "/admin/api/exports/applications.csv?reviewed_by_me=false&sort=gallery");
    expect(notMine.rows.map((r) => r["Application id"])).toEqual([ids.formula, ids.zurich]);
  });
});

describe("GET /admin/api/exports/artworks.csv", () => {
  it("has one row per artwork with its application, gallery, artist, title, meta, presented and file name", async () => {
    const { rows, bytes } = await download(reviewer, "/admin/api/exports/artworks.csv?sort=gallery");
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(Object.keys(rows[0] ?? {})).toEqual([
      "Application id",
      "Gallery",
      "Artist",
      "Artwork title",
      "Meta",
      "Presented",
      "File name",
    ]);
    expect(rows).toHaveLength(12);
    const first = rows.find((r) => r["Application id"] === ids.formula) as Record<string, string>;
    expect(first).toMatchObject({
      Gallery: `'${FORMULA}`,
      "Artwork title": "'@SUM(A1:A9)",
      Presented: "Will be presented",
      "File name": "artist-1-artwork-1.jpg",
    });
    expect(first.Meta).toMatch(/cm$/);
    expect(rows.filter((r) => r.Gallery === "Kunsthalle Zürich")).toHaveLength(4);
  });
});

describe("GET /admin/api/exports/reviews.csv", () => {
  it("has one row per review with each criterion's score and the comment, dates in the edition's zone; admins only", async () => {
    expect((await reviewer.fetch("/admin/api/exports/reviews.csv")).status).toBe(403);
    await admin.fetch(`/admin/api/editions/${EDITION}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ time_zone: "Europe/Berlin" }),
    });
    const { rows, response } = await download(admin, "/admin/api/exports/reviews.csv");
    expect(response.headers.get("content-disposition")).toContain(`${EDITION}-reviews-`);
    expect(Object.keys(rows[0] ?? {})).toEqual([
      "Application id",
      "Gallery",
      "Status",
      "Reviewer",
      "Reviewer email",
      "Reviewed at (Europe/Berlin)",
      "Reviewed at (ISO 8601)",
      "Score",
      "Complete",
      "Quality of the artists",
      "Presentation concept",
      "Fit with the fair",
      "Comment",
    ]);
    // The reviews of the test above: two of Nordlicht, one of Zürich.
    const nordlicht = rows.filter((r) => r["Application id"] === ids.nordlicht);
    expect(
      nordlicht.map((r) => [r["Quality of the artists"], r["Presentation concept"], r["Fit with the fair"]]),
    ).toEqual(
      expect.arrayContaining([
        ["4", "4", "4"],
        ["2", "3", "4"],
      ]),
    );
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.Complete)).toEqual(["yes", "yes", "yes"]);
    const iso = rows[0]?.["Reviewed at (ISO 8601)"] as string;
    const berlin = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Berlin",
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(Date.parse(iso));
    expect(rows[0]?.["Reviewed at (Europe/Berlin)"]).toBe(berlin);
    const applications = await download(admin, "/admin/api/exports/applications.csv");
    expect(applications.rows[0]).toHaveProperty("Submitted at (Europe/Berlin)");
    expect(applications.rows[0]).not.toHaveProperty("Sector");
  });
});

describe("exports are for staff only", () => {
  it.each(["/admin/api/exports/applications.csv", "/admin/api/exports/artworks.csv"])(
    "%s answers 401 without a staff session, even with an applicant's",
    async (path) => {
      expect((await fetch(`${server.url}${path}`)).status).toBe(401);
      const applicant = await server.visitor();
      const response = await applicant.fetch(path);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: "Please sign in to the back office." });
    },
  );
});
