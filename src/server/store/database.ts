/** Opens the database: embedded SQLite under the data directory, or PostgreSQL when DATABASE_URL is set. */
import { closeSync, openSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import SQLite from "better-sqlite3";
import {
  Kysely,
  type LogConfig,
  type Migration,
  type MigrationProvider,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  sql,
} from "kysely";
import pg from "pg";
import { Keyring } from "./data-keys.ts";
import { poolWithDeadline, type StatementDeadline } from "./database-deadline.ts";
import { isPostgres } from "./dialect.ts";
import { makePrivateDirSync, PRIVATE_FILE_MODE } from "./private-files.ts";
import type { Database } from "./schema.ts";
import { cachingStatements } from "./statement-cache.ts";
import { emptyWriteAheadLog } from "./write-ahead-log.ts";

export type Db = Kysely<Database>;

// PostgreSQL returns bigint as a string to avoid precision loss; our bigints are
// millisecond timestamps and byte sizes, far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/**
 * Connections per instance. N instances hold up to N × 10 connections: keep that under the
 * server's max_connections (100 by default), less what backups and admin sessions need.
 */
export const POSTGRES_POOL_SIZE = 10;

/** A statement's deadline when none is configured (the CLI's commands, tests that open a handle themselves). */
export const DATABASE_TIMEOUT_MS = 15_000;

const keyrings = new WeakMap<Db, Keyring>();
/** Each PostgreSQL handle's statement deadline, lifted while migrations run. */
const deadlines = new WeakMap<Db, StatementDeadline>();
/** Who hears of a PostgreSQL connection lost while idle: the app's logger once there is one (reportConnectionLoss). */
const connectionLossReporters = new WeakMap<Db, (error: Error) => void>();

/** Sends the pool's reports of idle connections the server dropped to `report` (the app's JSON log). */
export function reportConnectionLoss(db: Db, report: (error: Error) => void): void {
  connectionLossReporters.set(db, report);
}

/** Before any logger is given (the CLI, a start that fails early): one JSON line on stderr, as the log's lines are. */
function logLineOnStderr(error: Error): void {
  process.stderr.write(
    `${JSON.stringify({ level: 40, time: Date.now(), err: { message: error.message }, msg: IDLE_CONNECTION_LOST })}\n`,
  );
}

export const IDLE_CONNECTION_LOST = "PostgreSQL dropped an idle connection; the pool replaces it on the next query";

/** The keys for the tax details of this database (store/data-keys.ts); kept with the handle so every caller of openDatabase has them. */
export function keyringOf(db: Db): Keyring {
  const keyring = keyrings.get(db);
  if (!keyring) throw new Error("No keyring for this database handle: open it with openDatabase (not a transaction).");
  return keyring;
}

export function openDatabase(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** DATA_KEY then DATA_KEY_PREVIOUS; unset: the key file in dataDir. */
  dataKeys?: Buffer[] | undefined;
  /** Kysely's query log: the round-trip test counts every statement sent, transactions' begin and commit included. */
  log?: LogConfig;
  /** PostgreSQL: the deadline of a connection and of each statement (DATABASE_TIMEOUT_SECONDS). */
  databaseTimeoutMs?: number | undefined;
}): Db {
  const db = connect(options);
  keyrings.set(db, new Keyring({ dataDir: options.dataDir, envKeys: options.dataKeys }));
  return db;
}

