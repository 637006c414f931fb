/**
 * One application as the back office reads it: the form's shape (snake_case, as the spec names
 * it), each file record with its id, detected type and address. Tax details are for admins only:
 * for a reviewer the key is not there at all.
 */

import type { StoredFileFields } from "../../shared/api/applications.ts";
import type { ApplicationForm } from "../../shared/application.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import { seesTaxDetails } from "../policy/staff.ts";
import type { Db } from "../store/database.ts";
import type { StaffRole } from "../store/schema.ts";
import { type LoadedFile, loadApplication } from "./load.ts";

/** The only types a browser may show inline; everything else is downloaded. */
export const INLINE_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

export const fileUrl = (id: string) => `/admin/files/${id}`;
export const thumbnailUrl = (id: string) => `/admin/files/${id}/thumbnail`;
export const screenUrl = (id: string) => `/admin/files/${id}/screen`;

/** What every file record gains for staff: the back office reads it as shared/api's StoredFileFields. */
export type StaffFileFields = StoredFileFields;

export type ApplicationForStaff = Omit<ApplicationForm, "tax"> & {
  tax?: ApplicationForm["tax"];
  id: string;
  status: string;
  submitted_at: string;
  /** 1 as first sent; each correction by the gallery before the deadline adds one. */
  version: number;
  /** When the latest correction was stored (null: never changed). */
  changed_at: string | null;
  /** Set once accepted: the public page is /ecosystem/<slug>. */
  slug: string | null;
  /** The language it was sent in (`en`, `de`, … `zh`): its status page and emails speak it. */
  language: Language;
};

function recordAt(form: ApplicationForm, recordPath: string): object | undefined {
  let value: unknown = form;
  for (const key of recordPath.split(".")) {
    if (value === null || typeof value !== "object" || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value !== null && typeof value === "object" ? value : undefined;
}

function fileFields(file: LoadedFile | undefined): StaffFileFields {
  if (!file) return { id: null, type: null, url: null };
  return {
    id: file.id,
    type: file.contentType,
    url: fileUrl(file.id),
    ...(INLINE_TYPES.has(file.contentType)
      ? { thumbnail_url: thumbnailUrl(file.id), screen_url: screenUrl(file.id) }
      : {}),
    ...(file.activeContent ? { active_content: true as const } : {}),
  };
}

export async function applicationForStaff(
  db: Db,
  id: string,
  role: StaffRole,
): Promise<ApplicationForStaff | undefined> {
  const stored = await loadApplication(db, id);
  if (!stored) return undefined;
  const form = stored.form;
  // Artworks without an image keep their empty record, with nulls where a file would be named.
  for (const artist of form.artists)
    for (const artwork of artist.artworks) Object.assign(artwork, fileFields(undefined));
  // Each stored file names its record by its dotted path: reached directly, not by walking the
  // schema over 2,500 artworks (5 ms of a 50 × 50 application's answer).
  for (const file of stored.files) {
    const record = recordAt(form, file.recordPath);
    if (record) Object.assign(record, fileFields(file));
  }
  const { tax, ...rest } = form;
  return {
    id: stored.id,
    ...rest,
    ...(seesTaxDetails({ role }) ? { tax } : {}),
    status: stored.status,
    submitted_at: new Date(stored.submittedAt).toISOString(),
    version: stored.version,
    changed_at: stored.changedAt === null ? null : new Date(stored.changedAt).toISOString(),
    slug: stored.slug,
    language: stored.language,
  };
}

/**
 * A stored file by its id, as the back office serves it: one the application has now, or one an
 * earlier version had (kept until erasure, so that staff can open what a change replaced).
 */
export async function findFileForStaff(
  db: Db,
  fileId: string,
): Promise<{ storageKey: string; filename: string; type: string; size: number } | undefined> {
  const columns = ["storage_key", "original_name", "content_type", "size"] as const;
  const row =
    (await db.selectFrom("files").select(columns).where("id", "=", fileId).executeTakeFirst()) ??
    (await db.selectFrom("retired_files").select(columns).where("id", "=", fileId).executeTakeFirst());
  return (
    row && { storageKey: row.storage_key, filename: row.original_name, type: row.content_type, size: Number(row.size) }
  );
}

/** The application a file belongs to, now or in an earlier version; undefined for an unknown file. */
export async function applicationOfFile(db: Db, fileId: string): Promise<string | undefined> {
  const row =
    (await db.selectFrom("files").select("application_id").where("id", "=", fileId).executeTakeFirst()) ??
    (await db.selectFrom("retired_files").select("application_id").where("id", "=", fileId).executeTakeFirst());
  return row?.application_id;
}
