/**
 * Migration 110 on a database written before it: every stored application gets a status token
 * (a hash nobody holds the token of), and every existing edition keeps showing its decisions.
 */
import type { Kysely } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { storeApplication } from "../../../../test-support/applications.ts";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import { exampleApplication } from "../../../shared/example-application.ts";
import { ensureEditions } from "../../editions/editions.ts";
import { up } from "./110_status_pages.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

it("gives every application stored before it a token hash, and leaves existing editions released", async () => {
  const { db } = server.app;
  const edition = server.config.openEditions[0] as string;
  const ids = [];
  for (let i = 0; i < 3; i++)
    ids.push((await storeApplication(server.app, exampleApplication({ edition, withFiles: false }))).id);
  await ensureEditions(db, server.config.openEditions);
  // Back to the database as it was before the migration.
  await db.schema.dropTable("status_tokens").execute();
  await db.schema.alterTable("editions").dropColumn("decisions_released").execute();

  await up(db as unknown as Kysely<unknown>);

  const tokens = await db.selectFrom("status_tokens").select(["hash", "application_id"]).execute();
  expect(tokens.map((t) => t.application_id).sort()).toEqual([...ids].sort());
  expect(tokens.every((t) => /^[0-9a-f]{64}$/.test(t.hash))).toBe(true);
  expect(new Set(tokens.map((t) => t.hash)).size).toBe(3);
  const editions = await db.selectFrom("editions").select(["slug", "decisions_released"]).execute();
  expect(editions.length).toBeGreaterThan(0);
  expect(editions.every((e) => Number(e.decisions_released) === 1)).toBe(true);
});
