/**
 * The upload component in Chromium, on its scenario page (src/client/uploads/scenario.html, built by
 * `npx vite build`): picking, dropping, thumbnails, removal, the refusal messages, their clearing,
 * and what downscaling does to real images.
 */
import { createHash } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeContexts, seriousAccessibilityViolations, sharedChromium } from "../test-support/browser.ts";
import { makeExecutable, makePdf, makePng } from "../test-support/fixtures.ts";
import { type ScenarioServer, serveUploadsScenario } from "../test-support/uploads-scenario-server.ts";

const invalidMessage = (name: string) =>
  `${name} is not a valid file (note that uploading 'online only' files does not work)`;

let server: ScenarioServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await serveUploadsScenario();
  browser = await sharedChromium();
});
afterAll(async () => {
  await closeContexts(browser);
  await server?.close();
});
beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});

async function openScenario(query = "") {
  await page.goto(`${server.url}${query}`);
  await page.getByRole("heading", { name: "Upload fields" }).waitFor();
}

/** Opens the page with its clock stopped: timers fire only when the test moves time on. */
async function openScenarioWithStoppedClock(query = "") {
  const start = new Date("2027-03-01T09:00:00Z");
  await page.clock.install({ time: start });
  await openScenario(query);
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}

const field = (label: string) => page.getByLabel(label, { exact: true });
const fileList = (label: string) => page.getByRole("list", { name: `Files for ${label}` });
const errorText = (message: string) => page.getByText(message, { exact: true });

interface UploadedFileSummary {
  filename: string;
  size: number;
  type: string;
  sha256: string;
  /** The first 64 KB, base64: enough for the image header. */
  head: string;
  previewUrl?: string;
}

/** The files a field hands to the form, as the scenario page received them through onChange. */
function uploadedFiles(id: string): Promise<UploadedFileSummary[]> {
  return page.evaluate(async (fieldId) => {
    const files = window.uploadsScenario.files[fieldId] ?? [];
    return Promise.all(
      files.map(async (upload) => {
        const digest = await crypto.subtle.digest("SHA-256", await upload.file.arrayBuffer());
        const head = new Uint8Array(await upload.file.slice(0, 65_536).arrayBuffer());
        return {
          filename: upload.filename,
          size: upload.size,
          type: upload.file.type,
          sha256: Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join(""),
          head: btoa(Array.from(head, (b) => String.fromCharCode(b)).join("")),
          previewUrl: upload.previewUrl,
        };
      }),
    );
  }, id);
}

/** Waits until the field holds `count` files (images take a moment to downscale). */
async function waitForFiles(id: string, count: number): Promise<UploadedFileSummary[]> {
  await expect.poll(async () => (await uploadedFiles(id)).length, { timeout: 20_000 }).toBe(count);
  return uploadedFiles(id);
}

/** Bytes of a test image drawn in the page (base64 across the wire: a JSON array of bytes is slow). */
async function imageFromPage(
  image: { photo: { width: number; height: number; seed?: number; marked?: boolean } } | { noise: [number, number] },
): Promise<Buffer> {
  const base64 = await page.evaluate(async (image) => {
    const tools = window.uploadsScenario;
    const blob = "photo" in image ? await tools.makePhoto(image.photo) : await tools.makeNoisePng(...image.noise);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = "";
    for (let i = 0; i < bytes.length; i += 32_768) binary += String.fromCharCode(...bytes.subarray(i, i + 32_768));
    return btoa(binary);
  }, image);
  return Buffer.from(base64, "base64");
}

/** A photograph-like JPEG drawn by Chromium. */
const makePhoto = (width: number, height: number, options: { seed?: number; marked?: boolean } = {}) =>
  imageFromPage({ photo: { width, height, ...options } });

