import { execFile } from "node:child_process";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blobOf, makePdf, makePng } from "../../../../test-support/fixtures.ts";
import {
  startTestServer,
  TEST_DATA_KEY,
  TEST_SESSION_SECRET,
  type TestServer,
} from "../../../../test-support/server.ts";
import type { ApplicationForm } from "../../../shared/application.ts";
import { exampleApplication } from "../../../shared/example-application.ts";
import { applicationFormData } from "../../../shared/form-data.ts";
import { dotted, fileRecords } from "../../../shared/wire.ts";
import { acceptApplication } from "../../applications/status.ts";
import { storeSampleGallery } from "../../demo/sample-gallery.ts";

const run = promisify(execFile);
const HOSTILE = "<script>alert(1)</script>";

let server: TestServer;
let edition: string;
const ids: Record<string, string> = {};

async function gallery(name: string, pictures: Buffer[], extra: { edition?: string; website?: string } = {}) {
  return storeSampleGallery(server.app.db, server.app.store, {
    edition: extra.edition ?? edition,
    name,
    locations: "Berlin\nOslo",
    website: extra.website ?? "https://nordlicht.example",
    highlights: `Shown in 2019.\n${HOSTILE}`,
    pictures,
    details: pictures.map(() => ({ exhibition_title: `Salt ${HOSTILE}`, artists: "Mira Okafor", year: "2021" })),
  });
}

beforeAll(async () => {
  server = await startTestServer();
  edition = server.config.openEditions[0] as string;
  ids.nordlicht = await gallery("Galerie Nordlicht", [
    makePng(600, 400, 1),
    makePng(2000, 1000, 2),
    makePng(300, 450, 3),
  ]);
  ids.twin = await gallery("Galerie Nordlicht", [makePng(200, 200, 4)]);
  ids.hostile = await gallery(HOSTILE, [makePng(400, 400, 5)], { website: "javascript:alert(1)" });
  ids.submitted = await gallery("Only Submitted", [makePng(400, 300, 6)]);
  ids.past = await gallery("Past Edition Gallery", [makePng(400, 300, 7)], { edition: "past-2025" });
  for (const name of ["nordlicht", "twin", "hostile", "past"] as const)
    await acceptApplication(server.app.db, ids[name] as string);
});
afterAll(() => server?.close());

const get = (pathname: string) => fetch(`${server.url}${pathname}`);
const page = async (pathname: string) => {
  const response = await get(pathname);
  return { response, body: await response.text() };
};
const slugOf = async (id: string) =>
  (await server.app.db.selectFrom("applications").select("slug").where("id", "=", id).executeTakeFirstOrThrow())
    .slug as string;
const images = (body: string) =>
  [...body.matchAll(/<img src="([^"]+)"[^>]*? width="(\d+)" height="(\d+)"/g)].map((m) => ({
    src: m[1] as string,
    width: Number(m[2]),
    height: Number(m[3]),
  }));

