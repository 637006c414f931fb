import { mkdtemp, readdir, rename, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makePng } from "../../../test-support/fixtures.ts";
import { LocalFileStore } from "../store/files.ts";
import { PictureVariants } from "./picture-variants.ts";

/** The real local store, counting how often an original is read: each read is one resizing. */
class CountingStore extends LocalFileStore {
  reads = 0;
  override read(key: string) {
    this.reads++;
    return super.read(key);
  }
}

let dir: string;
let store: CountingStore;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "picture-variants-"));
  store = new CountingStore(path.join(dir, "files"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const KEY = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
const webpFiles = async () =>
  (await readdir(path.join(dir, "cache"), { recursive: true })).filter((f) => /\.webp/.test(f));

describe("picture variants", () => {
  it("are made once, even when many requests ask at the same time, and found again after a restart", async () => {
    await store.write(KEY, Readable.from([makePng(1200, 900, 3)]));
    const variants = new PictureVariants(store, path.join(dir, "cache"));
    const answers = await Promise.all(Array.from({ length: 8 }, () => variants.get(KEY, "list")));
    expect(new Set(answers.map((a) => a.file)).size).toBe(1);
    expect(answers[0]).toMatchObject({ width: 480, height: 360 });
    expect(store.reads).toBe(1);
    expect(await webpFiles()).toHaveLength(1);
    const made = (await stat(answers[0]?.file as string)).mtimeMs;

    const afterRestart = await new PictureVariants(store, path.join(dir, "cache")).get(KEY, "list");
    expect(afterRestart).toEqual(answers[0]);
    expect(store.reads).toBe(1);
    expect((await stat(afterRestart.file)).mtimeMs).toBe(made);
    expect(await sharp(afterRestart.file).metadata()).toMatchObject({ format: "webp", width: 480, height: 360 });
  });

  it("are made again when the cache lost them", async () => {
    await store.write(KEY, Readable.from([makePng(800, 400, 4)]));
    const variants = new PictureVariants(store, path.join(dir, "cache"));
    const first = await variants.get(KEY, "page");
    await rm(path.join(dir, "cache"), { recursive: true });
    const { variant, stream, bytes } = await variants.open(KEY, "page");
    stream.destroy();
    expect(variant).toMatchObject({ width: 800, height: 400, file: first.file });
    expect(bytes).toBeGreaterThan(0);
  });

  it("fit the screen size within 1600 px on the longest side, a tall picture too, and never enlarge", async () => {
    const TALL = "1a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
    const SMALL = "2a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
    await store.write(TALL, Readable.from([makePng(1000, 2400, 5)]));
    await store.write(SMALL, Readable.from([makePng(700, 500, 6)]));
    const variants = new PictureVariants(store, path.join(dir, "cache"));
    const tall = await variants.get(TALL, "screen");
    expect(tall).toMatchObject({ width: 667, height: 1600 });
    expect(await sharp(tall.file).metadata()).toMatchObject({ format: "jpeg", width: 667, height: 1600 });
    expect(await variants.get(SMALL, "screen")).toMatchObject({ width: 700, height: 500 });
    // Beside the list size of the same picture, each found again by its own name.
    const list = await variants.get(TALL, "list");
    expect(list.file).not.toBe(tall.file);
    expect(await new PictureVariants(store, path.join(dir, "cache")).get(TALL, "screen")).toEqual(tall);
  });

  it("make a screen-sized WebP of an earlier version again as a JPEG instead of serving it", async () => {
    await store.write(KEY, Readable.from([makePng(800, 400, 7)]));
    const cache = path.join(dir, "cache");
    const made = await new PictureVariants(store, cache).get(KEY, "screen");
    const earlier = path.join(path.dirname(made.file), "screen-800x400.webp");
    await rename(made.file, earlier);
    const again = await new PictureVariants(store, cache).get(KEY, "screen");
    expect(again.file).not.toBe(earlier);
    expect(await sharp(again.file).metadata()).toMatchObject({ format: "jpeg", width: 800, height: 400 });
  });

  it("refuse a stored file that is not a picture, leaving nothing behind", async () => {
    await store.write(KEY, Readable.from([Buffer.from("%PDF-1.4 not a picture")]));
    const variants = new PictureVariants(store, path.join(dir, "cache"));
    await expect(variants.get(KEY, "list")).rejects.toThrow();
    await expect(readdir(path.join(dir, "cache"), { recursive: true }).catch(() => [])).resolves.toEqual([]);
  });
});
