import SQLite from "better-sqlite3";
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
