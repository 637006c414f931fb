/**
 * Issue 11's budgets: validate against the receive floor (Fastify + @fastify/multipart reading the
 * same body), ping against a bare Fastify GET, a 200 MB submit against a floor streaming the same
 * files to disk, and the memory that submission costs the server.
 *
 * Each throughput figure comes with the server's own CPU time per request (from /proc), because on
 * a 2-core machine autocannon needs a core of its own: against a bare route it is the load generator,
 * not the server, that sets the pace, and a ratio of requests per second then understates what the
 * server could do. The CPU ratio (floor's CPU per request / ours) is what one request costs, whoever
 * is the bottleneck.
 */
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import autocannon from "autocannon";
import { exampleApplication } from "../src/shared/example-application.ts";
import { applicationFormData } from "../src/shared/form-data.ts";
import { dotted, fileRecords } from "../src/shared/wire.ts";
import { makePng } from "../test-support/fixtures.ts";
import {
  mb,
  memoryOf,
  noFailures,
  resetPeak,
  type ServerProcess,
  sized,
  startProcess,
  TINY,
  visitor,
} from "./support.ts";

const DURATION_S = sized("BENCH_SECONDS", 10, 1);
/** Each budget's pair is measured this many times, alternating, and the medians compared: this machine's noise is ±30 %. */
const ROUNDS = sized("BENCH_ROUNDS", 3, 1);
const SUBMIT_RUNS = sized("BENCH_SUBMIT_RUNS", 5, 1);
/** Ten files of this size: 20 MB, the default per-file limit (tiny: 256 KB). */
const SUBMIT_FILE_BYTES = TINY ? 256 * 1024 : 20 * 1024 * 1024;

/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat (clock ticks of 1/100 s). */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface Throughput {
  rps: number;
  /** The server's CPU time per answered request, in µs. */
  cpuUs: number;
  failures: number;
}

async function measure(server: ServerProcess, options: autocannon.Options): Promise<Throughput> {
  const before = await cpuSeconds(server.pid);
  const result = await autocannon({ connections: 10, duration: DURATION_S, ...options });
  const used = (await cpuSeconds(server.pid)) - before;
  return {
    rps: result.requests.average,
    cpuUs: Math.round((used * 1e6) / Math.max(1, result.requests.total)),
    failures: result.errors + result.non2xx,
  };
}

/** A body encoded once, for autocannon to send again and again. */
async function encoded(body: FormData): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const request = new Request("http://localhost/", { method: "POST", body });
  return {
    body: new Uint8Array(await request.arrayBuffer()),
    contentType: request.headers.get("content-type") ?? "",
  };
}

const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * One budget: ours and its baseline measured ROUNDS times, alternating, and compared by their medians,
 * as requests per second and as CPU per request.
 */
async function compare(
  results: Record<string, number | string>,
  label: string,
  ours: () => Promise<Throughput>,
  baselineLabel: string,
  baseline: () => Promise<Throughput>,
  budget: number,
): Promise<void> {
  const runs: { ours: Throughput; baseline: Throughput }[] = [];
  for (let round = 0; round < ROUNDS; round++) runs.push({ baseline: await baseline(), ours: await ours() });
  const mid = (pick: (run: (typeof runs)[number]) => number) => median(runs.map(pick));
  const [rps, cpuUs] = [mid((r) => r.ours.rps), mid((r) => r.ours.cpuUs)];
  const [baseRps, baseCpuUs] = [mid((r) => r.baseline.rps), mid((r) => r.baseline.cpuUs)];
  results[`${baselineLabel} (req/s · CPU µs per request, medians)`] = `${Math.round(baseRps)} · ${baseCpuUs}`;
  results[`${label} (req/s · CPU µs per request, medians)`] = `${Math.round(rps)} · ${cpuUs}`;
  results[`${label} failures (errors + non-2xx)`] = runs.reduce((n, r) => n + r.ours.failures, 0);
  noFailures(
    label,
    runs.reduce((n, r) => n + r.ours.failures, 0),
  );
  noFailures(
    baselineLabel,
    runs.reduce((n, r) => n + r.baseline.failures, 0),
  );
  results[`${label} / ${baselineLabel}, req/s (budget ≥ ${budget})`] = ratio(rps, baseRps);
  results[`${label} / ${baselineLabel}, CPU per request (budget ≥ ${budget})`] = ratio(baseCpuUs, cpuUs);
  results[`${label} / ${baselineLabel}, req/s of each round`] = runs
    .map((r) => ratio(r.ours.rps, r.baseline.rps))
    .join(", ");
}

