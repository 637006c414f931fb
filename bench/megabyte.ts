/**
 * Issue 33's "cost of a megabyte" on the embedded defaults (SQLite, files on disk): two galleries in
 * flight submitting bodies of real 1.5 MB JPEGs, against the bare floor streaming the same bodies to
 * disk with fsync (bench/bare-server.ts), in alternating rounds of the same run. Besides the ratio,
 * the server's CPU milliseconds per uploaded MB (from /proc), which the machine's load moves less.
 * MEGABYTE_NODE_OPTIONS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") is given to the server only,
 * for the profile docs/benchmarks.md breaks down.
 *
 * MEGABYTE_SETUP=scale-out: the same on the scale-out setup's storage, PostgreSQL (TEST_DATABASE_URL,
 * default the local test database) and an S3 bucket (Ceph's gateway when TEST_S3_ENDPOINT is set,
 * s3rver in this process otherwise, so its CPU is not the server's): the path whose CPU per MB
 * issue 33 measured at 52 ms, with its own budget (≥ 0.3 × the floor).
 */
import { readdir, readFile, rm } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { pictureDecodes } from "../src/server/upload/inspect-file.ts";
import { exampleApplication } from "../src/shared/example-application.ts";
import { applicationFormData } from "../src/shared/form-data.ts";
import { dotted, fileRecords } from "../src/shared/wire.ts";
import { createTestDatabase } from "../test-support/postgres.ts";
import { startS3Server } from "../test-support/s3-server.ts";
import { TEST_DATA_KEY, TEST_SESSION_SECRET, type Visitor } from "../test-support/server.ts";
import { benchPostgres, mb, type ServerProcess, sized, startProcess, TINY, visitor } from "./support.ts";

const SECONDS = sized("BENCH_SECONDS", 15, 1);
const ROUNDS = sized("BENCH_ROUNDS", 3, 1);
const IN_FLIGHT = 2;
/** Noise compresses badly: this many pixels make a JPEG of about 1.5 MB at quality 90 (tiny: about 40 KB). */
const SIDE = TINY ? 160 : 1400;
const SCALE_OUT = process.env.MEGABYTE_SETUP === "scale-out";

async function cpuSeconds(pid: number): Promise<number> {
  return cpuOf(await readFile(`/proc/${pid}/stat`, "utf8"));
}

