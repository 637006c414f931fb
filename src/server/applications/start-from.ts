/**
 * An application started from an earlier one on its status page (`X-Start-From: <its token>` on the
 * submit): its stored files may be kept by id instead of uploaded again, and are copied under the new
 * submission's keys, so each application owns its files (erasing one leaves the other's whole).
 */

import type { ApplicationForm } from "../../shared/application.ts";
import { dotted, fileRecords } from "../../shared/wire.ts";
import { applicationOfToken } from "../status-page/tokens.ts";
import type { Db } from "../store/database.ts";
import type { FileStore } from "../store/files.ts";
import type { UploadBatch } from "../store/pending-uploads.ts";
import { loadApplication, type StoredApplication } from "./load.ts";
import type { StoredFile } from "./stored-file.ts";

/** The application the header's token opens; null when the header is absent, undefined when it opens none. */
export async function startedFrom(db: Db, header: unknown): Promise<StoredApplication | null | undefined> {
  if (header === undefined) return null;
  if (typeof header !== "string") return undefined;
  const id = await applicationOfToken(db, header);
  return id ? await loadApplication(db, id) : undefined;
}

/** Copies each kept file of `earlier` under the batch's next key, into `into` as it goes (so a failure discards them). */
export async function copyKeptFiles(
  store: FileStore,
  batch: UploadBatch,
  earlier: StoredApplication,
  form: ApplicationForm,
  kept: ReadonlyMap<string, string>,
  into: StoredFile[],
): Promise<void> {
  const byId = new Map(earlier.files.map((f) => [f.id, f]));
  const names = new Map(fileRecords(form).map(({ path, record }) => [dotted(path), record.filename]));
  for (const [recordPath, fileId] of kept) {
    const file = byId.get(fileId);
    if (!file) continue;
    const storageKey = batch.nextKey();
    await store.write(storageKey, await store.read(file.storageKey));
    into.push({
      recordPath,
      originalName: names.get(recordPath) || file.originalName,
      size: file.size,
      contentType: file.contentType,
      sha256: file.sha256,
      storageKey,
      ...(file.activeContent ? { activeContent: true } : {}),
    });
  }
}
