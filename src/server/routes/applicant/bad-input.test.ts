/** Issue 6's bad input, each answered with a clear 4xx, nothing stored, and the server still answering. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { blobOf, makePdf, makePng } from "../../../../test-support/fixtures.ts";
import { startTestServer, storedCounts, type TestServer, type Visitor } from "../../../../test-support/server.ts";
import { createStaff, signIn } from "../../../../test-support/staff.ts";
import type { ApplicationForm } from "../../../shared/application.ts";
import { exampleApplication } from "../../../shared/example-application.ts";
import { applicationFormData } from "../../../shared/form-data.ts";
import { loadApplication } from "../../applications/load.ts";

let server: TestServer;
let visitor: Visitor;
beforeAll(async () => {
  server = await startTestServer();
  visitor = await server.visitor();
});
afterAll(() => server.close());

let before: Awaited<ReturnType<typeof stored>>;
beforeEach(async () => {
  before = await stored();
});

const stored = () => storedCounts(server.app);

async function send(route: string, body: BodyInit, headers: Record<string, string> = {}) {
  const response = await visitor.fetch(route, { method: "POST", body, headers });
  return {
    status: response.status,
    json: (await response.json()) as { message: string; errors?: Record<string, string[]>; id?: string },
  };
}

async function expectRefusedAndNothingStored(answer: { status: number; json: { message: string } }, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.json.message.length).toBeGreaterThan(5);
  expect(await stored()).toEqual(before);
  expect((await visitor.fetch("/application-ping")).status).toBe(200);
}

/** A valid application whose one file is a gallery picture with these bytes and name. */
function withPicture(bytes: Uint8Array, filename: string, edit: (form: ApplicationForm) => void = () => {}) {
  const form = exampleApplication({ edition: visitor.edition, withFiles: false });
  form.gallery.pictures = [
    { filename, size: bytes.length, exhibition_title: "Opening", artists: "Mira Okafor", year: "2024" },
  ];
  edit(form);
  return applicationFormData(form, { files: new Map([["gallery.pictures.0", blobOf(bytes)]]) });
}

describe("multipart", () => {
  it("a part with no name", async () => {
    const boundary = "b0undary";
    const body = `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nnameless\r\n--${boundary}--\r\n`;
    const answer = await send("/application-validate", body, {
      "content-type": `multipart/form-data; boundary=${boundary}`,
    });
    // A nameless part is an unknown field: ignored, and the empty application is refused by the rules.
    await expectRefusedAndNothingStored(answer, 422);
  });

  it("thousands of tiny parts", async () => {
    const body = applicationFormData(exampleApplication({ edition: visitor.edition }));
    for (let i = 0; i < 30_000; i++) body.append(`x${i}`, "1");
    await expectRefusedAndNothingStored(await send("/application-submit", body), 413);
  });

  it("a field of several megabytes", async () => {
    const form = exampleApplication({ edition: visitor.edition });
    form.gallery.highlights = "x".repeat(10 * 1024 * 1024);
    const answer = await send("/application-validate", applicationFormData(form));
    await expectRefusedAndNothingStored(answer, 422);
    expect(answer.json.errors).toEqual({
      "gallery.highlights": ["Highlights of your program: Please shorten this to at most 10,000 characters."],
    });
  });

  it("more files than the field allows", async () => {
    const form = exampleApplication({ edition: visitor.edition });
    form.proof = Array.from({ length: 11 }, (_, i) => ({ filename: `proof-${i}.pdf`, size: 100 }));
    const answer = await send("/application-validate", applicationFormData(form));
    await expectRefusedAndNothingStored(answer, 422);
    expect(answer.json.errors).toEqual({ proof: ["Proof documents: You can upload at most 10 files here."] });
  });

  it("the same record's file twice", async () => {
    const png = makePng(20, 20);
    const body = withPicture(png, "a.png");
    body.append("gallery[pictures][0][file]", blobOf(png), "a.png");
    await expectRefusedAndNothingStored(await send("/application-submit", body), 400);
  });
});

