/**
 * A correction before the deadline: the application keeps its id and takes a new version, in one
 * transaction. The earlier version's form goes to `application_versions` (without the encrypted tax
 * details), the files it no longer uses to `retired_files` (they stay until erasure), and the new
 * texts and files replace the current ones. Reviews keep the version they were written against.
 */
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { ApplicationForm } from "../../shared/application.ts";
import { dotted, fileRecords } from "../../shared/wire.ts";
import { closedToChanges } from "../policy/applicant.ts";
import type { Db } from "../store/database.ts";
import type { UploadBatch } from "../store/pending-uploads.ts";
import type { Database } from "../store/schema.ts";
import { applicationColumns, fileRowsOf, inChunks, insertContents, takeOffLedger } from "./insert.ts";
import type { StoredApplication } from "./load.ts";
import { lockApplications } from "./lock.ts";
import type { StoredFile } from "./stored-file.ts";
import { SECRET_TAX_FIELDS } from "./tax-secrets.ts";
import type { VersionContent } from "./version-diff.ts";

/** The application changed (another correction, an erasure) between loading it and storing this one. */
export class CorrectionConflictError extends Error {}

/** A decision or a withdrawal was recorded between loading the application and storing this change. */
export class CorrectionClosedError extends Error {
  readonly reason: "withdrawn" | "decided";

  constructor(reason: "withdrawn" | "decided") {
    super(`The application was ${reason} meanwhile.`);
    this.reason = reason;
  }
}

/** A version's texts and files as `application_versions` keeps them: never the tax secrets. */
export function versionContent(application: Pick<StoredApplication, "form" | "files">): VersionContent {
  const tax = { ...application.form.tax };
  for (const field of SECRET_TAX_FIELDS) tax[field] = "";
  return {
    form: { ...application.form, tax },
    files: application.files.map((f) => ({
      id: f.id,
      record_path: f.recordPath,
      original_name: f.originalName,
      size: f.size,
      content_type: f.contentType,
    })),
  };
}

/** The stored form of an earlier version, with the tax secrets the change that replaced it altered (not their values). */
function versionSnapshot(current: StoredApplication, secretsChanged: readonly string[]): string {
  const { form, files } = versionContent(current);
  const { number: _number, email: _email, phone: _phone, ...tax } = form.tax;
  return JSON.stringify({ form: { ...form, tax }, files, secrets_changed: secretsChanged });
}

/** What a stored change was: the version it made, and the content before and after (for its emails). */
export interface StoredChange {
  version: number;
  /** When it was stored (the version's `changed_at`). */
  at: number;
  before: VersionContent;
  after: VersionContent;
  secretsChanged: string[];
}

export async function correctApplication(
  db: Db,
  current: StoredApplication,
  form: ApplicationForm,
  files: StoredFile[],
  /** Record path → id of a file of `current` the new version keeps there. */
  kept: ReadonlyMap<string, string>,
  /**
   * `key`: the correction's Idempotency-Key, kept so that the same correction sent again is recognised.
   * `alsoWrite`: what must be stored with the change or not at all (its emails), in its transaction.
   */
  options: {
    now?: number;
    batch?: UploadBatch;
    key?: string | undefined;
    alsoWrite?: (trx: Transaction<Database>, change: StoredChange) => Promise<void>;
  } = {},
): Promise<number> {
  const now = options.now ?? Date.now();
  const id = current.id;
  const byId = new Map(current.files.map((f) => [f.id, f]));
  const names = new Map(fileRecords(form).map(({ path, record }) => [dotted(path), record.filename]));
  const keptFiles = [...kept].map(([recordPath, fileId]) => {
    const file = byId.get(fileId);
    if (!file) throw new CorrectionConflictError(`The file ${fileId} is not one of the application's.`);
    return { ...file, recordPath, originalName: names.get(recordPath) || file.originalName };
  });
  // Ids given here, not by the insert: the change's emails name what it added.
  const added = files.map((f) => ({ ...f, id: randomUUID() }));
  const keptIds = new Set(kept.values());
  const secretsChanged = SECRET_TAX_FIELDS.filter((f) => current.form.tax[f] !== form.tax[f]);
  const retired = current.files.filter((f) => !keptIds.has(f.id));
  const version = current.version + 1;
  await db.transaction().execute(async (trx) => {
    await lockApplications(trx, [id]);
    const row = await trx
      .selectFrom("applications")
      .select(["version", "erased_at", "status"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row || row.erased_at !== null || Number(row.version) !== current.version)
      throw new CorrectionConflictError("The application changed meanwhile.");
    const closed = closedToChanges(row.status);
    if (closed) throw new CorrectionClosedError(closed);
    await trx
      .insertInto("application_versions")
      .values({
        application_id: id,
        version: current.version,
        form: versionSnapshot(current, secretsChanged),
        submitted_at: current.changedAt ?? current.submittedAt,
        replaced_at: now,
      })
      .execute();
    await trx
      .updateTable("applications")
      .set({ ...applicationColumns(db, form), version, changed_at: now, change_key: options.key ?? null })
      .where("id", "=", id)
      .execute();
    for (const table of ["artists", "artworks", "gallery_pictures", "application_search", "files"] as const)
      await trx.deleteFrom(table).where("application_id", "=", id).execute();
    await insertContents(trx, id, form);
    await inChunks(
      fileRowsOf(id, retired).map((row) => ({ ...row, last_version: current.version })),
      (rows) => trx.insertInto("retired_files").values(rows).execute(),
    );
    await inChunks(fileRowsOf(id, [...keptFiles, ...added]), (rows) => trx.insertInto("files").values(rows).execute());
    if (options.batch) await takeOffLedger(trx, options.batch);
    await options.alsoWrite?.(trx, {
      version,
      at: now,
      before: versionContent(current),
      after: versionContent({ form, files: [...keptFiles, ...added] }),
      secretsChanged,
    });
  });
  return version;
}
