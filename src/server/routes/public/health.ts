/**
 * GET /healthz and GET /readyz for load balancers and orchestrators; no session needed.
 * healthz: the process answers (restart it if not). readyz: it can serve applications now,
 * that is the database and the file storage answer and it is not shutting down (send it no
 * traffic if not).
 */
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { sql } from "kysely";
import { alive, notReady, ready } from "../../../shared/api/public.ts";
import type { Db } from "../../store/database.ts";
import type { FileStore } from "../../store/files.ts";

/** A check slower than this counts as failed: a balancer would time out on us anyway. */
export const READY_CHECK_TIMEOUT_MS = 2_000;
/** How long the storage's write probe is believed: balancers poll every few seconds, each poll need not write. */
export const STORAGE_PROBE_CACHE_MS = 5_000;

const LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;
type Level = (typeof LEVELS)[number];

/** Shared by the whole app (decorated in app.ts): shutdown marks it before the listener closes. */
export interface Readiness {
  draining: boolean;
}

declare module "fastify" {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export interface HealthRoutesOptions {
  db: Db;
  store: FileStore;
}

/** A store that can prove it takes writes (S3: a small object written and removed, each within a deadline). */
interface CheckableStore {
  checkWritable(timeoutMs: number): Promise<void>;
}

const isCheckable = (store: FileStore): store is FileStore & CheckableStore =>
  typeof (store as Partial<CheckableStore>).checkWritable === "function";

async function storageAnswers(store: FileStore): Promise<void> {
  if (isCheckable(store)) return store.checkWritable(READY_CHECK_TIMEOUT_MS);
  // Any other store: asking for its first key reaches it.
  const keys = store.keys()[Symbol.asyncIterator]();
  await keys.next();
  await keys.return?.();
}

/**
 * The storage's answer, asked at most once per STORAGE_PROBE_CACHE_MS and once at a time: polls in
 * between share the last probe's answer, so a bucket that hangs is probed, not flooded.
 */
function cachedProbe(store: FileStore): () => Promise<void> {
  let last: { at: number; outcome: Promise<void> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= STORAGE_PROBE_CACHE_MS) {
      const outcome = within(READY_CHECK_TIMEOUT_MS, () => storageAnswers(store));
      // Unhandled until a poll awaits it: a cached failure must not end the process.
      outcome.catch(() => {});
      last = { at: now, outcome };
    }
    return last.outcome;
  };
}

async function within<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`no answer within ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For routes polled every few seconds by balancers and scrapers: only failures are worth a log
 * line (or none, if the configured level is stricter still).
 */
export function quietRoute(app: FastifyInstance): { logLevel: Level } {
  const configured = app.log.level as Level;
  return { logLevel: LEVELS.indexOf(configured) >= LEVELS.indexOf("warn") ? configured : "warn" };
}

export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, { db, store }) => {
  // preClose runs when the server is about to stop; a graceful shutdown marks it earlier, while
  // the instance still accepts connections, so a balancer hears 503 here before connections are refused.
  app.addHook("preClose", async () => {
    app.readiness.draining = true;
  });

  const quiet = quietRoute(app);
  const storageProbe = cachedProbe(store);

  app.get("/healthz", { ...quiet, schema: { response: { 200: alive } } }, async () => ({ status: "ok" as const }));

  app.get("/readyz", { ...quiet, schema: { response: { 200: ready, 503: notReady } } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (app.readiness.draining)
      return reply.code(503).send({ status: "draining", reason: "The instance is shutting down." });
    const [database, storage] = await Promise.allSettled([
      within(READY_CHECK_TIMEOUT_MS, () => sql`select 1`.execute(db)),
      storageProbe(),
    ]);
    const failures: string[] = [];
    if (database.status === "rejected") {
      request.log.warn({ err: database.reason }, "readiness: the database does not answer");
      failures.push("The database does not answer.");
    }
    if (storage.status === "rejected") {
      request.log.warn({ err: storage.reason }, "readiness: the file storage does not answer");
      failures.push("The file storage does not answer.");
    }
    // The reasons stay generic: this route is reachable from outside, the details are in the log.
    if (failures.length > 0) return reply.code(503).send({ status: "unavailable", reason: failures.join(" ") });
    return { status: "ready" as const };
  });
};