export async function run(): Promise<Record<string, number | string>> {
  const results: Record<string, number | string> = {};

  const bare = await startProcess("bench/bare-server.ts");
  const service = await startProcess("src/server/main.ts");
  try {
    const guest = await visitor(service.url);
    await compare(
      results,
      "ping",
      () =>
        measure(service, {
          url: `${service.url}/application-ping`,
          headers: { cookie: guest.cookie, "x-csrf-token": guest.token },
        }),
      "bare Fastify GET {}",
      () => measure(bare, { url: `${bare.url}/` }),
      0.5,
    );

    const form = exampleApplication({ edition: guest.edition, artists: 50, artworksPerArtist: 3 });
    for (const encoding of ["bracket", "compact"] as const) {
      const { body, contentType } = await encoded(applicationFormData(form, { encoding, token: guest.token }));
      const headers = { "content-type": contentType, cookie: guest.cookie, "x-csrf-token": guest.token };
      const check = await guest.fetch("/application-validate", { method: "POST", body, headers });
      if (check.status !== 200) throw new Error(`validate answered ${check.status}: ${await check.text()}`);
      await compare(
        results,
        `validate, 50 × 3, ${encoding} (${Math.round(body.length / 1024)} KB)`,
        () =>
          measure(service, {
            url: `${service.url}/application-validate`,
            method: "POST",
            body: Buffer.from(body),
            headers,
          }),
        `receive floor, ${encoding}`,
        () =>
          measure(bare, {
            url: `${bare.url}/receive`,
            method: "POST",
            body: Buffer.from(body),
            headers: { "content-type": contentType },
          }),
        encoding === "compact" ? 0.6 : 0.8,
      );
    }

    await submitFigures(results, service, bare);
  } finally {
    await bare.stop();
    await service.stop();
  }
  return results;
}

/**
 * A 200 MB submission (ten 20 MB images, the default per-file limit): its time against the floor
 * streaming the same body's files to disk (median of alternating runs), and the server's peak RSS rise.
 */
async function submitFigures(
  results: Record<string, number | string>,
  service: ServerProcess,
  bare: ServerProcess,
): Promise<void> {
  const guest = await visitor(service.url);
  const form = exampleApplication({ edition: guest.edition, artists: 3, artworksPerArtist: 3, galleryPictures: 1 });
  form.proof = [];
  form.proposal.rendering = [];
  form.gallery.additional = [];
  const files = new Map<string, Blob>();
  for (const [i, { path: recordPath, record }] of fileRecords(form).entries()) {
    const bytes = new Uint8Array(SUBMIT_FILE_BYTES - 1024);
    bytes.set(makePng(64, 64, i));
    files.set(dotted(recordPath), new Blob([bytes]));
    record.size = bytes.length;
  }
  const { body, contentType } = await encoded(applicationFormData(form, { files }));
  const timed = async (send: () => Promise<Response>) => {
    const started = performance.now();
    const response = await send();
    if (response.status !== 200) throw new Error(`answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    return performance.now() - started;
  };
  const floorTo = (flush: boolean) => () =>
    fetch(`${bare.url}/receive-to-disk${flush ? "" : "?flush=0"}`, {
      method: "POST",
      body,
      headers: { "content-type": contentType },
    });
  const submit = () =>
    guest.fetch("/application-submit", { method: "POST", body, headers: { "content-type": contentType } });

  const times = { submit: [] as number[], floor: [] as number[], unflushed: [] as number[] };
  let peakRise = 0;
  let rssBefore = 0;
  for (let run = 0; run < SUBMIT_RUNS; run++) {
    times.floor.push(await timed(floorTo(true)));
    await rm(path.join(bare.dataDir, "floor"), { recursive: true, force: true });
    await resetPeak(service.pid);
    const before = await memoryOf(service.pid);
    times.submit.push(await timed(submit));
    const after = await memoryOf(service.pid);
    rssBefore = before.rss;
    peakRise = Math.max(peakRise, after.peak - before.rss);
    times.unflushed.push(await timed(floorTo(false)));
    await rm(path.join(bare.dataDir, "floor"), { recursive: true, force: true });
  }
  const [submitMs, floorMs, unflushedMs] = [median(times.submit), median(times.floor), median(times.unflushed)];
  results["submission size (MB)"] = mb(body.length);
  results["submit, median of runs (ms)"] = Math.round(submitMs);
  results["receive floor to disk, fsync per file as the store does (ms)"] = Math.round(floorMs);
  results["receive floor to disk, no fsync (ms)"] = Math.round(unflushedMs);
  results["submit / floor with fsync (budget ≥ 0.7)"] = ratio(floorMs, submitMs);
  results["submit / floor without fsync"] = ratio(unflushedMs, submitMs);
  results["server RSS before (MB)"] = mb(rssBefore);
  results["peak RSS rise, largest of the runs (MB, budget ≤ 64)"] = mb(peakRise);
}
