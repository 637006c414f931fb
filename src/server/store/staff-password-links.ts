/**
 * One-time links to choose a password: an invitation or a reset. The email holds a random token;
 * the table holds its SHA-256. A link works once, for 72 hours; a newer link for the same member
 * replaces any older one still unused, and a password set or changed in any way ends them all.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { isPostgres } from "./dialect.ts";
import type { Database } from "./schema.ts";

export const PASSWORD_LINK_MS = 72 * 60 * 60 * 1000;

const digest = (token: string) => createHash("sha256").update(token).digest("base64url");
/** What a token looks like: anything else is not looked up at all. */
export const PASSWORD_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export async function issuePasswordLink(
  db: Kysely<Database>,
  staffId: string,
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = now + PASSWORD_LINK_MS;
  // Two links asked for at once would each delete the (still invisible) other: one after the
  // other, the second ends the first. SQLite's transactions already run one at a time.
  if (isPostgres(db)) await db.selectFrom("staff").select("id").where("id", "=", staffId).forUpdate().execute();
  await endPasswordLinks(db, staffId);
  await db
    .insertInto("staff_password_links")
    .values({ id: digest(token), staff_id: staffId, created_at: now, expires_at: expiresAt, used_at: null })
    .execute();
  return { token, expiresAt };
}

/** The member a live, unused link is for; undefined for an unknown, used or expired one. */
export async function passwordLinkOwner(db: Kysely<Database>, token: string, now = Date.now()) {
  if (!PASSWORD_LINK_TOKEN.test(token)) return undefined;
  const row = await db
    .selectFrom("staff_password_links")
    .select("staff_id")
    .where("id", "=", digest(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row?.staff_id;
}

/** Marks the link used; false when it was not live any more (used by a request at the same time, or expired). */
export async function usePasswordLink(db: Kysely<Database>, token: string, now = Date.now()): Promise<boolean> {
  if (!PASSWORD_LINK_TOKEN.test(token)) return false;
  const result = await db
    .updateTable("staff_password_links")
    .set({ used_at: now })
    .where("id", "=", digest(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends every unused link of the member: her password was set or changed, or her account disabled. */
export async function endPasswordLinks(db: Kysely<Database>, staffId: string): Promise<void> {
  await db.deleteFrom("staff_password_links").where("staff_id", "=", staffId).where("used_at", "is", null).execute();
}
