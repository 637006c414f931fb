/**
 * Who may read people's data on the server's machine: everything the server and the command line
 * write under DATA_DIR, and every backup, is readable by the account that runs them only (files
 * 0600, folders 0700), even under umask 000; a data directory from before is tightened at start.
 * Real processes started by a shell that set the umask, as an operator's would.
 */
import { once } from "node:events";
import { chmod, lstat, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filesForForm } from "../../../test-support/fixtures.ts";
import { spawnNode, startInstance } from "../../../test-support/instance.ts";
import { TEST_DATABASE_URL } from "../../../test-support/postgres.ts";
import { visit } from "../../../test-support/server.ts";
import { exampleApplication } from "../../shared/example-application.ts";
import { applicationFormData } from "../../shared/form-data.ts";

const mode = async (file: string) => ((await stat(file)).mode & 0o777).toString(8);

/** Every file and folder under `root` (root included) with its mode, as `ls -l` would show whose it is. */
async function modesUnder(root: string): Promise<Map<string, string>> {
  const modes = new Map<string, string>([[".", await mode(root)]]);
  for (const name of await readdir(root, { recursive: true })) {
    const at = path.join(root, String(name));
    const stats = await lstat(at).catch(() => undefined);
    if (stats?.isFile() || stats?.isDirectory()) modes.set(String(name), (stats.mode & 0o777).toString(8));
  }
  return modes;
}

/** The entries whose mode is not owner-only (0600 for files, 0700 for folders): empty when all is well. */
async function readableByOthers(root: string): Promise<string[]> {
  const wrong: string[] = [];
  for (const [name, found] of await modesUnder(root)) {
    const isDir = (await lstat(path.join(root, name))).isDirectory();
    if (found !== (isDir ? "700" : "600")) wrong.push(`${name} ${found}`);
  }
  return wrong;
}

/** The command line in a process of its own, under `umask`. */
async function cli(args: string[], dataDir: string, umask = "000"): Promise<{ code: number | null; output: string }> {
  const child = spawnNode(["src/server/cli.ts", ...args], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATA_DIR: dataDir },
    umask,
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const [code] = (await once(child, "exit")) as [number | null];
  return { code, output };
}

async function waitFor<T>(what: string, check: () => Promise<T | undefined>, withinMs = 10_000): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), "art-fair-modes-"));
});
afterAll(() => rm(work, { recursive: true, force: true }));

// The embedded default: the database is a file in DATA_DIR only there.
describe.skipIf(Boolean(TEST_DATABASE_URL))("under umask 000", () => {
  it("the shell really starts the processes with it", async () => {
    const child = spawnNode(["-e", "process.stdout.write(process.umask().toString(8))"], {
      env: { PATH: process.env.PATH ?? "" },
      umask: "000",
    });
    let printed = "";
    child.stdout?.on("data", (chunk) => {
      printed += chunk;
    });
    await once(child, "exit");
    expect(printed).toBe("0");
  });

  it("everything the server and the command line write under DATA_DIR is owner-only, and so are backups", async () => {
    const dataDir = path.join(work, "data");
    const server = await startInstance({}, { dataDir, umask: "000" });
    try {
      const visitor = await visit(server.url);
      const form = exampleApplication({ edition: visitor.edition, artists: 1, artworksPerArtist: 1 });
      const submitted = await visitor.fetch("/application-submit", {
        method: "POST",
        body: applicationFormData(form, { files: filesForForm(form), token: visitor.token }),
      });
      expect(submitted.status, await submitted.clone().text()).toBe(200);
      const { id } = (await submitted.json()) as { id: string };
      // The confirmation email goes to DATA_DIR/outbox after the answer.
      await waitFor("the confirmation email", () =>
        stat(path.join(dataDir, "outbox", `${id}.eml`)).then(
          () => true,
          () => undefined,
        ),
      );
      const accepted = await cli(["accept", id], dataDir);
      expect(accepted.code, accepted.output).toBe(0);
      const slug = /\/ecosystem\/([a-z0-9-]+)/.exec(accepted.output)?.[1] ?? "";
      // The public page makes the resized pictures in DATA_DIR/cache.
      expect((await fetch(`${server.url}/ecosystem/${slug}`)).status).toBe(200);

      const written = [...(await modesUnder(dataDir)).keys()];
      for (const expected of [
        "applications.sqlite",
        "applications.sqlite-wal",
        "applications.sqlite-shm",
        "data-keys.json",
        "session-secret",
        `outbox/${id}.eml`,
      ])
        expect(written).toContain(expected);
      expect(written.filter((name) => name.startsWith("files/")).length).toBeGreaterThan(2);
      expect(written.filter((name) => name.startsWith("cache/") && name.endsWith(".webp")).length).toBeGreaterThan(0);
      expect(await readableByOthers(dataDir)).toEqual([]);

      const backup = path.join(work, "backup.tar");
      const made = await cli(["backup", backup, "--include-key"], dataDir);
      expect(made.code, made.output).toBe(0);
      expect(await mode(backup)).toBe("600");
      // A file already at the target, as an earlier `cp` or `touch` under umask 022 left it.
      const again = path.join(work, "again.tar");
      await writeFile(again, "");
      await chmod(again, 0o644);
      const remade = await cli(["backup", again], dataDir);
      expect(remade.code, remade.output).toBe(0);
      expect(await mode(again)).toBe("600");

      // Restored into a folder made beforehand with mkdir under umask 022.
      const restoredDir = path.join(work, "restored");
      await mkdir(restoredDir, { mode: 0o755 });
      await chmod(restoredDir, 0o755);
      const restored = await cli(["restore", backup, "--data-dir", restoredDir], dataDir);
      expect(restored.code, restored.output).toBe(0);
      expect([...(await modesUnder(restoredDir)).keys()]).toContain("data-keys.json");
      expect(await readableByOthers(restoredDir)).toEqual([]);
    } finally {
      await server.stop();
    }
  }, 90_000);
});

describe("a data directory from an older version", () => {
  it("is tightened at start, with a line in the log; a symbolic link's target is left alone", async () => {
    const dataDir = path.join(work, "older");
    // As an older version left it under umask 022: folders 0755, files 0644.
    const key = "ab12cd34ef56ab78cd90";
    await mkdir(path.join(dataDir, "files", "ab"), { recursive: true, mode: 0o755 });
    await mkdir(path.join(dataDir, "outbox"), { mode: 0o755 });
    await writeFile(path.join(dataDir, "files", "ab", key), "picture", { mode: 0o644 });
    await writeFile(path.join(dataDir, "outbox", "earlier.eml"), "To: someone@example.org", { mode: 0o644 });
    const elsewhere = path.join(work, "not-ours.txt");
    await writeFile(elsewhere, "shared on purpose", { mode: 0o644 });
    await symlink(elsewhere, path.join(dataDir, "link-to-elsewhere"));
    for (const at of [dataDir, path.join(dataDir, "files"), path.join(dataDir, "files", "ab")]) await chmod(at, 0o755);
    expect(await readableByOthers(dataDir)).not.toEqual([]);

    const server = await startInstance({ LOG_LEVEL: "info" }, { dataDir });
    try {
      expect(await readableByOthers(dataDir)).toEqual([]);
      expect(server.output()).toMatch(/made \d+ file\(s\) and folder\(s\) in DATA_DIR readable by this user only/);
      expect(await mode(elsewhere)).toBe("644");
      expect(await readFile(path.join(dataDir, "files", "ab", key), "utf8")).toBe("picture");
    } finally {
      await server.stop();
    }
  }, 60_000);
});
