/**
 * The claim, as several instances make it at once: each on its own connection pool (PostgreSQL)
 * or its own connection to the file (SQLite), all claiming from one queue as fast as they can.
 * Every message is claimed by exactly one of them.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from "../../../test-support/postgres.ts";
import { type Db, migrate, openDatabase } from "../store/database.ts";
import { claimNext, insertMail, markSent } from "./queue.ts";

const INSTANCES = 6;
const MESSAGES = 300;

let dataDir: string;
let database: TestDatabase | undefined;
let handles: Db[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "art-fair-queue-"));
  database = TEST_DATABASE_URL ? await createTestDatabase(TEST_DATABASE_URL, { migrated: true }) : undefined;
  const open = () => openDatabase({ dataDir, databaseUrl: database?.url });
  const first = open();
  await migrate(first);
  handles = [first, ...Array.from({ length: INSTANCES - 1 }, open)];
}, 60_000);

afterAll(async () => {
  await Promise.all(handles.map((db) => db.destroy()));
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

it(`${INSTANCES} instances claiming at once take each of ${MESSAGES} messages exactly once`, async () => {
  const [db] = handles as [Db];
  const past = Date.now() - 1000;
  for (let i = 0; i < MESSAGES; i++)
    await insertMail(db, { kind: "status-link", to: `n${i}@gallery.example`, subject: `${i}`, text: "Hi." }, past);
  const claimedBy = new Map<string, string[]>();
  await Promise.all(
    handles.map(async (handle, n) => {
      const instance = `instance-${n}`;
      // Several claims in flight per instance too, as a pool lets them.
      await Promise.all(
        [0, 1, 2].map(async () => {
          for (;;) {
            const mail = await claimNext(handle, instance);
            if (!mail) return;
            claimedBy.set(mail.id, [...(claimedBy.get(mail.id) ?? []), instance]);
            expect(await markSent(handle, mail.id, instance)).toMatchObject({ state: "sent" });
          }
        }),
      );
    }),
  );
  expect(claimedBy.size).toBe(MESSAGES);
  expect([...claimedBy.values()].filter((by) => by.length !== 1)).toEqual([]);
  // On PostgreSQL they really did it at once (SQLite's one writer lets them take turns).
  if (database) expect(new Set([...claimedBy.values()].flat()).size).toBeGreaterThan(1);
  const rows = await db.selectFrom("mail_outbox").select(["state", "attempts"]).execute();
  expect(rows.every((r) => r.state === "sent" && Number(r.attempts) === 1)).toBe(true);
}, 60_000);
