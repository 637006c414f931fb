/**
 * Resized copies of stored gallery pictures: a list size and a page size, made once with sharp
 * and kept in a cache directory. The originals stay untouched in the file store; the cache is
 * disposable (deleting it only costs regeneration) and never mixes with applicants' files.
 */
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createReadStream, fstatSync, type ReadStream } from "node:fs";
import { readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import type Sharp from "sharp";
import type { FileStore } from "../store/files.ts";
import { makePrivateDir, writePrivateFile } from "../store/private-files.ts";
// The upload's own limit: every picture accepted can be resized (a lower one here made thumbnails fail).
import { MAX_IMAGE_PIXELS } from "../upload/inspect-file.ts";

/**
 * Widths in CSS pixels' worth of image: a card in the list, and the dialog on a large screen; the
 * back office's viewer bounds both sides instead, so a tall picture fits a screen too.
 */
export const PICTURE_WIDTHS = { list: 480, page: 1600, screen: 1600 } as const;
export type PictureSize = keyof typeof PICTURE_WIDTHS;
const BOUNDS_BOTH_SIDES: ReadonlySet<PictureSize> = new Set(["screen"]);
/**
 * WebP where the bytes matter most (the public pages, the lists), a baseline JPEG for the viewer's
 * screen-sized picture: Chromium decodes one of 1600 px in 25 ms against a WebP's 75 ms and more,
 * and a grainy photograph is no larger as a JPEG. That decoding was most of the time from a click
 * or a key to the picture shown.
 */
const FORMATS = {
  list: { type: "image/webp", extension: "webp" },
  page: { type: "image/webp", extension: "webp" },
  screen: { type: "image/jpeg", extension: "jpg" },
} as const satisfies Record<PictureSize, { type: string; extension: string }>;
export const pictureContentType = (size: PictureSize): string => FORMATS[size].type;

/** Bumped when the way variants are made changes, so old ones are not served again. */
const CACHE_VERSION = "v1";
/** sharp holds a whole decoded picture in memory; two at a time keeps a small machine responsive. */
const MAX_CONCURRENT = 2;
const STORAGE_KEY = /^[a-z0-9-]{16,64}$/;
/** A screen-sized WebP made before they became JPEGs is not matched, so it is made again. */
const VARIANT_FILE = /^(list|page|screen)-(\d+)x(\d+)\.(webp|jpg)$/;

export interface PictureVariant {
  file: string;
  width: number;
  height: number;
}

/**
 * Removes every resized copy of the stored picture `storageKey`, of every cache version: erasure's
 * part here. A process that made one still remembers its place, but serves pictures only for file
 * rows, and erasure removes the rows first.
 */
export async function removePictureVariants(cacheRoot: string, storageKey: string): Promise<void> {
  if (!STORAGE_KEY.test(storageKey)) throw new Error(`Invalid storage key: ${storageKey}`);
  const versions = (await readdir(cacheRoot).catch(() => [] as string[])).filter((n) => n.startsWith("pictures-"));
  for (const version of versions)
    await rm(path.join(cacheRoot, version, storageKey.slice(0, 2), storageKey), { recursive: true, force: true });
}

export class PictureVariants {
  private readonly root: string;
  private readonly known = new Map<string, PictureVariant>();
  private readonly pending = new Map<string, Promise<PictureVariant>>();
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  private readonly store: FileStore;

  constructor(store: FileStore, cacheRoot: string) {
    this.store = store;
    this.root = path.join(cacheRoot, `pictures-${CACHE_VERSION}`);
  }

  /** The variant of the stored picture `storageKey`, made now if it was not made before. */
  async get(storageKey: string, size: PictureSize): Promise<PictureVariant> {
    if (!STORAGE_KEY.test(storageKey)) throw new Error(`Invalid storage key: ${storageKey}`);
    const id = `${storageKey}/${size}`;
    const known = this.known.get(id);
    if (known) return known;
    let pending = this.pending.get(id);
    if (!pending) {
      pending = this.findOrMake(storageKey, size).finally(() => this.pending.delete(id));
      this.pending.set(id, pending);
    }
    const variant = await pending;
    this.known.set(id, variant);
    return variant;
  }

  /** The variant's bytes to send; made again if the cache lost its file while this process ran. */
  async open(
    storageKey: string,
    size: PictureSize,
  ): Promise<{ variant: PictureVariant; stream: ReadStream; bytes: number }> {
    for (let attempt = 1; ; attempt++) {
      const variant = await this.get(storageKey, size);
      const stream = createReadStream(variant.file);
      try {
        const [fd] = (await once(stream, "open")) as [number];
        return { variant, stream, bytes: fstatSync(fd).size };
      } catch (error) {
        if (attempt > 1 || (error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        this.known.delete(`${storageKey}/${size}`);
      }
    }
  }

  private folderOf(storageKey: string): string {
    return path.join(this.root, storageKey.slice(0, 2), storageKey);
  }

  private async findOrMake(storageKey: string, size: PictureSize): Promise<PictureVariant> {
    const folder = this.folderOf(storageKey);
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names) {
      const match = VARIANT_FILE.exec(name);
      if (match?.[1] === size && match[4] === FORMATS[size].extension)
        return { file: path.join(folder, name), width: Number(match[2]), height: Number(match[3]) };
    }
    return this.limited(() => this.make(storageKey, size, folder));
  }

  private async make(storageKey: string, size: PictureSize, folder: string): Promise<PictureVariant> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.store.read(storageKey)) chunks.push(chunk as Buffer);
    // Loaded on first use: sharp costs about 30 MB of memory that the application form never needs.
    const sharp: typeof Sharp = (await import("sharp")).default;
    const resized = sharp(Buffer.concat(chunks), { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate() // honours the camera's EXIF orientation before the metadata is dropped
      .resize({
        width: PICTURE_WIDTHS[size],
        ...(BOUNDS_BOTH_SIDES.has(size) ? { height: PICTURE_WIDTHS[size], fit: "inside" as const } : {}),
        withoutEnlargement: true,
      });
    const encoded =
      FORMATS[size].extension === "jpg"
        ? resized.jpeg({ quality: 80, progressive: false })
        : resized.webp({ quality: 80 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    await makePrivateDir(folder);
    const file = path.join(folder, `${size}-${info.width}x${info.height}.${FORMATS[size].extension}`);
    // Written aside and renamed, so another process never reads half a picture.
    const partial = `${file}.${randomBytes(6).toString("hex")}.partial`;
    try {
      await writePrivateFile(partial, data, { durable: false });
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { file, width: info.width, height: info.height };
  }

  private async limited<T>(job: () => Promise<T>): Promise<T> {
    // A finished job hands its slot straight to the next waiter, so the count never overshoots.
    if (this.running >= MAX_CONCURRENT) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
