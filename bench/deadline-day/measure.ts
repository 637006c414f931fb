/** The deadline day's figures: server processes' CPU and memory from /proc, and each phase's answers. */
import { readFile } from "node:fs/promises";
import type { Attempt } from "./gallery.ts";

async function cpuMsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // utime and stime (fields 14 and 15 of stat), in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function peakOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/**
 * CPU time and peak RSS of every server process the run started, a killed one included: each is
 * read every half second and once more just before it is killed, so a phase's CPU is the sum of
 * what each process used in it.
 */
export class ProcessMeter {
  private readonly cpu = new Map<number, number>();
  private readonly peaks = new Map<number, number>();
  private readonly timer: NodeJS.Timeout;

  constructor() {
    this.timer = setInterval(() => void this.sample(), 500);
  }

  track(pid: number): void {
    this.cpu.set(pid, 0);
    void this.sample();
  }

  /** Reads every live process now; one that has ended keeps its last reading. */
  async sample(): Promise<void> {
    await Promise.all(
      [...this.cpu.keys()].map(async (pid) => {
        try {
          this.cpu.set(pid, await cpuMsOf(pid));
          this.peaks.set(pid, Math.max(this.peaks.get(pid) ?? 0, await peakOf(pid)));
        } catch {
          // Gone (killed): its last reading stands.
        }
      }),
    );
  }

  /** CPU milliseconds used by all of them so far. */
  async cpuMs(): Promise<number> {
    await this.sample();
    return [...this.cpu.values()].reduce((sum, ms) => sum + ms, 0);
  }

  /** The highest peak RSS (VmHWM) of any of them, in bytes. */
  get peakRss(): number {
    return Math.max(0, ...this.peaks.values());
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

export interface Phase {
  name: string;
  start: number;
  /** When the fault ended: the recovery window runs from here to `end`. */
  faultEnd?: number;
  end: number;
  cpuMs: number;
}

const MB = 1024 * 1024;
const round = (n: number, digits = 1) => (Number.isFinite(n) ? Math.round(n * 10 ** digits) / 10 ** digits : "–");
const seconds = (ms: number) => round(ms / 1000, 2);

/** "200×12 503×3 no answer×1" */
function statuses(attempts: Attempt[]): string {
  const counts = new Map<string, number>();
  for (const a of attempts) {
    const label = a.status === 0 ? "no answer" : String(a.status);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts].map(([label, n]) => `${label}×${n}`).join(" ") || "none";
}

export interface PhaseFigures {
  p99: number;
  recoveryP99: number;
  mbPerS: number;
  cpuMsPerMb: number;
  line: string;
}

/** Submit latency (of those begun in the phase, whatever their answer), answers by status, stored MB/s and CPU per stored MB. */
export function phaseFigures(phase: Phase, attempts: Attempt[]): PhaseFigures {
  const submits = attempts.filter((a) => a.route === "submit" && a.startedAt >= phase.start && a.startedAt < phase.end);
  const latencies = submits.map((a) => a.endedAt - a.startedAt);
  const recovery = submits.filter((a) => phase.faultEnd !== undefined && a.startedAt >= phase.faultEnd);
  const stored = attempts.filter(
    (a) =>
      a.route === "submit" && a.status >= 200 && a.status < 300 && a.endedAt >= phase.start && a.endedAt < phase.end,
  );
  const megabytes = stored.reduce((sum, a) => sum + (a.bytes ?? 0), 0) / MB;
  const mbPerS = megabytes / ((phase.end - phase.start) / 1000);
  const p = (list: Attempt[], q: number) =>
    percentile(
      list.map((a) => a.endedAt - a.startedAt),
      q,
    );
  const cpuMsPerMb = phase.cpuMs / megabytes;
  // Answers are counted where they came: a submit begun before a fault may be answered by it.
  const answered = attempts.filter((a) => a.endedAt >= phase.start && a.endedAt < phase.end);
  const parts = [
    `${seconds(phase.end - phase.start)} s`,
    `submit p50/p95/p99 ${seconds(percentile(latencies, 50))}/${seconds(percentile(latencies, 95))}/${seconds(percentile(latencies, 99))} s`,
    `${round(mbPerS)} MB/s stored`,
    `CPU ${round(cpuMsPerMb)} ms/MB`,
    `answers: submit ${statuses(answered.filter((a) => a.route === "submit"))}`,
    `validate ${statuses(answered.filter((a) => a.route === "validate"))}`,
    `page ${statuses(answered.filter((a) => a.route === "page"))}`,
  ];
  if (phase.faultEnd !== undefined)
    parts.splice(
      2,
      0,
      `fault ${seconds(phase.faultEnd - phase.start)} s, recovery p99 ${seconds(p(recovery, 99))} s (${recovery.length} submits)`,
    );
  return { p99: p(submits, 99), recoveryP99: p(recovery, 99), mbPerS, cpuMsPerMb, line: parts.join(" · ") };
}
