// `npm test`: the client's build, then every test pass and the tiny benchmarks as jobs in two
// lanes at once, with the checks (formatting and lint, dead code, types) beside them. The browser tests mostly
// wait on Chromium and the server tests on their databases, so on this two-core machine two lanes
// take about half the time of one; more starve the timed tests. TEST_LANES sets the number of lanes.
// Each job's output is printed whole when it ends, so two jobs never interleave their lines.
import { spawn } from "node:child_process";
import { cpus } from "node:os";

const bin = (name) => `node_modules/.bin/${name}`;
const withoutServices = { TEST_DATABASE_URL: "", TEST_REDIS_URL: "" };

// Short, and needed by no job: they run beside the lanes instead of before them.
const checks = [
  { name: "format and lint", command: [bin("biome"), "check", "."] },
  // Unused files, exports and dependencies (knip.json).
  { name: "dead code", command: [bin("knip")] },
  { name: "types", command: [bin("tsc"), "-p", "."] },
];
const build = { name: "client build", command: [bin("vite"), "build"] };

// Longest first, so the lanes end close together.
const jobs = [
  // One job: in two halves at once, two Chromiums made every browser test a third slower.
  { name: "browser tests (SQLite)", command: [bin("vitest"), "run", "--project", "e2e"], env: withoutServices },
  {
    name: "server tests (PostgreSQL, then PostgreSQL + Redis)",
    command: [process.execPath, "scripts/test-postgres.mjs"],
  },
  { name: "server tests (SQLite)", command: [bin("vitest"), "run", "--project", "unit"], env: withoutServices },
  // In thirds: short jobs at the end let both lanes finish within a minute of each other.
  ...[1, 2, 3].map((shard) => ({
    name: `benchmarks, tiny (${shard} of 3)`,
    command: [process.execPath, "bench/run.ts", "--tiny", `--shard=${shard}/3`],
  })),
];

// Jobs write to a pipe, not the terminal: colours only when the terminal shows them.
const colours = process.stdout.isTTY ? { FORCE_COLOR: "1" } : { NO_COLOR: "1" };
const lanes = Number(process.env.TEST_LANES) || Math.min(2, cpus().length);
const started = performance.now();
const seconds = (since) => Math.round((performance.now() - since) / 1000);

/** Runs one command with its output collected; resolves with its exit code and output. */
function run({ name, command, env = {} }) {
  const since = performance.now();
  const [file, ...args] = command;
  const child = spawn(file, args, {
    env: { ...process.env, ...colours, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const chunks = [];
  child.stdout.on("data", (chunk) => chunks.push(chunk));
  child.stderr.on("data", (chunk) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      const output = Buffer.concat(chunks).toString();
      resolve({ name, ok: code === 0, code: code ?? signal, output, seconds: seconds(since) });
    });
  });
}

/** Vitest's "Failed Tests" section (or the last lines of any other output), at most 60 lines. */
function failures(output) {
  const lines = output.trimEnd().split("\n");
  const start = lines.findIndex((line) => line.includes("Failed Tests"));
  const end = lines.findIndex((line, i) => i > start && /^\s*Test Files\s/.test(line));
  const section = start >= 0 ? lines.slice(start, end > start ? end : undefined) : lines.slice(-30);
  return section.slice(0, 60).join("\n");
}

function report(result) {
  const verdict = result.ok ? "passed" : `FAILED (exit ${result.code})`;
  console.log(`\n━━━━ ${result.name}: ${verdict} in ${result.seconds} s ━━━━\n${result.output.trimEnd()}\n`);
}

const results = [];
const finished = (result) => {
  report(result);
  results.push(result);
};
finished(await run(build));
const chromium = await run({
  name: "Chromium for the browser tests",
  command: [process.execPath, "scripts/ensure-chromium.mjs"],
});
if (!chromium.ok) report(chromium);

if (results.every((r) => r.ok) && chromium.ok) {
  const queue = [...jobs];
  console.log(`Running ${jobs.length} jobs in ${lanes} lanes: ${jobs.map((j) => j.name).join("; ")}`);
  await Promise.all([
    ...checks.map(async (check) => finished(await run(check))),
    ...Array.from({ length: lanes }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        console.log(`… ${job.name} started (${seconds(started)} s)`);
        finished(await run(job));
      }
    }),
  ]);
} else {
  for (const check of checks) finished(await run(check));
}

console.log(`\n━━━━ Summary (${seconds(started)} s in all) ━━━━`);
for (const r of results) console.log(`${r.ok ? "passed" : "FAILED"}  ${String(r.seconds).padStart(4)} s  ${r.name}`);
// Again at the very end, where a CI log cut to its last lines still shows them: what each failed job reported.
for (const r of results.filter((r) => !r.ok)) console.log(`\n━━━━ ${r.name} failed with ━━━━\n${failures(r.output)}`);
const failed = results.filter((r) => !r.ok).length + (chromium.ok ? 0 : 1);
process.exit(failed > 0 ? 1 : 0);
