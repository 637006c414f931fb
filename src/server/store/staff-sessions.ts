/**
 * Staff members' signed-in sessions, apart from the applicants' anonymous ones. The cookie holds a
 * random id; the table holds its SHA-256, so a copy of the database signs nobody in.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "./database.ts";
import type { StaffRole } from "./schema.ts";

export interface StaffSession {
  /** The cookie's value. */
  token: string;
  csrfToken: string;
  expiresAt: number;
  staff: {
    id: string;
    email: string;
    name: string;
    role: StaffRole;
    totp: boolean;
    /** The back office's language she picked; null: her browser's. */
    language: string | null;
  };
}

/** The expiry is written at most this often: a page of the back office makes many calls. */
const RENEW_AFTER_MS = 60_000;

const random = () => randomBytes(32).toString("base64url");
const digest = (token: string) => createHash("sha256").update(token).digest("base64url");
/** The row's id of the session whose cookie holds `token`. */
export const sessionIdOf = digest;

export class StaffSessionStore {
  private readonly db: Db;
  private readonly idleMs: number;

  constructor(db: Db, idleMs: number) {
    this.db = db;
    this.idleMs = idleMs;
  }

  /** A new session with a new id: nothing from before the sign-in carries over. */
  async create(staffId: string, now = Date.now()): Promise<{ token: string; csrfToken: string; expiresAt: number }> {
    const session = { token: random(), csrfToken: random(), expiresAt: now + this.idleMs };
    await this.db
      .insertInto("staff_sessions")
      .values({
        id: digest(session.token),
        staff_id: staffId,
        csrf_token: session.csrfToken,
        created_at: now,
        expires_at: session.expiresAt,
      })
      .execute();
    return session;
  }

  /** The live session of an enabled account, its idle time renewed; undefined otherwise. */
  async find(token: string, now = Date.now()): Promise<StaffSession | undefined> {
    const id = digest(token);
    const row = await this.db
      .selectFrom("staff_sessions")
      .innerJoin("staff", "staff.id", "staff_sessions.staff_id")
      .select([
        "staff_sessions.csrf_token",
        "staff_sessions.expires_at",
        "staff.id as staff_id",
        "staff.email",
        "staff.name",
        "staff.role",
        "staff.disabled",
        "staff.totp_secret",
        "staff.language",
      ])
      .where("staff_sessions.id", "=", id)
      .where("staff_sessions.expires_at", ">", now)
      .executeTakeFirst();
    if (!row || row.disabled === 1) return undefined;
    let expiresAt = Number(row.expires_at);
    if (now + this.idleMs - expiresAt >= RENEW_AFTER_MS) {
      expiresAt = now + this.idleMs;
      await this.db.updateTable("staff_sessions").set({ expires_at: expiresAt }).where("id", "=", id).execute();
    }
    return {
      token,
      csrfToken: row.csrf_token,
      expiresAt,
      staff: {
        id: row.staff_id,
        email: row.email,
        name: row.name,
        role: row.role,
        totp: row.totp_secret !== null,
        language: row.language,
      },
    };
  }

  async end(token: string): Promise<void> {
    await this.db.deleteFrom("staff_sessions").where("id", "=", digest(token)).execute();
  }

  async deleteExpired(now = Date.now()): Promise<number> {
    const result = await this.db.deleteFrom("staff_sessions").where("expires_at", "<=", now).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
