/**
 * PostgreSQL dropping an idle connection of the pool (a restart, a failover) is reported as a line
 * of the JSON log, never with console.error: it was the only line of the log that was not JSON.
 * Runs in the suite's PostgreSQL pass; the connection is ended by the server (pg_terminate_backend).
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { requirePostgres } from "../../../test-support/postgres.ts";
import { type Db, IDLE_CONNECTION_LOST, openDatabase, reportConnectionLoss } from "./database.ts";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function idleConnectionDropped(url: string, report?: (error: Error) => void): Promise<Db> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "art-fair-connection-loss-"));
  const db = openDatabase({ dataDir, databaseUrl: url });
  cleanups.push(async () => {
    await db.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });
  if (report) reportConnectionLoss(db, report);
  // One connection in the pool, idle once the query is done: the server ends it.
  const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query("select pg_terminate_backend($1)", [rows[0]?.pid]);
  await admin.end();
  return db;
}

describe("an idle PostgreSQL connection dropped by the server", () => {
  it("is reported to the app's logger, and the next query gets a new connection", async (context) => {
    const url = requirePostgres(context);
    const consoleError = vi.spyOn(console, "error");
    const reported: Error[] = [];
    const db = await idleConnectionDropped(url, (error) => reported.push(error));
    await vi.waitFor(() => expect(reported).toHaveLength(1));
    expect(consoleError).not.toHaveBeenCalled();
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });

  it("is one JSON line on stderr before any logger is given (the CLI)", async (context) => {
    const url = requirePostgres(context);
    const consoleError = vi.spyOn(console, "error");
    const lines: string[] = [];
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    await idleConnectionDropped(url);
    await vi.waitFor(() => expect(lines.some((line) => line.includes(IDLE_CONNECTION_LOST))).toBe(true));
    stderr.mockRestore();
    const line = lines.find((l) => l.includes(IDLE_CONNECTION_LOST)) ?? "";
    expect(JSON.parse(line)).toMatchObject({ level: 40, msg: IDLE_CONNECTION_LOST });
    expect(consoleError).not.toHaveBeenCalled();
  });
});
