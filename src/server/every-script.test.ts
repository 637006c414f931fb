/**
 * Names in Japanese, Arabic, Hebrew, Korean, Greek and Polish, sent through the form as a gallery
 * sends them and followed everywhere they go: the database, the back office's API, every CSV
 * (with its byte order mark, so a spreadsheet reads UTF-8), the ZIP exports (the UTF-8 flag on the
 * entry names), the confirmation email (header lines plain ASCII, the encoded words decoding back
 * to the names), the floor plan's PDF, SVG and page, the invoices' PDF (read with pdftotext), the
 * public pages and their addresses. Then the list sorted by name as a reader expects, and Chinese,
 * Japanese and Korean names found by any part. The edition is in Tokyo: every time a gallery reads
 * is written in its zone, named. On SQLite, and on PostgreSQL in its pass.
 */
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, EURO_FEES, GERMAN_FAIR } from "../../test-support/billing.ts";
import { filesForForm } from "../../test-support/fixtures.ts";
import { decodeEncodedWords, mailsWritten } from "../../test-support/mail.ts";
import { pdfText } from "../../test-support/pdf-text.ts";
import { startTestServer, type TestServer, type Visitor, visit } from "../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../test-support/staff.ts";
import { readZip } from "../../test-support/zip.ts";
import { exampleApplication } from "../shared/example-application.ts";
import { applicationFormData } from "../shared/form-data.ts";
import { formatInZone } from "../shared/zoned-time.ts";

const EDITION = "welt-2027";
const FAIR = "東京アートフェア Applications";

interface Gallery {
  code: string;
  name: string;
  artist: [string, string];
  title: string;
  company: string;
  city: string;
}

const GALLERIES: Gallery[] = [
  {
    code: "ja",
    name: "東京画廊",
    artist: ["太郎", "山田"],
    title: "無題（青）",
    company: "株式会社東京画廊",
    city: "東京",
  },
  {
    code: "ar",
    name: "غاليري أثر",
    artist: ["ليلى", "حداد"],
    title: "بلا عنوان",
    company: "دار أثر للفنون",
    city: "جدة",
  },
  {
    code: "he",
    name: "גלריה גורדון",
    artist: ["נועה", "לוי"],
    title: "ללא כותרת",
    company: "גורדון אמנות",
    city: "תל אביב",
  },
  {
    code: "ko",
    name: "국제갤러리",
    artist: ["민수", "김"],
    title: "무제",
    company: "국제갤러리 주식회사",
    city: "서울",
  },
  {
    code: "el",
    name: "Γκαλερί Αθηνών",
    artist: ["Ελένη", "Παπαδοπούλου"],
    title: "Χωρίς τίτλο",
    company: "Αθηναϊκή Τέχνη",
    city: "Αθήνα",
  },
  {
    code: "pl",
    name: "Galeria Łódź Żółć",
    artist: ["Zofia", "Wróblewska"],
    title: "Źdźbło",
    company: "Galeria Łódź sp. z o.o.",
    city: "Łódź",
  },
];
const NAMES = GALLERIES.map((g) => g.name);
/** Only in the list: Latin letters beyond accents (Azerbaijani's ə sorts after e) and Georgian (after Cyrillic). */
const ALSO_LISTED: Gallery[] = [
  {
    code: "az",
    name: "Əliyev Art Space",
    artist: ["Leyla", "Əliyeva"],
    title: "Adsız",
    company: "Əliyev MMC",
    city: "Bakı",
  },
  {
    code: "ka",
    name: "გალერეა ერთი",
    artist: ["ნინო", "ბერიძე"],
    title: "უსათაურო",
    company: "ერთი შპს",
    city: "თბილისი",
  },
];
const named = (code: string) => GALLERIES.find((g) => g.code === code) as Gallery;

let server: TestServer;
let admin: StaffVisitor;
const ids = new Map<string, string>();
const ZONE = "Asia/Tokyo";
const receipts = new Map<string, { received_at: string; time_zone: string; visitor: Visitor }>();

