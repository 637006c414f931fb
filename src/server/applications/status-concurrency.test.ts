/**
 * Two processes changing the same applications' statuses at once, each on its own connection to
 * the database: a server and the command line, or two instances. The row lock (lock.ts) makes
 * them take turns, so every change succeeds and the history is one unbroken chain. On SQLite this
 * needs two processes: inside one, Kysely sends every transaction through the one connection, one
 * after the other, and the lock is never needed (the two-admin tests in reviews-decisions.test.ts
 * therefore test it on PostgreSQL only). Runs on SQLite, and on PostgreSQL in the suite's second pass.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { storeApplication } from "../../../test-support/applications.ts";
import { startTestServer, TEST_DATA_KEY, type TestServer } from "../../../test-support/server.ts";
import type { ChildOutcome } from "../../../test-support/status-changes-from-child.ts";
import { exampleApplication } from "../../shared/example-application.ts";
import type { Status } from "../../shared/statuses.ts";
import { changeStatus, statusHistory } from "./status.ts";

const CHILD = fileURLToPath(new URL("../../../test-support/status-changes-from-child.ts", import.meta.url));
const ROUNDS = 150;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Starts the other process and resolves once it has its connection, with a function that sets it going. */
async function otherProcess(ids: string[], statuses: Status[]) {
  const options = {
    dataDir: server.dataDir,
    databaseUrl: server.config.databaseUrl,
    dataKey: server.database ? TEST_DATA_KEY : undefined,
    ids,
    statuses,
    rounds: ROUNDS,
  };
  const child = spawn(process.execPath, [CHILD, JSON.stringify(options)], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  let printed = "";
  child.stdout.on("data", (chunk) => {
    printed += chunk;
  });
  const exited = once(child, "exit");
  while (!printed.startsWith("ready\n")) {
    if (child.exitCode !== null) throw new Error(`The other process ended: ${printed}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    go() {
      child.stdin.end("go\n");
    },
    async outcome(): Promise<ChildOutcome> {
      await exited;
      return JSON.parse(printed.slice("ready\n".length)) as ChildOutcome;
    },
    isRunning: () => child.exitCode === null,
  };
}

it("from two processes at once all succeed, and each application's history is one unbroken chain", async () => {
  const ids: string[] = [];
  for (let i = 0; i < 2; i++)
    ids.push((await storeApplication(server.app, exampleApplication({ edition: server.config.openEditions[0] }))).id);
  const other = await otherProcess(ids, ["rejected", "shortlisted"]);
  other.go();
  // This process changes the same two applications meanwhile, for as long as the other one runs.
  const here: ChildOutcome = { changed: 0, errors: [] };
  const mine: Status[] = ["accepted", "waitlisted"];
  for (let round = 0; other.isRunning() || round < 10; round++) {
    try {
      const to = mine[round % mine.length] as Status;
      here.changed += (
        await changeStatus(server.app.db, ids, to, { staffId: null, via: "back-office" }, null)
      ).updated.length;
    } catch (error) {
      here.errors.push(`${(error as { code?: string }).code ?? ""} ${(error as Error).message}`.trim());
    }
    // better-sqlite3 answers synchronously: without a turn of the event loop the child's exit is never seen.
    await new Promise((resolve) => setImmediate(resolve));
  }
  const there = await other.outcome();

  expect([...here.errors, ...there.errors]).toEqual([]);
  let recorded = 0;
  for (const id of ids) {
    const history = await statusHistory(server.app.db, id);
    recorded += history.length;
    expect(history[0]?.from).toBe("submitted");
    // Every change starts where the one before it ended: no two changes read the same status.
    for (const [i, change] of history.entries()) if (i > 0) expect(change.from, `change ${i}`).toBe(history[i - 1]?.to);
    const row = await server.app.db.selectFrom("applications").select("status").where("id", "=", id).executeTakeFirst();
    expect(history.at(-1)?.to).toBe(row?.status);
  }
  expect(recorded).toBe(here.changed + there.changed);
  // The two really ran at the same time: both made changes, more than one round's worth each.
  expect(there.changed).toBeGreaterThan(ROUNDS);
  expect(here.changed).toBeGreaterThan(2);
}, 120_000);
