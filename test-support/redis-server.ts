/**
 * A Redis of the test's own on a free loopback port, to kill, freeze and start again as an outage
 * would: the machine's shared Redis is never touched. Needs redis-server (Debian: apt-get install
 * redis-server); without it the test fails saying so rather than skipping in silence.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import { freePort } from "./instance.ts";

const BINARY = process.env.REDIS_SERVER_BIN || "/usr/bin/redis-server";

export interface PrivateRedis {
  port: number;
  url: string;
  /** The running server's process id (a new one after `start`). */
  pid(): number;
  /** SIGKILL, as a crash or a lost host: no goodbye to the clients. */
  kill(): Promise<void>;
  /** Again on the same port, empty (nothing is saved). */
  start(): Promise<void>;
  /** SIGSTOP: connections stay open, nothing is answered. */
  freeze(): void;
  /** SIGCONT. */
  thaw(): void;
  /** One command over a connection of its own, e.g. ["GET", key]: its reply (null for none). */
  command(args: string[]): Promise<string | null>;
  /** Ends the server whatever its state. */
  close(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  if (!existsSync(BINARY))
    throw new Error(
      `redis-server is not at ${BINARY}: the Redis outage tests start a Redis of their own. ` +
        "Install it (apt-get install redis-server) or set REDIS_SERVER_BIN to where it is.",
    );
  const port = await freePort();
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const start = async () => {
    let printed = "";
    const server = spawn(BINARY, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout?.on("data", (chunk) => {
      printed += chunk;
    });
    server.stderr?.on("data", (chunk) => {
      printed += chunk;
    });
    child = server;
    exited = new Promise((resolve) => server.once("exit", () => resolve()));
    // A test given up on (a timed-out hook) leaves no Redis behind when the test process ends.
    const killOnExit = () => server.kill("SIGKILL");
    process.once("exit", killOnExit);
    server.once("exit", () => process.off("exit", killOnExit));
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`redis-server on port ${port} ended at start:\n${printed}`);
      if ((await command(port, ["PING"]).catch(() => "")) === "PONG") return;
      if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not answer PING:\n${printed}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const signal = (name: NodeJS.Signals) => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill(name);
  };

  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    pid: () => child?.pid ?? 0,
    async kill() {
      signal("SIGKILL");
      await exited;
    },
    start,
    freeze: () => signal("SIGSTOP"),
    thaw: () => signal("SIGCONT"),
    command: (args) => command(port, args),
    async close() {
      signal("SIGCONT");
      signal("SIGKILL");
      await exited;
    },
  };
}

/** RESP over a plain socket: enough for PING, GET and SET, without a client library's retries. */
function command(port: number, args: string[]): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    let reply = "";
    const fail = (error: Error) => {
      socket.destroy();
      reject(error);
    };
    socket.setTimeout(1_000, () => fail(new Error(`Redis on port ${port} did not answer ${args[0]} within 1 s`)));
    socket.once("error", fail);
    socket.on("data", (chunk) => {
      reply += chunk;
      // Simple strings, errors, integers and null end at their first line; a bulk string after its length.
      const bulk = /^\$(\d+)\r\n/.exec(reply);
      if (bulk ? reply.length < bulk[0].length + Number(bulk[1]) + 2 : !reply.includes("\r\n")) return;
      socket.end();
      const line = reply.slice(1, reply.indexOf("\r\n"));
      if (reply.startsWith("-")) reject(new Error(`Redis answered ${args[0]}: ${line}`));
      else if (bulk) resolve(reply.slice(bulk[0].length, bulk[0].length + Number(bulk[1])));
      else resolve(reply.startsWith("$-1") ? null : line);
    });
    socket.write(`*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join("")}`);
  });
}
