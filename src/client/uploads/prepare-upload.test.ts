import { describe, expect, it } from "vitest";
import { makeExecutable, makePdf, makePng } from "../../../test-support/fixtures.ts";
import { MEGABYTE } from "../../shared/limits.ts";
import type { downscaleImage } from "./downscale-image.ts";
import { prepareCandidate, screenFiles } from "./prepare-upload.ts";

const fileOf = (bytes: Uint8Array, name: string) => new File([new Uint8Array(bytes)], name);
const png = (name: string, padding = 0) =>
  new File([new Uint8Array(makePng(4, 3)), new Uint8Array(padding)], name, { type: "image/png" });

describe("screenFiles", () => {
  it("refuses zero-byte files, wrong types and files beyond the count, keeping the rest in order", async () => {
    const picked = [
      png("one.png"),
      new File([], "empty.png"),
      fileOf(makeExecutable(), "virus.png"),
      png("two.png"),
      png("three.png"),
    ];
    const { candidates, problems } = await screenFiles(picked, () => 1, { kind: "image", maxCount: 3 });
    expect(candidates.map((c) => c.file.name)).toEqual(["one.png", "two.png"]);
    expect(problems).toEqual([
      "empty.png is not a valid file (note that uploading 'online only' files does not work)\nThe file is empty (0 bytes).",
      "virus.png is not a valid file (note that uploading 'online only' files does not work)\nIt is not a JPEG, PNG or WebP file (judged by its content, not its name).",
      "You can upload at most 3 files here: three.png was left out.",
    ]);
  });

  it("refuses a document over the size limit at once, but leaves images to be measured after downscaling", async () => {
    const bigPdf = fileOf(makePdf("Proof", 2 * MEGABYTE), "proof.pdf");
    const bigPng = png("studio.png", 2 * MEGABYTE);
    const { candidates, problems } = await screenFiles([bigPdf, bigPng], () => 0, {
      kind: "document",
      maxSize: MEGABYTE,
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^proof\.pdf is too large\nIt is 2(\.\d)? MB; the limit is 1 MB\.$/);
    expect(candidates.map((c) => [c.file.name, c.type])).toEqual([["studio.png", "image/png"]]);
  });

  it("does not count refused files against the limit", async () => {
    const picked = [new File([], "empty.png"), png("a.png")];
    const { candidates, problems } = await screenFiles(picked, () => 0, { kind: "image", maxCount: 1 });
    expect(candidates.map((c) => c.file.name)).toEqual(["a.png"]);
    expect(problems).toHaveLength(1);
  });
});

describe("prepareCandidate", () => {
  // Stand-ins for the browser's decoder, which Node does not have; the real one runs in e2e/uploads.test.ts.
  const shrinksTo =
    (bytes: number): typeof downscaleImage =>
    async (file) => ({
      outcome: "scaled",
      file: new File([new Uint8Array(bytes)], file.name.replace(/\.png$/, ".jpg"), { type: "image/jpeg" }),
      width: 2000,
      height: 1333,
    });
  const cannotDecode: typeof downscaleImage = async () => ({ outcome: "undecodable" });

  it("measures an image after downscaling: a large photo that shrinks under the limit is accepted", async () => {
    const prepared = await prepareCandidate(
      { file: png("big.png", 3 * MEGABYTE), type: "image/png" },
      { kind: "image", maxSize: MEGABYTE },
      shrinksTo(MEGABYTE - 1),
    );
    expect(prepared.ok && [prepared.file.name, prepared.file.size]).toEqual(["big.jpg", MEGABYTE - 1]);
  });

  it("names the original file when the downscaled image is still too large", async () => {
    const prepared = await prepareCandidate(
      { file: png("noise.png", 3 * MEGABYTE), type: "image/png" },
      { kind: "image", maxSize: MEGABYTE },
      shrinksTo(MEGABYTE + 1),
    );
    // The size is the one that would be sent, after downscaling.
    expect(prepared).toEqual({ ok: false, message: "noise.png is too large\nIt is just over the limit of 1 MB." });
  });

  it("refuses an image the browser cannot decode as damaged, in the server's words", async () => {
    const prepared = await prepareCandidate(
      { file: png("broken.png"), type: "image/png" },
      { kind: "image" },
      cannotDecode,
    );
    expect(prepared).toEqual({
      ok: false,
      message:
        "broken.png is damaged or incomplete and cannot be opened as a picture: please choose another JPEG, PNG or WebP",
    });
  });

  it("passes a document through untouched", async () => {
    const pdf = new File([new Uint8Array(makePdf())], "proof.pdf", { type: "application/pdf" });
    const prepared = await prepareCandidate({ file: pdf, type: "application/pdf" }, { kind: "document" }, cannotDecode);
    expect(prepared.ok && prepared.file).toBe(pdf);
  });

  it("labels a file with the type its bytes showed, keeping its name and bytes", async () => {
    const bytes = new Uint8Array(makePdf());
    const untyped = new File([bytes], "proof", { lastModified: 1_700_000_000_000 });
    const prepared = await prepareCandidate(
      { file: untyped, type: "application/pdf" },
      { kind: "document" },
      cannotDecode,
    );
    if (!prepared.ok) throw new Error(prepared.message);
    expect([prepared.file.name, prepared.file.type, prepared.file.lastModified]).toEqual([
      "proof",
      "application/pdf",
      1_700_000_000_000,
    ]);
    expect(new Uint8Array(await prepared.file.arrayBuffer())).toEqual(bytes);
  });
});
