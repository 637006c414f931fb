/**
 * A store for @fastify/rate-limit that counts in the database, so a limit holds whichever
 * instance a request reaches. One atomic upsert per request: a fixed window per key.
 */
import { sql } from "kysely";
import type { Db } from "./database.ts";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export class DatabaseRateLimitStore {
  constructor(private readonly db: Db) {}

  incr(key: string, done: Callback, timeWindow: number): void {
    const now = Date.now();
    // Integers we computed ourselves, inlined so both dialects type the CASE arms alike.
    const expired = sql`rate_limits.window_start + ${sql.lit(timeWindow)} <= ${sql.lit(now)}`;
    this.db
      .insertInto("rate_limits")
      .values({ key, window_start: now, count: 1 })
      .onConflict((conflict) =>
        conflict.column("key").doUpdateSet({
          count: sql<number>`CASE WHEN ${expired} THEN 1 ELSE rate_limits.count + 1 END`,
          window_start: sql<number>`CASE WHEN ${expired} THEN ${sql.lit(now)} ELSE rate_limits.window_start END`,
        }),
      )
      .returning(["count", "window_start"])
      .executeTakeFirstOrThrow()
      .then(
        (row) => done(null, { current: Number(row.count), ttl: Number(row.window_start) + timeWindow - now }),
        (error: Error) => done(error),
      );
  }

  read(key: string, done: Callback, timeWindow: number): void {
    const now = Date.now();
    this.db
      .selectFrom("rate_limits")
      .select(["count", "window_start"])
      .where("key", "=", key)
      .executeTakeFirst()
      .then(
        (row) =>
          !row || Number(row.window_start) + timeWindow <= now
            ? done(null, { current: 0, ttl: 0 })
            : done(null, { current: Number(row.count), ttl: Number(row.window_start) + timeWindow - now }),
        (error: Error) => done(error),
      );
  }

  child(): DatabaseRateLimitStore {
    return this;
  }

  /** Forgets windows that ended long ago. */
  static async prune(db: Db, olderThanMs = 24 * 3600_000): Promise<void> {
    await db
      .deleteFrom("rate_limits")
      .where("window_start", "<", Date.now() - olderThanMs)
      .execute();
  }
}
