/** Where uploaded files live. A small interface so S3-compatible storage can stand in for the local disk. */
import { createReadStream, createWriteStream } from "node:fs";
import { readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { makePrivateDir, PRIVATE_FILE_MODE } from "./private-files.ts";

export interface FileStore {
  /** Streams `source` into a new object under `key`; on any error nothing remains under that key. */
  write(key: string, source: Readable): Promise<void>;
  read(key: string): Promise<Readable>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key, or those beginning with `prefix`. */
  keys(prefix?: string): AsyncIterable<string>;
  /** The object's file on this machine, for a reader that opens it itself; only a store on local disk has one. */
  localPath?(key: string): string;
}

const KEY = /^[a-z0-9-]{16,64}$/;

/** Files under `<root>/<first two characters of key>/<key>`; names are generated, never the applicant's. */
export class LocalFileStore implements FileStore {
  private readonly root: string;

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

  async write(key: string, source: Readable): Promise<void> {
    const final = this.pathOf(key);
    const partial = `${final}.partial`;
    await makePrivateDir(path.dirname(final));
    try {
      // flush: fsync before close, so a file the database points to survives a power cut.
      await pipeline(source, createWriteStream(partial, { flags: "wx", flush: true, mode: PRIVATE_FILE_MODE }));
      await rename(partial, final);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
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
    // A write cut short by a killed process leaves only its `.partial` file.
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
