/**
 * Two processes on one SQLite file (the server and the CLI, or two instances): a transaction that
 * reads and then writes while the other holds the write lock waits for it (busy_timeout) instead of
 * failing at once with "database is locked".
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { expect, it } from "vitest";
import { openDatabase } from "./database.ts";

it("waits for another process's write instead of refusing with database is locked", async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "sqlite-write-lock-"));
  const db = openDatabase({ dataDir });
  try {
    await sql`create table counts (n integer)`.execute(db);
    await sql`insert into counts values (0)`.execute(db);
    // Another process takes the write lock, writes, and holds it for 600 ms before it commits.
    const holder = spawn(
      process.execPath,
      [
        "-e",
        `const db = new (require("better-sqlite3"))(process.argv[1]); db.pragma("busy_timeout = 5000");
         db.prepare("begin immediate").run(); db.prepare("update counts set n = n + 1").run();
         console.log("locked"); setTimeout(() => { db.prepare("commit").run(); process.exit(0); }, 600);`,
        path.join(dataDir, "applications.sqlite"),
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    await once(holder.stdout, "data");
    // Reads, then writes: the write must wait for the other process's commit, then count on it.
    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ n: number }>`select n from counts`.execute(trx);
      await sql`update counts set n = ${(rows[0]?.n ?? 0) + 10}`.execute(trx);
    });
    await once(holder, "exit");
    const { rows } = await sql<{ n: number }>`select n from counts`.execute(db);
    expect(rows[0]?.n).toBe(11);
  } finally {
    await db.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
});
