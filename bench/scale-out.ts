/**
 * Issue 5's budgets, measured in one run:
 * (a) submissions per second of two instances on one PostgreSQL database against one instance
 *     (budget: ratio ≥ 1.6), small applications (one tiny gallery picture, the least a valid
 *     application holds);
 * (b) 100 applications of 10 MB each, 10 at a time, to one instance on PostgreSQL and an S3 bucket
 *     (s3rver), and for comparison on SQLite and local files: no error, and the instance's peak RSS
 *     (VmHWM) under 300 MB.
 *
 * Needs PostgreSQL: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
 * BENCH_SECONDS sets the length of each throughput measurement (default 10); BENCH_NODE_OPTIONS
 * passes NODE_OPTIONS to the instances of (a).
 * Run: `npm run bench -- scale-out` once bench/run.ts lists it, or `npx tsx -e 'import("./bench/scale-out.ts").then(m => m.run()).then(console.table)'`.
 */
import os from "node:os";
import autocannon from "autocannon";
import type { ApplicationForm } from "../src/shared/application.ts";
import { exampleApplication } from "../src/shared/example-application.ts";
import { applicationFormData } from "../src/shared/form-data.ts";
import { dotted, fileRecords } from "../src/shared/wire.ts";
import { blobOf, makePdf, makePng } from "../test-support/fixtures.ts";
import { type Instance, startInstance } from "../test-support/instance.ts";
import { createTestDatabase, type TestDatabase } from "../test-support/postgres.ts";
import { startS3Server, type TestS3Server } from "../test-support/s3-server.ts";
import { TEST_DATA_KEY, TEST_SESSION_SECRET, type Visitor, visit } from "../test-support/server.ts";
import { benchPostgres, noFailures, POSTGRES_SKIPPED, sized, TINY } from "./support.ts";

const DURATION_S = sized("BENCH_SECONDS", 10, 1);
const WARM_UP_S = TINY ? 0 : 2;
const BASE_URL = benchPostgres();
/** (b): lanes × submissions each of about SUBMISSION_MB. */
const LANES = TINY ? 2 : 10;
const EACH = TINY ? 2 : 10;
const SUBMISSION_MB = TINY ? 1 : 10;
/** Connections in all, for one instance or shared by two: the same offered load either way. */
const CONNECTIONS = 20;
const MB = 1024 * 1024;
/** The load comes from one address and few sessions: the rate limits (still counted, in the database) must not refuse it. */
const UNLIMITED = { RATE_LIMIT_PER_IP: "100000000", RATE_LIMIT_PER_SESSION: "100000000" };

interface Body {
  body: Buffer;
  contentType: string;
}

async function encoded(form: FormData): Promise<Body> {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get("content-type") ?? "" };
}

/** The least a valid application holds: one artist, one artwork, one gallery picture (a 1 KB PNG). */
async function smallApplication(edition: string): Promise<Body> {
  const form = exampleApplication({ edition, artists: 1, artworksPerArtist: 1, galleryPictures: 1 });
  form.proposal.rendering = [];
  form.proof = [];
  form.gallery.additional = [];
  for (const artwork of form.artists.flatMap((a) => a.artworks)) Object.assign(artwork, { filename: "", size: 0 });
  return encoded(applicationFormData(form, { files: filesOf(form, () => makePng(20, 20, 1)) }));
}

/** About SUBMISSION_MB: a proof of registration that size and the one gallery picture. */
async function tenMegabyteApplication(edition: string): Promise<Body> {
  const form = exampleApplication({ edition, artists: 1, artworksPerArtist: 1, galleryPictures: 1 });
  form.proposal.rendering = [];
  form.gallery.additional = [];
  form.proof = [{ filename: "registration.pdf", size: 0 }];
  for (const artwork of form.artists.flatMap((a) => a.artworks)) Object.assign(artwork, { filename: "", size: 0 });
  return encoded(
    applicationFormData(form, {
      files: filesOf(form, (at) =>
        at.startsWith("proof") ? makePdf("registration", SUBMISSION_MB * MB - 400) : makePng(20, 20, 2),
      ),
    }),
  );
}

function filesOf(form: ApplicationForm, bytesFor: (at: string) => Buffer): Map<string, Blob> {
  const files = new Map<string, Blob>();
  for (const { path, record } of fileRecords(form)) {
    const bytes = bytesFor(dotted(path));
    record.size = bytes.length;
    files.set(dotted(path), blobOf(bytes));
  }
  return files;
}

