/**
 * Issue 33's deadline day: two instances on one PostgreSQL, a real S3 server (Ceph's gateway when
 * TEST_S3_ENDPOINT is set, s3rver otherwise) and Redis, all the benchmark's own (deadline-day/stack.ts);
 * galleries arriving at a steady rate, each loading the form, validating and submitting with an
 * Idempotency-Key, sending again as a person does when told it failed (deadline-day/gallery.ts).
 * First the capacity, two galleries in flight, against the bare fsync floor of the same bodies;
 * then, at the steady rate: steady; one instance killed (kill -9) and restarted; PostgreSQL stopped;
 * Redis stopped; the bucket stalled (a frozen TCP proxy); recovery. Each fault is followed by a
 * recovery window, whose submit p99 is held to 3× the steady p99. At the end the books are closed
 * (deadline-day/ledger.ts): any gallery told the wrong thing, any application lost or stored twice,
 * fails the benchmark.
 *
 * DEADLINE_RATE galleries a minute (default: half the capacity of the same run); BENCH_TINY=1 shortens everything (faults of 1.5–3 s).
 */
import { writeFile } from "node:fs/promises";
import os from "node:os";
import { measureFloor } from "./deadline-day/floor.ts";
import { type GalleryOptions, type GalleryRecord, gallery } from "./deadline-day/gallery.ts";
import { galleryBody, picturePool, type SizeRange } from "./deadline-day/gallery-bodies.ts";
import { closeTheBooks } from "./deadline-day/ledger.ts";
import { type Phase, phaseFigures } from "./deadline-day/measure.ts";
import { type Stack, startStack } from "./deadline-day/stack.ts";
import { mb, sized, startProcess, TINY } from "./support.ts";

const S = 1000;
/** Galleries a minute: DEADLINE_RATE, else half of what two in flight managed in the same run (tiny: 30). */
const RATE_SET = process.env.DEADLINE_RATE ? Number(process.env.DEADLINE_RATE) : TINY ? 30 : undefined;
const CAPACITY_S = sized("DEADLINE_CAPACITY_SECONDS", 40, 3);
const FLOOR_S = TINY ? 1 : 15;
const STEADY_S = TINY ? 4 : 90;
const WINDOW_S = TINY ? 4 : 45;
const FAULT_S = TINY ? { postgres: 1.5, redis: 1.5, bucket: 3 } : { postgres: 20, redis: 20, bucket: 30 };
/**
 * Each call to the bucket's deadline (S3_TIMEOUT_SECONDS), shorter than the stall so that the stall
 * is answered 503. Tiny: 2 s, not 1: s3rver shares this process, and on a loaded machine a call
 * past 1 s failed every submit and every clean-up, which fed on itself.
 */
const S3_TIMEOUT_S = TINY ? 2 : 15;
const RECOVERY_S = TINY ? 3 : 45;
const RANGE: SizeRange = TINY
  ? { artists: [1, 2], artworks: [1, 3], pictureBytes: [15_000, 60_000], pdfBytes: [2_000, 20_000] }
  : { artists: [1, 10], artworks: [1, 8], pictureBytes: [300_000, 3_000_000], pdfBytes: [100_000, 2_000_000] };
/** The recovery budget: p99 of submits once the fault is over, against the steady phase's. */
const RECOVERY_BUDGET = 3;
/** Issue 33: submit throughput, two in flight, at least 0.3× the bare fsync floor in this setup. */
const FLOOR_BUDGET = 0.3;

