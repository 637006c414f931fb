/**
 * `npm run bench [-- name…]`: runs the benchmarks and prints their figures. A few budgets are
 * ratios against a baseline measured in the same run (service's throughput and CPU per request,
 * scale-out's two instances against one, bundle-size's growth); most are absolute figures
 * (milliseconds, megabytes, a score), which the machine's load moves.
 * docs/benchmarks.md says which is which. Budgets live here, never as wall-clock thresholds in tests.
 * `--tiny` (or BENCH_TINY=1) runs each at a tiny size, only to show it still runs: `npm test`
 * does so last, and fails when any benchmark fails.
 */
export {};

type Bench = () => Promise<Record<string, number | string>>;

const benches: Record<string, () => Promise<{ run: Bench }>> = {
  service: () => import("./service.ts"),
  load: () => import("./load.ts"),
  ecosystem: () => import("./ecosystem.ts"),
  downscale: () => import("./downscale.ts"),
  "scale-out": () => import("./scale-out.ts"),
  "form-typing": () => import("./form-typing.ts"),
  "bundle-size": () => import("./bundle-size.ts"),
  "form-encoding": () => import("./form-encoding.ts"),
  "back-office": () => import("./back-office.ts"),
  lighthouse: () => import("./lighthouse.ts"),
  transfer: () => import("./transfer.ts"),
  export: () => import("./export.ts"),
  runtime: () => import("./runtime.ts"),
  viewer: () => import("./viewer.ts"),
  assignments: () => import("./assignments.ts"),
  invoices: () => import("./invoices.ts"),
  mail: () => import("./mail.ts"),
  megabyte: () => import("./megabyte.ts"),
  "sign-in": () => import("./sign-in.ts"),
  "deadline-day": () => import("./deadline-day.ts"),
  "picture-check": () => import("./picture-check.ts"),
};

const args = process.argv.slice(2);
// Set before any benchmark is imported: each reads its sizes when loaded.
if (args.includes("--tiny")) process.env.BENCH_TINY = "1";
// `--shard=1/2`: every second benchmark from the first, so `npm test` runs the tiny ones in two
// lanes without a list to keep up to date.
const shardArg = args.find((arg) => arg.startsWith("--shard="));
const [shard, shards] = (shardArg?.slice("--shard=".length) ?? "1/1").split("/").map(Number) as [number, number];
if (!(shards >= 1 && shard >= 1 && shard <= shards)) {
  console.error(`--shard must be i/n with 1 ≤ i ≤ n, not "${shardArg}"`);
  process.exit(2);
}
const wanted = args.filter((arg) => arg !== "--tiny" && arg !== shardArg);
const names = (wanted.length > 0 ? wanted : Object.keys(benches)).filter((_, i) => i % shards === shard - 1);
const failed: string[] = [];
const started = performance.now();
for (const name of names) {
  const load = benches[name];
  if (!load) {
    console.error(`Unknown benchmark "${name}". Known: ${Object.keys(benches).join(", ")}`);
    process.exit(2);
  }
  console.log(`\n## ${name}\n`);
  const benchStarted = performance.now();
  try {
    const figures = await (await load()).run();
    for (const [label, value] of Object.entries(figures)) console.log(`| ${label} | ${value} |`);
  } catch (error) {
    failed.push(name);
    console.error(`${name} failed:`, error);
  }
  console.log(`\n(${name}: ${Math.round((performance.now() - benchStarted) / 1000)} s)`);
}
const seconds = Math.round((performance.now() - started) / 1000);
const kind = process.env.BENCH_TINY === "1" ? "tiny" : "full size";
console.log(`\nAll ${names.length} benchmarks, ${kind}: ${seconds} s`);
console.log(`Benchmarks: ${names.length - failed.length} passed, ${failed.length} failed`);
if (failed.length > 0) console.error(`Failed: ${failed.join(", ")}`);
process.exit(failed.length > 0 ? 1 : 0);