/** User + system seconds from a /proc stat line. */
function cpuOf(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * The process's CPU seconds by kind of thread, to say where a megabyte's milliseconds go: the main
 * thread (JavaScript, and the page-cache copies of io_uring writes), libuv's pool (file system calls and
 * sharp's pipelines), V8's helpers (concurrent garbage collection, compilation), libvips' own workers
 * (the decoding itself).
 * Threads that end during a phase are not counted: none do in this server.
 */
async function cpuByThread(pid: number): Promise<Map<string, number>> {
  const byKind = new Map<string, number>();
  for (const tid of await readdir(`/proc/${pid}/task`).catch(() => [] as string[])) {
    const [stat, comm] = await Promise.all([
      readFile(`/proc/${pid}/task/${tid}/stat`, "utf8").catch(() => ""),
      readFile(`/proc/${pid}/task/${tid}/comm`, "utf8").catch(() => ""),
    ]);
    if (!stat) continue;
    const kind = tid === String(pid) ? "main" : threadKind(comm.trim());
    byKind.set(kind, (byKind.get(kind) ?? 0) + cpuOf(stat));
  }
  return byKind;
}

function threadKind(name: string): string {
  if (name.startsWith("libuv-worker")) return "libuv pool";
  if (name === "V8Worker" || name === "DelayedTaskSche") return "V8 helpers";
  if (name.startsWith("libvips")) return "libvips";
  return "other";
}

async function noiseJpeg(seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(SIDE * SIDE * 3);
  let state = seed * 2654435761;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    pixels[i] = state >>> 24;
  }
  return sharp(pixels, { raw: { width: SIDE, height: SIDE, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The S3 server's own processes on this machine (Ceph's gateway and OSD), whose CPU the submit also costs. */
const BUCKET_PROCESSES = new Set(["radosgw", "ceph-osd"]);

async function bucketCpuSeconds(): Promise<number> {
  // Only where the submits go to such a server here; otherwise an idle Ceph on the machine is not the submit's.
  if (!SCALE_OUT || !process.env.TEST_S3_ENDPOINT) return 0;
  let seconds = 0;
  for (const pid of await readdir("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    const comm = await readFile(`/proc/${pid}/comm`, "utf8").catch(() => "");
    if (!BUCKET_PROCESSES.has(comm.trim())) continue;
    const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
    if (stat) seconds += cpuOf(stat);
  }
  return seconds;
}

interface Phase {
  mbPerS: number;
  cpuMsPerMb: number;
  /** The bucket's processes' CPU ms per MB in the same seconds (0 without Ceph's gateway here). */
  bucketMsPerMb: number;
  /** CPU ms per MB by kind of thread (cpuByThread). */
  threadMsPerMb: Map<string, number>;
}

/** IN_FLIGHT senders, each sending the body again as soon as its last one is answered, for SECONDS. */
async function phase(server: ServerProcess, send: () => Promise<Response>, bodyBytes: number): Promise<Phase> {
  const cpuBefore = await cpuSeconds(server.pid);
  const threadsBefore = await cpuByThread(server.pid);
  const bucketBefore = await bucketCpuSeconds();
  const started = performance.now();
  let answered = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (performance.now() - started < SECONDS * 1000) {
        const response = await send();
        const text = await response.text();
        if (response.status !== 200) throw new Error(`answered ${response.status}: ${text.slice(0, 300)}`);
        answered++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = (await cpuSeconds(server.pid)) - cpuBefore;
  const threadsAfter = await cpuByThread(server.pid);
  const bucket = (await bucketCpuSeconds()) - bucketBefore;
  const megabytes = (answered * bodyBytes) / 1024 / 1024;
  const threadMsPerMb = new Map(
    [...threadsAfter].map(([kind, seconds]) => [kind, ((seconds - (threadsBefore.get(kind) ?? 0)) * 1000) / megabytes]),
  );
  return {
    mbPerS: megabytes / seconds,
    cpuMsPerMb: (cpu * 1000) / megabytes,
    bucketMsPerMb: (bucket * 1000) / megabytes,
    threadMsPerMb,
  };
}

/**
 * The damaged-picture check alone, as the server runs it (pictureDecodes, two at a time), on the same
 * pictures, in this process while nothing else runs here: CPU ms per MB of pictures, all threads.
 */
async function checkAlone(pictures: Buffer[]): Promise<number> {
  const before = process.cpuUsage();
  let bytes = 0;
  for (let round = 0; round < (TINY ? 1 : 4); round++)
    for (let i = 0; i < pictures.length; i += 2) {
      const pair = pictures.slice(i, i + 2);
      const decoded = await Promise.all(pair.map((picture) => pictureDecodes(picture)));
      if (decoded.includes(false)) throw new Error("a benchmark picture did not decode");
      bytes += pair.reduce((sum, picture) => sum + picture.length, 0);
    }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / (bytes / 1024 / 1024);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round1 = (n: number) => Math.round(n * 10) / 10;

export async function run(): Promise<Record<string, number | string>> {
  const results: Record<string, number | string> = {};
  const cleanups: Array<() => Promise<void>> = [];
  const storage: Record<string, string> = {};
  const postgres = benchPostgres();
  if (SCALE_OUT && postgres) {
    const s3 = await startS3Server();
    cleanups.push(() => s3.close());
    const database = await createTestDatabase(postgres);
    cleanups.push(() => database.drop());
    Object.assign(storage, s3.env, {
      DATABASE_URL: database.url,
      SESSION_SECRET: TEST_SESSION_SECRET,
      DATA_KEY: TEST_DATA_KEY,
    });
  }
  const bare = await startProcess("bench/bare-server.ts");
  const nodeOptions = process.env.MEGABYTE_NODE_OPTIONS;
  const service = await startProcess("src/server/main.ts", {
    ...storage,
    ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}),
  });
  try {
    const guests = await Promise.all(Array.from({ length: IN_FLIGHT }, () => visitor(service.url)));
    const edition = guests[0]?.edition ?? "";
    // 12 pictures: gallery pictures and artworks, as a mid-sized gallery sends them.
    const form = exampleApplication({ edition, artists: 2, artworksPerArtist: 5, galleryPictures: 2 });
    form.proof = [];
    form.proposal.rendering = [];
    form.gallery.additional = [];
    const files = new Map<string, Blob>();
    const pictures: Buffer[] = [];
    for (const [i, { path: recordPath, record }] of fileRecords(form).entries()) {
      const jpeg = await noiseJpeg(i + 1);
      pictures.push(jpeg);
      files.set(dotted(recordPath), new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }));
      record.size = jpeg.length;
      record.filename = `picture-${i + 1}.jpg`;
    }
    const request = new Request("http://localhost/", { method: "POST", body: applicationFormData(form, { files }) });
    const body = new Uint8Array(await request.arrayBuffer());
    const contentType = request.headers.get("content-type") ?? "";
    const headers = { "content-type": contentType };
    let turn = 0;
    const submit = () => {
      const guest = guests[turn++ % IN_FLIGHT] as Visitor;
      return guest.fetch("/application-submit", { method: "POST", body, headers });
    };
    const floor = () => fetch(`${bare.url}/receive-to-disk`, { method: "POST", body, headers });

    const runs: { floor: Phase; submit: Phase; check: number }[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const floorPhase = await phase(bare, floor, body.length);
      await rm(path.join(bare.dataDir, "floor"), { recursive: true, force: true });
      const submitPhase = await phase(service, submit, body.length);
      runs.push({ floor: floorPhase, submit: submitPhase, check: await checkAlone(pictures) });
    }
    const mid = (pick: (r: (typeof runs)[number]) => number) => median(runs.map(pick));
    results.storage = storage.S3_BUCKET ? "PostgreSQL + S3" : "SQLite + files on disk";
    results["body (MB) · pictures"] = `${mb(body.length)} · ${files.size}`;
    results["floor, fsync per file (MB/s · CPU ms per MB, medians)"] =
      `${round1(mid((r) => r.floor.mbPerS))} · ${round1(mid((r) => r.floor.cpuMsPerMb))}`;
    results["submit, two in flight (MB/s · CPU ms per MB, medians)"] =
      `${round1(mid((r) => r.submit.mbPerS))} · ${round1(mid((r) => r.submit.cpuMsPerMb))}`;
    const kinds = [...new Set(runs.flatMap((r) => [...r.submit.threadMsPerMb.keys()]))].sort();
    results[`submit CPU ms per MB by thread (${kinds.join(" · ")}, medians)`] = kinds
      .map((kind) => round1(mid((r) => r.submit.threadMsPerMb.get(kind) ?? 0)))
      .join(" · ");
    // What the CPU alone allows: every core busy with nothing but the floor's work and the check.
    const check = mid((r) => r.check);
    const floorCpu = mid((r) => r.floor.cpuMsPerMb);
    // The bucket's server shares these cores (CI's Ceph gateway): what it spends per MB is theirs too.
    const bucketCpu = mid((r) => r.submit.bucketMsPerMb);
    const ceiling = (availableParallelism() * 1000) / (floorCpu + check + bucketCpu) / mid((r) => r.floor.mbPerS);
    if (bucketCpu > 0)
      results["the bucket's own processes during the submits, CPU ms per MB (radosgw + ceph-osd)"] = round1(bucketCpu);
    results["the picture check alone, CPU ms per MB of pictures (median)"] = round1(check);
    results["submit CPU ms per MB beyond floor + check (our own work)"] = round1(
      mid((r) => r.submit.cpuMsPerMb) - floorCpu - check,
    );
    results[
      `submit / floor at most, were all ${availableParallelism()} cores on floor + check${bucketCpu > 0 ? " + bucket" : ""} alone`
    ] = Math.round(ceiling * 100) / 100;
    results[`submit / floor, MB/s (budget ≥ ${storage.S3_BUCKET ? 0.3 : 0.6})`] =
      Math.round(mid((r) => r.submit.mbPerS / r.floor.mbPerS) * 100) / 100;
    results["submit / floor, MB/s of each round"] = runs
      .map((r) => Math.round((r.submit.mbPerS / r.floor.mbPerS) * 100) / 100)
      .join(", ");
  } finally {
    await bare.stop();
    await service.stop();
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
  return results;
}
