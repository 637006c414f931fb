/**
 * Issue 6's load test in full: 60 s of ping, validate and submit with files at once against one
 * server process on loopback; zero failures other than deliberate 429s, nothing lost.
 */
import path from "node:path";
import SQLite from "better-sqlite3";
import { runLoadMix } from "../test-support/load-mix.ts";
import { noFailures, sized, startProcess } from "./support.ts";

const SECONDS = sized("LOAD_SECONDS", 60, 3);

export async function run(): Promise<Record<string, number | string>> {
  const server = await startProcess("src/server/main.ts", {
    RATE_LIMIT_PER_SESSION: "1000000",
    RATE_LIMIT_PER_IP: "1000000",
  });
  let load: Awaited<ReturnType<typeof runLoadMix>>;
  let stored = 0;
  try {
    load = await runLoadMix(server.url, { seconds: SECONDS, connections: 8 });
    const database = new SQLite(path.join(server.dataDir, "applications.sqlite"), { readonly: true });
    stored = (database.prepare("select count(*) as n from applications").get() as { n: number }).n;
    database.close();
  } finally {
    await server.stop();
  }
  const figures: Record<string, number | string> = { "duration (s)": SECONDS };
  for (const [route, result] of Object.entries(load)) {
    figures[`${route}: requests/s`] = result.averagePerSecond;
    figures[`${route}: p99 latency (ms)`] = result.p99Ms;
    figures[`${route}: failures (not 200/429)`] = result.failures;
  }
  figures["submit 200s"] = load.submit?.ok ?? 0;
  // Submits still in flight when the clock stops are stored without autocannon counting their 200.
  figures["applications stored (≥ submit 200s, by at most the connections in flight)"] = stored;
  if (stored < (load.submit?.ok ?? 0) || stored - (load.submit?.ok ?? 0) > 8) throw new Error("submissions were lost");
  for (const [route, result] of Object.entries(load)) noFailures(route, result.failures);
  return figures;
}
