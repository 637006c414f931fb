/** Stores a received application and its files' records in one transaction. */
import { randomUUID } from "node:crypto";
import type { ApplicationForm } from "../../shared/application.ts";
import { parseYear } from "../../shared/rules.ts";
import { newStatusToken, saveStatusToken } from "../status-page/tokens.ts";
import { type Db, keyringOf } from "../store/database.ts";
import { BatchSweptError, UploadBatch } from "../store/pending-uploads.ts";
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
  } = {},
): Promise<string> {
  const now = options.now ?? Date.now();
  const id = randomUUID();
  const { proposal, gallery, tax } = form;
  const secret = encryptTax(keyringOf(db), tax);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("applications")
      .values({
        id,
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
        tax_contact: tax.contact,
        ...secret,
        submitted_at: now,
        idempotency_key: options.idempotencyKey ?? null,
        artist_count: form.artists.length,
        artwork_count: form.artists.reduce((n, a) => n + a.artworks.length, 0),
        gallery_sort: gallerySortKey(gallery.name),
      })
      .execute();
    await writeSearchDocument(trx, id, searchDocument(searchableApplication(form)));
    await saveStatusToken(trx, id, options.statusToken ?? newStatusToken(), now);
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
    const pictures = gallery.pictures.map((p, position) => ({
      application_id: id,
      position,
      exhibition_title: p.exhibition_title,
      artists: p.artists,
      year: yearOrNull(p.year) ?? 0,
    }));
    const fileRows = files.map((f) => ({
      id: randomUUID(),
      application_id: id,
      record_path: f.recordPath,
      original_name: f.originalName,
      size: f.size,
      content_type: f.contentType,
      sha256: f.sha256,
      storage_key: f.storageKey,
      active_content: f.activeContent ? 1 : 0,
    }));
    await inChunks(artists, (rows) => trx.insertInto("artists").values(rows).execute());
    await inChunks(artworks, (rows) => trx.insertInto("artworks").values(rows).execute());
    await inChunks(pictures, (rows) => trx.insertInto("gallery_pictures").values(rows).execute());
    await inChunks(fileRows, (rows) => trx.insertInto("files").values(rows).execute());
    // The files now belong to a committed application: off the ledger of pending uploads.
    if (options.batch) {
      const { id: batchId, owner } = options.batch;
      const off = await trx
        .deleteFrom("pending_uploads")
        .where("storage_key", "=", batchId)
        .where((eb) => (owner === null ? eb("owner", "is", null) : eb("owner", "=", owner)))
        .executeTakeFirst();
      // Not ours any more: a sweep took the batch, and its files may be gone.
      if (Number(off.numDeletedRows) !== 1) throw new BatchSweptError(`The upload batch ${batchId} was swept.`);
    }
  });
  return id;
}

/**
 * Notes a submission's batch of files in the ledger of pending uploads before its body is read,
 * unless an application with this idempotency key is stored already (a retry: undefined). One
 * statement for both, so a submit costs the database no more than the budget.
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
