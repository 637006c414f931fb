/**
 * Every statement sent to PostgreSQL has a deadline (DATABASE_TIMEOUT_SECONDS): a server that stops
 * answering (frozen, a network that drops packets) must fail the request waiting on it with a 503,
 * not hold it until the client gives up. Waiting for a connection is bounded by the pool's own
 * connectionTimeoutMillis.
 *
 * Why not node-postgres's query_timeout: it abandons the statement but keeps the connection, and
 * a ROLLBACK that timed out in its queue is never sent, so the connection went back to the pool
 * inside the abandoned transaction, whose statements the next borrower's COMMIT would have kept.
 * Here a connection whose statement passed its deadline sends nothing more and is destroyed when
 * released: PostgreSQL then rolls its transaction back.
 */
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";
import type pg from "pg";

/** PostgreSQL did not answer a statement within its deadline. Answered 503 (web/error-handler.ts). */
export class DatabaseTimeoutError extends Error {
  readonly code = "DATABASE_TIMEOUT";
}

/** How long a statement may take, in ms; changed while migrations run (which may take long, before any request). */
export interface StatementDeadline {
  ms: number;
}

/** The pool as Kysely sees it, each client's statements bounded by `deadline`. */
export function poolWithDeadline(pool: pg.Pool, deadline: StatementDeadline): PostgresPool {
  return {
    async connect() {
      return clientWithDeadline(await pool.connect(), deadline);
    },
    end: () => pool.end(),
  };
}

function clientWithDeadline(client: pg.PoolClient, deadline: StatementDeadline): PostgresPoolClient {
  let timedOut: DatabaseTimeoutError | undefined;
  const bounded = <R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> => {
    // A statement behind one that timed out would wait on it, or run in its abandoned transaction.
    if (timedOut) return Promise.reject(timedOut);
    const query = client.query(sql, parameters as unknown[]) as unknown as Promise<PostgresQueryResult<R>>;
    if (deadline.ms <= 0) return query;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        timedOut = new DatabaseTimeoutError(`The database did not answer a statement within ${deadline.ms / 1000} s.`);
        // Its answer, should it come, is for nobody: the connection is destroyed on release.
        query.catch(() => {});
        reject(timedOut);
      }, deadline.ms);
      query.then(
        (result) => {
          clearTimeout(timer);
          resolve(result);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  };
  return {
    // Kysely calls query with SQL and parameters, or with a cursor (streamed reads), which is passed on unbounded.
    query: ((sqlOrCursor: unknown, parameters?: readonly unknown[]) =>
      typeof sqlOrCursor === "string"
        ? bounded(sqlOrCursor, parameters ?? [])
        : client.query(sqlOrCursor as pg.Submittable)) as PostgresPoolClient["query"],
    release(destroy?: boolean) {
      client.release(timedOut ?? destroy);
    },
  };
}
