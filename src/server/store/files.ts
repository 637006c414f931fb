/** Where uploaded files live. A small interface so S3-compatible storage can stand in for the local disk. */
import { createReadStream } from "node:fs";
import { type FileHandle, open, readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { makePrivateDir, PRIVATE_FILE_MODE } from "./private-files.ts";

/**
 * Bytes gathered from the upload before one write to the file: a busboy chunk is about 64 KB, and
 * one system call per chunk cost more of the main thread than the copying it does.
 */
const WRITE_BATCH_BYTES = 1024 * 1024;
/** A client trickling tiny chunks still gets a write per this many, each a small object held until then. */
const WRITE_BATCH_CHUNKS = 256;

/**
 * A look at the whole file from a store that holds it in memory on its way anyway (S3: a picture goes
 * up in one request from one buffer), so that nobody else has to gather a second copy of it.
 */
export interface WholeFileCheck {
  /** Asked once the first part buffer is full: whether this file is to be held whole (a picture). */
  wanted(): boolean;
  /** The most bytes the file can have (the upload limit): the buffer it is held in. */
  upTo: number;
  /** Called with the file's bytes once they are all there; a rejection fails the write, nothing remains. */
  check(bytes: Buffer): Promise<void>;
}

/** What the writer knows of a file beside its bytes, for a store that can use it. */
export interface WriteAlong {
  /** For stores without localPath; a store with one leaves it alone (the caller reads the file). */
  whole?: WholeFileCheck;
  /**
   * The SHA-256 (hex) of every byte the source gave, asked once it has ended: a store whose writes
   * are signed over the body's hash (S3) need not hash the bytes a second time. A wrong one is refused
   * by the storage, which checks the body against it.
   */
  sha256?: () => string;
}

export interface FileStore {
  /** Streams `source` into a new object under `key`; on any error nothing remains under that key. */
  write(key: string, source: Readable, along?: WriteAlong): Promise<void>;
  read(key: string): Promise<Readable>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key, or those beginning with `prefix`. */
  keys(prefix?: string): AsyncIterable<string>;
  /** The object's file on this machine, for a reader that opens it itself; only a store on local disk has one. */
  localPath?(key: string): string;
}

/** Writes `source` to the open file in batches of WRITE_BATCH_BYTES, one batch written while the next gathers. */
async function writeInBatches(handle: FileHandle, source: AsyncIterable<Buffer>): Promise<void> {
  let batch: Buffer[] = [];
  let bytes = 0;
  let writing: Promise<unknown> = Promise.resolve();
  const flush = async () => {
    const full = batch;
    batch = [];
    bytes = 0;
    // Writes go one after another (each at the file's current end); the next batch gathers meanwhile.
    await writing;
    writing = handle.writev(full);
    // Handled here so a failure is not reported as unhandled while the next batch gathers; awaited below.
    writing.catch(() => {});
  };
  try {
    for await (const chunk of source) {
      batch.push(chunk);
      bytes += chunk.length;
      if (bytes >= WRITE_BATCH_BYTES || batch.length >= WRITE_BATCH_CHUNKS) await flush();
    }
    if (bytes > 0) await flush();
  } finally {
    // Settled before the caller closes the file, even when the source failed.
    await writing.catch(() => {});
  }
  await writing;
}

/** Makes the names in `folder` durable: a new file's own fsync does not cover its directory entry. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const KEY = /^[a-z0-9-]{16,64}$/;

/** Files under `<root>/<first two characters of key>/<key>`; names are generated, never the applicant's. */
export class LocalFileStore implements FileStore {
  private readonly root: string;
  /** Folders made by this store: made once, not asked for again at every file. */
  private readonly folders = new Set<string>();

  constructor(root: string) {
    this.root = root;
  }

  localPath(key: string): string {
    return this.pathOf(key);
  }

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(this.root, key.slice(0, 2), key);
  }

  /**
   * The file is created under its key and written in large batches, then fsynced with its folder:
   * it survives a power cut once this resolves. Until the database points to it, a file cut short by
   * a killed process is only a leftover of its batch, which the ledger's sweep removes
   * (store/pending-uploads.ts); on an error here it is removed at once.
   */
  async write(key: string, source: Readable): Promise<void> {
    const file = this.pathOf(key);
    const folder = path.dirname(file);
    const handle = await this.create(file, folder);
    let written = false;
    try {
      await writeInBatches(handle, source);
      await handle.datasync();
      written = true;
    } finally {
      await handle.close().catch(() => {});
      if (!written) await rm(file, { force: true });
    }
    await syncFolder(folder);
  }

  /** A new file, owner-only; its folder is made the first time (or again, should it have been removed). */
  private async create(file: string, folder: string): Promise<FileHandle> {
    if (!this.folders.has(folder)) {
      await makePrivateDir(folder);
      this.folders.add(folder);
    }
    try {
      return await open(file, "wx", PRIVATE_FILE_MODE);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      await makePrivateDir(folder);
      return await open(file, "wx", PRIVATE_FILE_MODE);
    }
  }

  async read(key: string): Promise<Readable> {
    const stream = createReadStream(this.pathOf(key));
    await new Promise<void>((resolve, reject) => {
      stream.once("open", () => resolve());
      stream.once("error", reject);
    });
    return stream;
  }

  async delete(key: string): Promise<void> {
    // Versions before 2026-11 wrote to `<key>.partial` and renamed it: a write they left cut short is that file.
    await Promise.all([rm(this.pathOf(key), { force: true }), rm(`${this.pathOf(key)}.partial`, { force: true })]);
  }

  async *keys(prefix = ""): AsyncIterable<string> {
    let folders: string[];
    try {
      // Keys sharing their first two characters share a folder.
      folders = prefix.length >= 2 ? [prefix.slice(0, 2)] : await readdir(this.root);
    } catch {
      return;
    }
    for (const folder of folders) {
      let names: string[];
      try {
        names = await readdir(path.join(this.root, folder));
      } catch {
        continue;
      }
      for (const name of names) {
        const key = name.replace(/\.partial$/, "");
        if (key.startsWith(prefix)) yield key;
      }
    }
  }
}