function connect(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  log?: LogConfig;
  databaseTimeoutMs?: number | undefined;
}): Db {
  if (options.databaseUrl) {
    const timeoutMs = options.databaseTimeoutMs ?? DATABASE_TIMEOUT_MS;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: POSTGRES_POOL_SIZE,
      // A server that accepts no connection, or a pool whose every connection waits on a frozen
      // server: the request waiting for one fails ("timeout exceeded when trying to connect", a 503).
      connectionTimeoutMillis: Math.min(5_000, timeoutMs),
      // No statement_timeout: the server would also cut a migration's long statement. A statement
      // past its deadline has its connection destroyed (database-deadline.ts), which ends its transaction.
      // A connection whose peer vanished without a word is noticed by the kernel, not kept for ever.
      keepAlive: true,
    });
    // An idle connection that the server drops (restart, failover) is reported here; without a
    // listener Node would end the process. The pool replaces the connection on the next query.
    pool.on("error", (error) => (connectionLossReporters.get(db) ?? logLineOnStderr)(error));
    // A connection lost while lent out (a query in flight) is reported on the client itself, where
    // pg-pool listens only while it is idle: unheard, that event would end the process. The query
    // fails with the same error and reports it; the pool discards the client when it comes back.
    pool.on("connect", (client) => client.on("error", () => {}));
    const deadline: StatementDeadline = { ms: timeoutMs };
    const db: Db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: poolWithDeadline(pool, deadline) }),
      log: options.log,
    });
    deadlines.set(db, deadline);
    return db;
  }
  makePrivateDirSync(options.dataDir);
  const file = path.join(options.dataDir, "applications.sqlite");
  // SQLite would create the file 0644 less the umask; its -wal and -shm files take the database
  // file's mode, so creating it owner-only first keeps all three so.
  closeSync(openSync(file, "a", PRIVATE_FILE_MODE));
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // A receipt promises the application is kept: each commit reaches the disk before it is answered
  // (NORMAL in WAL mode would leave the last commits to a power cut; the files are already fsynced).
  sqlite.pragma("synchronous = FULL");
  // Deleted and overwritten rows are zeroed, not left as free space that the file (and every
  // backup of it) keeps: erasure must leave no readable text behind. https://sqlite.org/pragma.html#pragma_secure_delete
  sqlite.pragma("secure_delete = ON");
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: cachingStatements(sqlite) }),
    log: options.log,
  });
}

/**
 * Every file in store/migrations/ is one migration, written once with Kysely's builder so SQLite
 * and PostgreSQL get the same tables. They run in name order; a migration that lands after a
 * later-numbered one has run (parallel branches) still runs.
 */
export const migrationProvider: MigrationProvider = {
  // Imported here rather than by Kysely's FileMigrationProvider: the import must go through
  // the same loader as the rest of our TypeScript (Node's type stripping, or Vitest in the tests).
  async getMigrations() {
    const folder = fileURLToPath(new URL("./migrations", import.meta.url));
    // .js too: the runtime benchmark also starts the server compiled by tsc.
    const names = (await fs.readdir(folder)).filter((name) => /^\d{3}_[a-z0-9_]+\.[jt]s$/.test(name)).sort();
    const migrations: Record<string, Migration> = {};
    for (const name of names) migrations[name.slice(0, -3)] = (await import(path.join(folder, name))) as Migration;
    return migrations;
  },
};

const SECURE_DELETE_MIGRATION = "080_search_secure_delete";

export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
  // A migration may rewrite a large table: it runs before any request waits on it, without the statements' deadline.
  const deadline = deadlines.get(db);
  const ms = deadline?.ms ?? 0;
  if (deadline) deadline.ms = 0;
  const { error, results } = await migrator.migrateToLatest().finally(() => {
    if (deadline) deadline.ms = ms;
  });
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Database migration ${failed} failed: ${String(error)}`);
  }
  if (isPostgres(db)) return;
  // Erasures made before secure_delete left the old rows' text in the file's free space: the
  // first start with it rewrites the file once (outside a transaction, so not in the migration).
  const secureDeleteNow = results?.some((r) => r.migrationName === SECURE_DELETE_MIGRATION && r.status === "Success");
  if (
    secureDeleteNow &&
    (await db.selectFrom("applications").select("id").where("erased_at", "is not", null).executeTakeFirst())
  )
    await sql`vacuum`.execute(db);
  // An erasure that could not empty the write-ahead log (another process was reading) is completed here.
  await emptyWriteAheadLog(db);
}
