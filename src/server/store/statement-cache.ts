/**
 * better-sqlite3 prepares a statement on every query Kysely sends; preparing costs more than
 * running most of ours. The database object Kysely gets keeps the prepared statements by their
 * SQL text (bounded, least recently used first out), so each distinct query is prepared once.
 * Kysely runs one query at a time on the one connection, so a cached statement is never busy.
 */
import type SQLite from "better-sqlite3";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/** Distinct queries the application sends are a few hundred at most; text searches add a few each. */
export const STATEMENT_CACHE_SIZE = 500;

export function cachingStatements(database: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sql: string): SqliteStatement {
      // SQLite rolls a transaction back by itself on some errors (a full disk, I/O): Kysely's own
      // rollback would then fail with "no transaction is active" and hide the error that matters.
      if (/^\s*rollback\s*;?\s*$/i.test(sql)) return rollbackIfActive(database);
      // Kysely begins a transaction deferred: one that reads, then writes while another process (the
      // CLI, a second instance) holds the write lock is refused at once with SQLITE_BUSY, as SQLite
      // will not wait then. Taking the write lock at the start makes it wait (busy_timeout) instead.
      if (/^\s*begin\s*;?\s*$/i.test(sql)) return cached("begin immediate");
      return cached(sql);
    },
  };

  function cached(sql: string): SqliteStatement {
    let statement = statements.get(sql);
    if (statement) {
      // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
      statements.delete(sql);
    } else {
      statement = database.prepare(sql) as unknown as SqliteStatement;
      if (statements.size >= size) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
    }
    statements.set(sql, statement);
    return statement;
  }
}

function rollbackIfActive(database: SQLite.Database): SqliteStatement {
  const rollback = database.prepare("rollback");
  return {
    reader: false,
    all: () => [],
    iterate: () => [][Symbol.iterator](),
    run: () => (database.inTransaction ? rollback.run() : { changes: 0, lastInsertRowid: 0 }),
  } as unknown as SqliteStatement;
}
