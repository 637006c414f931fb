/** Which database a Kysely instance talks to, for the few statements that differ (text search, collation). */
import { PostgresAdapter } from "kysely";

export function isPostgres(db: { getExecutor(): { adapter: unknown } }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
