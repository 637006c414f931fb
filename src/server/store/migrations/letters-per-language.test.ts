/** Templates written before letters had languages (migration 370) stay the editions' default templates. */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Migrator } from "kysely";
import { afterEach, expect, it } from "vitest";
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from "../../../../test-support/postgres.ts";
import { findTemplate, saveTemplate } from "../../letters/templates.ts";
import { type Db, migrate, migrationProvider, openDatabase } from "../database.ts";

let dataDir: string;
let database: TestDatabase | undefined;
let db: Db | undefined;
afterEach(async () => {
  await db?.destroy();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

it("keeps each template written before as the default one, with a language's own beside it", async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "art-fair-migration-"));
  database = TEST_DATABASE_URL ? await createTestDatabase() : undefined;
  db = openDatabase({ dataDir, databaseUrl: database?.url });
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
  expect((await migrator.migrateTo("350_application_language")).error).toBeUndefined();
  const before = { subject: "Welcome, {{gallery}}", body: "Dear {{contact}}, {{status_link}}" };
  await db
    .insertInto("letter_templates")
    .values({ edition: "fair-2030", decision: "accepted", ...before, updated_at: 1 } as never) // no language before 370
    .execute();

  await migrate(db);
  expect(await findTemplate(db, "fair-2030", "accepted")).toEqual({
    decision: "accepted",
    language: null,
    ...before,
    default: false,
  });
  expect(await findTemplate(db, "fair-2030", "accepted", "de")).toMatchObject({ language: "de", default: true });
  await saveTemplate(db, "fair-2030", "accepted", "de", { subject: "Willkommen", body: "Guten Tag" });
  await saveTemplate(db, "fair-2030", "accepted", null, { subject: "Welcome", body: "Hello" });
  expect(await findTemplate(db, "fair-2030", "accepted", "de")).toMatchObject({
    subject: "Willkommen",
    default: false,
  });
  expect(await findTemplate(db, "fair-2030", "accepted")).toMatchObject({ subject: "Welcome", default: false });
  expect(await db.selectFrom("letter_templates").select("language").orderBy("language").execute()).toEqual([
    { language: "" },
    { language: "de" },
  ]);
});
