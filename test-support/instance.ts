/**
 * The server as it runs in production: a separate `node src/server/main.ts` process with its
 * environment, on a port of its own. For tests and benchmarks of several instances and of shutdown.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../", import.meta.url));

export interface Instance {
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  child: ChildProcess;
  /** Resolves when the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the process printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** SIGTERM, and the end of the process; the data directory is removed. */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `node <args>` in the project, as npm's scripts run it; with `umask` (e.g. "000"), started by a shell that set it first. */
export function spawnNode(args: string[], options: { env: NodeJS.ProcessEnv; umask?: string }): ChildProcess {
  const node = [process.execPath, ...args];
  const [command, ...rest] = options.umask
    ? ["/bin/sh", "-c", `umask ${options.umask} && exec "$0" "$@"`, ...node]
    : node;
  return spawn(command as string, rest, { cwd: ROOT, env: options.env, stdio: ["ignore", "pipe", "pipe"] });
}

export async function startInstance(
  env: Record<string, string>,
  options: {
    readyWithinMs?: number;
    /** A data directory of the test's (made by the server when missing); a new empty one otherwise. */
    dataDir?: string;
    /** The process's umask, as a shell sets it: "000" lets every file be created readable by all. */
    umask?: string;
  } = {},
): Promise<Instance> {
  const port = await freePort();
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), "art-fair-instance-")));
  const child = spawnNode(["src/server/main.ts"], {
    ...(options.umask ? { umask: options.umask } : {}),
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      LOG_LEVEL: "warn",
      // The AWS SDK's notice that its releases from 2027 on need Node 22: once per process is noise in tests.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
      // Stopping an instance takes no pause before connections are refused, unless a test asks for one.
      SHUTDOWN_READY_DELAY_MS: "0",
      ...env,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
    },
  });
  let printed = "";
  child.stdout?.on("data", (chunk) => {
    printed += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    printed += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.readyWithinMs ?? 30_000);
  let ended = false;
  exited.then(() => {
    ended = true;
  });
  for (;;) {
    if (ended) throw new Error(`The instance ended before it was ready:\n${printed}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The instance was not ready in time:\n${printed}`);
    }
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port,
    pid: child.pid as number,
    dataDir,
    child,
    exited,
    output: () => printed,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
