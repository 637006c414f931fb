/**
 * SQLite's write-ahead log (applications.sqlite-wal) keeps the pages of recent transactions, old
 * rows included, until a checkpoint copies them into the database and a later write happens to
 * overwrite them. After an erasure the log is emptied at once: checkpointed and truncated to
 * zero bytes (https://sqlite.org/pragma.html#pragma_wal_checkpoint). PostgreSQL has no such file
 * in DATA_DIR.
 */
import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect.ts";
import type { Database } from "./schema.ts";

/**
 * True when the log is empty now (or there is none). False when another process (a backup, the
 * command line) kept reading past busy_timeout: the next erasure or start empties it then.
 */
// Kysely<Database> rather than database.ts's Db: database.ts calls this at start.
export async function emptyWriteAheadLog(db: Kysely<Database>): Promise<boolean> {
  if (isPostgres(db)) return true;
  const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  return rows[0]?.busy === 0;
}
