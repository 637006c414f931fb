/** The ZIP exports read back: every file byte-identical under a readable path, the JSON and CSV, the selection's folders, a broken-off download. */
import { readdir, readlink } from "node:fs/promises";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeApplication } from "../../../../test-support/applications.ts";
import { makePdf } from "../../../../test-support/fixtures.ts";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../../test-support/staff.ts";
import { readZip } from "../../../../test-support/zip.ts";
import type { ApplicationForm } from "../../../shared/application.ts";
import { exampleApplication } from "../../../shared/example-application.ts";
import { storeWithFiles } from "../../demo/store-with-files.ts";

let server: TestServer;
let admin: StaffVisitor;
let reviewer: StaffVisitor;
const EDITION = "fair-2027";
const stored: Record<string, { id: string; files: Map<string, Buffer> }> = {};
const T0 = Date.UTC(2027, 0, 10, 9, 0, 0);

function form(name: string, booth: "small" | "large", edit?: (f: ApplicationForm) => void): ApplicationForm {
  const f = exampleApplication({ edition: EDITION, artists: 2, artworksPerArtist: 2, galleryPictures: 2 });
  f.gallery.name = name;
  f.proposal.booth = booth;
  edit?.(f);
  return f;
}

const artist = (f: ApplicationForm, i: number) => f.artists[i] as ApplicationForm["artists"][number];

beforeAll(async () => {
  server = await startTestServer({ OPEN_EDITIONS: EDITION });
  stored.jane = await storeApplication(
    server.app,
    form("Galerie: Nordlicht", "large", (f) => {
      Object.assign(artist(f, 0), { first_name: "Jane", last_name: "Doe" });
      Object.assign(artist(f, 0).artworks[0] as object, { title: "Title" });
      Object.assign(artist(f, 0).artworks[1] as object, { title: "../../etc/passwd", filename: "no-extension" });
      Object.assign(artist(f, 1), { first_name: "CON", last_name: "" });
      Object.assign(artist(f, 1).artworks[0] as object, { title: "" });
      Object.assign(f.gallery.pictures[0] as object, { exhibition_title: "Exhibition" });
      Object.assign(f.gallery.pictures[1] as object, { exhibition_title: "Exhibition" });
      f.proof = [
        { filename: "register.pdf", size: 0 },
        // A picture under a name Windows would run: it leaves as what its bytes are.
        { filename: "evil.hta", size: 0 },
      ];
    }),
    { now: T0 },
  );
  stored.small = await storeApplication(server.app, form("Kunsthalle Zürich", "small"), { now: T0 + 1000 });
  stored.twin = await storeApplication(server.app, form("Kunsthalle Zürich", "small"), { now: T0 + 2000 });
  const a = await createStaff(server.app, { email: "admin@fair.example", role: "admin" });
  const r = await createStaff(server.app, { email: "reviewer@fair.example", role: "reviewer" });
  admin = await signIn(server.url, a.email, a.password);
  reviewer = await signIn(server.url, r.email, r.password);
});
afterAll(() => server.close());

async function download(who: StaffVisitor, address: string) {
  const response = await who.fetch(address);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/zip");
  return { response, zip: await readZip(Buffer.from(await response.arrayBuffer())) };
}

/** Which uploaded file each exported path holds, by the JSON's record paths. */
function recordsByPath(json: { exported_files: { path: string; record: string }[] }) {
  return new Map(json.exported_files.map((f) => [f.path, f.record]));
}

