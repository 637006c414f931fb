/**
 * Booths and the floor plan over HTTP, as admins use them: the plan and its refusals, capacity,
 * allocation with its refusals and history, two admins taking the same booth at once, "Suggest",
 * booths freed by a decision or an erasure, and the public plan following it all. Reviewers get
 * 403 on each admin route (guard.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeApplication } from "../../../../test-support/applications.ts";
import { htmlErrors } from "../../../../test-support/html-validator.ts";
import { pdfText } from "../../../../test-support/pdf-text.ts";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../../test-support/staff.ts";
import { exampleApplication } from "../../../shared/example-application.ts";
import { allocatedBoothOf } from "../../booths/allocations.ts";

const EDITION = "fair-2027";
const T0 = Date.UTC(2027, 0, 10, 9, 0, 0);

let server: TestServer;
let admin: StaffVisitor;
let colleague: StaffVisitor;

async function call(visitor: StaffVisitor, method: string, pathname: string, body?: unknown) {
  const response = await visitor.fetch(pathname, {
    method,
    ...(body !== undefined ? { headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  const json = text && response.headers.get("content-type")?.includes("json") ? JSON.parse(text) : {};
  return { status: response.status, json, text };
}

async function store(name: string, booth: "small" | "medium" | "large", at: number) {
  const form = exampleApplication({ edition: EDITION, artists: 1, artworksPerArtist: 1, withFiles: false });
  form.gallery.name = name;
  form.choice = "galleries";
  form.proposal.booth = booth;
  return (await storeApplication(server.app, form, { now: at })).id;
}

const accept = (id: string) => call(admin, "POST", `/admin/api/applications/${id}/status`, { status: "accepted" });
const allocate = (id: string, booth_id: string, force?: boolean, who = admin) =>
  call(who, "PUT", `/admin/api/applications/${id}/booth`, { booth_id, ...(force === undefined ? {} : { force }) });

const booth = (id: string, size: string, x: number, y: number, w = 3, d = 3) => ({
  id,
  label: id,
  size,
  x_m: x,
  y_m: y,
  w_m: w,
  d_m: d,
});
const PLAN = {
  halls: [
    {
      id: "north",
      name: "North Hall",
      width_m: 30,
      depth_m: 12,
      booths: [booth("L1", "large", 0, 0, 6, 6), booth("L2", "large", 6, 0, 6, 6), booth("S1", "small", 12, 0)],
    },
    { id: "south", name: "South Hall", width_m: 12, depth_m: 8, booths: [booth("M1", "medium", 0, 0, 4, 4)] },
  ],
};

const ids: Record<string, string> = {};
const slugOf = async (id: string) =>
  (await server.app.db.selectFrom("applications").select("slug").where("id", "=", id).executeTakeFirstOrThrow())
    .slug as string;

beforeAll(async () => {
  server = await startTestServer({ OPEN_EDITIONS: EDITION });
  const a = await createStaff(server.app, { email: "admin@fair.example", name: "Ada Admin", role: "admin" });
  const b = await createStaff(server.app, { email: "bo@fair.example", name: "Bo Admin", role: "admin" });
  admin = await signIn(server.url, a.email, a.password);
  colleague = await signIn(server.url, b.email, b.password);
  ids.alpha = await store("Galerie Alpha", "large", T0);
  ids.beta = await store("Beta Gallery", "large", T0 + 1000);
  ids.gamma = await store("Gamma Rooms", "small", T0 + 2000);
  ids.delta = await store("Delta Space", "medium", T0 + 3000);
  ids.waiting = await store("Still Waiting", "large", T0 + 4000);
  for (const name of ["alpha", "beta", "gamma", "delta"]) expect((await accept(ids[name] as string)).status).toBe(200);
}, 60_000);
afterAll(() => server.close());

describe("the plan", () => {
  it("is empty at first, and stored as sent with each booth's gallery and the capacity", async () => {
    expect((await call(admin, "GET", `/admin/api/editions/${EDITION}/floor-plan`)).json).toEqual({
      halls: [],
      capacity: {
        small: { booths: 0, accepted: 1, allocated: 0 },
        medium: { booths: 0, accepted: 1, allocated: 0 },
        large: { booths: 0, accepted: 2, allocated: 0 },
      },
    });
    const put = await call(admin, "PUT", `/admin/api/editions/${EDITION}/floor-plan`, PLAN);
    expect(put.status).toBe(200);
    const got = await call(admin, "GET", `/admin/api/editions/${EDITION}/floor-plan`);
    expect(got.json.halls[0].booths[0]).toEqual({ ...PLAN.halls[0]?.booths[0], application: null });
    expect(got.json.halls.map((h: { id: string }) => h.id)).toEqual(["north", "south"]);
    expect(got.json.capacity.large).toEqual({ booths: 2, accepted: 2, allocated: 0 });
  });

  it("refuses overlapping booths, a booth outside its hall, a duplicate id and an unknown size, naming them, and keeps the old plan", async () => {
    const bad = structuredClone(PLAN) as { halls: { booths: Record<string, unknown>[] }[] };
    bad.halls[0]?.booths.push(booth("X1", "small", 1, 1), booth("X2", "small", 28, 0), booth("S1", "small", 20, 6));
    bad.halls[1]?.booths.push(booth("X3", "huge", 6, 0));
    const put = await call(admin, "PUT", `/admin/api/editions/${EDITION}/floor-plan`, bad);
    expect(put.status).toBe(422);
    expect(put.json.message).toContain('Booths L1 and X1 overlap in hall "North Hall".');
    expect(put.json.message).toContain('Booth X2 lies outside hall "North Hall"');
    expect(put.json.message).toContain('2 booths have the id "S1"');
    expect(put.json.message).toContain('Booth X3 has the size "huge"');
    expect(put.json.booths).toEqual(expect.arrayContaining(["L1", "X1", "X2", "S1", "X3"]));
    const got = await call(admin, "GET", `/admin/api/editions/${EDITION}/floor-plan`);
    expect(got.json.halls[0].booths.map((b: { id: string }) => b.id)).toEqual(["L1", "L2", "S1"]);
    expect((await call(admin, "PUT", "/admin/api/editions/nowhere/floor-plan", PLAN)).status).toBe(404);
  });

  it("answers an import of 1,000 overlapping booths with 20 pairs named and a count, in a few kilobytes", async () => {
    const piled = Array.from({ length: 1000 }, (_, i) => booth(`P${i}`, "small", 0, 0));
    const put = await call(admin, "PUT", `/admin/api/editions/${EDITION}/floor-plan`, {
      halls: [{ id: "pile", name: "Pile Hall", width_m: 100, depth_m: 100, booths: piled }],
    });
    expect(put.status).toBe(422);
    // 499,500 pairs overlap: each named would be tens of megabytes.
    expect(put.text.length).toBeLessThan(5_000);
    const messages = (put.json.problems as { message: string }[]).map((p) => p.message);
    expect(messages.filter((m) => / overlap in hall "Pile Hall"\.$/.test(m))).toHaveLength(20);
    expect(messages.at(-1)).toBe("499,480 more pairs of booths overlap.");
    expect(put.json.booths.length).toBeLessThanOrEqual(40);
  });

  it("refuses a plan of more booths than a plan may have before looking at any of them", async () => {
    const many = Array.from({ length: 2001 }, (_, i) => booth(`M${i}`, "small", 0, 0));
    const put = await call(admin, "PUT", `/admin/api/editions/${EDITION}/floor-plan`, {
      halls: [
        { id: "a", name: "Hall A", width_m: 100, depth_m: 100, booths: many.slice(0, 1000) },
        { id: "b", name: "Hall B", width_m: 100, depth_m: 100, booths: many.slice(1000) },
      ],
    });
    expect(put.status).toBe(422);
    expect(put.json).toEqual({
      message: "A plan may have at most 2000 booths; this one has 2001.",
      booths: [],
      problems: [{ message: "A plan may have at most 2000 booths; this one has 2001.", booths: [] }],
    });
  });
});

describe("allocation", () => {
  it("refuses an application that is not accepted (409) and a booth of another size unless forced (422)", async () => {
    const waiting = await allocate(ids.waiting as string, "L1");
    expect(waiting.status).toBe(409);
    expect(waiting.json.message).toBe('"Still Waiting" is not accepted: only accepted galleries get a booth.');
    const wrong = await allocate(ids.gamma as string, "M1");
    expect(wrong.status).toBe(422);
    expect(wrong.json.message).toBe(
      'Booth M1 is medium; "Gamma Rooms" asked for a small booth. Send "force": true to allocate it anyway.',
    );
    expect((await allocate(ids.gamma as string, "nope")).status).toBe(422);
    expect((await allocate(ids.gamma as string, "S1", "yes" as unknown as boolean)).status).toBe(422);
    expect((await allocate("00000000-0000-4000-8000-000000000000", "S1")).status).toBe(404);
  });

  it("gives a booth, refuses it to another gallery (409), and keeps both in the history", async () => {
    const given = await allocate(ids.alpha as string, "L1");
    expect(given.status).toBe(200);
    expect(given.json.booth).toEqual({
      id: "L1",
      label: "L1",
      size: "large",
      hall: { id: "north", name: "North Hall" },
    });
    expect(given.json.history.at(-1)).toMatchObject({
      event: "booth_allocated",
      booth: { id: "L1", label: "L1" },
      by: { email: "admin@fair.example" },
    });
    const taken = await allocate(ids.beta as string, "L1");
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe('Booth L1 already holds "Galerie Alpha".');
    expect(await allocatedBoothOf(server.app.db, ids.alpha as string)).toEqual(given.json.booth);
    expect(await allocatedBoothOf(server.app.db, ids.beta as string)).toBeUndefined();
    const forced = await allocate(ids.delta as string, "L2", true);
    expect(forced.status).toBe(200);
    const plan = await call(admin, "GET", `/admin/api/editions/${EDITION}/floor-plan`);
    expect(plan.json.halls[0].booths[0].application).toEqual({ id: ids.alpha, gallery: "Galerie Alpha" });
    expect(plan.json.capacity.large).toEqual({ booths: 2, accepted: 2, allocated: 2 });
    // Moved back to a booth of its size: the old one is freed in the history.
    const moved = await allocate(ids.delta as string, "M1");
    expect(
      moved.json.history.slice(-3).map((h: { event?: string; booth?: { id: string } }) => [h.event, h.booth?.id]),
    ).toEqual([
      ["booth_allocated", "L2"],
      ["booth_freed", "L2"],
      ["booth_allocated", "M1"],
    ]);
  });

  it("cannot remove a booth that holds a gallery from the plan (409 naming it)", async () => {
    const smaller = { halls: [{ ...PLAN.halls[0], booths: PLAN.halls[0]?.booths.slice(1) }, PLAN.halls[1]] };
    const put = await call(admin, "PUT", `/admin/api/editions/${EDITION}/floor-plan`, smaller);
    expect(put.status).toBe(409);
    expect(put.json.booths).toEqual(["L1"]);
  });

  it("frees a booth with DELETE, and the history says so", async () => {
    expect((await call(admin, "DELETE", `/admin/api/applications/${ids.alpha}/booth`)).status).toBe(204);
    const app = await call(admin, "GET", `/admin/api/applications/${ids.alpha}`);
    expect(app.status).toBe(200);
    const plan = await call(admin, "GET", `/admin/api/editions/${EDITION}/floor-plan`);
    expect(plan.json.halls[0].booths[0].application).toBeNull();
    expect((await call(admin, "DELETE", `/admin/api/applications/${ids.alpha}/booth`)).status).toBe(204);
  });

  it("two admins taking the same booth at once: one gets it, the other a 409", async () => {
    const [first, second] = await Promise.all([
      allocate(ids.alpha as string, "L1"),
      allocate(ids.beta as string, "L1", false, colleague),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const plan = await call(admin, "GET", `/admin/api/editions/${EDITION}/floor-plan`);
    expect(plan.json.capacity.large.allocated).toBe(1);
    const holder = plan.json.halls[0].booths[0].application.id;
    expect(holder).toBe(first.status === 200 ? ids.alpha : ids.beta);
    await call(admin, "DELETE", `/admin/api/applications/${holder}/booth`);
  });
});

describe("suggest", () => {
  it("proposes free booths of the right size in the order galleries were accepted, the same each time; accepting allocates each", async () => {
    await call(admin, "DELETE", `/admin/api/applications/${ids.delta}/booth`);
    const first = await call(admin, "POST", `/admin/api/editions/${EDITION}/floor-plan/suggest`);
    expect(first.status).toBe(200);
    const pairs = (first.json.proposal as { application: { id: string }; booth: { id: string } }[]).map((p) => [
      p.application.id,
      p.booth.id,
    ]);
    expect(pairs).toEqual([
      [ids.alpha, "L1"],
      [ids.beta, "L2"],
      [ids.gamma, "S1"],
      [ids.delta, "M1"],
    ]);
    expect(first.json.unplaced).toEqual([]);
    expect((await call(admin, "POST", `/admin/api/editions/${EDITION}/floor-plan/suggest`)).json).toEqual(first.json);
    for (const [id, boothId] of pairs) expect((await allocate(id as string, boothId as string)).status).toBe(200);
    const after = await call(admin, "POST", `/admin/api/editions/${EDITION}/floor-plan/suggest`);
    expect(after.json).toEqual({ proposal: [], unplaced: [] });
  });
});

describe("the public plan", () => {
  it("shows each allocated gallery with a link to its page, in the drawing and the list, and the exports", async () => {
    const page = await server.app.inject({ method: "GET", url: "/ecosystem/floor-plan" });
    expect(page.statusCode).toBe(200);
    const slug = await slugOf(ids.alpha as string);
    expect(page.body).toContain(`<a href="/ecosystem/${slug}"><title>Galerie Alpha</title>`);
    expect(page.body).toContain(
      `<dt>Booth L1 <span class="booth-size">(large)</span></dt>\n<dd><a href="/ecosystem/${slug}" dir="auto">Galerie Alpha</a></dd>`,
    );
    expect(page.body).not.toContain("Still Waiting");
    expect(await htmlErrors(page.body)).toEqual([]);
    const svg = await server.app.inject({ method: "GET", url: "/ecosystem/floor-plan.svg" });
    expect(svg.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(svg.body).toContain("North Hall");
    expect(svg.body).toContain("Galerie Alpha");
    const pdf = await server.app.inject({ method: "GET", url: "/ecosystem/floor-plan.pdf" });
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(await pdfText(pdf.rawPayload)).toContain("Galerie Alpha");
    const csv = await server.app.inject({ method: "GET", url: "/ecosystem/floor-plan.csv" });
    // The page is absolute, on PUBLIC_URL: a spreadsheet has no address to resolve a path against.
    expect(csv.body).toContain(
      `North Hall,L1,L1,large,0,0,6,6,Galerie Alpha,${server.config.publicUrl}/ecosystem/${slug}`,
    );
    expect(csv.body).toContain("South Hall,M1,M1,medium,0,0,4,4,Delta Space");
  });

  it("follows decisions at once: a gallery no longer accepted gives its booth back, and its history says so", async () => {
    const rejected = await call(admin, "POST", `/admin/api/applications/${ids.beta}/status`, { status: "rejected" });
    expect(rejected.status).toBe(200);
    expect(rejected.json.history.at(-1)).toMatchObject({ event: "booth_freed", booth: { id: "L2" } });
    const page = await server.app.inject({ method: "GET", url: "/ecosystem/floor-plan" });
    expect(page.body).not.toContain("Beta Gallery");
    const plan = await call(admin, "GET", `/admin/api/editions/${EDITION}/floor-plan`);
    expect(plan.json.capacity.large).toEqual({ booths: 2, accepted: 1, allocated: 1 });
  });

  it("erasing an application frees its booth", async () => {
    const erased = await call(admin, "POST", `/admin/api/applications/${ids.gamma}/erase`, { reason: "asked" });
    expect(erased.status).toBe(200);
    const plan = await call(admin, "GET", `/admin/api/editions/${EDITION}/floor-plan`);
    expect(plan.json.halls[0].booths[2].application).toBeNull();
  });

  it("names no gallery before the edition's decisions are released, in none of its four forms", async () => {
    const slug = await slugOf(ids.alpha as string);
    const forms = async () => {
      const page = await server.app.inject({ method: "GET", url: "/ecosystem/floor-plan" });
      const svg = await server.app.inject({ method: "GET", url: "/ecosystem/floor-plan.svg" });
      const pdf = await server.app.inject({ method: "GET", url: "/ecosystem/floor-plan.pdf" });
      const csv = await server.app.inject({ method: "GET", url: "/ecosystem/floor-plan.csv" });
      for (const answer of [page, svg, pdf, csv]) expect(answer.statusCode).toBe(200);
      return { page: page.body, svg: svg.body, pdf: await pdfText(pdf.rawPayload), csv: csv.body };
    };
    expect((await call(admin, "PATCH", `/admin/api/editions/${EDITION}`, { decisions_released: false })).status).toBe(
      200,
    );
    try {
      const hidden = await forms();
      for (const [form, text] of Object.entries(hidden)) {
        for (const name of ["Galerie Alpha", "Delta Space", "Gamma Rooms"]) expect(text, form).not.toContain(name);
        expect(text, form).not.toContain(`/ecosystem/${slug}`);
      }
      // The booths are still drawn and listed, as booths without a gallery.
      expect(hidden.page).toContain(
        `<dt>Booth L1 <span class="booth-size">(large)</span></dt>\n<dd>Not yet allocated</dd>`,
      );
      expect(hidden.page).toContain("0 galleries have their booths");
      expect(hidden.csv).toContain("North Hall,L1,L1,large,0,0,6,6,,");
      expect(hidden.svg).toContain("North Hall");
      expect(hidden.pdf).toContain("L1");
    } finally {
      await call(admin, "PATCH", `/admin/api/editions/${EDITION}`, { decisions_released: true });
    }
    const released = await forms();
    for (const text of Object.values(released)) expect(text).toContain("Galerie Alpha");
  });

  it("is not shown while the edition's public pages are off", async () => {
    expect((await call(admin, "PATCH", `/admin/api/editions/${EDITION}`, { public: false })).status).toBe(200);
    const page = await server.app.inject({ method: "GET", url: "/ecosystem/floor-plan" });
    expect(page.body).not.toContain("Galerie Alpha");
    expect((await server.app.inject({ method: "GET", url: "/ecosystem/floor-plan.csv" })).statusCode).toBe(404);
    await call(admin, "PATCH", `/admin/api/editions/${EDITION}`, { public: true });
  });
});

describe("admin exports", () => {
  it("give the whole plan as SVG and the booth list as CSV", async () => {
    const svg = await call(admin, "GET", `/admin/api/editions/${EDITION}/floor-plan.svg`);
    expect(svg.status).toBe(200);
    expect(svg.text).toContain("<svg");
    const csv = await call(admin, "GET", `/admin/api/editions/${EDITION}/floor-plan.csv`);
    expect(csv.text.split("\n")[0]).toBe(
      "Hall,Booth id,Booth,Size,x (m),y (m),Width (m),Depth (m),Gallery,Gallery page",
    );
  });
});
