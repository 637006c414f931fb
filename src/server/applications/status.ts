/**
 * Status changes of applications: the one code path for the back office (single and bulk) and the
 * command line. Every change is appended to `status_changes`; accepting gives the gallery a stable
 * slug (kept when it leaves `accepted`, so a re-accept keeps its address) and puts it on /ecosystem.
 *
 * Concurrency: the transaction first locks the rows it will change (lock.ts) before anything is
 * read. Two admins changing the same status therefore run one after the other, and the second sees
 * the first's result.
 */

import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { slugCandidates } from "../../shared/slug.ts";
import {
  ACCEPTED,
  canTransition,
  isStatus,
  MAX_NOTE_LENGTH,
  STATUS_LABELS,
  type Status,
} from "../../shared/statuses.ts";
import { freeBoothInTransaction } from "../booths/allocations.ts";
import type { Db } from "../store/database.ts";
import type { Database } from "../store/schema.ts";
import { RequestError } from "../web/request-error.ts";
import { type Actor, COMMAND_LINE } from "./actor.ts";
import { lockApplications } from "./lock.ts";

/**
 * How long the member who made a change may take it back. The back office offers Undo for 8 seconds;
 * the server allows more, so a slow connection does not turn a timely Undo into a refusal.
 */
export const UNDO_WINDOW_MS = 60_000;

export interface ChangeOptions {
  /**
   * Take back the latest change: allowed only to the member who made it, within UNDO_WINDOW_MS, while
   * it is still the latest entry, and then whatever the transitions say (accepted → submitted).
   */
  undo?: boolean;
}

export class StatusChangeError extends RequestError {
  constructor(status: 404 | 409 | 422, message: string, ids: string[] = []) {
    super(status, message, undefined, { ids });
  }
}

export interface ChangedApplication {
  id: string;
  galleryName: string;
  edition: string;
  from: string;
  status: string;
  slug: string | null;
}

export interface StatusChangeResult {
  updated: ChangedApplication[];
  unchanged: ChangedApplication[];
}

/** Checks the request's status and note; throws a 422 StatusChangeError. */
export function readStatusRequest(status: unknown, note: unknown): { status: Status; note: string | null } {
  if (!isStatus(status))
    throw new StatusChangeError(422, `status must be one of ${Object.keys(STATUS_LABELS).join(", ")}.`);
  if (note !== undefined && note !== null && typeof note !== "string")
    throw new StatusChangeError(422, "note must be text.");
  const clean = typeof note === "string" ? note.trim() : "";
  if (clean.length > MAX_NOTE_LENGTH)
    throw new StatusChangeError(422, `The note may have at most ${MAX_NOTE_LENGTH} characters.`);
  return { status, note: clean || null };
}

/** All or nothing: unknown ids → 404, a transition not allowed for any of them → 409, naming the ids. */
export async function changeStatus(
  db: Db,
  ids: readonly string[],
  to: Status,
  actor: Actor,
  note: string | null,
  now = Date.now(),
  options: ChangeOptions = {},
): Promise<StatusChangeResult> {
  const unique = [...new Set(ids)].sort();
  if (unique.length === 0) return { updated: [], unchanged: [] };
  return db.transaction().execute(async (trx) => {
    await lockApplications(trx, unique);
    const rows = await trx
      .selectFrom("applications")
      .select(["id", "gallery_name", "edition", "status", "slug"])
      .where("id", "in", unique)
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const unknown = unique.filter((id) => !byId.has(id));
    if (unknown.length > 0)
      throw new StatusChangeError(404, `There is no application with the id ${unknown.join(", ")}.`, unknown);
    if (options.undo) {
      const late = [];
      for (const row of rows) if (!(await undoable(trx, row, to, actor, now))) late.push(row.id);
      if (late.length > 0)
        throw new StatusChangeError(
          409,
          "This change can no longer be undone: it is too old, or someone changed the status since.",
          late,
        );
    }
    const refused = options.undo ? [] : rows.filter((r) => !(isStatus(r.status) && canTransition(r.status, to)));
    if (refused.length > 0)
      throw new StatusChangeError(
        409,
        refused.length === 1
          ? `"${refused[0]?.gallery_name}" is ${STATUS_LABELS[refused[0]?.status as Status]?.toLowerCase() ?? refused[0]?.status} and cannot become ${STATUS_LABELS[to].toLowerCase()}.`
          : `${refused.length} of the applications cannot become ${STATUS_LABELS[to].toLowerCase()} from their status.`,
        refused.map((r) => r.id),
      );
    const result: StatusChangeResult = { updated: [], unchanged: [] };
    for (const id of unique) {
      const row = byId.get(id) as (typeof rows)[number];
      const found = { id, galleryName: row.gallery_name, edition: row.edition, from: row.status };
      if (row.status === to) {
        result.unchanged.push({ ...found, status: to, slug: row.slug });
        continue;
      }
      const slug = to === ACCEPTED && !row.slug ? await freeSlug(trx, row.gallery_name, id) : row.slug;
      const changed = await trx
        .updateTable("applications")
        .set({ status: to, slug, ...(to === ACCEPTED ? { accepted_at: now } : {}) })
        .where("id", "=", id)
        .where("status", "=", row.status)
        .executeTakeFirst();
      // Cannot happen under the lock; if it ever did, the whole change is refused rather than half-written.
      if (Number(changed.numUpdatedRows) !== 1)
        throw new StatusChangeError(409, "The status changed meanwhile. Please reload and try again.", [id]);
      await appendHistory(trx, id, { from: row.status, to, actor, note, at: now });
      // A gallery that is no longer accepted gives its booth back (and its history says so).
      if (row.status === ACCEPTED) await freeBoothInTransaction(trx, id, actor, now);
      result.updated.push({ ...found, status: to, slug });
    }
    return result;
  });
}