/** The same JPEG with an EXIF APP1 segment saying how the camera was held (orientation 1-8). */
function withExifOrientation(jpeg: Buffer, orientation: number): Buffer {
  // TIFF header (big-endian, first directory at 8), one entry: tag 0x0112 Orientation, SHORT, count 1.
  const tiff = Buffer.from([
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08,
    0x00,
    0x01,
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    orientation,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
  ]);
  const payload = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  const segment = Buffer.concat([Buffer.from([0xff, 0xe1]), length, payload]);
  // After SOI and the JFIF APP0 segment that Chromium's encoder writes first.
  const afterApp0 = jpeg[3] === 0xe0 ? 4 + jpeg.readUInt16BE(4) : 2;
  return Buffer.concat([jpeg.subarray(0, afterApp0), segment, jpeg.subarray(afterApp0)]);
}

/** Pixel size from the file's own header (PNG IHDR or JPEG start-of-frame), and whether it carries EXIF. */
function imageHeader(bytes: Buffer): { width: number; height: number; exif: boolean } {
  if (bytes.subarray(1, 4).toString("latin1") === "PNG") {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), exif: false };
  }
  let exif = false;
  for (let at = 2; at + 9 < bytes.length; ) {
    if (bytes[at] !== 0xff) throw new Error(`Not a JPEG segment at ${at}`);
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xe1 && bytes.subarray(at + 4, at + 8).toString("latin1") === "Exif") exif = true;
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isStartOfFrame) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7), exif };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw new Error("No image size found in the header");
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const png = (name: string, width = 300, height = 200, seed = 1) => ({
  name,
  mimeType: "image/png",
  buffer: makePng(width, height, seed),
});

/** Drops files on a field's zone as a browser does: a drop event carrying a DataTransfer. */
async function dropFiles(inputId: string, files: { name: string; type: string; bytes: Buffer }[]) {
  await page.evaluate(
    ({ inputId, files }) => {
      const zone = document.getElementById(inputId)?.parentElement;
      if (!zone) throw new Error(`No drop zone for ${inputId}`);
      const transfer = new DataTransfer();
      for (const file of files) {
        const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: file.type }));
      }
      for (const type of ["dragenter", "dragover", "drop"]) {
        zone.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
      }
    },
    { inputId, files: files.map(({ name, type, bytes }) => ({ name, type, base64: bytes.toString("base64") })) },
  );
}

