import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { damagedPictures } from "../../../../test-support/damaged-pictures.ts";
import { blobOf, makeExecutable, makeJpegWithoutImageData, makePng } from "../../../../test-support/fixtures.ts";
import { startTestServer, storedCounts, type TestServer, type Visitor } from "../../../../test-support/server.ts";
import { exampleApplication } from "../../../shared/example-application.ts";
import { applicationFormData } from "../../../shared/form-data.ts";

let server: TestServer;
let visitor: Visitor;
beforeAll(async () => {
  server = await startTestServer({ MAX_FILE_MB: "1", MAX_SUBMISSION_MB: "2" });
  visitor = await server.visitor();
});
afterAll(() => server.close());

const stored = () => storedCounts(server.app);

async function post(route: string, body: BodyInit, headers: Record<string, string> = {}) {
  const response = await visitor.fetch(route, { method: "POST", body, headers });
  const text = await response.text();
  return { status: response.status, json: JSON.parse(text) as { message: string; errors?: Record<string, string[]> } };
}

const boundary = "----test-boundary";
const multipart = (raw: string) =>
  [raw.replaceAll("\n", "\r\n"), { "content-type": `multipart/form-data; boundary=${boundary}` }] as const;

describe.each(["/application-validate", "/application-submit"])(
  "%s refuses malformed bodies with a 4xx and a JSON message",
  (route) => {
    it("a JSON body", async () => {
      const { status, json } = await post(route, JSON.stringify({ choice: "galleries" }), {
        "content-type": "application/json",
      });
      expect(status).toBe(400);
      expect(json.message).toMatch(/multipart/);
    });

    it("multipart without a boundary", async () => {
      const { status, json } = await post(route, "garbage", { "content-type": "multipart/form-data" });
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(json.message).toBeTruthy();
    });

    it("a truncated body", async () => {
      const [body, headers] = multipart(
        `--${boundary}\nContent-Disposition: form-data; name="choice"\n\ngalleries\n--${boundary}\nContent-Disposition: form-data; name="gallery[name]"\n\nHalf a na`,
      );
      const { status, json } = await post(route, body, headers);
      expect(status).toBe(400);
      expect(json.message).toMatch(/malformed|incomplete/);
    });

    it("a list that skips an index", async () => {
      const body = applicationFormData(exampleApplication({ edition: visitor.edition }));
      body.append("artists[7][first_name]", "Seven");
      const { status, json } = await post(route, body);
      expect(status).toBe(400);
      expect(json.message).toMatch(/skips index 3/);
    });

    it("a huge index", async () => {
      const body = applicationFormData(exampleApplication({ edition: visitor.edition }));
      body.append("artists[999999999][first_name]", "Far away");
      const { status, json } = await post(route, body);
      expect(status).toBe(422);
      expect(json.errors).toEqual({ artists: ["You can add at most 50 artists."] });
    });

    it("a field sent twice", async () => {
      const body = applicationFormData(exampleApplication({ edition: visitor.edition }));
      body.append("gallery[name]", "Another name");
      const { status, json } = await post(route, body);
      expect(status).toBe(400);
      expect(json.message).toMatch(/more than once/);
    });

    it("a compact part that is not JSON", async () => {
      const body = applicationFormData(exampleApplication({ edition: visitor.edition }), { encoding: "compact" });
      body.set("gallery", "{not json");
      const { status, json } = await post(route, body);
      expect(status).toBe(400);
      expect(json.message).toMatch(/gallery.*JSON/);
    });
  },
);

