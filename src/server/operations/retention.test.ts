/** RETENTION_DAYS: rejected and withdrawn applications are erased N days after their last decision (not their submission); others stay. */
import { afterAll, beforeAll, expect, it } from "vitest";
import { storeApplication } from "../../../test-support/applications.ts";
import { startTestServer, type TestServer } from "../../../test-support/server.ts";
import { exampleApplication } from "../../shared/example-application.ts";
import type { Status } from "../../shared/statuses.ts";
import { COMMAND_LINE } from "../applications/actor.ts";
import { changeStatus } from "../applications/status.ts";
import { eraseExpired } from "./retention.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it("erases rejected and withdrawn applications older than RETENTION_DAYS, and nothing else", async () => {
  const day = 86_400_000;
  const now = Date.now();
  const form = () => exampleApplication({ edition: server.config.openEditions[0] });
  const old = now - 40 * day;
  const rejectedOld = (await storeApplication(server.app, form(), { now: old })).id;
  const withdrawnOld = (await storeApplication(server.app, form(), { now: old })).id;
  const rejectedNew = (await storeApplication(server.app, form(), { now: now - 5 * day })).id;
  const submittedOld = (await storeApplication(server.app, form(), { now: old })).id;
  const db = server.app.db;
  await db
    .updateTable("applications")
    .set({ status: "rejected" })
    .where("id", "in", [rejectedOld, rejectedNew])
    .execute();
  await db.updateTable("applications").set({ status: "withdrawn" }).where("id", "=", withdrawnOld).execute();

  const erased = await eraseExpired(db, { store: server.app.store, dataDir: server.dataDir }, 30, now);
  expect(erased.sort()).toEqual([rejectedOld, withdrawnOld].sort());
  const rows = await db.selectFrom("applications").select(["id", "erased_at", "gallery_name"]).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  expect(byId.get(rejectedOld)?.gallery_name).toBe("");
  expect(byId.get(rejectedNew)?.erased_at).toBeNull();
  expect(byId.get(submittedOld)?.erased_at).toBeNull();
  const audit = await db.selectFrom("erasures").select(["via", "by_email"]).execute();
  expect(audit).toEqual([
    { via: "retention", by_email: null },
    { via: "retention", by_email: null },
  ]);
  expect(await eraseExpired(db, { store: server.app.store, dataDir: server.dataDir }, 30, now)).toEqual([]);
});

it("counts the days from the decision, not from the submission: both sides of the boundary", async () => {
  const day = 86_400_000;
  const now = Date.now();
  const db = server.app.db;
  const submittedLongAgo = async () =>
    (
      await storeApplication(server.app, exampleApplication({ edition: server.config.openEditions[0] }), {
        now: now - 40 * day,
      })
    ).id;
  const decide = (id: string, to: Status, at: number) => changeStatus(db, [id], to, COMMAND_LINE, null, at);

  const rejectedYesterday = await submittedLongAgo();
  await decide(rejectedYesterday, "rejected", now - day);
  const rejectedJustUnder = await submittedLongAgo();
  await decide(rejectedJustUnder, "rejected", now - 30 * day + 60_000);
  const rejectedExactly = await submittedLongAgo();
  await decide(rejectedExactly, "rejected", now - 30 * day);
  const withdrawnLongAgo = await submittedLongAgo();
  await decide(withdrawnLongAgo, "withdrawn", now - 31 * day);
  // Rejected long ago, taken back to the shortlist, rejected again two days ago: the last decision counts.
  const rejectedAgain = await submittedLongAgo();
  await decide(rejectedAgain, "rejected", now - 35 * day);
  await decide(rejectedAgain, "shortlisted", now - 33 * day);
  await decide(rejectedAgain, "rejected", now - 2 * day);

  const erased = await eraseExpired(db, { store: server.app.store, dataDir: server.dataDir }, 30, now);
  expect(erased.sort()).toEqual([rejectedExactly, withdrawnLongAgo].sort());
  const kept = await db
    .selectFrom("applications")
    .select(["id", "gallery_name", "erased_at"])
    .where("id", "in", [rejectedYesterday, rejectedJustUnder, rejectedAgain])
    .execute();
  expect(kept).toHaveLength(3);
  for (const row of kept) {
    expect(row.erased_at, row.id).toBeNull();
    expect(row.gallery_name, row.id).not.toBe("");
  }
});

it("runs at start when RETENTION_DAYS is set, and not at all when it is unset", async () => {
  const day = 86_400_000;
  const form = () => exampleApplication({ edition: server.config.openEditions[0] });
  const due = (await storeApplication(server.app, form(), { now: Date.now() - 3 * day })).id;
  await server.app.db.updateTable("applications").set({ status: "rejected" }).where("id", "=", due).execute();
  const erasedAt = async () =>
    (await server.app.db.selectFrom("applications").select("erased_at").where("id", "=", due).executeTakeFirst())
      ?.erased_at ?? null;

  // The same data, served again without the variable: nothing is erased.
  const { buildApp } = await import("../app.ts");
  const withoutRetention = await buildApp({ config: server.config, db: server.app.db, store: server.app.store });
  await withoutRetention.ready();
  await withoutRetention.close();
  expect(await erasedAt()).toBeNull();

  const withRetention = await buildApp({
    config: { ...server.config, retentionDays: 2 },
    db: server.app.db,
    store: server.app.store,
  });
  try {
    await expect.poll(erasedAt, { timeout: 5_000 }).not.toBeNull();
  } finally {
    await withRetention.close();
  }
});
