import { sql } from "kysely";
import { expect, it } from "vitest";
import { createTestDatabase, requirePostgres } from "../../../test-support/postgres.ts";
import { migrate, migrationProvider, openDatabase } from "./database.ts";

it("migrates once when several instances start at the same moment on one PostgreSQL database", async (context) => {
  const baseUrl = requirePostgres(context);
  const database = await createTestDatabase(baseUrl);
  const instances = Array.from({ length: 4 }, () => openDatabase({ dataDir: "unused", databaseUrl: database.url }));
  try {
    const outcomes = await Promise.allSettled(instances.map((db) => migrate(db)));
    expect(outcomes.map((o) => (o.status === "rejected" ? String(o.reason) : "migrated"))).toEqual(
      instances.map(() => "migrated"),
    );
    const db = instances[0] as (typeof instances)[number];
    const ran = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    expect(ran.rows.map((r) => r.name)).toEqual(Object.keys(await migrationProvider.getMigrations()).sort());
    // The schema works: a session row goes in and comes out.
    await db
      .insertInto("applicant_sessions")
      .values({ id: "s", csrf_token: "t", created_at: 1, expires_at: 2 })
      .execute();
    expect(await db.selectFrom("applicant_sessions").select("expires_at").executeTakeFirst()).toEqual({
      expires_at: 2,
    });
  } finally {
    await Promise.all(instances.map((db) => db.destroy()));
    await database.drop();
  }
});