describe("GET /ecosystem", () => {
  it("lists the accepted galleries of the current edition only, each a sequence-aware link in a sequenced container", async () => {
    const { response, body } = await page("/ecosystem");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const slugs = [
      await slugOf(ids.hostile as string),
      await slugOf(ids.nordlicht as string),
      await slugOf(ids.twin as string),
    ];
    // The sequence once, on the container; each link carries only its place in it.
    const container = /<ul class="gallery-cards" data-sequence-container data-sequence='([^']+)'>/.exec(body);
    expect(JSON.parse(String(container?.[1]))).toEqual(slugs);
    expect(body.match(/data-sequence=/g)).toHaveLength(1);
    const links = [...body.matchAll(/<a href="([^"]+)" data-sequence-place="(\d+)">/g)];
    expect(links.map((m) => m[1])).toEqual(slugs.map((s) => `/ecosystem/${s}`));
    expect(links.map((m) => Number(m[2]))).toEqual([0, 1, 2]);
    expect(body).not.toContain("Only Submitted");
    expect(body).not.toContain("Past Edition Gallery");
    expect(body).toContain('<span dir="auto">Galerie Nordlicht</span> <bdi>Berlin</bdi></a>');
    expect(body).toContain("3 galleries take part in");
  });

  it("gives the same name a second, distinct and stable address", async () => {
    const [first, second] = [await slugOf(ids.nordlicht as string), await slugOf(ids.twin as string)];
    expect(first).toBe("galerie-nordlicht");
    expect(second).toBe(`galerie-nordlicht-${(ids.twin as string).replaceAll("-", "").slice(0, 6)}`);
    expect(await acceptApplication(server.app.db, ids.twin as string)).toMatchObject({
      outcome: "already-accepted",
      slug: second,
    });
  });

  it("escapes a gallery name that looks like markup, in the list and on its page", async () => {
    const hostile = await slugOf(ids.hostile as string);
    expect(hostile).toBe("script-alert-1-script");
    for (const pathname of ["/ecosystem", `/ecosystem/${hostile}`]) {
      const { body } = await page(pathname);
      expect(body).not.toContain(HOSTILE);
      expect(body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      // The page's own behaviours script, and its words as data the browser does not run.
      expect(body.match(/<script(?! type="application\/json" id="page-words">)/g)).toHaveLength(1);
    }
  });

  it("shows each gallery's first picture as a list-size variant; the first card's loads at once, with high priority", async () => {
    const { body } = await page("/ecosystem");
    const nordlicht = body.slice(body.indexOf('href="/ecosystem/galerie-nordlicht"'));
    const src = /<img src="([^"]+)"/.exec(nordlicht)?.[1] as string;
    const response = await get(src);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 480, height: 320 });
    // The largest picture above the fold is the first card's: never lazy, fetched first.
    const pictures = [...body.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(pictures[0]).toMatch(/ fetchpriority="high"/);
    expect(pictures[0]).not.toMatch(/loading=/);
  });
});

describe("GET /ecosystem/<slug>", () => {
  it("shows name, locations, website, highlights and the pictures in the gallery layout", async () => {
    const { response, body } = await page("/ecosystem/galerie-nordlicht");
    expect(response.status).toBe(200);
    expect(body).toContain('<h1 dir="auto">Galerie Nordlicht</h1>');
    expect(body).toContain('<dd dir="auto">Berlin</dd>\n<dd dir="auto">Oslo</dd>');
    expect(body).toContain('<a href="https://nordlicht.example/" rel="noopener noreferrer nofollow ugc">');
    expect(body).toContain('<p dir="auto">Shown in 2019.</p>');
    // Previous and next are added by the behaviours when the visitor came through the list: never a link without an address.
    expect(body).not.toMatch(/<a(?![^>]*\shref=)[^>]*>/);
    expect(body).not.toContain("data-sequence-previous");
    expect(body).toMatch(/<nav class="sequence-nav" aria-label="Galleries" data-sequence-container>/);
    const layout = body.slice(body.indexOf("data-gallery-layout"));
    // 600×400, 2000×1000 and 300×450 originals: list size is 480 wide, never enlarged.
    expect(images(layout).map(({ width, height }) => [width, height])).toEqual([
      [480, 320],
      [480, 240],
      [300, 450],
    ]);
  });

  it("serves the page-size variant, 1600 wide at most, that the picture dialog shows", async () => {
    const { body } = await page("/ecosystem/galerie-nordlicht");
    const large = [...body.matchAll(/data-picture-src="([^"]+)"/g)].map((m) => m[1] as string);
    expect(large).toHaveLength(3);
    const sizes = await Promise.all(
      large.map(async (src) => {
        const response = await get(src);
        expect(response.headers.get("content-type")).toBe("image/webp");
        const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        return [width, height];
      }),
    );
    expect(sizes).toEqual([
      [600, 400],
      [1600, 800],
      [300, 450],
    ]);
  });

  it("links a website only when it is an http(s) address", async () => {
    const { body } = await page(`/ecosystem/${await slugOf(ids.hostile as string)}`);
    expect(body).toContain('<dd dir="auto">javascript:alert(1)</dd>');
    expect(body).not.toContain('href="javascript:');
  });

  it.each(["no-such-gallery", "Galerie-Nordlicht", "..%2F..%2Fetc", "only-submitted"])(
    "answers 404 with a page for /ecosystem/%s",
    async (slug) => {
      const { response, body } = await page(`/ecosystem/${slug}`);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(body).toContain("Gallery not found");
    },
  );
});

