import { openAsBlob, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeExecutable, makePdf, makePng } from "../../../test-support/fixtures.ts";
import { MEGABYTE } from "../../shared/limits.ts";
import { checkFile, sizeProblem, splitByCount } from "./check-file.ts";

const fileOf = (bytes: Uint8Array, name: string, type = "") => new File([new Uint8Array(bytes)], name, { type });
/** The spec's sentence, then on a second line why. */
const invalid = (name: string, why: string) => ({
  ok: false,
  message: `${name} is not a valid file (note that uploading 'online only' files does not work)\n${why}`,
});
const NOT_AN_IMAGE = "It is not a JPEG, PNG or WebP file (judged by its content, not its name).";

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "uploads-check-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("checkFile", () => {
  it("accepts images and PDFs by their first bytes", async () => {
    expect(await checkFile(fileOf(makePng(4, 3), "painting.png", "image/png"), "image")).toEqual({
      ok: true,
      type: "image/png",
    });
    expect(await checkFile(fileOf(makePdf(), "proof.pdf", "application/pdf"), "document")).toEqual({
      ok: true,
      type: "application/pdf",
    });
    expect(await checkFile(fileOf(makePng(4, 3), "scan.png"), "document")).toEqual({ ok: true, type: "image/png" });
  });

  it("refuses a zero-byte file", async () => {
    expect(await checkFile(new File([], "empty.jpg", { type: "image/jpeg" }), "image")).toEqual(
      invalid("empty.jpg", "The file is empty (0 bytes)."),
    );
  });

  it("refuses an 'online only' placeholder whose bytes cannot be read", async () => {
    // A real unreadable file: its bytes on disk changed after it was picked, so reading it fails,
    // as reading a cloud placeholder does.
    const onDisk = path.join(dir, "in-the-cloud.png");
    writeFileSync(onDisk, makePng(4, 3));
    const picked = new File([await openAsBlob(onDisk)], "in-the-cloud.png", { type: "image/png" });
    writeFileSync(onDisk, makePng(8, 8));
    await expect(picked.slice(0, 1).arrayBuffer()).rejects.toThrow();
    expect(await checkFile(picked, "image")).toEqual(
      invalid("in-the-cloud.png", "The file could not be read: it may be stored online only, not on this device."),
    );
  });

  it("refuses types outside the field's kind, whatever the name and declared type say", async () => {
    expect(await checkFile(fileOf(makePdf(), "proof.pdf", "application/pdf"), "image")).toEqual(
      invalid("proof.pdf", "It is a PDF; this field takes JPEG, PNG or WebP."),
    );
    expect(await checkFile(fileOf(makeExecutable(), "photo.jpg", "image/jpeg"), "image")).toEqual(
      invalid("photo.jpg", NOT_AN_IMAGE),
    );
    expect(await checkFile(fileOf(makeExecutable(), "cv.pdf", "application/pdf"), "document")).toEqual(
      invalid("cv.pdf", "It is not a PDF, JPEG, PNG or WebP file (judged by its content, not its name)."),
    );
    expect(await checkFile(fileOf(new TextEncoder().encode("GIF89a......"), "anim.gif"), "image")).toEqual(
      invalid("anim.gif", NOT_AN_IMAGE),
    );
  });
});

describe("sizeProblem", () => {
  it("names a file over the limit as too large, and lets one at the limit through", () => {
    expect(sizeProblem({ name: "big.pdf", size: MEGABYTE + 1 }, MEGABYTE)).toBe(
      "big.pdf is too large\nIt is just over the limit of 1 MB.",
    );
    expect(sizeProblem({ name: "scan.pdf", size: 12.4 * MEGABYTE }, 10 * MEGABYTE)).toBe(
      "scan.pdf is too large\nIt is 12 MB; the limit is 10 MB.",
    );
    expect(sizeProblem({ name: "fits.pdf", size: MEGABYTE }, MEGABYTE)).toBeNull();
  });

  it("has no opinion when the caller set no limit", () => {
    expect(sizeProblem({ name: "huge.pdf", size: 10_000 * MEGABYTE }, undefined)).toBeNull();
  });
});

describe("splitByCount", () => {
  it("keeps files in order until the field is full and refuses the rest with the limit in words", () => {
    expect(splitByCount(["a", "b", "c", "d"], 1, 3)).toEqual({
      accepted: ["a", "b"],
      refused: ["c", "d"],
      message: "You can upload at most 3 files here.",
    });
  });

  it("refuses everything when the field is already full, and says so in the singular for one", () => {
    expect(splitByCount(["a"], 1, 1)).toEqual({
      accepted: [],
      refused: ["a"],
      message: "You can upload at most 1 file here.",
    });
  });

  it("accepts all without a limit, or within it", () => {
    expect(splitByCount(["a", "b"], 40, undefined)).toEqual({ accepted: ["a", "b"], refused: [], message: null });
    expect(splitByCount(["a", "b"], 1, 3)).toEqual({ accepted: ["a", "b"], refused: [], message: null });
  });
});
