/**
 * A receipt is given after the commit: on the embedded database the commit must be on the disk by
 * then (SQLite's synchronous=FULL; NORMAL in WAL mode loses the last commits on a power cut).
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { expect, it } from "vitest";
import { openDatabase } from "./database.ts";

it("syncs every commit of the embedded database to the disk before it returns", async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "durable-commit-"));
  const db = openDatabase({ dataDir });
  try {
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
    // 2 = FULL (0 OFF, 1 NORMAL, 3 EXTRA): https://sqlite.org/pragma.html#pragma_synchronous
    expect(rows[0]?.synchronous).toBe(2);
  } finally {
    await db.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
});