const began = Date.now();
/** Where the run is, on stderr: a full run takes ten minutes. */
const progress = (what: string) => console.error(`deadline-day ${Math.round((Date.now() - began) / 1000)} s: ${what}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Galleries arriving every 60/RATE s, each on its own; `stop` ends the arrivals, `done` waits for the last. */
function arrivals(options: GalleryOptions, records: GalleryRecord[], firstNumber: number, perMinute: number) {
  const running: Promise<unknown>[] = [];
  let n = firstNumber;
  const arrive = () => {
    const started = gallery(n++, options).then((record) => records.push(record));
    running.push(started);
  };
  arrive();
  const timer = setInterval(arrive, (60 * S) / perMinute);
  return {
    stop: () => clearInterval(timer),
    done: () => Promise.all(running),
  };
}

/** Two galleries in flight, each starting as the last one is stored: the most the deployment takes. */
async function capacity(options: GalleryOptions, records: GalleryRecord[], seconds: number) {
  const started = Date.now();
  let n = 1;
  await Promise.all(
    Array.from({ length: 2 }, async () => {
      while (Date.now() - started < seconds * S) records.push(await gallery(n++, options));
    }),
  );
  return n;
}

async function phase(stack: Stack, name: string, fault: (() => Promise<void>) | undefined, afterS: number) {
  progress(name);
  const cpuBefore = await stack.meter.cpuMs();
  const start = Date.now();
  let faultEnd: number | undefined;
  if (fault) {
    await fault();
    faultEnd = Date.now();
  }
  await sleep(afterS * S);
  const end = Date.now();
  return { name, start, faultEnd, end, cpuMs: (await stack.meter.cpuMs()) - cpuBefore } satisfies Phase;
}

export async function run(): Promise<Record<string, number | string>> {
  const results: Record<string, number | string> = {
    "machine load average before (1, 5, 15 min)": os
      .loadavg()
      .map((n) => round(n))
      .join(", "),
  };
  progress("making pictures, starting PostgreSQL, Redis, the bucket and two instances");
  const pool = await picturePool(RANGE);
  const stack = await startStack({ s3TimeoutSeconds: S3_TIMEOUT_S, sweepSeconds: TINY ? 2 : 10 });
  const bare = await startProcess("bench/bare-server.ts");
  const records: GalleryRecord[] = [];
  try {
    results["S3 server"] = stack.bucket.kind;
    const options: GalleryOptions = {
      balancer: stack.balancer,
      pool,
      range: RANGE,
      pauseMs: TINY ? 500 : 5 * S,
      maxAttempts: TINY ? 60 : 20,
      requestTimeoutMs: (TINY ? 60 : 300) * S,
    };

    // Capacity against the floor, on the same galleries' bodies.
    const bodies = await Promise.all(
      Array.from({ length: TINY ? 2 : 8 }, (_, i) => galleryBody(i + 1, "demo-2027", "floor", pool, RANGE)),
    );
    progress("the floor, then the capacity");
    const floorBefore = await measureFloor(
      bare,
      bodies.map((b) => b.submit),
      FLOOR_S,
    );
    const capacityStart = Date.now();
    const cpuBefore = await stack.meter.cpuMs();
    const next = await capacity(options, records, CAPACITY_S);
    const capacityPhase: Phase = {
      name: "capacity",
      start: capacityStart,
      end: Date.now(),
      cpuMs: (await stack.meter.cpuMs()) - cpuBefore,
    };
    const floorAfter = await measureFloor(
      bare,
      bodies.map((b) => b.submit),
      FLOOR_S,
    );
    const floor = (floorBefore.mbPerS + floorAfter.mbPerS) / 2;
    const capacityFigures = phaseFigures(
      capacityPhase,
      records.flatMap((r) => r.attempts),
    );
    results["bodies (MB, smallest–largest of the floor's)"] =
      `${mb(Math.min(...bodies.map((b) => b.submit.body.length)))}–${mb(Math.max(...bodies.map((b) => b.submit.body.length)))}`;
    results["floor, fsync, two in flight (MB/s before · after · CPU ms per MB)"] =
      `${round(floorBefore.mbPerS, 1)} · ${round(floorAfter.mbPerS, 1)} · ${round(floorBefore.cpuMsPerMb, 1)}`;
    results["capacity, two galleries in flight"] = capacityFigures.line;
    const ratio = capacityFigures.mbPerS / floor;
    results[`capacity / floor, MB/s (budget ≥ ${FLOOR_BUDGET})`] =
      `${round(ratio)}${TINY ? "" : ratio >= FLOOR_BUDGET ? " met" : " NOT MET"}`;
    // The steady rate: half of what two in flight managed (galleries a minute), unless DEADLINE_RATE says.
    const capacityPerMinute = (records.length / (capacityPhase.end - capacityPhase.start)) * 60 * S;
    const perMinute = RATE_SET ?? Math.max(1, round(capacityPerMinute / 2, 1));
    results["capacity (galleries a minute) · steady rate"] = `${round(capacityPerMinute, 1)} · ${perMinute}`;
    results["capacity CPU ms per MB / floor's"] = round(capacityFigures.cpuMsPerMb / floorBefore.cpuMsPerMb, 1);

    // The deadline day at a steady rate, with its faults.
    const open = arrivals(options, records, next, perMinute);
    const phases: Phase[] = [];
    phases.push(await phase(stack, "steady", undefined, STEADY_S));
    phases.push(
      await phase(
        stack,
        "instance killed (kill -9), restarted",
        async () => {
          await stack.kill(1);
          await sleep((TINY ? 0.5 : 2) * S);
          await stack.restart(1);
        },
        WINDOW_S,
      ),
    );
    phases.push(
      await phase(
        stack,
        `PostgreSQL stopped ${FAULT_S.postgres} s`,
        async () => {
          await stack.postgres.stop();
          await sleep(FAULT_S.postgres * S);
          await stack.postgres.start();
        },
        WINDOW_S,
      ),
    );
    phases.push(
      await phase(
        stack,
        `Redis stopped ${FAULT_S.redis} s`,
        async () => {
          await stack.redis.kill();
          await sleep(FAULT_S.redis * S);
          await stack.redis.start();
        },
        WINDOW_S,
      ),
    );
    phases.push(
      await phase(
        stack,
        `bucket stalled ${FAULT_S.bucket} s`,
        async () => {
          stack.bucket.proxy.freeze();
          await sleep(FAULT_S.bucket * S);
          stack.bucket.proxy.thaw();
        },
        WINDOW_S,
      ),
    );
    phases.push(await phase(stack, "recovery", undefined, RECOVERY_S));
    open.stop();
    progress("waiting for the galleries still sending");
    await open.done();

    const attempts = records.flatMap((r) => r.attempts);
    const steady = phaseFigures(phases[0] as Phase, attempts);
    for (const p of phases) {
      const figures = phaseFigures(p, attempts);
      results[p.name] = figures.line;
      if (p.faultEnd === undefined) continue;
      const times = figures.recoveryP99 / steady.p99;
      const verdict = TINY ? "" : times <= RECOVERY_BUDGET ? " met" : " NOT MET";
      results[`${p.name}: recovery p99 / steady p99 (budget ≤ ${RECOVERY_BUDGET})`] = `${round(times)}${verdict}`;
    }
    results["peak RSS of an instance (MB)"] = mb(stack.meter.peakRss);
    results["balancer: instances taken out of rotation"] = stack.balancer.removals.join(" + ");
    // The banner `npm start` prints for a person is not a log line.
    const lines = stack
      .output()
      .split("\n")
      .filter((line) => line.trim() !== "" && !line.includes("The application form is at"));
    const notJson = lines.filter((line) => !line.startsWith("{"));
    results["instances' log lines · not JSON"] =
      `${lines.length} · ${notJson.length}${notJson[0] ? ` (${notJson[0].slice(0, 100)})` : ""}`;

    // DEADLINE_RECORDS=<file>: every gallery's requests and the instances' log, to look into a figure.
    if (process.env.DEADLINE_RECORDS)
      await writeFile(process.env.DEADLINE_RECORDS, JSON.stringify({ phases, records, log: stack.output() }));
    progress("closing the books");
    const books = await closeTheBooks(stack.databaseUrl, stack.bucket, records, {
      sweepMs: (TINY ? 20 : 40) * S,
      mailMs: (TINY ? 10 : 30) * S,
    });
    Object.assign(results, books.figures);
    if (books.problems.length > 0) {
      for (const [label, value] of Object.entries(results)) console.log(`| ${label} | ${value} |`);
      throw new Error(`The books do not balance:\n- ${books.problems.slice(0, 30).join("\n- ")}`);
    }
  } finally {
    await bare.stop();
    await stack.close();
  }
  results["machine load average after (1, 5, 15 min)"] = os
    .loadavg()
    .map((n) => round(n))
    .join(", ");
  return results;
}
