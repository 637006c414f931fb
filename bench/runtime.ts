/**
 * How the server's TypeScript runs on Node.js 24, measured in one run: under the tsx loader (how it
 * ran before), with Node's own type stripping (how `npm start` runs it now), and compiled by tsc to
 * JavaScript. Figures: the time from spawning the process to its first ready answer, and validate
 * 50 × 3 in both encodings, each as a ratio against the tsx loader measured in the same run.
 *
 * With BENCH_BEFORE_NODE (e.g. /usr/bin/node, a Node.js 20) and BENCH_BEFORE_CHECKOUT (a checkout of
 * the project from before the move to Node.js 24, with its own node_modules and client build), that
 * server under tsx on that runtime is measured in the same run too.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { exampleApplication } from "../src/shared/example-application.ts";
import { applicationFormData } from "../src/shared/form-data.ts";
import { sized, startProcess, TINY, visitor } from "./support.ts";

const DURATION_S = sized("BENCH_SECONDS", 10, 1);
const ROUNDS = sized("BENCH_ROUNDS", 3, 1);
const STARTS = sized("BENCH_STARTS", 5, 1);
const ARTISTS = sized("BENCH_ARTISTS", 50, 2);

interface Variant {
  name: string;
  script: string;
  command: string[];
}

/** The server compiled by tsc into a folder beside the project's own, sharing its build and modules. */
function compiled(): { root: string; script: string } {
  const root = mkdtempSync(path.join(os.tmpdir(), "art-fair-compiled-"));
  execFileSync(
    process.execPath,
    [
      "node_modules/typescript/bin/tsc",
      "-p",
      ".",
      "--noEmit",
      "false",
      "--rewriteRelativeImportExtensions",
      "--outDir",
      root,
      // Type checking is `npm run typecheck`'s job; emitting alone takes 2 s here.
      "--noCheck",
    ],
    { stdio: "inherit" },
  );
  cpSync("package.json", path.join(root, "package.json"));
  symlinkSync(path.resolve("node_modules"), path.join(root, "node_modules"));
  symlinkSync(path.resolve("dist"), path.join(root, "dist"));
  return { root, script: path.join(root, "src/server/main.js") };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;

async function startupMs(variant: Variant): Promise<number> {
  const started = performance.now();
  const server = await startProcess(variant.script, {}, "/readyz", variant.command);
  const ms = performance.now() - started;
  await server.stop();
  return ms;
}

async function validateRps(variant: Variant, encoding: "bracket" | "compact"): Promise<number> {
  const server = await startProcess(variant.script, {}, "/readyz", variant.command);
  try {
    const guest = await visitor(server.url);
    const form = exampleApplication({ edition: guest.edition, artists: ARTISTS, artworksPerArtist: 3 });
    const request = new Request(server.url, {
      method: "POST",
      body: applicationFormData(form, { encoding, token: guest.token }),
    });
    const body = Buffer.from(await request.arrayBuffer());
    const headers = {
      "content-type": request.headers.get("content-type") ?? "",
      cookie: guest.cookie,
      "x-csrf-token": guest.token,
    };
    const check = await fetch(`${server.url}/application-validate`, { method: "POST", body, headers });
    if (check.status !== 200) throw new Error(`${variant.name}: validate answered ${check.status}`);
    const url = `${server.url}/application-validate`;
    const result = await autocannon({ url, method: "POST", body, headers, connections: 10, duration: DURATION_S });
    if (result.non2xx + result.errors > 0)
      throw new Error(`${variant.name}: ${result.non2xx + result.errors} failures`);
    return result.requests.average;
  } finally {
    await server.stop();
  }
}

export async function run(): Promise<Record<string, number | string>> {
  const build = compiled();
  const variants: Variant[] = [
    { name: "tsx loader", script: "src/server/main.ts", command: [process.execPath, "--import", "tsx"] },
    { name: "type stripping", script: "src/server/main.ts", command: [process.execPath] },
    { name: "compiled by tsc", script: build.script, command: [process.execPath] },
  ];
  const [beforeNode, beforeCheckout] = [process.env.BENCH_BEFORE_NODE, process.env.BENCH_BEFORE_CHECKOUT];
  if (beforeNode && beforeCheckout) {
    const version = execFileSync(beforeNode, ["--version"], { encoding: "utf8" }).trim();
    variants.push({
      name: `Node.js ${version}, tsx loader (before)`,
      script: path.join(beforeCheckout, "src/server/main.ts"),
      command: [beforeNode, "--import", "tsx"],
    });
  }
  const [baseline] = variants;
  const results: Record<string, number | string> = { runtime: `Node.js ${process.version}` };
  try {
    const starts = new Map<string, number[]>(variants.map((v) => [v.name, []]));
    for (let i = 0; i < STARTS; i++) for (const v of variants) starts.get(v.name)?.push(await startupMs(v));
    // A tiny run only shows that each variant starts and answers: one encoding is enough for that.
    for (const encoding of TINY ? (["compact"] as const) : (["compact", "bracket"] as const)) {
      const rps = new Map<string, number[]>(variants.map((v) => [v.name, []]));
      for (let i = 0; i < ROUNDS; i++) for (const v of variants) rps.get(v.name)?.push(await validateRps(v, encoding));
      for (const v of variants) {
        const mid = median(rps.get(v.name) ?? []);
        const base = median(rps.get(baseline?.name ?? "") ?? []);
        results[`validate ${ARTISTS} × 3 ${encoding}, ${v.name}: req/s (median) · ratio to tsx`] =
          `${Math.round(mid)} · ${ratio(mid, base)}`;
      }
    }
    for (const v of variants) {
      const mid = median(starts.get(v.name) ?? []);
      const base = median(starts.get(baseline?.name ?? "") ?? []);
      results[`start to ready, ${v.name}: ms (median of ${STARTS}) · ratio to tsx`] =
        `${Math.round(mid)} · ${ratio(mid, base)}`;
    }
  } finally {
    rmSync(build.root, { recursive: true, force: true });
  }
  return results;
}