describe("picking and removing", () => {
  it("shows each picked image with a thumbnail, its name and size, and announces it", async () => {
    await openScenario();
    await field("Artwork images").setInputFiles([png("night-garden.png"), png("harbour.png", 400, 300, 2)]);
    const list = fileList("Artwork images");
    await expect.poll(() => list.getByRole("listitem").count()).toBe(2);
    await expect.poll(() => page.getByText("Added night-garden.png and harbour.png.").count()).toBe(1);
    expect(await page.getByText("Added night-garden.png and harbour.png.").getAttribute("aria-live")).toBe("polite");

    const first = list.getByRole("listitem").first();
    expect(await first.textContent()).toMatch(/^night-garden\.png\d+ KBRemove night-garden\.png$/);
    // The thumbnail is a real decoded picture, not a broken image.
    const thumbnails = list.locator("img");
    await expect
      .poll(() => thumbnails.evaluateAll((images) => images.map((img) => (img as HTMLImageElement).naturalWidth)))
      .toEqual([300, 400]);
    expect(
      await page
        .getByText(/Images larger than 2000 × 2000 pixels/)
        .first()
        .isVisible(),
    ).toBe(true);
  });

  it("removes a file with its 'Remove <filename>' button, keeps focus in the list and frees the thumbnail", async () => {
    await openScenario();
    await field("Artwork images").setInputFiles([png("a.png"), png("b.png", 300, 200, 2)]);
    const [a] = await waitForFiles("artwork-images", 2);
    await page.getByRole("button", { name: "Remove a.png" }).click();

    expect((await waitForFiles("artwork-images", 1)).map((f) => f.filename)).toEqual(["b.png"]);
    expect(await fileList("Artwork images").getByText("a.png").count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Remove b.png");
    await expect.poll(() => page.getByText("Removed a.png.").count()).toBe(1);
    // The object URL of the removed thumbnail is revoked: the browser no longer serves it.
    const stillServed = await page.evaluate(
      (url) =>
        fetch(url ?? "").then(
          () => true,
          () => false,
        ),
      a?.previewUrl,
    );
    expect(stillServed).toBe(false);

    await page.getByRole("button", { name: "Remove b.png" }).click();
    await waitForFiles("artwork-images", 0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("artwork-images");
  });

  it("frees thumbnails when the field goes away and shows them again, files kept, when it comes back", async () => {
    await openScenario();
    await field("Artwork image").setInputFiles([png("kept.png", 320, 240)]);
    const [before] = await waitForFiles("artwork-image", 1);
    const served = (url?: string) =>
      page.evaluate(
        (u) =>
          fetch(u ?? "").then(
            () => true,
            () => false,
          ),
        url,
      );
    expect(await served(before?.previewUrl)).toBe(true);

    await page.getByLabel("Show the artwork image field").uncheck();
    expect(await served(before?.previewUrl)).toBe(false);
    await page.getByLabel("Show the artwork image field").check();
    const thumbnail = fileList("Artwork image").locator("img");
    await expect.poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(320);
    const [after] = await uploadedFiles("artwork-image");
    expect(after).toMatchObject({ filename: "kept.png", sha256: before?.sha256 });
    expect(after?.previewUrl).not.toBe(before?.previewUrl);
  });

  it("is reached with the keyboard, and allows several files only where the field takes several", async () => {
    await openScenario();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("artwork-images");
    expect(await field("Artwork images").getAttribute("multiple")).not.toBeNull();
    expect(await field("Artwork image").getAttribute("multiple")).toBeNull();
    const describedBy = (await field("Artwork images").getAttribute("aria-describedby")) ?? "";
    expect(await page.locator(`#${describedBy}`).textContent()).toBe(
      "JPEG, PNG or WebP, up to 3 files, at most 1 MB each. Images larger than 2000 × 2000 pixels are reduced to fit.",
    );
  });

  it("refuses files beyond the maximum count with a clear message and keeps the first ones", async () => {
    await openScenarioWithStoppedClock(); // the messages stay until the test has read them
    await field("Artwork images").setInputFiles(
      ["one", "two", "three", "four"].map((n, i) => png(`${n}.png`, 100, 100, i)),
    );
    await expect.poll(() => errorText("You can upload at most 3 files here: four.png was left out.").count()).toBe(1);
    expect((await waitForFiles("artwork-images", 3)).map((f) => f.filename)).toEqual([
      "one.png",
      "two.png",
      "three.png",
    ]);

    await field("Artwork images").setInputFiles([png("five.png")]);
    await expect.poll(() => errorText("You can upload at most 3 files here: five.png was left out.").count()).toBe(1);
    expect(await uploadedFiles("artwork-images")).toHaveLength(3);
  });

  it("replaces the file of a one-file field with a new pick", async () => {
    await openScenario();
    await field("Artwork image").setInputFiles([png("first.png")]);
    await waitForFiles("artwork-image", 1);
    await field("Artwork image").setInputFiles([png("second.png", 200, 100, 3)]);
    await expect
      .poll(async () => (await uploadedFiles("artwork-image")).map((f) => f.filename))
      .toEqual(["second.png"]);
    expect(await fileList("Artwork image").getByRole("listitem").count()).toBe(1);
  });

  it("accepts files dropped on the field", async () => {
    await openScenario();
    await dropFiles("proof-documents", [
      { name: "registration.pdf", type: "application/pdf", bytes: makePdf() },
      // Dropped files often come without a type; the bytes tell.
      { name: "scan.png", type: "", bytes: makePng(120, 80) },
    ]);
    const files = await waitForFiles("proof-documents", 2);
    expect(files.map((f) => [f.filename, f.type])).toEqual([
      ["registration.pdf", "application/pdf"],
      ["scan.png", "image/png"],
    ]);
    const list = fileList("Proof of registration");
    expect(await list.getByText("PDF", { exact: true }).count()).toBe(1);
    expect(await list.locator("img").count()).toBe(1);
  });
});

describe("refusals", () => {
  it("refuses too large, zero-byte and wrong-type files with the spec's exact words, and keeps the good ones", async () => {
    await openScenarioWithStoppedClock(); // the messages stay until the test has read them
    const noise = await imageFromPage({ noise: [1200, 800] }); // 2.7 MB: incompressible, within 2000 px
    await field("Artwork images").setInputFiles([
      { name: "noise.png", mimeType: "image/png", buffer: noise },
      { name: "empty.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(0) },
      { name: "statement.pdf", mimeType: "application/pdf", buffer: makePdf() },
      png("fine.png"),
    ]);
    await expect.poll(() => errorText("noise.png is too large").count(), { timeout: 20_000 }).toBe(1);
    expect(await errorText(invalidMessage("empty.jpg")).count()).toBe(1);
    expect(await errorText(invalidMessage("statement.pdf")).count()).toBe(1);
    expect((await waitForFiles("artwork-images", 1)).map((f) => f.filename)).toEqual(["fine.png"]);
    // Each message is read out with an "Error:" prefix and the input points at them.
    expect(await page.locator("#artwork-images-upload-errors").textContent()).toContain(
      "Error: noise.png is too large",
    );
    expect(await field("Artwork images").getAttribute("aria-describedby")).toContain("artwork-images-upload-errors");

    await field("Proof of registration").setInputFiles([
      { name: "portfolio.pdf", mimeType: "application/pdf", buffer: makePdf("Portfolio", 3 * 1024 * 1024) },
      { name: "cv.pdf", mimeType: "application/pdf", buffer: makeExecutable() },
    ]);
    await expect.poll(() => errorText("portfolio.pdf is too large").count()).toBe(1);
    expect(await errorText(invalidMessage("cv.pdf")).count()).toBe(1);
    expect(await uploadedFiles("proof-documents")).toEqual([]);
  });

  it("says on a second line why, under the spec's sentence: empty, the type and the allowed ones, the size and the limit", async () => {
    await openScenarioWithStoppedClock(); // the messages stay until the test has read them
    await field("Artwork images").setInputFiles([
      { name: "empty.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(0) },
      { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("A few words, and no picture at all.") },
      { name: "statement.pdf", mimeType: "application/pdf", buffer: makePdf() },
    ]);
    const errors = page.locator("#artwork-images-upload-errors .file-upload__error");
    await expect.poll(() => errors.count()).toBe(3);
    // The first line of each is the spec's sentence, word for word.
    for (const name of ["empty.jpg", "notes.txt", "statement.pdf"])
      expect(await errorText(invalidMessage(name)).count()).toBe(1);
    expect(await errors.locator(".file-upload__why").allInnerTexts()).toEqual([
      "The file is empty (0 bytes).",
      "It is not a JPEG, PNG or WebP file (judged by its content, not its name).",
      "It is a PDF; this field takes JPEG, PNG or WebP.",
    ]);
    // The reason stands on a line of its own.
    const [first, why] = await errors
      .first()
      .evaluate((p) =>
        [...p.querySelectorAll("span:not(.file-upload__visually-hidden)")].map((s) => s.getBoundingClientRect().top),
      );
    expect(why).toBeGreaterThan(first as number);

    await field("Proof of registration").setInputFiles([
      { name: "big.pdf", mimeType: "application/pdf", buffer: makePdf("Portfolio", 3 * 1024 * 1024) },
    ]);
    await expect.poll(() => errorText("big.pdf is too large").count()).toBe(1);
    expect(await page.locator("#proof-documents-upload-errors .file-upload__why").innerText()).toMatch(
      /^It is 3(\.\d)? MB; the limit is \d+(\.\d)? MB\.$/,
    );
    // axe waits on timers: let the page's clock run again.
    await page.clock.resume();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it("refuses an 'online only' file whose bytes cannot be read", async () => {
    await openScenarioWithStoppedClock();
    // A real unreadable file: one from the origin's private file system, changed on disk after it
    // was picked up, which Chromium then refuses to read (NotReadableError), as with a cloud placeholder.
    const readError = await page.evaluate(async () => {
      const root = await navigator.storage.getDirectory();
      const handle = await root.getFileHandle("in-the-cloud.jpg", { create: true });
      let writable = await handle.createWritable();
      await writable.write(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]));
      await writable.close();
      const placeholder = await handle.getFile();
      writable = await handle.createWritable();
      await writable.write(new Uint8Array([1, 2, 3]));
      await writable.close();
      const error = await placeholder
        .slice(0, 1)
        .arrayBuffer()
        .then(
          () => "",
          (e: Error) => e.name,
        );
      const transfer = new DataTransfer();
      transfer.items.add(placeholder);
      const zone = document.getElementById("artwork-images")?.parentElement;
      zone?.dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }));
      return error;
    });
    expect(readError).toBe("NotReadableError");
    await expect.poll(() => errorText(invalidMessage("in-the-cloud.jpg")).count()).toBe(1);
    expect(await uploadedFiles("artwork-images")).toEqual([]);
  });

  it("clears upload errors one by one, the first 5 s after they appear, then one every 300 ms", async () => {
    await openScenarioWithStoppedClock();
    await field("Proof of registration").setInputFiles(
      ["a.pdf", "b.pdf", "c.pdf"].map((name) => ({ name, mimeType: "application/pdf", buffer: Buffer.alloc(0) })),
    );
    // Each message's first line, the spec's sentence (its second says why).
    const shown = () =>
      page
        .locator("#proof-documents-upload-errors p")
        .evaluateAll((ps) => ps.map((p) => (p.textContent ?? "").replace(/ The file is empty \(0 bytes\)\.$/, "")));
    await expect.poll(async () => (await shown()).length).toBe(3);
    await page.clock.runFor(4999);
    expect(await shown()).toHaveLength(3);
    await page.clock.runFor(1);
    expect(await shown()).toEqual([`Error: ${invalidMessage("b.pdf")}`, `Error: ${invalidMessage("c.pdf")}`]);
    await page.clock.runFor(299);
    expect(await shown()).toHaveLength(2);
    await page.clock.runFor(1);
    expect(await shown()).toEqual([`Error: ${invalidMessage("c.pdf")}`]);
    await page.clock.runFor(300);
    expect(await shown()).toEqual([]);
  });
});

describe("downscaling", () => {
  it("fits a 6000×4000 photograph within 2000 px: longer side exactly 2000, aspect kept, still a JPEG", async () => {
    await openScenario();
    const photo = await makePhoto(6000, 4000);
    await field("Artwork image").setInputFiles([{ name: "studio.jpg", mimeType: "image/jpeg", buffer: photo }]);
    const [result] = await waitForFiles("artwork-image", 1);
    expect(result).toMatchObject({ filename: "studio.jpg", type: "image/jpeg" });
    expect(imageHeader(Buffer.from(result?.head ?? "", "base64"))).toEqual({ width: 2000, height: 1333, exif: false });
    expect(result?.size).toBeLessThan(photo.length / 4);
  });

  it("fits a 6000×4000 PNG within 2000 px too", async () => {
    await openScenario();
    await field("Artwork image").setInputFiles([png("plan.png", 6000, 4000)]);
    const [result] = await waitForFiles("artwork-image", 1);
    const header = imageHeader(Buffer.from(result?.head ?? "", "base64"));
    expect([header.width, header.height]).toEqual([2000, 1333]);
    expect(result?.filename).toBe(result?.type === "image/png" ? "plan.png" : "plan.jpg");
  });

  it("passes an image already within 2000 px through untouched, byte for byte", async () => {
    await openScenario();
    const photo = await makePhoto(1200, 800, { seed: 4 });
    await field("Artwork image").setInputFiles([{ name: "small.jpg", mimeType: "image/jpeg", buffer: photo }]);
    const [result] = await waitForFiles("artwork-image", 1);
    expect(result).toMatchObject({ filename: "small.jpg", size: photo.length, sha256: sha256(photo) });
  });

  it("respects EXIF orientation: a sideways-stored photo (orientation 6) comes out portrait, top up", async () => {
    await openScenario();
    // Stored 3000×1000 with red on top; orientation 6 means "turn 90° clockwise to view",
    // so the viewer sees 1000×3000 with red on the right.
    const stored = await makePhoto(3000, 1000, { marked: true });
    expect(imageHeader(stored)).toMatchObject({ width: 3000, height: 1000 });
    const sideways = withExifOrientation(stored, 6);
    await dropFiles("artwork-image", [{ name: "portrait.jpg", type: "image/jpeg", bytes: sideways }]);
    const [result] = await waitForFiles("artwork-image", 1);
    expect(imageHeader(Buffer.from(result?.head ?? "", "base64"))).toEqual({ width: 667, height: 2000, exif: false });

    const decoded = await page.evaluate(() => {
      const upload = window.uploadsScenario.files["artwork-image"]?.[0];
      return upload ? window.uploadsScenario.decodeImage(upload.file) : null;
    });
    const [leftRed, , leftBlue] = decoded?.left ?? [];
    const [rightRed, , rightBlue] = decoded?.right ?? [];
    expect(rightRed).toBeGreaterThan(200);
    expect(rightBlue).toBeLessThan(60);
    expect(leftBlue).toBeGreaterThan(200);
    expect(leftRed).toBeLessThan(60);
  });
});

describe("downscaling where the browser cannot use the worker", () => {
  it("falls back to a main-thread canvas where there is no OffscreenCanvas", async () => {
    await openScenario();
    const photo = await makePhoto(4000, 3000, { seed: 5 });
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, "OffscreenCanvas");
    });
    await openScenario();
    expect(await page.evaluate(() => typeof OffscreenCanvas)).toBe("undefined");
    await field("Artwork image").setInputFiles([{ name: "older-browser.jpg", mimeType: "image/jpeg", buffer: photo }]);
    const [result] = await waitForFiles("artwork-image", 1);
    expect(result).toMatchObject({ filename: "older-browser.jpg", type: "image/jpeg" });
    expect(imageHeader(Buffer.from(result?.head ?? "", "base64"))).toMatchObject({ width: 2000, height: 1500 });
  });

  it("finishes on the main thread when the worker script cannot be loaded", async () => {
    let workerRequests = 0;
    await page.route("**/downscale.worker*", (route) => {
      workerRequests++;
      return route.abort();
    });
    await openScenario();
    const photo = await makePhoto(3000, 3000, { seed: 6 });
    await field("Artwork image").setInputFiles([{ name: "blocked.jpg", mimeType: "image/jpeg", buffer: photo }]);
    const [result] = await waitForFiles("artwork-image", 1);
    expect(workerRequests).toBe(1);
    expect(imageHeader(Buffer.from(result?.head ?? "", "base64"))).toMatchObject({ width: 2000, height: 2000 });
  });
});

