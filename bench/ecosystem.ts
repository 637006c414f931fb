/**
 * The public gallery list: how fast /ecosystem answers with 20, 200 and 1,000 accepted galleries, against a
 * bare Fastify route in the same run; how long the first view takes while the list-size pictures are
 * made; and how the page grows with the number of galleries (the sequence is written once, on the
 * list; issue 12's budget: under 300 KB before compression at 1,000 galleries).
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { acceptApplication } from "../src/server/applications/status.ts";
import { readConfig } from "../src/server/config.ts";
import { storeSampleGallery } from "../src/server/demo/sample-gallery.ts";
import { migrate, openDatabase } from "../src/server/store/database.ts";
import { LocalFileStore } from "../src/server/store/files.ts";
import { makePng } from "../test-support/fixtures.ts";
import { noFailures, sized, startProcess, TINY } from "./support.ts";

const DURATION_S = sized("BENCH_SECONDS", 5, 1);
const COUNTS = process.env.ECOSYSTEM_COUNTS ?? (TINY ? "3" : "20,200,1000");

async function requestsPerSecond(url: string): Promise<{ rps: number; failures: number }> {
  const result = await autocannon({ url, connections: 10, duration: DURATION_S });
  return { rps: result.requests.average, failures: result.errors + result.non2xx };
}

/** A data directory holding `count` accepted galleries of the default edition, one 640×480 picture each. */
async function dataDirWith(count: number): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "art-fair-bench-ecosystem-"));
  const config = readConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const db = openDatabase(config);
  const store = new LocalFileStore(path.join(dataDir, "files"));
  try {
    await migrate(db);
    for (let i = 0; i < count; i++) {
      const name = `Gallery ${String(i + 1).padStart(3, "0")} of the long bench list`;
      const id = await storeSampleGallery(db, store, {
        edition: config.openEditions[0] as string,
        name,
        pictures: [makePng(640, 480, i)],
      });
      await acceptApplication(db, id);
    }
  } finally {
    await db.destroy();
  }
  return dataDir;
}

export async function run(): Promise<Record<string, number | string>> {
  const results: Record<string, number | string> = {};
  const bare = await startProcess("bench/bare-server.ts");
  let baseline: number;
  try {
    baseline = (await requestsPerSecond(`${bare.url}/`)).rps;
  } finally {
    await bare.stop();
  }
  results["bare Fastify {} (req/s)"] = Math.round(baseline);

  for (const count of COUNTS.split(",").map(Number)) {
    const dataDir = await dataDirWith(count);
    const service = await startProcess("src/server/main.ts", { DATA_DIR: dataDir });
    try {
      const started = performance.now();
      const first = await fetch(`${service.url}/ecosystem`);
      const html = await first.text();
      if (first.status !== 200) throw new Error(`/ecosystem answered ${first.status}`);
      results[`${count} galleries: first view, pictures made (ms)`] = Math.round(performance.now() - started);
      const warm = performance.now();
      await (await fetch(`${service.url}/ecosystem`)).text();
      results[`${count} galleries: next view (ms)`] = Math.round(performance.now() - warm);
      results[`${count} galleries: page size (KB, uncompressed)`] = Math.round(Buffer.byteLength(html) / 1024);
      const list = await requestsPerSecond(`${service.url}/ecosystem`);
      results[`${count} galleries: /ecosystem (req/s)`] = Math.round(list.rps);
      results[`${count} galleries: errors + non-2xx`] = list.failures;
      noFailures(`/ecosystem with ${count} galleries`, list.failures);
      results[`${count} galleries: /ecosystem / bare`] = Math.round((list.rps / baseline) * 1000) / 1000;
    } finally {
      await service.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  return results;
}
