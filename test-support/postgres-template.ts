/**
 * Vitest's global setup for the unit and server tests on PostgreSQL: one database with every
 * migration run, which each test server's database copies (postgres.ts), dropped at the end.
 * Without TEST_DATABASE_URL it does nothing.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { migrate, openDatabase } from "../src/server/store/database.ts";
import { createTestDatabase, MIGRATED_TEMPLATE_VARIABLE, TEST_DATABASE_URL, type TestDatabase } from "./postgres.ts";

let template: TestDatabase | undefined;

export async function setup(): Promise<void> {
  if (!TEST_DATABASE_URL) return;
  template = await createTestDatabase(TEST_DATABASE_URL);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "art-fair-template-"));
  const db = openDatabase({ dataDir, databaseUrl: template.url, dataKeys: [randomBytes(32)] });
  try {
    await migrate(db);
  } finally {
    await db.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
  // The test workers start after this and inherit the variable.
  process.env[MIGRATED_TEMPLATE_VARIABLE] = template.name;
}

export async function teardown(): Promise<void> {
  await template?.drop();
}