it("ignores prototype-polluting and unknown field names", async () => {
  const body = applicationFormData(exampleApplication({ edition: visitor.edition }));
  body.append("__proto__[polluted]", "yes");
  body.append("constructor[prototype][polluted]", "yes");
  body.append("gallery[__proto__][polluted]", "yes");
  body.append("unknown_field", "ignored");
  const { status } = await post("/application-validate", body);
  expect(status).toBe(200);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

describe("files on submit", () => {
  const submit = async (recordPath: string, bytes: Uint8Array, filename: string) => {
    const form = exampleApplication({ edition: visitor.edition, artists: 1, artworksPerArtist: 1, galleryPictures: 1 });
    form.proposal.rendering = [];
    form.gallery.additional = [];
    form.proof = [];
    form.artists[0]?.artworks.forEach((a) => Object.assign(a, { filename: "", size: 0 }));
    const picture = form.gallery.pictures[0];
    const png = makePng(20, 20);
    if (picture) Object.assign(picture, { filename: "picture.png", size: png.length });
    // The record the file is sent for names it (the gallery picture or a proof document).
    if (recordPath === "proof.0") form.proof = [{ filename, size: bytes.length }];
    else if (picture) Object.assign(picture, { filename, size: bytes.length });
    const files = new Map([[recordPath, blobOf(bytes)]]);
    if (recordPath !== "gallery.pictures.0") files.set("gallery.pictures.0", blobOf(png));
    return post("/application-submit", applicationFormData(form, { files }));
  };

  it("refuses an executable renamed .jpg, keeping nothing", async () => {
    const before = await stored();
    const { status, json } = await submit("gallery.pictures.0", makeExecutable(), "holiday.jpg");
    expect(status).toBe(422);
    expect(json.errors?.["gallery.pictures.0.file"]).toEqual([
      "holiday.jpg is not a valid file (note that uploading 'online only' files does not work)",
    ]);
    expect(await stored()).toEqual(before);
  });

  it("refuses a JPEG with no image data, naming it, keeping nothing; its thumbnail could never be made", async () => {
    const before = await stored();
    const { status, json } = await submit("gallery.pictures.0", makeJpegWithoutImageData(), "opening.jpg");
    expect(status).toBe(422);
    expect(json).toEqual({
      message: "The given data was invalid.",
      errors: {
        "gallery.pictures.0.file": [
          "opening.jpg is damaged or incomplete and cannot be opened as a picture: please choose another JPEG, PNG or WebP",
        ],
      },
    });
    expect(await stored()).toEqual(before);
  });

  it("refuses a JPEG cut off halfway through its image data, and a PNG without its pixels, as documents too", async () => {
    const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#a33" } })
      .jpeg()
      .toBuffer();
    const cut = await submit("gallery.pictures.0", jpeg.subarray(0, Math.floor(jpeg.length / 2)), "cut.jpg");
    expect(cut.status).toBe(422);
    expect(cut.json.errors?.["gallery.pictures.0.file"]?.[0]).toMatch(/^cut\.jpg is damaged or incomplete/);
    // A PNG's header and size, no IDAT: accepted by type and dimensions, not by its pixels.
    const png = makePng(20, 20);
    const headerOnly = Buffer.concat([png.subarray(0, 33), png.subarray(png.length - 12)]);
    const proof = await submit("proof.0", headerOnly, "scan.png");
    expect(proof.status).toBe(422);
    expect(proof.json.errors?.["proof.0.file"]?.[0]).toMatch(/^scan\.png is damaged or incomplete/);
  });

  it("refuses every damaged picture by name, keeping nothing: its thumbnail could never be made", async () => {
    const before = await stored();
    for (const [damage, bytes] of Object.entries(await damagedPictures())) {
      const { status, json } = await submit("gallery.pictures.0", bytes, "booth.jpg");
      expect(status, damage).toBe(422);
      expect(json.errors?.["gallery.pictures.0.file"]?.[0], damage).toMatch(/^booth\.jpg is damaged or incomplete/);
    }
    expect(await stored()).toEqual(before);
  });

  it("accepts real JPEG, PNG and WebP pictures", async () => {
    const base = sharp({ create: { width: 300, height: 200, channels: 3, background: "#3a6" } });
    for (const [name, bytes] of [
      ["photo.jpg", await base.clone().jpeg().toBuffer()],
      ["photo.png", await base.clone().png().toBuffer()],
      ["photo.webp", await base.clone().webp().toBuffer()],
    ] as const) {
      const { status, json } = await submit("gallery.pictures.0", bytes, name);
      expect(status, JSON.stringify(json)).toBe(200);
    }
  });

  it("refuses a zero-byte file", async () => {
    const before = await stored();
    const { status, json } = await submit("gallery.pictures.0", new Uint8Array(0), "placeholder.jpg");
    expect(status).toBe(422);
    expect(json.errors?.["gallery.pictures.0.file"]?.[0]).toMatch(/placeholder.jpg is not a valid file/);
    expect(await stored()).toEqual(before);
  });

  it("refuses a PDF where only images are allowed", async () => {
    const { status, json } = await submit("gallery.pictures.0", Buffer.from("%PDF-1.4\n%%EOF\n"), "scan.jpg");
    expect(status).toBe(422);
    expect(json.errors?.["gallery.pictures.0.file"]?.[0]).toMatch(/scan.jpg is not a valid file/);
  });

  it("refuses a file over the size limit with the spec's message, keeping nothing", async () => {
    const before = await stored();
    const big = makePng(800, 800, 3); // a little over 1 MB of pixels, deflated below it: pad it
    const padded = Buffer.concat([big, Buffer.alloc(1024 * 1024 + 10 - big.length, 0)]);
    const { status, json } = await submit("gallery.pictures.0", padded, "huge.png");
    expect(status).toBe(422);
    expect(json.errors).toEqual({ "gallery.pictures.0.file": ["huge.png is too large"] });
    expect(await stored()).toEqual(before);
  });

  it("refuses a submission over the total limit with 413, keeping nothing", async () => {
    const before = await stored();
    const form = exampleApplication({ edition: visitor.edition, artists: 1, artworksPerArtist: 3, galleryPictures: 1 });
    const chunk = (seed: number) => Buffer.concat([makePng(10, 10, seed), Buffer.alloc(900 * 1024, seed)]);
    const files = new Map<string, Blob>();
    for (const path of ["artists.0.artworks.0", "artists.0.artworks.1", "artists.0.artworks.2", "gallery.pictures.0"])
      files.set(path, blobOf(chunk(files.size + 1)));
    const { status, json } = await post("/application-submit", applicationFormData(form, { files }));
    expect(status).toBe(413);
    expect(json.message).toMatch(/too large/);
    expect(await stored()).toEqual(before);
  });

  it("keeps answering after all of the above", async () => {
    expect((await visitor.fetch("/application-ping")).status).toBe(200);
  });
});
