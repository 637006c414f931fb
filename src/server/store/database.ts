/** Opens the database: embedded SQLite under the data directory, or PostgreSQL when DATABASE_URL is set. */
import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { migrationProvider } from "./migrations.ts";
import type { Database } from "./schema.ts";

export type Db = Kysely<Database>;

// PostgreSQL returns bigint as a string to avoid precision loss; our bigints are
// millisecond timestamps and byte sizes, far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/**
 * Connections per instance. N instances hold up to N × 10 connections: keep that under the
 * server's max_connections (100 by default), less what backups and admin sessions need.
 */
export const POSTGRES_POOL_SIZE = 10;

export function openDatabase(options: { dataDir: string; databaseUrl?: string | undefined }): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: POSTGRES_POOL_SIZE });
    // An idle connection that the server drops (restart, failover) is reported here; without a
    // listener Node would end the process. The pool replaces the connection on the next query.
    pool.on("error", (error) => console.error(`PostgreSQL dropped an idle connection: ${error.message}`));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(options.dataDir, "applications.sqlite"));
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export async function migrate(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Database migration ${failed} failed: ${String(error)}`);
  }
}
