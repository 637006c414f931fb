/**
 * Stopping an instance without losing work (SIGTERM from an orchestrator, a deploy, Ctrl-C):
 * stop accepting connections, let requests in flight finish within the grace time, then cut the
 * ones still running and wait (briefly) for their handlers to clean up what they had stored,
 * before the database and storage clients close.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";

/** After connections are cut, how long handlers get to remove what a cut upload had stored. */
export const CLEANUP_MS = 5_000;

export type ShutdownOutcome = "drained" | "cut";

export interface GracefulShutdown {
  /** Closes the app; resolves once every handler has finished (or given up) and the app is closed. */
  shutDown(): Promise<ShutdownOutcome>;
}

/** Call before `listen`: the hooks must be in place before the app starts. */
export function gracefulShutdown(
  app: FastifyInstance,
  /** readyDelayMs: how long /readyz answers 503 while everything is still served, before connections are refused. */
  options: { graceMs: number; readyDelayMs?: number },
): GracefulShutdown {
  const running = new Set<FastifyRequest>();
  let closing: Promise<ShutdownOutcome> | undefined;
  let whenIdle: Array<() => void> = [];
  const finished = (request: FastifyRequest) => {
    running.delete(request);
    if (running.size > 0) return;
    for (const resolve of whenIdle) resolve();
    whenIdle = [];
  };

  app.addHook("onRequest", async (request) => {
    running.add(request);
  });
  // onSend runs once the handler has answered, even when the client is gone (onResponse then
  // never comes): by then the handler's own clean-up has run.
  app.addHook("onSend", async (request, reply, payload) => {
    finished(request);
    // A connection kept alive after its last answer would hold the shutdown until the client drops it.
    if (closing) reply.header("connection", "close");
    return payload;
  });
  app.addHook("onResponse", async (request) => finished(request));

  let outcome: ShutdownOutcome = "drained";
  // Registered after the app's own onClose hooks, so it runs before them (Fastify runs onClose in
  // reverse order) and after the server has closed: handlers still have the database and storage.
  app.addHook("onClose", async () => {
    if (running.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise<void>((resolve) => whenIdle.push(resolve)),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, CLEANUP_MS);
      }),
    ]);
    clearTimeout(timer);
    if (running.size > 0)
      app.log.error({ requests: running.size }, "shutdown: handlers still running after clean-up time");
  });

  return {
    shutDown() {
      closing ??= (async () => {
        // Balancers poll /readyz every few seconds: they stop sending before the listener closes.
        if (app.readiness) app.readiness.draining = true;
        if (options.readyDelayMs) {
          app.log.info({ readyDelayMs: options.readyDelayMs }, "shutdown: /readyz answers 503; still serving");
          await new Promise((resolve) => setTimeout(resolve, options.readyDelayMs));
        }
        app.log.info(
          { requests: running.size, graceMs: options.graceMs },
          "shutdown: no new connections; finishing requests in flight",
        );
        const grace = setTimeout(() => {
          outcome = "cut";
          app.log.warn({ requests: running.size }, "shutdown: grace time over; cutting the requests still running");
          app.server.closeAllConnections();
        }, options.graceMs);
        try {
          await app.close();
        } finally {
          clearTimeout(grace);
        }
        return outcome;
      })();
      return closing;
    },
  };
}