describe("GET /admin/api/applications/<id>/export.zip", () => {
  it("holds every file byte-identical under a readable, safe and unique path, and names the edition and day", async () => {
    const { response, zip } = await download(reviewer, `/admin/api/applications/${stored.jane?.id}/export.zip`);
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers.get("content-disposition")).toContain(
      `filename="${EDITION}-Galerie_ Nordlicht-${day}.zip"`,
    );
    expect(zip.utf8Names).toBe(true);
    // The test pictures are PNGs (named .jpg): each entry has the extension of what its bytes are.
    expect([...zip.files.keys()]).toEqual([
      "application.json",
      "application.csv",
      "proposal/renderings/01-booth-rendering.pdf",
      "artists/01-Jane Doe/artwork-01-Title.png",
      "artists/01-Jane Doe/artwork-02-.. etc passwd.png",
      "artists/02-_CON/artwork-01-artist-2-artwork-1.png",
      "artists/02-_CON/artwork-02-Low Tide 2.png",
      "gallery/pictures/01-Exhibition.png",
      "gallery/pictures/02-Exhibition.png",
      "gallery/additional/01-press-kit.pdf",
      "proof/01-register.pdf",
      "proof/02-evil.png",
    ]);
    const json = JSON.parse(zip.files.get("application.json")?.toString() ?? "{}");
    const records = recordsByPath(json);
    const uploaded = stored.jane?.files as Map<string, Buffer>;
    expect(records.size).toBe(uploaded.size);
    for (const [entry, record] of records)
      expect(zip.files.get(entry)?.equals(uploaded.get(record) as Buffer)).toBe(true);
    // Stored, not compressed again: pictures and PDFs are already as small as they get.
    expect(zip.methods.get("proof/01-register.pdf")).toBe(0);
  });

  it("holds application.json as the API gives it and application.csv as its row of the CSV export", async () => {
    const forReviewer = (await download(reviewer, `/admin/api/applications/${stored.jane?.id}/export.zip`)).zip;
    const json = JSON.parse(forReviewer.files.get("application.json")?.toString() ?? "{}");
    // Issue 10's reviewing keys (the viewer's next in queue, the history, the public slug) are the page's, not the export's.
    const { next_unreviewed, history, slug, ...api } = await (
      await reviewer.fetch(`/admin/api/applications/${stored.jane?.id}`)
    ).json();
    expect(json).toEqual({ ...api, exported_files: expect.any(Array) });
    expect(json.tax).toBeUndefined();
    const [row, ...rest] = parse(forReviewer.files.get("application.csv") as Buffer, {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ "Application id": stored.jane?.id, Gallery: "Galerie: Nordlicht", Artists: "2" });
    expect(Object.keys(row ?? {}).some((c) => c.startsWith("Tax"))).toBe(false);

    const forAdmin = (await download(admin, `/admin/api/applications/${stored.jane?.id}/export.zip`)).zip;
    expect(JSON.parse(forAdmin.files.get("application.json")?.toString() ?? "{}").tax.number).toBe("DE123456789");
    const adminRows = parse(forAdmin.files.get("application.csv") as Buffer, { bom: true, columns: true });
    expect((adminRows as Record<string, string>[])[0]?.["Tax number"]).toBe("DE123456789");
  });

  it("answers 404 for an unknown application", async () => {
    const response = await admin.fetch("/admin/api/applications/00000000-0000-4000-8000-000000000000/export.zip");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "There is no such application." });
  });
});

describe("GET /admin/api/exports/applications.zip", () => {
  it("has one folder per application of the list as filtered, in its order, every file byte-identical", async () => {
    const { response, zip } = await download(
      admin,
      "/admin/api/exports/applications.zip?booth=small&sort=submitted_at",
    );
    expect(response.headers.get("content-disposition")).toMatch(
      new RegExp(`filename="${EDITION}-applications-\\d{4}-\\d{2}-\\d{2}\\.zip"`),
    );
    const folders = [...new Set([...zip.files.keys()].map((p) => p.split("/")[0]))];
    expect(folders).toEqual(["001-Kunsthalle Zürich", "002-Kunsthalle Zürich"]);
    for (const [folder, key] of [
      ["001-Kunsthalle Zürich", "small"],
      ["002-Kunsthalle Zürich", "twin"],
    ] as const) {
      const json = JSON.parse(zip.files.get(`${folder}/application.json`)?.toString() ?? "{}");
      expect(json.id).toBe(stored[key]?.id);
      const uploaded = stored[key]?.files as Map<string, Buffer>;
      const records = recordsByPath(json);
      expect(records.size).toBe(uploaded.size);
      for (const [entry, record] of records)
        expect(zip.files.get(`${folder}/${entry}`)?.equals(uploaded.get(record) as Buffer)).toBe(true);
    }
  });
});

/** Descriptors this process holds open on files of the test server's store. */
async function openStoreFiles(): Promise<number> {
  const root = path.join(server.dataDir, "files");
  let open = 0;
  for (const fd of await readdir("/proc/self/fd")) {
    const target = await readlink(`/proc/self/fd/${fd}`).catch(() => "");
    if (target.startsWith(root)) open++;
  }
  return open;
}

describe("a download broken off", () => {
  it("stops reading the file it was in, and the server goes on", async () => {
    // Three 8 MB proof documents: far more than the sockets' buffers hold.
    const big = form("Big Files", "large", (f) => {
      f.proof = [1, 2, 3].map((n) => ({ filename: `proof-${n}.pdf`, size: 0 }));
    });
    const id = await storeWithFiles(server.app.db, server.app.store, big, (recordPath) =>
      recordPath.startsWith("proof") ? makePdf(recordPath, 8 * 1024 * 1024) : Buffer.from(makePdf(recordPath)),
    );
    const controller = new AbortController();
    const response = await admin.fetch(`/admin/api/applications/${id}/export.zip`, { signal: controller.signal });
    const reader = response.body?.getReader();
    await reader?.read();
    // The download has started and waits for the client: a stored file is open.
    await expect.poll(openStoreFiles).toBe(1);
    controller.abort();
    await expect.poll(openStoreFiles, { timeout: 3000 }).toBe(0);
    const again = await download(admin, `/admin/api/applications/${id}/export.zip`);
    expect(again.zip.files.get("proof/03-proof-3.pdf")?.length).toBe(makePdf("proof.2", 8 * 1024 * 1024).length);
  });
});
