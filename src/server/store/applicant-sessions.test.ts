import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from "../../../test-support/postgres.ts";
import { ApplicantSessionStore, RENEW_AFTER_MS } from "./applicant-sessions.ts";
import { type Db, migrate, openDatabase } from "./database.ts";

const IDLE_MS = 120 * 60_000;
let dataDir: string;
let database: TestDatabase | undefined;
let db: Db;
let sessions: ApplicantSessionStore;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "art-fair-sessions-"));
  database = TEST_DATABASE_URL ? await createTestDatabase() : undefined;
  db = openDatabase({ dataDir, databaseUrl: database?.url });
  await migrate(db);
  sessions = new ApplicantSessionStore(db, IDLE_MS);
});

afterAll(async () => {
  await db.destroy();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const storedExpiry = async (id: string) =>
  Number(
    (await db.selectFrom("applicant_sessions").select("expires_at").where("id", "=", id).executeTakeFirstOrThrow())
      .expires_at,
  );

describe("an applicant session's idle expiry", () => {
  it("is written at most once a minute however often the session is used", async () => {
    const start = 1_000_000_000_000;
    const session = await sessions.create(start);
    // A request every second for a minute: the stored expiry does not move.
    for (let second = 1; second < RENEW_AFTER_MS / 1000; second++) {
      const touched = await sessions.touch(session.id, start + second * 1000);
      expect(touched?.csrfToken).toBe(session.csrfToken);
      expect(touched?.expiresAt).toBe(start + IDLE_MS);
    }
    expect(await storedExpiry(session.id)).toBe(start + IDLE_MS);
    // A minute on, the next request renews it for the whole idle time.
    const later = start + RENEW_AFTER_MS;
    expect((await sessions.touch(session.id, later))?.expiresAt).toBe(later + IDLE_MS);
    expect(await storedExpiry(session.id)).toBe(later + IDLE_MS);
  });

  it("ends a session left idle for the idle time, renewed or not", async () => {
    const start = 2_000_000_000_000;
    const session = await sessions.create(start);
    expect(await sessions.touch(session.id, start + IDLE_MS - 1)).toBeDefined();
    const renewed = start + IDLE_MS - 1 + IDLE_MS;
    expect(await sessions.touch(session.id, renewed - 1)).toBeDefined();
    expect(await sessions.touch(session.id, renewed + IDLE_MS)).toBeUndefined();
    expect(await sessions.touch("unknown", start)).toBeUndefined();
  });
});