describe("revalidation and descriptions of the pages", () => {
  it.each(["/ecosystem", "/ecosystem/galerie-nordlicht"])(
    "%s sends an ETag and answers 304 without the page when the browser already has it",
    async (pathname) => {
      const first = await get(pathname);
      const etag = first.headers.get("etag") as string;
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      expect(first.headers.get("cache-control")).toBe("no-cache");
      const again = await fetch(`${server.url}${pathname}`, { headers: { "if-none-match": etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("etag")).toBe(etag);
      const listed = await fetch(`${server.url}${pathname}`, { headers: { "if-none-match": `W/"other", ${etag}` } });
      expect(listed.status).toBe(304);
      const stale = await fetch(`${server.url}${pathname}`, { headers: { "if-none-match": 'W/"other"' } });
      expect(stale.status).toBe(200);
      expect(await stale.text()).toBe(await first.text());
    },
  );

  it("sends a new ETag when the page changes", async () => {
    const before = (await get("/ecosystem")).headers.get("etag");
    const id = await gallery("Galerie Neu", [makePng(300, 200, 11)]);
    await acceptApplication(server.app.db, id);
    const after = await fetch(`${server.url}/ecosystem`, { headers: { "if-none-match": before as string } });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(before);
    await server.app.db.updateTable("applications").set({ status: "submitted" }).where("id", "=", id).execute();
  });

  it("describes each page for search results in a meta description of its own", async () => {
    const description = (body: string) =>
      /<meta name="description" content="([^"]+)">/.exec(body)?.[1]?.replaceAll("&#39;", "'");
    const list = description((await page("/ecosystem")).body);
    expect(list).toBe(
      `The 3 galleries taking part in the art fair ${edition}: where they are, their highlights and exhibitions.`,
    );
    const nordlicht = description((await page("/ecosystem/galerie-nordlicht")).body);
    expect(nordlicht).toBe(`Galerie Nordlicht in Berlin, Oslo, at the art fair ${edition}. Shown in 2019.`);
    const missing = description((await page("/ecosystem/no-such-gallery")).body);
    expect(missing).toMatch(/^There is no gallery at this address/);
  });
});