async function submit(gallery: Gallery): Promise<string> {
  const visitor = await visit(server.url);
  const form = exampleApplication({ edition: EDITION, artists: 1, artworksPerArtist: 1 });
  form.gallery.name = gallery.name;
  form.gallery.locations = gallery.city;
  form.gallery.email = `${gallery.code}@gallery.example`;
  form.gallery.contact = gallery.artist.join(" ");
  form.gallery.highlights = `${gallery.name} (2019)`;
  const artist = form.artists[0];
  if (!artist?.artworks[0]) throw new Error("The example has an artist with an artwork.");
  [artist.first_name, artist.last_name] = gallery.artist;
  artist.artworks[0].title = gallery.title;
  // Its picture's file named in the gallery's script too, as a phone names a photo after its album.
  artist.artworks[0].filename = `${gallery.title}.jpg`;
  form.tax.company = gallery.company;
  const response = await visitor.fetch("/application-submit", {
    method: "POST",
    // The key names the session's submission: its receipt page is this visitor's.
    headers: { "idempotency-key": `every-script-${gallery.code}` },
    body: applicationFormData(form, { files: filesForForm(form), token: visitor.token }),
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  const answer = JSON.parse(text) as { id: string; received_at: string; time_zone: string };
  receipts.set(gallery.code, { ...answer, visitor });
  return answer.id;
}

async function bytes(pathname: string, who: StaffVisitor | undefined = admin) {
  const response = who ? await who.fetch(pathname) : await fetch(`${server.url}${pathname}`);
  const body = Buffer.from(await response.arrayBuffer());
  expect(response.status, `${pathname}: ${body.toString("utf8").slice(0, 300)}`).toBe(200);
  return { body, type: response.headers.get("content-type") ?? "" };
}

const booth = (id: string, x: number) => ({ id, label: id, size: "medium", x_m: x, y_m: 0, w_m: 6, d_m: 4 });

beforeAll(async () => {
  server = await startTestServer({ OPEN_EDITIONS: EDITION, MAIL_FROM: `"${FAIR}" <applications@fair.example>` });
  const a = await createStaff(server.app, { email: "admin@fair.example", role: "admin" });
  admin = await signIn(server.url, a.email, a.password);
  expect((await call(admin, "PATCH", `/admin/api/editions/${EDITION}`, { time_zone: ZONE })).status).toBe(200);
  // The application fee's invoice is issued with each submission.
  expect((await call(admin, "PUT", "/admin/api/billing", GERMAN_FAIR)).status).toBe(200);
  expect((await call(admin, "PUT", `/admin/api/editions/${EDITION}/fees`, EURO_FEES)).status).toBe(200);
  for (const gallery of [...GALLERIES, ...ALSO_LISTED]) ids.set(gallery.code, await submit(gallery));
  const plan = {
    halls: [
      { id: "hall", name: "Halle 1", width_m: 40, depth_m: 10, booths: GALLERIES.map((g, i) => booth(g.code, i * 6)) },
    ],
  };
  expect((await call(admin, "PUT", `/admin/api/editions/${EDITION}/floor-plan`, plan)).status).toBe(200);
  for (const gallery of GALLERIES) {
    const id = ids.get(gallery.code) as string;
    expect((await call(admin, "POST", `/admin/api/applications/${id}/status`, { status: "accepted" })).status).toBe(
      200,
    );
    expect((await call(admin, "PUT", `/admin/api/applications/${id}/booth`, { booth_id: gallery.code })).status).toBe(
      200,
    );
  }
}, 120_000);
afterAll(() => server?.close());

describe("a name in any script", () => {
  it("is stored and shown by the back office as it was typed", async () => {
    for (const gallery of GALLERIES) {
      const id = ids.get(gallery.code) as string;
      const row = await server.app.db
        .selectFrom("applications")
        .select(["gallery_name", "gallery_locations", "tax_company"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        gallery_name: gallery.name,
        gallery_locations: gallery.city,
        tax_company: gallery.company,
      });
      const shown = (await call(admin, "GET", `/admin/api/applications/${id}`)).json;
      expect(shown.gallery.name).toBe(gallery.name);
      expect(shown.artists[0]).toMatchObject({ first_name: gallery.artist[0], last_name: gallery.artist[1] });
      expect(shown.artists[0].artworks[0].title).toBe(gallery.title);
    }
  });

  it("is in every CSV, each starting with a byte order mark so spreadsheets read UTF-8", async () => {
    const csvs = {
      applications: `/admin/api/exports/applications.csv?edition=${EDITION}`,
      artworks: `/admin/api/exports/artworks.csv?edition=${EDITION}`,
      reviews: `/admin/api/exports/reviews.csv?edition=${EDITION}`,
      invoices: `/admin/api/editions/${EDITION}/invoices.csv`,
      plan: `/admin/api/editions/${EDITION}/floor-plan.csv`,
      publicPlan: "/ecosystem/floor-plan.csv",
    };
    for (const [which, pathname] of Object.entries(csvs)) {
      const { body, type } = await bytes(pathname, which === "publicPlan" ? undefined : admin);
      expect(type).toBe("text/csv; charset=utf-8");
      expect([...body.subarray(0, 3)], which).toEqual([0xef, 0xbb, 0xbf]);
      const cells = (parse(body, { bom: true }) as string[][]).flat();
      const expected: string[] =
        which === "reviews"
          ? []
          : which === "artworks"
            ? GALLERIES.map((g) => g.title)
            : which === "invoices"
              ? GALLERIES.map((g) => g.company)
              : NAMES;
      for (const text of expected) expect(cells, which).toContain(text);
    }
  });

  it("names the ZIP's entries in UTF-8, flagged so", async () => {
    const all = await readZip((await bytes(`/admin/api/exports/applications.zip?edition=${EDITION}`)).body);
    expect(all.utf8Names).toBe(true);
    const paths = [...all.files.keys()].join("\n");
    for (const gallery of GALLERIES) {
      expect(paths).toContain(gallery.name);
      expect(paths).toContain(`${gallery.artist[0]} ${gallery.artist[1]}`);
    }
    const one = await readZip((await bytes(`/admin/api/applications/${ids.get("ko")}/export.zip`)).body);
    expect(one.utf8Names).toBe(true);
    expect([...one.files.keys()].some((p) => p.includes(named("ko").title))).toBe(true);
  });

  it("travels in the confirmation email: ASCII header lines whose encoded words decode to the name", async () => {
    const mails = await mailsWritten(server.dataDir, "", GALLERIES.length);
    for (const gallery of GALLERIES) {
      const mail = mails.find((m) => m.to === `${gallery.code}@gallery.example`);
      expect(mail, gallery.code).toBeDefined();
      if (!mail) continue;
      const head = mail.raw.slice(0, mail.raw.indexOf("\n\n"));
      for (const line of head.split("\n")) expect(line, line).toMatch(/^[\x20-\x7e\t]*$/);
      const header = (key: string) =>
        decodeEncodedWords(new RegExp(`^${key}: (.*)$`, "mi").exec(head.replace(/\n[ \t]+/g, " "))?.[1] ?? "");
      expect(header("Subject")).toMatch(new RegExp(`^Application received: ${gallery.name} \\(`));
      expect(header("From")).toBe(`${FAIR} <applications@fair.example>`);
      expect(mail.text).toContain(gallery.name);
    }
  });

  it("is drawn in the floor plan's PDF and SVG and listed on its page, right to left where it is written so", async () => {
    for (const pathname of [`/admin/api/editions/${EDITION}/floor-plan.pdf`, "/ecosystem/floor-plan.pdf"]) {
      const text = await pdfText((await bytes(pathname, pathname.startsWith("/admin") ? admin : undefined)).body);
      for (const name of NAMES) expect(text, pathname).toContain(name);
    }
    const svg = (await bytes(`/admin/api/editions/${EDITION}/floor-plan.svg`)).body.toString("utf8");
    for (const code of ["he", "ar"]) expect(svg).toContain(`direction="rtl" fill="#1a1a1a">${named(code).name}</text>`);
    for (const code of ["ja", "ko", "el", "pl"])
      expect(svg).toContain(`direction="ltr" fill="#1a1a1a">${named(code).name}</text>`);
    const page = (await bytes("/ecosystem/floor-plan", undefined)).body.toString("utf8");
    for (const name of NAMES) expect(page).toMatch(new RegExp(`<a href="[^"]+" dir="auto">${name}</a>`));
  });

  it("is printed on its invoice (pdftotext)", async () => {
    for (const gallery of GALLERIES) {
      const invoices = (await call(admin, "GET", `/admin/api/invoices?application=${ids.get(gallery.code)}`)).json;
      const invoice = invoices.items[0] as { id: string };
      const text = await pdfText((await bytes(`/admin/api/invoices/${invoice.id}.pdf`)).body);
      expect(text, gallery.code).toContain(gallery.company);
    }
  });

  it("gives a public page whose address reads as the name, and shows it with its own direction", async () => {
    const list = (await bytes("/ecosystem", undefined)).body.toString("utf8");
    for (const gallery of GALLERIES) {
      const { slug } = await server.app.db
        .selectFrom("applications")
        .select("slug")
        .where("id", "=", ids.get(gallery.code) as string)
        .executeTakeFirstOrThrow();
      expect(slug).not.toMatch(/^gallery/);
      if (gallery.code === "pl") expect(slug).toBe("galeria-lodz-zolc");
      else expect(slug?.replace(/-/g, " ")).toBe(gallery.name.toLowerCase());
      const address = `/ecosystem/${encodeURIComponent(slug as string)}`;
      expect(list).toContain(`<a href="${address}"`);
      expect(list).toContain(`<span dir="auto">${gallery.name}</span> <bdi>${gallery.city}</bdi>`);
      const page = (await bytes(address, undefined)).body.toString("utf8");
      expect(page).toContain(`<h1 dir="auto">${gallery.name}</h1>`);
    }
  });
});

describe("the gallery's own status page", () => {
  it("isolates each file's name from the size beside it, so a right-to-left name keeps its place", async () => {
    const mails = await mailsWritten(server.dataDir, "", GALLERIES.length);
    for (const gallery of GALLERIES) {
      const mail = mails.find((m) => m.to === `${gallery.code}@gallery.example`);
      const link = /https?:\/\/\S+\/status\/[A-Za-z0-9_-]+/.exec(mail?.text ?? "")?.[0] as string;
      const status = await (await fetch(`${server.url}${new URL(link).pathname}`)).text();
      expect(status, gallery.code).toMatch(
        new RegExp(`<bdi>${gallery.title.replace(/[()]/g, "\\$&")}\\.jpg</bdi> \\(`),
      );
    }
  });
});

describe("the time a gallery reads", () => {
  it("is the edition's, named, on the receipt, in the confirmation and on the status page", async () => {
    const id = ids.get("ja") as string;
    const {
      received_at: at,
      time_zone: zone,
      visitor,
    } = receipts.get("ja") as {
      received_at: string;
      time_zone: string;
      visitor: Visitor;
    };
    expect(zone).toBe(ZONE);
    const inTokyo = `${formatInZone(at, ZONE)} (${ZONE})`;
    const receipt = await visitor.fetch(`/application-receipt/${id}`, { headers: { accept: "text/html" } });
    expect(await receipt.text()).toContain(inTokyo);
    const mail = (await mailsWritten(server.dataDir, "", GALLERIES.length)).find((m) => m.to === "ja@gallery.example");
    expect(mail?.text).toMatch(new RegExp(`Received: +${inTokyo.replace(/[()]/g, "\\$&")}`));
    const link = /https?:\/\/\S+\/status\/[A-Za-z0-9_-]+/.exec(mail?.text ?? "")?.[0] as string;
    const status = await (await fetch(`${server.url}${new URL(link).pathname}`)).text();
    expect(status).toContain(inTokyo);
  });
});

describe("the list of applications", () => {
  const listed = async (query: string) =>
    (
      (await call(admin, "GET", `/admin/api/applications?edition=${EDITION}${query}`)).json.items as {
        gallery: string;
      }[]
    ).map((item) => item.gallery);

  it("sorts names as a reader expects: Latin, Greek, Georgian, Hebrew, Arabic, Korean, Japanese, on both databases", async () => {
    const expected = [...NAMES, ...ALSO_LISTED.map((g) => g.name)].sort(new Intl.Collator("en").compare);
    expect(expected).toEqual([
      "Əliyev Art Space",
      "Galeria Łódź Żółć",
      "Γκαλερί Αθηνών",
      "გალერეა ერთი",
      "גלריה גורדון",
      "غاليري أثر",
      "국제갤러리",
      "東京画廊",
    ]);
    expect(await listed("&sort=gallery")).toEqual(expected);
    expect(await listed("&sort=-gallery")).toEqual([...expected].reverse());
  });

  it("finds Chinese, Japanese and Korean names by any part, and others without their accents", async () => {
    expect(await listed("&q=画廊")).toEqual(["東京画廊"]);
    expect(await listed("&q=京画")).toEqual(["東京画廊"]);
    expect(await listed("&q=廊")).toEqual(["東京画廊"]);
    expect(await listed("&q=東京画廊")).toEqual(["東京画廊"]);
    expect(await listed("&q=갤러리")).toEqual(["국제갤러리"]);
    expect(await listed("&q=山田")).toEqual(["東京画廊"]);
    expect(await listed("&q=lodz zolc")).toEqual(["Galeria Łódź Żółć"]);
    expect(await listed("&q=αθηνων")).toEqual(["Γκαλερί Αθηνών"]);
    expect(await listed("&q=גורדון")).toEqual(["גלריה גורדון"]);
    expect(await listed("&q=画廊x")).toEqual([]);
  });
});
