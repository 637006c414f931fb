/** Anonymous applicants' sessions in the database, so they survive a restart and are shared by every instance. */
import { randomBytes } from "node:crypto";
import type { Db } from "./database.ts";

export interface ApplicantSession {
  id: string;
  csrfToken: string;
  expiresAt: number;
}

const token = () => randomBytes(32).toString("base64url");

export class ApplicantSessionStore {
  constructor(
    private readonly db: Db,
    private readonly idleMs: number,
  ) {}

  async create(now = Date.now()): Promise<ApplicantSession> {
    const session = { id: token(), csrfToken: token(), expiresAt: now + this.idleMs };
    await this.db
      .insertInto("applicant_sessions")
      .values({ id: session.id, csrf_token: session.csrfToken, created_at: now, expires_at: session.expiresAt })
      .execute();
    return session;
  }

  /** The live session with this id, its idle time renewed; undefined when unknown or expired. */
  async touch(id: string, now = Date.now()): Promise<ApplicantSession | undefined> {
    const expiresAt = now + this.idleMs;
    const row = await this.db
      .updateTable("applicant_sessions")
      .set({ expires_at: expiresAt })
      .where("id", "=", id)
      .where("expires_at", ">", now)
      .returning(["id", "csrf_token"])
      .executeTakeFirst();
    return row && { id: row.id, csrfToken: row.csrf_token, expiresAt };
  }

  async deleteExpired(now = Date.now()): Promise<number> {
    const result = await this.db.deleteFrom("applicant_sessions").where("expires_at", "<=", now).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
