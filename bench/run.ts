/**
 * `npm run bench [-- name…]`: runs the benchmarks and prints their figures. A few budgets are
 * ratios against a baseline measured in the same run (service's throughput and CPU per request,
 * scale-out's two instances against one, bundle-size's growth); most are absolute figures
 * (milliseconds, megabytes, a score), which the machine's load moves.
 * docs/benchmarks.md says which is which. Budgets live here, never as wall-clock thresholds in tests.
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
};

const wanted = process.argv.slice(2);
const names = wanted.length > 0 ? wanted : Object.keys(benches);
let failed = false;
for (const name of names) {
  const load = benches[name];
  if (!load) {
    console.error(`Unknown benchmark "${name}". Known: ${Object.keys(benches).join(", ")}`);
    process.exit(2);
  }
  console.log(`\n## ${name}\n`);
  try {
    const figures = await (await load()).run();
    for (const [label, value] of Object.entries(figures)) console.log(`| ${label} | ${value} |`);
  } catch (error) {
    failed = true;
    console.error(`${name} failed:`, error);
  }
}
process.exit(failed ? 1 : 0);
