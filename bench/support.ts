/** Shared pieces for benchmarks: a server in its own process, its memory, a ready session. */

import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort } from "../test-support/instance.ts";
import { type Visitor, visit } from "../test-support/server.ts";

export interface ServerProcess {
  url: string;
  pid: number;
  dataDir: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts `script` on a free port and waits until it answers: with this Node.js and its own type
 * stripping, as `npm start` runs it, unless `command` says otherwise (e.g. another runtime or loader).
 */
export async function startProcess(
  script: string,
  env: Record<string, string> = {},
  readyPath = "/",
  command: readonly string[] = [process.execPath],
): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "art-fair-bench-"));
  // A port the system just handed out can still be taken by another process before the server
  // binds it (benchmarks run in lanes beside each other): a server that exits at once is started
  // again on another.
  for (let start = 1; ; start++) {
    const port = await freePort();
    const [executable = process.execPath, ...options] = command;
    const child = spawn(executable, [...options, script], {
      env: {
        ...process.env,
        LOG_LEVEL: "warn",
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        // Benchmarks measure throughput from a few sessions, far beyond the per-minute limits.
        RATE_LIMIT_PER_IP: "100000000",
        RATE_LIMIT_PER_SESSION: "100000000",
        // No balancer polls /readyz here: the default 5 s of draining would only hold every stop.
        SHUTDOWN_READY_DELAY_MS: "0",
        ...env,
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const url = `http://127.0.0.1:${port}`;
    let exited = false;
    for (let attempt = 0; ; attempt++) {
      try {
        if ((await fetch(`${url}${readyPath}`)).ok) break;
      } catch {
        if (child.exitCode !== null) {
          exited = true;
          break;
        }
        if (attempt > 600) throw new Error(`${script} did not start`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    if (exited) {
      if (start < 3) continue;
      throw new Error(`${script} did not start`);
    }
    return {
      url,
      pid: child.pid ?? 0,
      dataDir,
      child,
      async stop() {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
}

/** Resident set size now and at its peak, in bytes, from /proc. */
export async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb("VmRSS"), peak: kb("VmHWM") };
}

/** Resets the peak RSS counter (Linux: writing 5 to clear_refs), so the next peak is this run's own. */
export async function resetPeak(pid: number): Promise<void> {
  const { writeFile } = await import("node:fs/promises");
  await writeFile(`/proc/${pid}/clear_refs`, "5");
}

export function visitor(url: string): Promise<Visitor> {
  return visit(url);
}

export const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/**
 * `npm run bench -- --tiny` (or BENCH_TINY=1): every benchmark at the smallest size that still
 * goes through all of its steps, so CI shows a benchmark that no longer runs. Its figures mean nothing.
 */
export const TINY = process.env.BENCH_TINY === "1";

/** A benchmark's size: the variable when set, else the tiny or the full size. */
export function sized(variable: string, full: number, tiny: number): number {
  const set = process.env[variable];
  if (set !== undefined && set !== "") return Number(set);
  return TINY ? tiny : full;
}

/**
 * PostgreSQL for the benchmarks that measure it: TEST_DATABASE_URL, or the machine's default.
 * A tiny run without TEST_DATABASE_URL skips those parts, as the tests skip theirs.
 */
export function benchPostgres(): string | undefined {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  return TINY ? undefined : "postgres://postgres@127.0.0.1:5432/test";
}

export const POSTGRES_SKIPPED = "skipped: TEST_DATABASE_URL is not set in this tiny run";

/** Requests that failed make every figure beside them meaningless: the benchmark fails. */
export function noFailures(what: string, failures: number, detail = ""): void {
  if (failures > 0) throw new Error(`${what}: ${failures} failed request(s)${detail ? ` (${detail})` : ""}`);
}