/** Submissions per second against `instance`, each connection with a session of its own. */
async function submitsPerSecond(instance: Instance, connections: number, seconds: number, body: Body) {
  const sessions: Visitor[] = await Promise.all(Array.from({ length: connections }, () => visit(instance.url)));
  let next = 0;
  const result = await autocannon({
    url: `${instance.url}/application-submit`,
    method: "POST",
    connections,
    duration: seconds,
    body: body.body,
    headers: { "content-type": body.contentType },
    setupClient(client) {
      const session = sessions[next++ % sessions.length] as Visitor;
      client.setHeaders({ "content-type": body.contentType, cookie: session.cookie, "x-csrf-token": session.token });
    },
  });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(" ");
  return {
    total: result.requests.total,
    seconds: result.duration,
    errors: result.errors + result.non2xx + result.timeouts,
    statuses,
  };
}

/** Both instances under load at the same time, the connections split between them. */
async function throughput(instances: Instance[], body: Body, seconds: number) {
  const cpuBefore = await Promise.all(instances.map((i) => cpuSecondsOf(i.pid)));
  const postgresBefore = await postgresCpuSeconds();
  const each = await Promise.all(
    instances.map((instance) => submitsPerSecond(instance, CONNECTIONS / instances.length, seconds, body)),
  );
  const cpuAfter = await Promise.all(instances.map((i) => cpuSecondsOf(i.pid)));
  const postgresAfter = await postgresCpuSeconds();
  const total = each.reduce((sum, r) => sum + r.total, 0);
  const duration = Math.max(...each.map((r) => r.seconds));
  return {
    perSecond: total / duration,
    errors: each.reduce((sum, r) => sum + r.errors, 0),
    statuses: each.map((r) => r.statuses).join(" | "),
    /** Cores busy in each instance, on average over the run. */
    instanceCores: cpuAfter.map((after, i) => (after - (cpuBefore[i] ?? 0)) / duration),
    postgresCores: (postgresAfter - postgresBefore) / duration,
  };
}

/** CPU time a process has used (user + system), from /proc. */
async function cpuSecondsOf(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const fields = (await readFile(`/proc/${pid}/stat`, "utf8")).split(") ")[1]?.split(" ") ?? [];
  // utime and stime are fields 14 and 15 of stat; here counted from field 3 on.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU time of every PostgreSQL server process on this machine (postgres and its backends). */
async function postgresCpuSeconds(): Promise<number> {
  const { readdir, readFile } = await import("node:fs/promises");
  let total = 0;
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const comm = await readFile(`/proc/${entry}/comm`, "utf8").catch(() => "");
    if (comm.trim() === "postgres") total += await cpuSecondsOf(Number(entry)).catch(() => 0);
  }
  return total;
}

