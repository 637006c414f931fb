/**
 * PostgreSQL for tests: each test server gets a database of its own, created empty and dropped
 * on close, so test files running in parallel never see each other's rows or migrations.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

/** Set (e.g. postgres://postgres@127.0.0.1:5432/test) to run the server tests on PostgreSQL. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

export const NO_POSTGRES_REASON =
  "TEST_DATABASE_URL is not set in this run. With it set (e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test), npm test runs this test in its PostgreSQL pass, as CI does.";

export interface TestDatabase {
  /** DATABASE_URL of the new database. */
  url: string;
  name: string;
  drop(): Promise<void>;
}

async function onServer<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A database with every migration run, made once per test run (postgres-template.ts); a test
 * server's database is copied from it: 0.1 s instead of the migrations' 0.6 s or more, for some
 * hundred test servers a run.
 */
export const MIGRATED_TEMPLATE_VARIABLE = "TEST_DATABASE_TEMPLATE";

/** An empty database; `{ migrated: true }`: a copy of the migrated template when this run made one. */
export async function createTestDatabase(
  baseUrl = TEST_DATABASE_URL,
  options: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  if (!baseUrl) throw new Error(NO_POSTGRES_REASON);
  // Lowercase letters and digits only, so the name needs no quoting rules beyond the quotes.
  const name = `artfair_test_${process.pid}_${randomBytes(6).toString("hex")}`;
  const template = options.migrated ? process.env[MIGRATED_TEMPLATE_VARIABLE] : undefined;
  await onServer(baseUrl, (client) =>
    client.query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`),
  );
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () =>
      onServer(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}),
  };
}

/** For a test that needs PostgreSQL: its URL, or the test is skipped with the reason printed. */
export function requirePostgres(context: { task: { name: string }; skip(note?: string): never }): string {
  if (TEST_DATABASE_URL) return TEST_DATABASE_URL;
  console.warn(`Skipped "${context.task.name}": ${NO_POSTGRES_REASON}`);
  return context.skip(NO_POSTGRES_REASON);
}
