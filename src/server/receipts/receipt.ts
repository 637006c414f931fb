/** The receipt of a stored application: from what was just stored, or read back for a retry or the receipt page. */
import type { ApplicationForm } from "../../shared/application.ts";
import { type Receipt, referenceOf } from "../../shared/receipt.ts";
import type { StoredFile } from "../applications/stored-file.ts";
import type { Db } from "../store/database.ts";

export function receiptOf(
  id: string,
  form: ApplicationForm,
  files: StoredFile[],
  receivedAt: number,
  timeZone: string,
): Receipt {
  return {
    id,
    reference: referenceOf(id),
    gallery: form.gallery.name,
    choice: form.choice,
    artists: form.artists.length,
    artworks: form.artists.reduce((n, a) => n + a.artworks.length, 0),
    files: files.length,
    bytes: files.reduce((n, f) => n + f.size, 0),
    received_at: new Date(receivedAt).toISOString(),
    time_zone: timeZone,
  };
}

/** The receipt of an application and the idempotency key it was stored with (which names its session). */
export async function loadReceipt(
  db: Db,
  id: string,
): Promise<{ receipt: Receipt; idempotencyKey: string | null } | undefined> {
  const row = await db
    .selectFrom("applications")
    .leftJoin("editions", "editions.slug", "applications.edition")
    .select([
      "applications.id",
      "applications.gallery_name",
      "applications.choice",
      "applications.artist_count",
      "applications.artwork_count",
      "applications.submitted_at",
      "applications.idempotency_key",
      "editions.time_zone",
    ])
    .where("applications.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const files = await db
    .selectFrom("files")
    .select([db.fn.countAll().as("n"), db.fn.sum("size").as("bytes")])
    .where("application_id", "=", id)
    .executeTakeFirstOrThrow();
  return {
    idempotencyKey: row.idempotency_key,
    receipt: {
      id: row.id,
      reference: referenceOf(row.id),
      gallery: row.gallery_name,
      choice: row.choice,
      artists: Number(row.artist_count),
      artworks: Number(row.artwork_count),
      files: Number(files.n),
      bytes: Number(files.bytes ?? 0),
      received_at: new Date(Number(row.submitted_at)).toISOString(),
      time_zone: row.time_zone ?? "UTC",
    },
  };
}