describe("GET /ecosystem/pictures/<file id>/<width>.webp", () => {
  it("makes each variant once and keeps it", async () => {
    const { body } = await page("/ecosystem/galerie-nordlicht");
    const [first] = images(body.slice(body.indexOf("data-gallery-layout")));
    for (let i = 0; i < 3; i++) expect((await get(first?.src as string)).status).toBe(200);
    const cached = await readdir(path.join(server.dataDir, "cache"), { recursive: true });
    const variants = cached.filter((f) => f.endsWith(".webp"));
    expect(variants.filter((f) => f.endsWith("list-480x320.webp"))).toHaveLength(1);
    expect(cached.filter((f) => f.endsWith(".partial"))).toEqual([]);
  });

  it("serves the large size as the page's WebP, not the back office viewer's screen-sized picture", async () => {
    const { body } = await page("/ecosystem/galerie-nordlicht");
    const [first] = images(body.slice(body.indexOf("data-gallery-layout")));
    const large = await get(String(first?.src).replace("480.webp", "1600.webp"));
    expect(large.status).toBe(200);
    expect(large.headers.get("content-type")).toBe("image/webp");
  });

  it("serves no picture of an application that is not accepted, and no other width", async () => {
    const file = await server.app.db
      .selectFrom("files")
      .select("id")
      .where("application_id", "=", ids.submitted as string)
      .executeTakeFirstOrThrow();
    expect((await get(`/ecosystem/pictures/${file.id}/480.webp`)).status).toBe(404);
    const { body } = await page("/ecosystem");
    const src = /<img src="([^"]+)"/.exec(body)?.[1] as string;
    expect((await get(src.replace("480.webp", "481.webp"))).status).toBe(404);
    expect((await get(src.replace("480.webp", "480.png"))).status).toBe(404);
  });

  it("never serves an accepted application's other files, such as its proof documents", async () => {
    const visitor = await server.visitor();
    const form = exampleApplication({ edition: visitor.edition, galleryPictures: 1 });
    form.gallery.name = "Submitted Through The Form";
    const files = filesFor(form);
    const submit = await visitor.fetch("/application-submit", {
      method: "POST",
      body: applicationFormData(form, { encoding: "bracket", files, token: visitor.token }),
    });
    expect(submit.status).toBe(200);
    const { id } = (await submit.json()) as { id: string };
    await acceptApplication(server.app.db, id);
    expect((await page("/ecosystem")).body).toContain("Submitted Through The Form");
    const stored = await server.app.db
      .selectFrom("files")
      .select(["id", "record_path"])
      .where("application_id", "=", id)
      .execute();
    for (const file of stored) {
      const status = (await get(`/ecosystem/pictures/${file.id}/480.webp`)).status;
      expect([file.record_path, status]).toEqual([
        file.record_path,
        file.record_path === "gallery.pictures.0" ? 200 : 404,
      ]);
    }
  });
});

function filesFor(form: ApplicationForm): Map<string, Blob> {
  const files = new Map<string, Blob>();
  fileRecords(form).forEach(({ path: at, record }, i) => {
    const bytes = record.filename.endsWith(".pdf") ? makePdf(`file ${i}`) : makePng(60 + i, 40, i);
    record.size = bytes.length;
    files.set(dotted(at), blobOf(bytes));
  });
  return files;
}

describe("npm run cli -- accept <application id>", () => {
  const cli = async (...args: string[]) => {
    const database = server.config.databaseUrl
      ? { DATABASE_URL: server.config.databaseUrl, SESSION_SECRET: TEST_SESSION_SECRET, DATA_KEY: TEST_DATA_KEY }
      : {};
    try {
      const { stdout, stderr } = await run(process.execPath, ["src/server/cli.ts", ...args], {
        env: { PATH: process.env.PATH, DATA_DIR: server.dataDir, LOG_LEVEL: "silent", ...database },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };

  it("accepts an application, whose gallery then appears on /ecosystem; a second time says so", async () => {
    const id = await gallery("Accepted From The Command Line", [makePng(400, 300, 9)]);
    expect((await page("/ecosystem")).body).not.toContain("Accepted From The Command Line");
    const first = await cli("accept", id);
    expect(first).toMatchObject({ code: 0, stderr: "" });
    expect(first.stdout).toContain(
      `Accepted "Accepted From The Command Line" (${edition}). Its page is /ecosystem/accepted-from-the-command-line.`,
    );
    expect((await page("/ecosystem")).body).toContain("Accepted From The Command Line");
    expect((await page("/ecosystem/accepted-from-the-command-line")).response.status).toBe(200);
    const again = await cli("accept", id);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("was already accepted");
    const list = await cli("list");
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(
      new RegExp(
        `^${id}  ${edition}  accepted .* Accepted From The Command Line  /ecosystem/accepted-from-the-command-line$`,
        "m",
      ),
    );
    expect(list.stdout).toMatch(new RegExp(`^${ids.submitted}  ${edition}  submitted .* Only Submitted$`, "m"));
  });

  it("refuses an unknown id with a clear message and exit code 1, and wrong usage with 2", async () => {
    const unknown = await cli("accept", "no-such-id");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('There is no application with the id "no-such-id".');
    const usage = await cli("accept");
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("npm run cli -- accept <application id>");
  });
});
