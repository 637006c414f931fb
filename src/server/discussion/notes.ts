/**
 * A member's private note on an application: read and written by her alone, in the back office and
 * in her own exports; nobody else's answer ever holds it, an admin's neither.
 */
import { MAX_NOTE_LENGTH } from "../../shared/discussion.ts";
import { readsPrivateNoteSql } from "../policy/reviews.ts";
import type { Viewer } from "../policy/staff.ts";
import type { Db } from "../store/database.ts";
import { RequestError } from "../web/request-error.ts";

export interface NoteJson {
  text: string;
  /** Milliseconds since the epoch; null when she has no note on it. */
  updated_at: number | null;
}

const exists = async (db: Db, id: string) =>
  (await db.selectFrom("applications").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;

/** GET …/note: her own; undefined for an unknown application. */
export async function noteOf(db: Db, applicationId: string, viewer: Viewer): Promise<NoteJson | undefined> {
  const [known, note] = await Promise.all([
    exists(db, applicationId),
    db
      .selectFrom("application_notes")
      .select(["text", "updated_at"])
      .where("application_id", "=", applicationId)
      .where(readsPrivateNoteSql(viewer))
      .executeTakeFirst(),
  ]);
  if (!known) return undefined;
  return note ? { text: note.text, updated_at: Number(note.updated_at) } : { text: "", updated_at: null };
}

/** PUT …/note {"text"}: empty text deletes the note. Undefined for an unknown application. */
export async function putNote(
  db: Db,
  applicationId: string,
  staffId: string,
  body: { text?: unknown },
  now = Date.now(),
): Promise<NoteJson | undefined> {
  const given = body.text === null ? "" : body.text;
  if (typeof given !== "string") throw new RequestError(422, "text must be the note as text (empty deletes it).");
  const text = given.trim();
  if (text.length > MAX_NOTE_LENGTH)
    throw new RequestError(422, `text may have at most ${MAX_NOTE_LENGTH.toLocaleString("en")} characters.`);
  if (!(await exists(db, applicationId))) return undefined;
  if (text === "") {
    await db
      .deleteFrom("application_notes")
      .where("application_id", "=", applicationId)
      .where("staff_id", "=", staffId)
      .execute();
    return { text: "", updated_at: null };
  }
  await db
    .insertInto("application_notes")
    .values({ application_id: applicationId, staff_id: staffId, text, updated_at: now })
    .onConflict((oc) => oc.columns(["application_id", "staff_id"]).doUpdateSet({ text, updated_at: now }))
    .execute();
  return { text, updated_at: now };
}

/** The member's own notes on these applications, for her exports. */
export async function notesOf(db: Db, viewer: Viewer, ids: readonly string[]): Promise<Map<string, string>> {
  const notes = new Map<string, string>();
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .selectFrom("application_notes")
      .select(["application_id", "text"])
      .where(readsPrivateNoteSql(viewer))
      .where("application_id", "in", ids.slice(start, start + 500))
      .execute();
    for (const row of rows) notes.set(row.application_id, row.text);
  }
  return notes;
}
