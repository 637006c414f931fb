import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { cachingStatements } from "./statement-cache.ts";

describe("the SQLite statement cache", () => {
  it("prepares each query once, forgets the least recently used beyond its size, and still answers", () => {
    const sqlite = new SQLite(":memory:");
    const database = cachingStatements(sqlite, 2);
    const one = database.prepare("select 1 as n");
    expect(database.prepare("select 1 as n")).toBe(one);
    const two = database.prepare("select 2 as n");
    expect(database.prepare("select 1 as n")).toBe(one);
    database.prepare("select 3 as n");
    // "select 2" was the least recently used: prepared anew; "select 1" kept.
    expect(database.prepare("select 2 as n")).not.toBe(two);
    expect(database.prepare("select 3 as n").all([])).toEqual([{ n: 3 }]);
    database.close();
    expect(sqlite.open).toBe(false);
  });
});

describe("a transaction SQLite has already rolled back", () => {
  it("fails with its own error (a full disk), not with the rollback that finds no transaction", async () => {
    const sqlite = new SQLite(":memory:");
    const db = new Kysely<{ t: { n: number } }>({
      dialect: new SqliteDialect({ database: cachingStatements(sqlite) }),
    });
    await sql`create table t (n integer)`.execute(db);
    const full = Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" });
    // On SQLITE_FULL (and I/O errors) SQLite may roll the transaction back by itself before Kysely does.
    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto("t").values({ n: 1 }).execute();
      await sql`rollback`.execute(trx);
      throw full;
    });
    await expect(failing).rejects.toBe(full);
    expect(await db.selectFrom("t").selectAll().execute()).toEqual([]);
    await db.destroy();
  });
});
