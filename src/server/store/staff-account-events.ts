/**
 * The audit log of changes to staff accounts: who (an admin, the member herself, or the command
 * line), what, and when. Written in the same transaction as the change it records.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";

export type AccountEvent =
  | "invited"
  | "added-by-command-line"
  | "updated-by-command-line"
  | "role-changed"
  | "renamed"
  | "disabled"
  | "enabled"
  | "password-link-sent"
  | "password-set"
  | "password-changed"
  | "totp-set-up"
  | "totp-removed";

export interface AccountEventRow {
  id: string;
  at: number;
  staffId: string;
  email: string;
  name: string;
  byStaffId: string | null;
  byEmail: string | null;
  byName: string | null;
  event: AccountEvent;
  detail: string;
}

export async function recordAccountEvent(
  db: Kysely<Database>,
  entry: { staffId: string; by: string | null; event: AccountEvent; detail?: string },
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto("staff_account_events")
    .values({
      id: randomUUID(),
      at: now,
      staff_id: entry.staffId,
      by_staff_id: entry.by,
      event: entry.event,
      detail: entry.detail ?? "",
    })
    .execute();
}

/** The newest changes first. */
export async function recentAccountEvents(db: Kysely<Database>, limit = 200): Promise<AccountEventRow[]> {
  const rows = await db
    .selectFrom("staff_account_events as e")
    .innerJoin("staff as member", "member.id", "e.staff_id")
    .leftJoin("staff as by", "by.id", "e.by_staff_id")
    .select([
      "e.id",
      "e.at",
      "e.staff_id",
      "member.email",
      "member.name",
      "e.by_staff_id",
      "by.email as by_email",
      "by.name as by_name",
      "e.event",
      "e.detail",
    ])
    .orderBy("e.at", "desc")
    .orderBy("e.id")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    at: Number(r.at),
    staffId: r.staff_id,
    email: r.email,
    name: r.name,
    byStaffId: r.by_staff_id,
    byEmail: r.by_email,
    byName: r.by_name,
    event: r.event as AccountEvent,
    detail: r.detail,
  }));
}
