/**
 * A PostgreSQL of the benchmark's own (initdb into a temporary directory, a free loopback port), so
 * it can be stopped and started as a restart or failover would: the machine's shared PostgreSQL is
 * never touched. Uses Debian's /usr/lib/postgresql/<version>/bin (or POSTGRES_BIN); PostgreSQL
 * refuses to run as root, so under root it runs as the `postgres` user.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chown, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "../../test-support/instance.ts";

const run = promisify(execFile);

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** The postmaster's process id (a new one after `start`). */
  pid(): number;
  /** A fast shutdown (SIGINT), as `pg_ctl stop -m fast` or a restart does: sessions are cut. */
  stop(): Promise<void>;
  /** Again on the same port, with the same data. */
  start(): Promise<void>;
  /** Stops it and removes its directory. */
  close(): Promise<void>;
}

function binaries(): string {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(root, v, "bin")).find((bin) => existsSync(path.join(bin, "initdb")));
  if (!found)
    throw new Error(
      "initdb is not in /usr/lib/postgresql/*/bin: the deadline-day benchmark starts a PostgreSQL of its own " +
        "to stop it. Install postgresql or set POSTGRES_BIN to the folder holding initdb and postgres.",
    );
  return found;
}

/** Root may not run PostgreSQL: its processes run as `postgres` then. */
async function runAs(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const passwd = await readFile("/etc/passwd", "utf8");
  const line = passwd.split("\n").find((l) => l.startsWith("postgres:"));
  if (!line) throw new Error("Running as root, and there is no `postgres` user to run PostgreSQL as.");
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binaries();
  const user = await runAs();
  const dir = await mkdtemp(path.join(os.tmpdir(), "art-fair-deadline-pg-"));
  if (user) await chown(dir, user.uid, user.gid);
  const data = path.join(dir, "data");
  await run(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"], {
    ...(user ?? {}),
    env: { ...process.env, LC_ALL: "C" },
  });
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const start = async () => {
    let printed = "";
    const server = spawn(
      path.join(bin, "postgres"),
      ["-D", data, "-p", String(port), "-k", dir, "-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
      { ...(user ?? {}), stdio: ["ignore", "pipe", "pipe"] },
    );
    for (const stream of [server.stdout, server.stderr]) stream?.on("data", (chunk) => (printed += chunk));
    child = server;
    exited = new Promise((resolve) => server.once("exit", () => resolve()));
    // A benchmark given up on leaves no PostgreSQL behind.
    const killOnExit = () => server.kill("SIGKILL");
    process.once("exit", killOnExit);
    server.once("exit", () => process.off("exit", killOnExit));
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`PostgreSQL on port ${port} ended at start:\n${printed}`);
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
      const answered = await client.connect().then(
        () => client.query("select 1").then(() => true),
        () => false,
      );
      await client.end().catch(() => {});
      if (answered) return;
      if (Date.now() > deadline) throw new Error(`PostgreSQL on port ${port} did not answer:\n${printed}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const stop = async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGINT");
    await exited;
  };

  await start();
  return {
    url,
    pid: () => child?.pid ?? 0,
    stop,
    start,
    async close() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