async function peakOf(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

async function rssOf(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** LANES × EACH submissions of about SUBMISSION_MB, LANES at a time; the peak RSS the instance reached meanwhile. */
async function largeSubmissions(instance: Instance) {
  const lanes = await Promise.all(Array.from({ length: LANES }, () => visit(instance.url)));
  const body = await tenMegabyteApplication(lanes[0]?.edition ?? "");
  const before = await rssOf(instance.pid);
  // Linux: writing 5 to clear_refs resets VmHWM, so the peak read after is this run's own.
  const { writeFile } = await import("node:fs/promises");
  await writeFile(`/proc/${instance.pid}/clear_refs`, "5");
  const failures: string[] = [];
  const started = Date.now();
  await Promise.all(
    lanes.map(async (lane) => {
      for (let i = 0; i < EACH; i++) {
        const response = await lane.fetch("/application-submit", {
          method: "POST",
          body: new Uint8Array(body.body),
          headers: { "content-type": body.contentType },
        });
        if (response.status !== 200) failures.push(`${response.status} ${await response.text()}`);
        else await response.arrayBuffer();
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  return {
    sizeMb: body.body.length / MB,
    before,
    peak: await peakOf(instance.pid),
    failures,
    seconds,
  };
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** (a) one instance, then two, on the same fresh PostgreSQL database. */
export async function throughputFigures(): Promise<Record<string, number | string>> {
  const results: Record<string, number | string> = {};
  if (!BASE_URL) return { "(a) one and two instances on PostgreSQL": POSTGRES_SKIPPED };
  const cleanups: Array<() => Promise<void>> = [];
  try {
    const database: TestDatabase = await createTestDatabase(BASE_URL);
    cleanups.push(() => database.drop());
    const env = {
      DATABASE_URL: database.url,
      SESSION_SECRET: TEST_SESSION_SECRET,
      DATA_KEY: TEST_DATA_KEY,
      LOG_LEVEL: "warn",
      ...UNLIMITED,
      // To compare runtime flags, e.g. BENCH_NODE_OPTIONS=--max-semi-space-size=8.
      ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
    };
    const [one, two] = await Promise.all([startInstance(env), startInstance(env)]);
    cleanups.push(
      () => (one as Instance).stop(),
      () => (two as Instance).stop(),
    );
    const guest = await visit(one.url);
    const body = await smallApplication(guest.edition);
    const check = await guest.fetch("/application-submit", {
      method: "POST",
      body: new Uint8Array(body.body),
      headers: { "content-type": body.contentType },
    });
    if (check.status !== 200) throw new Error(`submit answered ${check.status}: ${await check.text()}`);

    if (WARM_UP_S > 0) {
      await throughput([one], body, WARM_UP_S); // warm-up: JIT, connection pools
      await throughput([two], body, WARM_UP_S);
    }
    const single = await throughput([one], body, DURATION_S);
    const pair = await throughput([one, two], body, DURATION_S);
    results["small submission body (KB)"] = round(body.body.length / 1024);
    results[`one instance, ${CONNECTIONS} connections (submits/s)`] = round(single.perSecond);
    results[`two instances, ${CONNECTIONS / 2} connections each (submits/s)`] = round(pair.perSecond);
    results["two / one (budget ≥ 1.6)"] = round(pair.perSecond / single.perSecond, 2);
    results["errors + non-2xx (one, two)"] = `${single.errors}, ${pair.errors}`;
    results["answers (one; two)"] = `${single.statuses}; ${pair.statuses}`;
    const cores = (n: number[]) => n.map((c) => round(c, 2)).join(" + ");
    results["cores busy: instances (one; two)"] = `${cores(single.instanceCores)}; ${cores(pair.instanceCores)}`;
    results["cores busy: PostgreSQL (one; two)"] = `${round(single.postgresCores, 2)}; ${round(pair.postgresCores, 2)}`;
    noFailures("submissions to one instance", single.errors, single.statuses);
    noFailures("submissions to two instances", pair.errors, pair.statuses);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  }
  return results;
}

/** (b) 100 × 10 MB, 10 at a time, one instance: on PostgreSQL + S3, and on SQLite + local files (tiny: 2 × 2 × 1 MB). */
export async function memoryFigures(): Promise<Record<string, number | string>> {
  const results: Record<string, number | string> = {};
  const cleanups: Array<() => Promise<void>> = [];
  try {
    const setups: Array<[string, Record<string, string>]> = [];
    if (BASE_URL) {
      const s3: TestS3Server = await startS3Server();
      cleanups.push(() => s3.close());
      const database = await createTestDatabase(BASE_URL);
      cleanups.push(() => database.drop());
      const postgresAndS3 = {
        DATABASE_URL: database.url,
        SESSION_SECRET: TEST_SESSION_SECRET,
        DATA_KEY: TEST_DATA_KEY,
        ...s3.env,
      };
      setups.push(["PostgreSQL + S3", postgresAndS3]);
      // Tiny: the flag changes no code path.
      if (!TINY)
        setups.push(
          // V8's young-generation semi-spaces at 8 MB instead of 16: the 64 KB chunks of upload bodies
          // are collected sooner instead of piling up between scavenges (no CPU cost measurable in (a)).
          [
            "PostgreSQL + S3, NODE_OPTIONS=--max-semi-space-size=8",
            { ...postgresAndS3, NODE_OPTIONS: "--max-semi-space-size=8" },
          ],
        );
    } else results["(b) PostgreSQL + S3"] = POSTGRES_SKIPPED;
    setups.push(["SQLite + local files", {}]);
    for (const [label, setupEnv] of setups) {
      const instance = await startInstance({ ...setupEnv, LOG_LEVEL: "warn", ...UNLIMITED });
      cleanups.push(() => instance.stop());
      const outcome = await largeSubmissions(instance);
      results[`${label}: ${LANES * EACH} × ${round(outcome.sizeMb)} MB, ${LANES} at a time, errors`] =
        outcome.failures.length;
      if (outcome.failures.length > 0) results[`${label}: first error`] = outcome.failures[0] ?? "";
      results[`${label}: time (s)`] = round(outcome.seconds);
      results[`${label}: RSS before (MB)`] = round(outcome.before / MB);
      results[`${label}: peak RSS (MB, budget < 300)`] = round(outcome.peak / MB);
      await instance.stop();
      noFailures(label, outcome.failures.length, outcome.failures[0]);
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  }
  return results;
}

export async function run(): Promise<Record<string, number | string>> {
  const load = os.loadavg().map((n) => round(n, 2));
  return {
    "machine load average before (1, 5, 15 min)": load.join(", "),
    ...(await throughputFigures()),
    ...(await memoryFigures()),
    cores: os.cpus().length,
  };
}