/** Whether `to` takes back the application's latest change, made by this member a moment ago. */
async function undoable(
  trx: Transaction<Database>,
  row: { id: string; status: string },
  to: Status,
  actor: Actor,
  now: number,
): Promise<boolean> {
  const last = await trx
    .selectFrom("status_changes")
    .select(["at", "staff_id", "from_status", "to_status"])
    .where("application_id", "=", row.id)
    .orderBy("seq", "desc")
    .limit(1)
    .executeTakeFirst();
  return (
    last !== undefined &&
    actor.staffId !== null &&
    last.staff_id === actor.staffId &&
    last.to_status === row.status &&
    last.from_status === to &&
    last.from_status !== last.to_status &&
    Number(last.at) >= now - UNDO_WINDOW_MS
  );
}

/**
 * A decision letter sent (accepted by the mail server): an entry in the application's history, its
 * status unchanged, under the same lock as a status change so the numbering never forks. In the
 * transaction that marks its mail sent.
 */
export async function recordLetterSent(
  trx: Transaction<Database>,
  applicationId: string,
  decision: string,
  actor: Actor,
  note: string,
  now = Date.now(),
): Promise<void> {
  await lockApplications(trx, [applicationId]);
  await appendHistory(trx, applicationId, { from: decision, to: decision, actor, note, at: now });
}

async function appendHistory(
  trx: Transaction<Database>,
  applicationId: string,
  change: { from: string; to: string; actor: Actor; note: string | null; at: number },
): Promise<void> {
  const last = await trx
    .selectFrom("status_changes")
    .select((eb) => eb.fn.max("seq").as("seq"))
    .where("application_id", "=", applicationId)
    .executeTakeFirst();
  await trx
    .insertInto("status_changes")
    .values({
      id: randomUUID(),
      application_id: applicationId,
      seq: Number(last?.seq ?? 0) + 1,
      at: change.at,
      staff_id: change.actor.staffId,
      via: change.actor.via,
      from_status: change.from,
      to_status: change.to,
      note: change.note,
    })
    .execute();
}

async function freeSlug(trx: Transaction<Database>, galleryName: string, id: string): Promise<string> {
  const candidates = slugCandidates(galleryName, id);
  const taken = new Set(
    (
      await trx
        .selectFrom("applications")
        .select("slug")
        .where("slug", "in", candidates)
        .where("id", "<>", id)
        .execute()
    ).map((row) => row.slug),
  );
  // The last candidate holds the whole id, which no other application has.
  return candidates.find((c) => !taken.has(c)) ?? (candidates.at(-1) as string);
}

export interface HistoryItem {
  at: number;
  by: { email: string; name: string } | null;
  via: string;
  from: string;
  to: string;
  note: string | null;
}

/** An application's status history, oldest first. */
/** The application's status now (another admin may have changed it since). */
export async function statusOf(db: Db, id: string): Promise<string | undefined> {
  const row = await db.selectFrom("applications").select("status").where("id", "=", id).executeTakeFirst();
  return row?.status;
}

export async function statusHistory(db: Db, applicationId: string): Promise<HistoryItem[]> {
  const rows = await db
    .selectFrom("status_changes")
    .leftJoin("staff", "staff.id", "status_changes.staff_id")
    .select([
      "status_changes.at",
      "status_changes.via",
      "status_changes.from_status",
      "status_changes.to_status",
      "status_changes.note",
      "staff.email",
      "staff.name",
    ])
    .where("status_changes.application_id", "=", applicationId)
    .orderBy("status_changes.seq")
    .execute();
  return rows.map((r) => ({
    at: Number(r.at),
    by: r.email ? { email: r.email, name: r.name ?? "" } : null,
    via: r.via,
    from: r.from_status,
    to: r.to_status,
    note: r.note,
  }));
}

export type AcceptResult =
  | { outcome: "unknown" }
  | { outcome: "refused"; message: string }
  | { outcome: "accepted" | "already-accepted"; id: string; galleryName: string; edition: string; slug: string };

/** The command line's and the demo's accept: the same change as the back office's. */
export async function acceptApplication(
  db: Db,
  id: string,
  now = Date.now(),
  actor: Actor = COMMAND_LINE,
): Promise<AcceptResult> {
  try {
    const { updated, unchanged } = await changeStatus(db, [id], ACCEPTED, actor, null, now);
    const app = updated[0] ?? unchanged[0];
    if (!app) return { outcome: "unknown" };
    const found = { id, galleryName: app.galleryName, edition: app.edition, slug: app.slug as string };
    return updated.length > 0 ? { outcome: "accepted", ...found } : { outcome: "already-accepted", ...found };
  } catch (error) {
    if (error instanceof StatusChangeError && error.status === 404) return { outcome: "unknown" };
    if (error instanceof StatusChangeError) return { outcome: "refused", message: error.message };
    throw error;
  }
}
