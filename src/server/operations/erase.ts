/**
 * Erasure of an application's personal data (a data subject's request, or the retention job):
 * names, contact details, biographies, texts, tax details, every file, the committee's discussion and
 * the members' private notes go; the row stays as
 * an anonymised record (edition, sector, choice, booth, counts, status, dates) with erased_at
 * set, and `erasures` records who erased it, when and why.
 *
 * Its emails go with its rows (the mail outbox is a table: a queued one is then never sent, by any
 * instance). Copies go too, once the transaction commits: the files in the store, their resized
 * pictures in the cache, the `.eml` files of its emails in this instance's DATA_DIR/outbox (without
 * SMTP_URL), and the old rows' text in SQLite's file and its write-ahead log (zeroed by
 * secure_delete, the log emptied). A copy already gone is not an error.
 */
import { randomUUID } from "node:crypto";
import { loadApplication } from "../applications/load.ts";
import { removePictureVariants } from "../ecosystem/picture-variants.ts";
import { removeMail } from "../mail/eml-files.ts";
import { outboxDir, pictureCacheDir } from "../store/data-dir.ts";
import { type Db, keyringOf } from "../store/database.ts";
import type { FileStore } from "../store/files.ts";
import { emptyWriteAheadLog } from "../store/write-ahead-log.ts";

/** The audit entry's reason when `npm run cli -- erase <id>` is given none. */
export const ERASED_WITHOUT_REASON = "Erased from the command line; no reason was given.";

/** Where an application's data is kept besides its rows: the file store, and DATA_DIR's outbox and picture cache. */
export interface DataPlaces {
  store: FileStore;
  dataDir: string;
}

export type EraseOutcome =
  /** `logEmptied` false: SQLite's write-ahead log still holds the old rows until the next erasure or start (write-ahead-log.ts). */
  | { outcome: "erased"; id: string; at: number; files: number; logEmptied: boolean }
  | { outcome: "unknown" }
  | { outcome: "already"; at: number };

/** The tables whose rows of an erased application are deleted; its own row stays, emptied. */
export const ERASED_TABLES = [
  "artists",
  "artworks",
  "gallery_pictures",
  "files",
  // A corrected application's earlier versions, and the files only they used.
  "application_versions",
  "retired_files",
  "application_search",
  "application_comments",
  "application_notes",
  "status_tokens",
  "letters",
  // Every email about it: the confirmation, status links, letters, queued or sent.
  "mail_outbox",
  // An erased gallery is on no plan.
  "booth_allocations",
  // Its page's earlier addresses: the page is gone.
  "gallery_addresses",
] as const;

export interface Eraser {
  email: string | null;
  via: "back-office" | "cli" | "retention";
}

export async function eraseApplication(
  db: Db,
  places: DataPlaces,
  id: string,
  reason: string,
  by: Eraser,
  now = Date.now(),
): Promise<EraseOutcome> {
  const result = await db
    .transaction()
    .execute(async (trx): Promise<EraseOutcome & { keys?: string[]; mails?: string[] }> => {
      const app = await trx
        .selectFrom("applications")
        .select(["id", "erased_at"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!app) return { outcome: "unknown" };
      if (app.erased_at !== null) return { outcome: "already", at: app.erased_at };
      const files = await trx
        .selectFrom("files")
        .select(["storage_key", "size"])
        .where("application_id", "=", id)
        .unionAll(trx.selectFrom("retired_files").select(["storage_key", "size"]).where("application_id", "=", id))
        .execute();
      const mails = await trx.selectFrom("mail_outbox").select("id").where("application_id", "=", id).execute();
      // Letters sent by an earlier version have no row in mail_outbox; their files are named after them.
      const letters = await trx.selectFrom("letters").select("id").where("application_id", "=", id).execute();
      // The committee's discussion and the members' private notes may quote the gallery: they go too.
      // Its status links stop working, and its decision letters (names, addresses) go with the rest.
      for (const table of ERASED_TABLES) await trx.deleteFrom(table).where("application_id", "=", id).execute();
      await trx
        .updateTable("applications")
        .set({
          pitch: "",
          concept: "",
          gallery_name: "",
          gallery_year_founded: 0,
          gallery_locations: "",
          gallery_founders: "",
          gallery_contact: "",
          gallery_email: "",
          gallery_website: "",
          gallery_social_media: "",
          gallery_highlights: "",
          gallery_fairs: "",
          gallery_sort: "",
          gallery_order: "",
          tax_company: "",
          tax_address: "",
          tax_country: "",
          tax_number: "",
          tax_contact: "",
          tax_email: "",
          tax_phone: "",
          slug: null,
          idempotency_key: null,
          change_key: null,
          erased_at: now,
        })
        .where("id", "=", id)
        .execute();
      await trx
        .insertInto("erasures")
        .values({
          id: randomUUID(),
          application_id: id,
          at: now,
          by_email: by.email,
          via: by.via,
          reason,
          file_count: files.length,
          file_bytes: files.reduce((n, f) => n + Number(f.size), 0),
        })
        .execute();
      return {
        outcome: "erased",
        id,
        at: now,
        files: files.length,
        logEmptied: false,
        keys: files.map((f) => f.storage_key),
        mails: [...new Set([...mails.map((m) => m.id), ...letters.map((l) => `letter-${l.id}`)])],
      };
    });
  if (result.outcome !== "erased") return result;
  for (const key of result.keys ?? []) {
    await places.store.delete(key);
    await removePictureVariants(pictureCacheDir(places.dataDir), key);
  }
  // The confirmation is named after the application, also when an earlier version wrote it.
  await removeMail(outboxDir(places.dataDir), id);
  for (const mail of result.mails ?? []) await removeMail(outboxDir(places.dataDir), mail);
  const logEmptied = await emptyWriteAheadLog(db);
  return { outcome: "erased", id: result.id, at: result.at, files: result.files, logEmptied };
}

/**
 * Everything held about a contact email address (the gallery's email or the tax email): for a
 * subject access request. The tax email is encrypted, so each row's is decrypted to compare.
 */
export async function personData(db: Db, email: string) {
  const wanted = email.trim().toLowerCase();
  const keyring = keyringOf(db);
  const rows = await db
    .selectFrom("applications")
    .select(["id", "gallery_email", "tax_email"])
    .where("erased_at", "is", null)
    .orderBy("submitted_at")
    .execute();
  const applications = [];
  for (const row of rows) {
    if (row.gallery_email.toLowerCase() !== wanted && keyring.decrypt(row.tax_email).toLowerCase() !== wanted) continue;
    const stored = await loadApplication(db, row.id);
    if (!stored) continue;
    applications.push({
      id: stored.id,
      status: stored.status,
      submitted_at: new Date(stored.submittedAt).toISOString(),
      form: stored.form,
      files: stored.files.map((f) => ({
        name: f.originalName,
        size: f.size,
        type: f.contentType,
        field: f.recordPath,
      })),
    });
  }
  return { email: wanted, applications };
}
