/** The back office's JSON: the list with filters, search, sort and pages; one application in full; its neighbours. */
import zlib from "node:zlib";
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
let edition: string;

const DAY = 86_400_000;
const T0 = Date.UTC(2027, 0, 10, 9, 0, 0);

function application(
  name: string,
  changes: {
    artists?: number;
    artworks?: number;
    choice?: "galleries" | "platform";
    booth?: "small" | "medium" | "large";
    mentorship?: boolean;
    edition?: string;
  },
  edit?: (form: ApplicationForm) => void,
): ApplicationForm {
  const form = exampleApplication({
    edition: changes.edition ?? edition,
    artists: changes.artists ?? 2,
    artworksPerArtist: changes.artworks ?? 2,
    galleryPictures: 1,
  });
  form.gallery.name = name;
  form.choice = changes.choice ?? "galleries";
  form.proposal.booth = changes.booth ?? "medium";
  form.proposal.mentorship = changes.mentorship ?? false;
  edit?.(form);
  return form;
}

beforeAll(async () => {
  server = await startTestServer({ OPEN_EDITIONS: "fair-2027,fair-2028" });
  edition = "fair-2027";
  const forms: [string, ApplicationForm][] = [
    ["nordlicht", application("Galerie Nordlicht", { artists: 3, artworks: 3, booth: "large" })],
    [
      "muller",
      application("Kunsthalle Zürich", { artists: 1, artworks: 4, booth: "small", mentorship: true }, (f) => {
        (f.artists[0] as ApplicationForm["artists"][number]).last_name = "Müller";
      }),
    ],
    [
      "platform",
      application("Atelier Ø", { artists: 2, artworks: 1, choice: "platform", booth: "large" }, (f) => {
        f.gallery.locations = "Malmö\nKøbenhavn";
      }),
    ],
    [
      "casa",
      application("casa Mareña", { artists: 5, artworks: 1, booth: "medium" }, (f) => {
        f.gallery.founders = "Inés Ortega";
        ((f.artists[1] as ApplicationForm["artists"][number]).artworks[0] as { title: string }).title =
          "Sueño de invierno";
      }),
    ],
    ["bluenile", application("Blue Nile Projects", { artists: 2, artworks: 3, booth: "small" })],
    ["other-edition", application("Galerie Früher", { edition: "fair-2025" })],
  ];
  for (const [i, [key, form]] of forms.entries())
    ids[key] = (await storeApplication(server.app, form, { now: T0 + i * DAY })).id;
  await server.app.db
    .updateTable("applications")
    .set({ status: "accepted" })
    .where("id", "=", ids.casa as string)
    .execute();

  const a = await createStaff(server.app, { email: "admin@fair.example", role: "admin" });
  const r = await createStaff(server.app, { email: "reviewer@fair.example", role: "reviewer" });
  admin = await signIn(server.url, a.email, a.password);
  reviewer = await signIn(server.url, r.email, r.password);
});
afterAll(() => server.close());

