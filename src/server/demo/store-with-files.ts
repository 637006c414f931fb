/**
 * Stores a form with the bytes of each of its file records the way a submission does (files in
 * the store under generated keys, types judged by their bytes, rows through insertApplication),
 * without HTTP: for the demo, tests and benchmarks. Files written before a failure are removed.
 */
import { createHash, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { fileTypeFromBuffer } from "file-type";
import type { ApplicationForm, FileRecord } from "../../shared/application.ts";
import { dotted, fileRecords } from "../../shared/wire.ts";
import { insertApplication } from "../applications/insert.ts";
import type { StoredFile } from "../applications/stored-file.ts";
import type { Db } from "../store/database.ts";
import type { FileStore } from "../store/files.ts";

/** Returns the new application's id. Each record's size is set to its bytes' length. */
export async function storeWithFiles(
  db: Db,
  store: FileStore,
  form: ApplicationForm,
  bytesOf: (recordPath: string, record: FileRecord, index: number) => Buffer,
  options: { now?: number } = {},
): Promise<string> {
  const files: StoredFile[] = [];
  try {
    for (const [i, { path, record }] of fileRecords(form).entries()) {
      const recordPath = dotted(path);
      const bytes = bytesOf(recordPath, record, i);
      record.size = bytes.length;
      const storageKey = randomUUID();
      await store.write(storageKey, Readable.from([bytes]));
      files.push({
        recordPath,
        originalName: record.filename,
        size: bytes.length,
        contentType: (await fileTypeFromBuffer(bytes))?.mime ?? "application/octet-stream",
        sha256: createHash("sha256").update(bytes).digest("hex"),
        storageKey,
      });
    }
    return await insertApplication(db, form, files, options.now === undefined ? {} : { now: options.now });
  } catch (error) {
    await Promise.all(files.map((f) => store.delete(f.storageKey)));
    throw error;
  }
}
