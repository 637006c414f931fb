/**
 * Changes applications' statuses from a process of its own, on its own connection to the same
 * database: what the command line does beside a running server. In one process every transaction
 * goes through one SQLite connection, one at a time, so only a second process shows whether the
 * row lock (applications/lock.ts) holds on SQLite.
 * Usage: node --import tsx status-changes-from-child.ts <JSON {dataDir, databaseUrl?, dataKey?, ids, statuses, rounds}>
 * Prints "ready", waits for a line on stdin, then makes the changes and prints their outcome as JSON.
 */
import { once } from "node:events";
import { COMMAND_LINE } from "../src/server/applications/actor.ts";
import { changeStatus } from "../src/server/applications/status.ts";
import { parseDataKey } from "../src/server/store/data-keys.ts";
import { openDatabase } from "../src/server/store/database.ts";
import type { Status } from "../src/shared/statuses.ts";

export interface ChildOutcome {
  changed: number;
  errors: string[];
}

const { dataDir, databaseUrl, dataKey, ids, statuses, rounds } = JSON.parse(process.argv[2] ?? "{}") as {
  dataDir: string;
  databaseUrl?: string;
  dataKey?: string;
  ids: string[];
  statuses: Status[];
  rounds: number;
};
const db = openDatabase({ dataDir, databaseUrl, dataKeys: dataKey ? [parseDataKey(dataKey) as Buffer] : undefined });
process.stdout.write("ready\n");
await once(process.stdin, "data");
const outcome: ChildOutcome = { changed: 0, errors: [] };
for (let round = 0; round < rounds; round++) {
  try {
    const to = statuses[round % statuses.length] as Status;
    outcome.changed += (await changeStatus(db, ids, to, COMMAND_LINE, `child ${round}`)).updated.length;
  } catch (error) {
    outcome.errors.push(`${(error as { code?: string }).code ?? ""} ${(error as Error).message}`.trim());
  }
}
await db.destroy();
process.stdout.write(`${JSON.stringify(outcome)}\n`);