describe("accessibility", () => {
  it("has no serious or critical axe violations with files listed", async () => {
    await openScenario();
    await field("Artwork images").setInputFiles([png("a.png"), png("b.png", 200, 300, 2)]);
    await field("Proof of registration").setInputFiles([
      { name: "proof.pdf", mimeType: "application/pdf", buffer: makePdf() },
    ]);
    await waitForFiles("artwork-images", 2);
    await waitForFiles("proof-documents", 1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it("has no serious or critical axe violations with upload errors and form errors showing", async () => {
    await openScenarioWithStoppedClock("?errors"); // keeps the upload errors on screen while axe reads the page
    await field("Artwork images").setInputFiles([
      { name: "empty.png", mimeType: "image/png", buffer: Buffer.alloc(0) },
    ]);
    await expect.poll(() => errorText(invalidMessage("empty.png")).count()).toBe(1);
    const proof = field("Proof of registration");
    expect(await proof.getAttribute("aria-invalid")).toBe("true");
    expect((await proof.getAttribute("aria-describedby"))?.split(" ")).toContain("proof-documents-error");
    // axe needs timers of its own, so the clock runs again: its analysis of this small page takes
    // well under the 5 s after which the first upload error clears (checked just below).
    await page.clock.resume();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await errorText(invalidMessage("empty.png")).count()).toBe(1);
  });
});
