/**
 * A real file store whose writes begin late, as a busy disk or a distant bucket does: while it
 * waits, the upload's stream backs up into the multipart parser, which then holds parts it has
 * read but not yet handed over. Everything else is the wrapped store's own.
 */
import type { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import type { FileStore } from "../src/server/store/files.ts";

export function slowedWrites(store: FileStore, delayMs: () => number): FileStore {
  return {
    async write(key: string, source: Readable) {
      await sleep(delayMs());
      return store.write(key, source);
    },
    read: (key) => store.read(key),
    delete: (key) => store.delete(key),
    keys: (prefix) => store.keys(prefix),
  };
}