describe("files", () => {
  it.each([
    ["HTML renamed .jpg", Buffer.from("<!doctype html><script>alert(1)</script>".padEnd(5000, " "))],
    [
      "SVG renamed .jpg",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'.padEnd(5000, " ")),
    ],
  ])("%s is not a valid file", async (_name, bytes) => {
    const answer = await send("/application-submit", withPicture(bytes, "photo.jpg"));
    await expectRefusedAndNothingStored(answer, 422);
    expect(answer.json.errors?.["gallery.pictures.0.file"]?.[0]).toMatch(/^photo\.jpg is not a valid file/);
  });

  it("a PDF with a script (a fillable register extract) is accepted whole, and flagged for the back office", async () => {
    const form = exampleApplication({ edition: visitor.edition, withFiles: false });
    const pdf = Buffer.concat([
      makePdf("x", 6000),
      Buffer.from("4 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj\n%%EOF"),
    ]);
    form.proof = [{ filename: "register.pdf", size: pdf.length }];
    const png = makePng(20, 20);
    form.gallery.pictures = [
      { filename: "a.png", size: png.length, exhibition_title: "A", artists: "B", year: "2020" },
    ];
    const body = applicationFormData(form, {
      files: new Map([
        ["gallery.pictures.0", blobOf(png)],
        ["proof.0", blobOf(pdf)],
      ]),
    });
    const answer = await send("/application-submit", body);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const id = (answer.json as unknown as { id: string }).id;
    const files = (await loadApplication(server.app.db, id))?.files ?? [];
    expect(files.find((f) => f.recordPath === "proof.0")).toMatchObject({
      originalName: "register.pdf",
      size: pdf.length,
      activeContent: true,
    });
    expect(files.find((f) => f.recordPath === "gallery.pictures.0")?.activeContent).toBe(false);
    // The back office says so beside the file (it is only ever downloaded, never shown in the page).
    const member = await createStaff(server.app, { email: "scripted-pdf@fair.example", role: "reviewer" });
    const staff = await signIn(server.url, member.email, member.password);
    const shown = (await (await staff.fetch(`/admin/api/applications/${id}`)).json()) as {
      proof: { filename: string; active_content?: boolean }[];
      gallery: { pictures: { active_content?: boolean }[] };
    };
    expect(shown.proof[0]).toMatchObject({ filename: "register.pdf", active_content: true });
    expect(shown.gallery.pictures[0]?.active_content).toBeUndefined();
    before = await stored();
  });

  it("an image whose header claims 50,000 × 50,000 pixels is too large", async () => {
    const bomb = makePng(50_000, 1);
    bomb.writeUInt32BE(50_000, 20); // IHDR height: the claim, not the pixels
    const answer = await send("/application-submit", withPicture(bomb, "bomb.png"));
    await expectRefusedAndNothingStored(answer, 422);
    expect(answer.json.errors).toEqual({ "gallery.pictures.0.file": ["bomb.png is too large"] });
  });

  it.each([
    ["../../etc/passwd.png", "passwd.png"],
    ["nul\u0000byte.png", "nulbyte.png"],
    ["bell\u0007and\u001btab.png", "bellandtab.png"],
    ["holiday\u202Egnp.exe", "holidaygnp.exe"],
    [`${"long".repeat(250)}.png`, `${"long".repeat(250).slice(0, 196)}.png`],
  ])("the filename %j is stored as %j", async (sent, kept) => {
    const answer = await send("/application-submit", withPicture(makePng(20, 20), sent));
    expect(answer.status).toBe(200);
    const application = await loadApplication(server.app.db, answer.json.id ?? "");
    expect(application?.form.gallery.pictures[0]?.filename).toBe(kept);
    expect(application?.files[0]?.originalName).toBe(kept);
  });

  it("the same file for two records is kept twice", async () => {
    const png = makePng(20, 20);
    const form = exampleApplication({ edition: visitor.edition, withFiles: false });
    form.gallery.pictures = [0, 1].map((i) => ({
      filename: "same.png",
      size: png.length,
      exhibition_title: `Show ${i}`,
      artists: "A",
      year: "2020",
    }));
    const body = applicationFormData(form, {
      files: new Map([
        ["gallery.pictures.0", blobOf(png)],
        ["gallery.pictures.1", blobOf(png)],
      ]),
    });
    const answer = await send("/application-submit", body);
    expect(answer.status).toBe(200);
    expect((await stored()).files).toBe(before.files + 2);
  });
});

describe("text", () => {
  it("invalid UTF-8 is refused", async () => {
    const boundary = "b0undary";
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="gallery[name]"\r\n\r\n`),
      Buffer.from([0x47, 0xc3, 0x28, 0xff]),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await send("/application-validate", body, {
      "content-type": `multipart/form-data; boundary=${boundary}`,
    });
    await expectRefusedAndNothingStored(answer, 400);
    expect(answer.json.message).toMatch(/gallery\[name\] is not valid UTF-8/);
  });

  it("emoji, right-to-left scripts and HTML are stored unchanged; NUL bytes are dropped", async () => {
    const name = "معرض 🎨 <script>alert('x')</script> & \"Nordlicht\"";
    const answer = await send(
      "/application-submit",
      withPicture(makePng(20, 20), "a.png", (form) => {
        form.gallery.name = name;
        form.tax.company = "Galerie\u0000 GmbH";
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ gallery: name });
    const application = await loadApplication(server.app.db, answer.json.id ?? "");
    expect(application?.form.gallery.name).toBe(name);
    expect(application?.form.tax.company).toBe("Galerie GmbH");
  });

  it.each(["1e3", "-1", "2020.5", "20 20", "0x7e4"])("the year %j is refused", async (year) => {
    const form = exampleApplication({ edition: visitor.edition });
    form.gallery.year_founded = year;
    const answer = await send("/application-validate", applicationFormData(form));
    await expectRefusedAndNothingStored(answer, 422);
    expect(answer.json.errors).toEqual({
      "gallery.year_founded": ["Please provide a valid year the gallery was founded."],
    });
  });
});

describe("session", () => {
  it("a token in the body but not the header is refused", async () => {
    const body = applicationFormData(exampleApplication({ edition: visitor.edition }), {
      encoding: "compact",
      token: visitor.token,
    });
    const response = await fetch(`${server.url}/application-submit`, {
      method: "POST",
      headers: { cookie: visitor.cookie },
      body,
    });
    expect(response.status).toBe(403);
    expect(await stored()).toEqual(before);
  });
});
