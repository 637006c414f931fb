import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BUILD_STAMP, buildNeeded } from "./build-if-stale.ts";

let root: string;
const file = async (name: string, at: number) => {
  await mkdir(path.dirname(path.join(root, name)), { recursive: true });
  await writeFile(path.join(root, name), name);
  await utimes(path.join(root, name), at / 1000, at / 1000);
};
const NOW = Date.now();
const INPUTS = ["src/client", "src/shared", "vite.config.ts"];

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "build-if-stale-"));
  await file("src/client/main.tsx", NOW - 60_000);
  await file("src/shared/rules.ts", NOW - 60_000);
  await file("vite.config.ts", NOW - 60_000);
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe("npm start builds the client only when needed", () => {
  it("builds when there is no build", () => {
    expect(buildNeeded(root, INPUTS)).toBe("there is no build yet");
  });

  it("does not build when the build is newer than every source", async () => {
    await file(BUILD_STAMP, NOW - 1_000);
    expect(buildNeeded(root, INPUTS)).toBeUndefined();
  });

  it("builds when a source, however deep, or the build's configuration changed after the build", async () => {
    await file(BUILD_STAMP, NOW - 1_000);
    await file("src/client/form/sections/deep/Field.tsx", NOW);
    expect(buildNeeded(root, INPUTS)).toBe("src/client changed since the last build");
    await file("src/client/form/sections/deep/Field.tsx", NOW - 60_000);
    await file("vite.config.ts", NOW);
    expect(buildNeeded(root, INPUTS)).toBe("vite.config.ts changed since the last build");
  });

  it("is what npm start runs before the server, and says when the build is up to date", async () => {
    const scripts = (await import("../package.json", { with: { type: "json" } })).default.scripts;
    expect(scripts.start).toBe("node scripts/build-if-stale.ts && node src/server/main.ts");
    // The test suite builds the client first, so here it is up to date.
    const { stdout } = await promisify(execFile)(process.execPath, ["scripts/build-if-stale.ts"]);
    expect(stdout.trim()).toBe("The client build is up to date.");
  });
});
