/**
 * The outbox's rows and their states: `queued` (waiting, due at next_attempt_at), `sending`
 * (claimed by one instance), `sent` (the mail server accepted it) and `failed` (refused, or
 * given up). Claiming is one statement that only one instance can win for a row: on PostgreSQL
 * the row is locked with SKIP LOCKED, so instances claiming at once each take a different one; on
 * SQLite writes are serialized.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { MailItem } from "../../shared/api/mail.ts";
import type { Db } from "../store/database.ts";
import { isPostgres } from "../store/dialect.ts";
import type { Database, MailState, MailTable } from "../store/schema.ts";
import type { MailMessage } from "./confirmation.ts";

export type Executor = Kysely<Database> | Transaction<Database>;

/** What each email is, for the back office's list and the operator. */
export type MailKind =
  | "confirmation"
  | "status-link"
  | "withdrawal-notice"
  /** A change made from the status page: confirmed to the contact address, told to the one it replaced. */
  | "change-confirmation"
  | "change-notice"
  | "invitation"
  | "password-reset"
  | "reminder"
  /** An overdue invoice reminded to its gallery (billing/reminders.ts). */
  | "invoice-reminder"
  | "letter"
  /** Taken over from the folder queue of an earlier version. */
  | "earlier-queue";

export interface OutgoingMail extends MailMessage {
  kind: MailKind;
  /** The row's id, the `.eml` file's name and the Message-ID's local part; a new UUID unless given. */
  id?: string;
  /** The application it is about: erasure deletes it with the application. */
  applicationId?: string | null;
  /** A whole message composed elsewhere (an earlier version's queue), sent as it is. */
  raw?: string;
}

export type MailRow = MailTable;

/** Writes the mail in the caller's transaction when given one: it exists exactly when the change that causes it does. */
export async function insertMail(executor: Executor, mail: OutgoingMail, now = Date.now()): Promise<string> {
  const id = mail.id ?? randomUUID();
  await executor
    .insertInto("mail_outbox")
    .values({
      id,
      kind: mail.kind,
      recipient: mail.to,
      application_id: mail.applicationId ?? null,
      subject: mail.subject,
      body: mail.text,
      raw: mail.raw ?? null,
      state: "queued",
      attempts: 0,
      next_attempt_at: now,
      last_error: null,
      claimed_by: null,
      claimed_at: null,
      created_at: now,
      sent_at: null,
    })
    .execute();
  return id;
}

/** The next due message, now `sending` for `instance`; undefined when none is due (found without a write). */
export async function claimNext(db: Db, instance: string, now = Date.now()): Promise<MailRow | undefined> {
  const due = db
    .selectFrom("mail_outbox")
    .select("id")
    .where("state", "=", "queued")
    .where("next_attempt_at", "<=", now)
    .orderBy("next_attempt_at")
    .orderBy("created_at")
    .limit(1);
  const first = await due.executeTakeFirst();
  if (!first) return undefined;
  return (
    db
      .updateTable("mail_outbox")
      .set((eb) => ({
        state: "sending",
        claimed_by: instance,
        claimed_at: now,
        attempts: eb("attempts", "+", 1),
      }))
      // PostgreSQL: instances claiming at once each lock a different row. SQLite: one writer at a time.
      .where("id", "=", isPostgres(db) ? due.forUpdate().skipLocked() : first.id)
      .where("state", "=", "queued")
      .returningAll()
      .executeTakeFirst()
  );
}

/** Only the claim's holder settles it: a row erased meanwhile, or taken over, is left as it is. */
function held(trx: Executor, id: string, instance: string) {
  return trx
    .updateTable("mail_outbox")
    .where("id", "=", id)
    .where("state", "=", "sending")
    .where("claimed_by", "=", instance);
}

/** Accepted by the mail server. The text goes: it may hold a one-time link, which the database keeps only as a hash. */
export async function markSent(trx: Executor, id: string, instance: string, now = Date.now()) {
  return held(trx, id, instance)
    .set({ state: "sent", sent_at: now, body: "", raw: null, last_error: null, claimed_by: null, claimed_at: null })
    .returningAll()
    .executeTakeFirst();
}

