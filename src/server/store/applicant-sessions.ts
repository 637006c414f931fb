/** Anonymous applicants' sessions in the database, so they survive a restart and are shared by every instance. */
import { randomBytes } from "node:crypto";
import type { Db } from "./database.ts";

export interface ApplicantSession {
  id: string;
  csrfToken: string;
  expiresAt: number;
}

/** How stale the stored expiry may get before a request writes the renewed one. */
export const RENEW_AFTER_MS = 60_000;

const token = () => randomBytes(32).toString("base64url");

export class ApplicantSessionStore {
  private readonly db: Db;
  readonly idleMs: number;

  constructor(db: Db, idleMs: number) {
    this.db = db;
    this.idleMs = idleMs;
  }

  async create(now = Date.now()): Promise<ApplicantSession> {
    const session = { id: token(), csrfToken: token(), expiresAt: now + this.idleMs };
    await this.db
      .insertInto("applicant_sessions")
      .values({ id: session.id, csrf_token: session.csrfToken, created_at: now, expires_at: session.expiresAt })
      .execute();
    return session;
  }

  /**
   * The live session with this id, its idle time renewed; undefined when unknown or expired.
   * One read per request; the renewed expiry is written only when the stored one has fallen more
   * than RENEW_AFTER_MS behind, so a busy session costs one write a minute, not one per request.
   * `renewed` says whether it was written (the cookie's expiry then follows it).
   */
  async touch(id: string, now = Date.now()): Promise<(ApplicantSession & { renewed: boolean }) | undefined> {
    const row = await this.db
      .selectFrom("applicant_sessions")
      .select(["id", "csrf_token", "expires_at"])
      .where("id", "=", id)
      .where("expires_at", ">", now)
      .executeTakeFirst();
    if (!row) return undefined;
    const expiresAt = now + this.idleMs;
    if (expiresAt - Number(row.expires_at) < RENEW_AFTER_MS)
      return { id: row.id, csrfToken: row.csrf_token, expiresAt: Number(row.expires_at), renewed: false };
    // Still live at `now`: another instance may have renewed it meanwhile, which only moves it later.
    await this.db
      .updateTable("applicant_sessions")
      .set({ expires_at: expiresAt })
      .where("id", "=", id)
      .where("expires_at", "<", expiresAt)
      .execute();
    return { id: row.id, csrfToken: row.csrf_token, expiresAt, renewed: true };
  }

  /**
   * Stores the session a signed cookie announced, on its first call that needs it. Undefined when a
   * row with this id exists already: expired (the caller refuses) or made by a simultaneous call.
   */
  async start(id: string, csrfToken: string, now = Date.now()): Promise<ApplicantSession | undefined> {
    const expiresAt = now + this.idleMs;
    const row = await this.db
      .insertInto("applicant_sessions")
      .values({ id, csrf_token: csrfToken, created_at: now, expires_at: expiresAt })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .returning("id")
      .executeTakeFirst();
    return row && { id, csrfToken, expiresAt };
  }

  /** Whether a row with this id exists, live or expired (an expired id is never handed out again). */
  async exists(id: string): Promise<boolean> {
    const row = await this.db.selectFrom("applicant_sessions").select("id").where("id", "=", id).executeTakeFirst();
    return row !== undefined;
  }

  async deleteExpired(now = Date.now()): Promise<number> {
    const result = await this.db.deleteFrom("applicant_sessions").where("expires_at", "<=", now).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