async function list(query: string, who = reviewer) {
  const response = await who.fetch(`/admin/api/applications${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as {
    items: { id: string; gallery: string }[];
    total: number;
    page: number;
    pages: number;
  };
}
const galleries = async (query: string) => (await list(query)).items.map((i) => i.gallery);

describe("GET /admin/api/editions", () => {
  it("lists the open editions first (the first is current), then those with applications", async () => {
    const response = await reviewer.fetch("/admin/api/editions");
    const open = {
      open: true,
      state: "open",
      opens_at: null,
      closes_at: null,
      time_zone: "UTC",
      public: true,
      review_mode: "all",
      decisions_released: true,
    };
    const body = (await response.json()) as { items: { closes_at: string | null }[]; current: string };
    expect(body).toEqual({
      items: [
        { slug: "fair-2027", name: "fair-2027", ...open, applications: 5 },
        { slug: "fair-2028", name: "fair-2028", ...open, applications: 0 },
        {
          slug: "fair-2025",
          name: "fair-2025",
          open: false,
          state: "closed",
          opens_at: null,
          closes_at: body.items[2]?.closes_at,
          time_zone: "UTC",
          public: true,
          review_mode: "all",
          decisions_released: true,
          applications: 1,
        },
      ],
      current: "fair-2027",
      // No admin has chosen the form's edition: the first open one is it.
      form_chosen: false,
      // Where her back office opens: no choice of hers, no assignments, so the form's.
      mine: "fair-2027",
    });
    expect(Date.parse(body.items[2]?.closes_at ?? "")).toBeLessThanOrEqual(Date.now());
  });
});

describe("GET /admin/api/applications", () => {
  it("answers the current edition's rows, newest first, in the contract's shape", async () => {
    const page = await list("");
    expect(page).toMatchObject({ total: 5, page: 1, pages: 1 });
    expect(page.items.map((i) => i.gallery)).toEqual([
      "Blue Nile Projects",
      "casa Mareña",
      "Atelier Ø",
      "Kunsthalle Zürich",
      "Galerie Nordlicht",
    ]);
    expect(page.items[2]).toEqual({
      id: ids.platform,
      gallery: "Atelier Ø",
      choice: "platform",
      booth: "",
      status: "submitted",
      submitted_at: new Date(T0 + 2 * DAY).toISOString(),
      artists: 2,
      artworks: 2,
      edition: "fair-2027",
      mentorship: false,
      // A reviewer who has not reviewed it sees no count or average (the blind rule, blind-rule.test.ts).
      reviews: null,
      complete_reviews: null,
      average: null,
      my_score: null,
      spread: null,
      normalized: null,
      tags: [],
      language: "en",
    });
    expect((await list("", admin)).items[2]).toMatchObject({ id: ids.platform, reviews: 0, average: null });
  });

  it("filters by edition, status, choice, booth and mentorship", async () => {
    expect(await galleries("?edition=fair-2025")).toEqual(["Galerie Früher"]);
    expect(await galleries("?edition=fair-2028")).toEqual([]);
    expect(await galleries("?status=accepted")).toEqual(["casa Mareña"]);
    expect(await galleries("?choice=platform")).toEqual(["Atelier Ø"]);
    // The platform application's stored booth ("large") is no booth at all.
    expect(await galleries("?booth=large")).toEqual(["Galerie Nordlicht"]);
    expect(await galleries("?booth=small&sort=gallery")).toEqual(["Blue Nile Projects", "Kunsthalle Zürich"]);
    expect(await galleries("?mentorship=true")).toEqual(["Kunsthalle Zürich"]);
    expect(await galleries("?mentorship=false&booth=small")).toEqual(["Blue Nile Projects"]);
  });

  it("searches gallery names, locations, founders, artists and artwork titles, whatever the case and accents", async () => {
    expect(await galleries("?q=Muller")).toEqual(["Kunsthalle Zürich"]);
    expect(await galleries("?q=MÜLLER")).toEqual(["Kunsthalle Zürich"]);
    expect(await galleries("?q=zurich")).toEqual(["Kunsthalle Zürich"]);
    expect(await galleries("?q=malmo")).toEqual(["Atelier Ø"]);
    expect(await galleries("?q=kobenhavn")).toEqual(["Atelier Ø"]);
    expect(await galleries("?q=ines%20ortega")).toEqual(["casa Mareña"]);
    expect(await galleries("?q=sueno")).toEqual(["casa Mareña"]);
    expect(await galleries("?q=marena")).toEqual(["casa Mareña"]);
    // The beginning of a word is enough; every word must be found.
    expect(await galleries("?q=nord")).toEqual(["Galerie Nordlicht"]);
    expect(await galleries("?q=galerie%20oslo&edition=fair-2027")).toEqual(["Galerie Nordlicht"]);
    expect(await galleries("?q=nordlicht%20zurich")).toEqual([]);
    // Quotes and operators are not query syntax: only the words "or" and "zzz" are looked for.
    expect(await galleries("?q=%22%27)%20OR%20zzz%20--")).toEqual([]);
    expect(await galleries("?q=%20%2B%2B%20")).toHaveLength(5);
  });

  it("finds an application by the reference the gallery quotes (its receipt's, its emails'), in any case", async () => {
    const id = ids.muller as string;
    const reference = id.slice(0, 8).toUpperCase();
    expect(await galleries(`?q=${reference}`)).toEqual(["Kunsthalle Zürich"]);
    expect(await galleries(`?q=${reference.toLowerCase()}`)).toEqual(["Kunsthalle Zürich"]);
    expect(await galleries(`?q=%20%23${reference}%20`)).toEqual(["Kunsthalle Zürich"]);
    expect(await galleries(`?q=${id.toUpperCase()}`)).toEqual(["Kunsthalle Zürich"]);
    // Eight letters that are no reference are words as before.
    expect(await galleries("?q=deadbeef")).toEqual([]);
  });

  it("sorts by every column both ways", async () => {
    expect(await galleries("?sort=gallery")).toEqual([
      "Atelier Ø",
      "Blue Nile Projects",
      "casa Mareña",
      "Galerie Nordlicht",
      "Kunsthalle Zürich",
    ]);
    expect(await galleries("?sort=-gallery")).toEqual([
      "Kunsthalle Zürich",
      "Galerie Nordlicht",
      "casa Mareña",
      "Blue Nile Projects",
      "Atelier Ø",
    ]);
    expect(await galleries("?sort=submitted_at")).toEqual([
      "Galerie Nordlicht",
      "Kunsthalle Zürich",
      "Atelier Ø",
      "casa Mareña",
      "Blue Nile Projects",
    ]);
    expect((await galleries("?sort=-artists"))[0]).toBe("casa Mareña");
    expect((await galleries("?sort=artists"))[0]).toBe("Kunsthalle Zürich");
    expect((await galleries("?sort=-artworks"))[0]).toBe("Galerie Nordlicht");
    // Booths by size: the platform (no booth) first, then small, medium, large.
    const byBooth = async (sort: string) =>
      ((await list(`?sort=${sort}`)).items as unknown as { booth: string }[]).map((i) => i.booth);
    expect(await byBooth("booth")).toEqual(["", "small", "small", "medium", "large"]);
    expect(await byBooth("-booth")).toEqual(["large", "medium", "small", "small", ""]);
    expect((await galleries("?sort=-status"))[4]).toBe("casa Mareña");
    expect((await galleries("?sort=status"))[0]).toBe("casa Mareña");
    expect((await galleries("?sort=choice"))[4]).toBe("Atelier Ø");
  });

  it("pages on the server", async () => {
    const first = await list("?sort=gallery&per_page=2");
    expect(first).toMatchObject({ total: 5, page: 1, pages: 3 });
    expect(first.items.map((i) => i.gallery)).toEqual(["Atelier Ø", "Blue Nile Projects"]);
    expect((await list("?sort=gallery&per_page=2&page=3")).items.map((i) => i.gallery)).toEqual(["Kunsthalle Zürich"]);
    expect((await list("?sort=gallery&per_page=2&page=4")).items).toEqual([]);
  });

  it.each([
    ["sort=nonsense", /sort must be one of gallery, choice, booth, artists, artworks, submitted_at, status/],
    ["sort=toString", /sort must be one of/],
    ["page=0", /page must be from 1/],
    ["page=two", /page must be a whole number/],
    ["per_page=201", /per_page must be from 1 to 200/],
    ["choice=museum", /choice must be one of galleries, platform/],
    ["booth=huge", /booth must be one of small, medium, large/],
    ["mentorship=maybe", /mentorship must be true or false/],
  ])("refuses ?%s with 400 and a message", async (query, message) => {
    const response = await reviewer.fetch(`/admin/api/applications?${query}`);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(message);
  });
});

describe("GET /admin/api/applications/<id>/neighbours", () => {
  it("gives the previous and next application within the filter and sort", async () => {
    const at = (id: string, query: string) =>
      reviewer.fetch(`/admin/api/applications/${id}/neighbours${query}`).then((r) => r.json());
    expect(await at(ids.casa as string, "?sort=gallery")).toEqual({
      previous: ids.bluenile,
      next: ids.nordlicht,
      position: 3,
      total: 5,
    });
    expect(await at(ids.bluenile as string, "")).toEqual({ previous: null, next: ids.casa, position: 1, total: 5 });
    expect(await at(ids.muller as string, "?booth=small&sort=gallery")).toEqual({
      previous: ids.bluenile,
      next: null,
      position: 2,
      total: 2,
    });
    expect(await at(ids.nordlicht as string, "?q=muller")).toEqual({
      previous: null,
      next: null,
      position: 0,
      total: 1,
    });
  });
});

describe("GET /admin/api/applications/<id>", () => {
  it("gives an admin the whole application with every file's id, type and address, tax included", async () => {
    const response = await admin.fetch(`/admin/api/applications/${ids.nordlicht}`);
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      id: ids.nordlicht,
      edition: "fair-2027",
      status: "submitted",
      submitted_at: new Date(T0).toISOString(),
      choice: "galleries",
      proposal: { booth: "large", mentorship: false },
      gallery: { name: "Galerie Nordlicht", locations: "Berlin\nOslo" },
      tax: { company: "Galerie Nordlicht GmbH", number: "DE123456789" },
    });
    expect(body.artists).toHaveLength(3);
    const artwork = body.artists[0].artworks[0];
    expect(artwork).toEqual({
      title: expect.any(String),
      meta: expect.any(String),
      presented: "present",
      filename: "artist-1-artwork-1.jpg",
      size: expect.any(Number),
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: "image/png",
      url: `/admin/files/${artwork.id}`,
      thumbnail_url: `/admin/files/${artwork.id}/thumbnail`,
      screen_url: `/admin/files/${artwork.id}/screen`,
    });
    const proof = body.proof[0];
    expect(proof).toEqual({
      filename: "registration.pdf",
      size: expect.any(Number),
      id: proof.id,
      type: "application/pdf",
      url: `/admin/files/${proof.id}`,
    });
    expect(body.gallery.additional[0].type).toBe("application/pdf");
    expect(body.proposal.rendering[0].url).toMatch(/^\/admin\/files\//);
    expect(body.gallery.pictures[0]).toMatchObject({ exhibition_title: expect.any(String), type: "image/png" });
  });

  it("travels compressed and arrives whole", async () => {
    const plain = await (await admin.fetch(`/admin/api/applications/${ids.nordlicht}`)).json();
    const response = await admin.fetch(`/admin/api/applications/${ids.nordlicht}`, {
      headers: { "accept-encoding": "br" },
    });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(await response.json()).toEqual(plain);
  });

  it("compresses a large application in one pass at the quick level, with its length known", async () => {
    const form = application("Galerie Groß", { artists: 15, artworks: 15, edition: "fair-2025" });
    const { id } = await storeApplication(server.app, form);
    const plain = await admin.fetch(`/admin/api/applications/${id}`, { headers: { "accept-encoding": "identity" } });
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(64 * 1024);
    const compressed = await admin.fetch(`/admin/api/applications/${id}`, { headers: { "accept-encoding": "br" } });
    expect(compressed.headers.get("content-encoding")).toBe("br");
    // Streamed through a compression stream there would be no length; quality 5 would be smaller.
    const quick = zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } });
    expect(Number(compressed.headers.get("content-length"))).toBe(quick.length);
    expect(await compressed.text()).toBe(text);
    const gzipped = await admin.fetch(`/admin/api/applications/${id}`, { headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(Number(gzipped.headers.get("content-length"))).toBe(zlib.gzipSync(text, { level: 1 }).length);
    await server.app.db.deleteFrom("applications").where("id", "=", id).execute();
  });

  it("leaves tax out entirely for a reviewer", async () => {
    const body = await (await reviewer.fetch(`/admin/api/applications/${ids.nordlicht}`)).json();
    expect(body.gallery.name).toBe("Galerie Nordlicht");
    expect(Object.keys(body)).not.toContain("tax");
    expect(JSON.stringify(body)).not.toContain("DE123456789");
  });

  it("keeps an artwork without an image, with nulls where its file would be", async () => {
    const form = application("No Pictures Yet", {});
    const artwork = (form.artists[0] as ApplicationForm["artists"][number])
      .artworks[1] as ApplicationForm["artists"][number]["artworks"][number];
    artwork.filename = "";
    artwork.size = 0;
    const { id } = await storeApplication(server.app, form);
    const body = await (await reviewer.fetch(`/admin/api/applications/${id}`)).json();
    expect(body.artists[0].artworks[1]).toMatchObject({ filename: "", size: 0, id: null, type: null, url: null });
    expect(body.artists[0].artworks[1]).not.toHaveProperty("thumbnail_url");
    await server.app.db.deleteFrom("applications").where("id", "=", id).execute();
  });

  it.each(["00000000-0000-4000-8000-000000000000", "not-an-id", "..%2F..%2Fetc%2Fpasswd"])(
    "answers 404 for %s",
    async (id) => {
      const response = await reviewer.fetch(`/admin/api/applications/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "There is no such application." });
    },
  );
});
