/**
 * `npm run cli`'s arguments, read by node:util's parseArgs for every command: a command that does
 * not fit is refused with the usage text and exit code 2 before anything is opened; both
 * `--flag value` and `--flag=value` work. The commands' work is tested beside their modules.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, USAGE } from "./cli.ts";
import { OPERATIONS_USAGE } from "./operations/cli.ts";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "art-fair-cli-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function cli(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { DATA_DIR: dataDir }, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("the command line's arguments", () => {
  it("lists every command and flag of the operations guide in its usage", async () => {
    const guide = await readFile(new URL("../../docs/operations.md", import.meta.url), "utf8");
    const documented = [...guide.matchAll(/`npm run cli -- ([a-z-]+)([^`]*)`/g)];
    expect(documented.length).toBeGreaterThan(8);
    for (const [, command, rest] of documented) {
      expect(USAGE).toContain(`npm run cli -- ${command}`);
      for (const flag of (rest ?? "").match(/--[a-z-]+/g) ?? []) expect(USAGE).toContain(flag);
    }
  });

  it.each([
    [[]],
    [["frobnicate"]],
    [["list", "extra"]],
    [["list", "--all"]],
    [["accept"]],
    [["accept", "a", "b"]],
    [["accept", "a", "--force"]],
    [["staff", "add", "a@b.example", "--admin"]],
  ])("refuses %j with the usage and code 2", async (args) => {
    expect(await cli(args)).toEqual({ code: 2, out: "", err: USAGE });
  });

  it.each([
    [["rotate-data-key", "now"]],
    [["rotate-data-key", "--force"]],
    [["erase"]],
    [["erase", "a", "--reason"]],
    [["erase", "a", "--reason", " "]],
    [["erase", "a", "--why", "x"]],
    [["export-person"]],
    [["export-person", "a@b.example", "--json"]],
    [["backup"]],
    [["backup", "a.tar", "b.tar"]],
    [["backup", "a.tar", "--include-keys"]],
    [["backup", "a.tar", "--include-key=yes"]],
    [["verify"]],
    [["restore", "a.tar"]],
    [["restore", "a.tar", "--data-dir"]],
    [["restore", "a.tar", "--data-dir", ""]],
  ])("refuses the operation %j with its usage and code 2", async (args) => {
    expect(await cli(args)).toEqual({ code: 2, out: "", err: OPERATIONS_USAGE });
  });

  it("takes --flag=value as --flag value", async () => {
    const spaced = await cli(["erase", "no-such-id", "--reason", "Asked by the gallery"]);
    const joined = await cli(["erase", "no-such-id", "--reason=Asked by the gallery"]);
    expect(spaced.code).toBe(1);
    expect(spaced.err).toBe('There is no application with the id "no-such-id". "npm run cli -- list" shows them all.');
    expect(joined).toEqual(spaced);
    const missing = path.join(dataDir, "missing.tar");
    // Past the arguments: the file is looked for, and named when it is not there.
    const restored = await cli(["restore", missing, `--data-dir=${path.join(dataDir, "restored")}`]);
    expect(restored.code).toBe(1);
    expect(restored.out).toBe(`${missing} cannot be read: there is no such file.`);
    expect(await cli(["verify", missing])).toEqual({ code: 1, out: restored.out, err: "" });
  });
});
