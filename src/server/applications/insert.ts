/** Stores a received application and its files' records in one transaction. */
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { ApplicationForm } from "../../shared/application.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../shared/i18n/languages.ts";
import { parseYear } from "../../shared/rules.ts";
import { issueApplicationFee } from "../billing/application-fee.ts";
import { newStatusToken, saveStatusToken } from "../status-page/tokens.ts";
import { type Db, keyringOf } from "../store/database.ts";
import { BatchSweptError, UploadBatch } from "../store/pending-uploads.ts";
import type { Database } from "../store/schema.ts";
import { galleryOrderKey } from "./name-order.ts";
import { writeSearchDocument } from "./search-index.ts";
import { gallerySortKey, searchableApplication, searchDocument } from "./search-text.ts";
import type { StoredFile } from "./stored-file.ts";
import { encryptTax } from "./tax-secrets.ts";

const yearOrNull = (value: string) => parseYear(value);

/** Inserts in batches so a 2,500-artwork application stays under SQLite's bound-parameter limit. */
async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 100) await insert(rows.slice(i, i + 100));
}

export async function insertApplication(
  db: Db,
  form: ApplicationForm,
  files: StoredFile[],
  options: {
    now?: number;
    idempotencyKey?: string;
    batch?: UploadBatch;
    /** The token of the status link the confirmation carries; without one, a token nobody knows (a link is asked for at /status). */
    statusToken?: string;
    /** What else the submission writes, in its transaction (the confirmation email): all of it is stored, or nothing. */
    alsoWrite?: (trx: Transaction<Database>, id: string) => Promise<void>;
    /** The language it is sent in: its confirmation, status page and later emails speak it (English when not given). */
    language?: Language;
  } = {},
): Promise<string> {
  const now = options.now ?? Date.now();
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("applications")
      .values({
        id,
        ...applicationColumns(db, form),
        submitted_at: now,
        idempotency_key: options.idempotencyKey ?? null,
        language: options.language ?? DEFAULT_LANGUAGE,
      })
      .execute();
    await saveStatusToken(trx, id, options.statusToken ?? newStatusToken(), now);
    await insertContents(trx, id, form);
    await inChunks(fileRowsOf(id, files), (rows) => trx.insertInto("files").values(rows).execute());
    // The application fee's invoice, when the edition charges one: stored with the application or not at all.
    await issueApplicationFee(trx, db, { id, form }, now);
    if (options.batch) await takeOffLedger(trx, options.batch);
    await options.alsoWrite?.(trx, id);
  });
  return id;
}

/** The application's own columns that its form decides (not its id, dates, status or key). */
export function applicationColumns(db: Db, form: ApplicationForm) {
  const { proposal, gallery, tax } = form;
  return {
    edition: form.edition,
    choice: form.choice,
    sector: form.sector,
    booth: proposal.booth,
    pitch: proposal.pitch,
    mentorship: proposal.mentorship ? 1 : 0,
    concept: proposal.concept,
    gallery_name: gallery.name,
    gallery_year_founded: yearOrNull(gallery.year_founded) ?? 0,
    gallery_locations: gallery.locations,
    gallery_founders: gallery.founders,
    gallery_contact: gallery.contact,
    gallery_email: gallery.email,
    gallery_website: gallery.website,
    gallery_social_media: gallery.social_media,
    gallery_highlights: gallery.highlights,
    gallery_fairs: gallery.fairs,
    tax_company: tax.company,
    tax_address: tax.address,
    tax_country: tax.country,
    tax_contact: tax.contact,
    ...encryptTax(keyringOf(db), tax),
    artist_count: form.artists.length,
    artwork_count: form.artists.reduce((n, a) => n + a.artworks.length, 0),
    gallery_sort: gallerySortKey(gallery.name),
    gallery_order: galleryOrderKey(gallery.name),
  };
}

/** The rows below the application: its search document, artists, artworks and gallery pictures. */
export async function insertContents(trx: Transaction<Database>, id: string, form: ApplicationForm): Promise<void> {
  await writeSearchDocument(trx, id, searchDocument(searchableApplication(form)));
  const artists = form.artists.map((a, position) => ({
    application_id: id,
    position,
    first_name: a.first_name,
    last_name: a.last_name,
    nationality: a.nationality,
    born: yearOrNull(a.born),
    bio: a.bio,
  }));
  const artworks = form.artists.flatMap((a, artist_position) =>
    a.artworks.map((w, position) => ({
      application_id: id,
      artist_position,
      position,
      title: w.title,
      meta: w.meta,
      presented: w.presented,
    })),
  );
  const pictures = form.gallery.pictures.map((p, position) => ({
    application_id: id,
    position,
    exhibition_title: p.exhibition_title,
    artists: p.artists,
    year: yearOrNull(p.year) ?? 0,
  }));
  await inChunks(artists, (rows) => trx.insertInto("artists").values(rows).execute());
  await inChunks(artworks, (rows) => trx.insertInto("artworks").values(rows).execute());
  await inChunks(pictures, (rows) => trx.insertInto("gallery_pictures").values(rows).execute());
}

export function fileRowsOf(applicationId: string, files: (StoredFile & { id?: string })[]) {
  return files.map((f) => ({
    id: f.id ?? randomUUID(),
    application_id: applicationId,
    record_path: f.recordPath,
    original_name: f.originalName,
    size: f.size,
    content_type: f.contentType,
    sha256: f.sha256,
    storage_key: f.storageKey,
    active_content: f.activeContent ? 1 : 0,
  }));
}

export { inChunks };

/** The batch's files now belong to a committed application: off the ledger of pending uploads. */
export async function takeOffLedger(trx: Transaction<Database>, batch: UploadBatch): Promise<void> {
  const { id: batchId, owner } = batch;
  const off = await trx
    .deleteFrom("pending_uploads")
    .where("storage_key", "=", batchId)
    .where((eb) => (owner === null ? eb("owner", "is", null) : eb("owner", "=", owner)))
    .executeTakeFirst();
  // Not ours any more: a sweep took the batch, and its files may be gone.
  if (Number(off.numDeletedRows) !== 1) throw new BatchSweptError(`The upload batch ${batchId} was swept.`);
}

/**
 * Notes a submission's batch of files in the ledger of pending uploads before its body is read,
 * unless an application with this idempotency key is stored already (a retry: undefined). One
 * statement for both, so a submit costs the database no more than the issue's budget.
 */
export async function beginSubmission(
  db: Db,
  idempotencyKey: string | undefined,
  now = Date.now(),
  batch = new UploadBatch(),
): Promise<UploadBatch | undefined> {
  const earlier = db
    .selectFrom("applications")
    .select("id")
    .where("idempotency_key", "=", idempotencyKey ?? "");
  const row = await db
    .insertInto("pending_uploads")
    .columns(["storage_key", "created_at", "owner"])
    .expression(
      db
        .selectNoFrom((eb) => [
          eb.val(batch.id).as("storage_key"),
          eb.val(now).as("created_at"),
          eb.val(batch.owner).as("owner"),
        ])
        .$if(idempotencyKey !== undefined, (q) => q.where((eb) => eb.not(eb.exists(earlier)))),
    )
    .returning("storage_key")
    .executeTakeFirst();
  return row ? batch : undefined;
}

/** The earlier result of a submission sent again with the same idempotency key. */
export async function findByIdempotencyKey(db: Db, key: string): Promise<{ id: string; gallery: string } | undefined> {
  const row = await db
    .selectFrom("applications")
    .select(["id", "gallery_name"])
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
  return row && { id: row.id, gallery: row.gallery_name };
}