export async function markFailed(trx: Executor, id: string, instance: string, reason: string) {
  return held(trx, id, instance)
    .set({ state: "failed", last_error: reason, claimed_by: null, claimed_at: null })
    .returningAll()
    .executeTakeFirst();
}

export async function markDelayed(trx: Executor, id: string, instance: string, reason: string, at: number) {
  return held(trx, id, instance)
    .set({ state: "queued", last_error: reason, next_attempt_at: at, claimed_by: null, claimed_at: null })
    .returningAll()
    .executeTakeFirst();
}

/** The instances holding claims now, to ask whether each still lives. */
export async function claimants(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("mail_outbox")
    .select("claimed_by")
    .distinct()
    .where("state", "=", "sending")
    .execute();
  return rows.map((r) => r.claimed_by).filter((id): id is string => id !== null);
}

/**
 * The messages an instance was delivering when it stopped (killed, a power cut): due again now.
 * Whether the server took the one in flight is unknown; after `maxAttempts` such tries it fails
 * rather than go out again and again.
 */
export async function takeOver(
  db: Executor,
  instance: string,
  maxAttempts: number,
  now = Date.now(),
): Promise<MailRow[]> {
  const stopped = "The instance delivering it stopped mid-way; it may have arrived.";
  const failed = await db
    .updateTable("mail_outbox")
    .set({ state: "failed", last_error: stopped, claimed_by: null, claimed_at: null })
    .where("state", "=", "sending")
    .where("claimed_by", "=", instance)
    .where("attempts", ">=", maxAttempts)
    .returningAll()
    .execute();
  const again = await db
    .updateTable("mail_outbox")
    .set({ state: "queued", last_error: stopped, next_attempt_at: now, claimed_by: null, claimed_at: null })
    .where("state", "=", "sending")
    .where("claimed_by", "=", instance)
    .returningAll()
    .execute();
  return [...failed, ...again];
}

/** Failed messages queued again with a fresh count of attempts ("Try again"); the others are left. */
export async function retryFailed(trx: Executor, ids: string[] | "all", now = Date.now()): Promise<MailRow[]> {
  return trx
    .updateTable("mail_outbox")
    .set({ state: "queued", attempts: 0, next_attempt_at: now })
    .where("state", "=", "failed")
    .$if(ids !== "all", (q) => q.where("id", "in", ids.length ? (ids as string[]) : [""]))
    .returningAll()
    .execute();
}

export type MailCounts = Record<MailState, number>;

export async function mailCounts(db: Db): Promise<MailCounts> {
  const rows = await db
    .selectFrom("mail_outbox")
    .select(["state", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("state")
    .execute();
  const counts: MailCounts = { queued: 0, sending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.state] = Number(row.n);
  return counts;
}

/** When a message that waited `attempts` times is tried next: the first wait, then twice as long each time. */
export function nextAttemptAt(now: number, attempts: number, firstWaitMs: number): number {
  return now + firstWaitMs * 2 ** Math.max(0, Math.min(attempts - 1, 20));
}

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** Newest first, at most `limit`. */
export async function listMail(
  db: Db,
  filter: { state?: MailState | undefined; ids?: string[]; limit?: number },
): Promise<MailItem[]> {
  const rows = await db
    .selectFrom("mail_outbox")
    .select([
      "id",
      "kind",
      "recipient",
      "subject",
      "application_id",
      "state",
      "attempts",
      "next_attempt_at",
      "last_error",
      "created_at",
      "sent_at",
    ])
    .$if(filter.state !== undefined, (q) => q.where("state", "=", filter.state as MailState))
    .$if(filter.ids !== undefined, (q) => q.where("id", "in", filter.ids?.length ? filter.ids : [""]))
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(filter.limit ?? 200)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    to: r.recipient,
    subject: r.subject,
    application_id: r.application_id,
    state: r.state,
    attempts: Number(r.attempts),
    next_attempt_at: r.state === "queued" ? iso(r.next_attempt_at) : null,
    last_error: r.last_error,
    created_at: iso(r.created_at) as string,
    sent_at: iso(r.sent_at),
  }));
}
