/**
 * Stored applications for back-office tests and benchmarks, written the way a submission writes
 * them (files in the store, rows through insertApplication), without going through HTTP.
 */
import { createHash, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { App } from "../src/server/app.ts";
import { insertApplication } from "../src/server/applications/insert.ts";
import type { StoredFile } from "../src/server/applications/stored-file.ts";
import type { ApplicationForm } from "../src/shared/application.ts";
import { filesForForm } from "./fixtures.ts";

/** Stores the form with generated file bytes (PNG, or PDF for names ending .pdf); returns its id and the bytes by record path. */
export async function storeApplication(
  app: Pick<App, "db" | "store">,
  form: ApplicationForm,
  options: { now?: number } = {},
): Promise<{ id: string; files: Map<string, Buffer> }> {
  const blobs = filesForForm(form);
  const files: StoredFile[] = [];
  const bytesByPath = new Map<string, Buffer>();
  for (const [recordPath, blob] of blobs) {
    const bytes = Buffer.from(await blob.arrayBuffer());
    const storageKey = randomUUID();
    await app.store.write(storageKey, Readable.from([bytes]));
    const name = recordName(form, recordPath.split("."));
    files.push({
      recordPath,
      originalName: name,
      size: bytes.length,
      contentType: name.endsWith(".pdf") ? "application/pdf" : "image/png",
      sha256: createHash("sha256").update(bytes).digest("hex"),
      storageKey,
    });
    bytesByPath.set(recordPath, bytes);
  }
  const id = await insertApplication(app.db, form, files, options.now === undefined ? {} : { now: options.now });
  return { id, files: bytesByPath };
}

/** The file name of the record at a dotted path of the form. */
function recordName(form: ApplicationForm, path: string[]): string {
  let value: unknown = form;
  for (const key of path) value = (value as Record<string, unknown>)[key];
  return (value as { filename: string }).filename;
}
