/** Sessions in the database, so they survive a restart and are shared by every instance. */
import { randomBytes } from "node:crypto";
import type { Db } from "./database.ts";

export interface Session {
  id: string;
  csrfToken: string;
  expiresAt: number;
}

const token = () => randomBytes(32).toString("base64url");

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly idleMs: number,
  ) {}

  async create(now = Date.now()): Promise<Session> {
    const session = { id: token(), csrfToken: token(), expiresAt: now + this.idleMs };
    await this.db
      .insertInto("sessions")
      .values({ id: session.id, csrf_token: session.csrfToken, created_at: now, expires_at: session.expiresAt })
      .execute();
    return session;
  }

  /** The live session with this id, its idle time renewed; undefined when unknown or expired. */
  async touch(id: string, now = Date.now()): Promise<Session | undefined> {
    const expiresAt = now + this.idleMs;
    const row = await this.db
      .updateTable("sessions")
      .set({ expires_at: expiresAt })
      .where("id", "=", id)
      .where("expires_at", ">", now)
      .returning(["id", "csrf_token"])
      .executeTakeFirst();
    return row && { id: row.id, csrfToken: row.csrf_token, expiresAt };
  }

  async deleteExpired(now = Date.now()): Promise<number> {
    const result = await this.db.deleteFrom("sessions").where("expires_at", "<=", now).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
