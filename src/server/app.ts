/** Builds the Fastify application; main.ts starts it, tests build it on a random port. */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyMultipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from "fastify";
import type { Config } from "./config.ts";
import { decorateRequestLanguage } from "./languages/request-language.ts";
import { letterMailChanged } from "./letters/outbox.ts";
import { registerMailMetrics } from "./mail/metrics.ts";
import { MailOutbox } from "./mail/outbox.ts";
import { startRetention } from "./operations/retention.ts";
import { prepareDatabase } from "./prepare-database.ts";
import type { GuardedRoute } from "./routes/admin/guard.ts";
import { adminRoutes } from "./routes/admin/index.ts";
import { applicantRoutes } from "./routes/applicant/index.ts";
import type { RouteContext } from "./routes/context.ts";
import { ECOSYSTEM_ENTRY } from "./routes/public/ecosystem.ts";
import type { Readiness } from "./routes/public/health.ts";
import { publicRoutes } from "./routes/public/index.ts";
import { recordRoutes } from "./routes/registered-routes.ts";
import { ApplicantSessionStore } from "./store/applicant-sessions.ts";
import { outboxDir } from "./store/data-dir.ts";
import { type Db, IDLE_CONNECTION_LOST, openDatabase, reportConnectionLoss } from "./store/database.ts";
import { type FileStore, LocalFileStore } from "./store/files.ts";
import { PendingUploads } from "./store/pending-uploads.ts";
import { makePrivateDirSync, tightenModes } from "./store/private-files.ts";
import { S3FileStore } from "./store/s3-files.ts";
import { UploadOwner } from "./store/upload-owner.ts";
import { clientErrorHandler } from "./web/client-error.ts";
import { builtClient, type ClientFiles } from "./web/client-files.ts";
import { COMPRESSION } from "./web/compression.ts";
import { registerContract } from "./web/contract.ts";
import { registerEarlyAnswers } from "./web/early-answer.ts";
import { errorHandler } from "./web/error-handler.ts";
import { LoggedRoutes } from "./web/log-url.ts";
import { Metrics } from "./web/metrics.ts";
import { registerNotFound } from "./web/not-found.ts";
import { registerProtection } from "./web/protection.ts";
import { fastifyTrustProxy } from "./web/trusted-proxies.ts";

export const DEFAULT_CLIENT_DIR = fileURLToPath(new URL("../../dist/client", import.meta.url));

export interface AppOptions {
  config: Config;
  /** The built browser bundle (index.html and assets). */
  clientDir?: string;
  /**
   * Where pages get their scripts, styles and templates: the build in clientDir unless given.
   * npm run dev gives Vite's dev server, set up on the app before its routes (src/server/dev.ts).
   */
  client?: (app: FastifyInstance) => Promise<ClientFiles>;
  db?: Db;
  store?: FileStore;
}

export interface App extends FastifyInstance {
  db: Db;
  store: FileStore;
}

/** The log levels at which a request's line (info) is written. */
const WRITES_INFO = new Set(["info", "debug", "trace"]);
/** How long an idle kept-alive connection stays open: longer than the balancers in front keep theirs. */
const KEEP_ALIVE_MS = 72_000;

/** Fastify logs two lines per request at info; one as the answer leaves says enough. */
class OneLinePerRequest extends LogController {
  private readonly routes: LoggedRoutes;

  constructor(routes: LoggedRoutes) {
    super();
    this.routes = routes;
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // Below info (benchmarks, LOG_LEVEL=warn) the line is not written: nor worked out.
    if (!error && !WRITES_INFO.has(reply.log.level)) return;
    const line = {
      method: request.method,
      url: this.routes.urlOf(request),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "answered");
  }
}

/** The secret that signs session cookies: from the environment, or generated once and kept in the data directory. */
export function sessionSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  makePrivateDirSync(config.dataDir);
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  return secret;
}

/** A data directory written by an older version (or copied by hand) may be readable by others: no longer. */
async function tightenDataDir(dataDir: string, log: FastifyBaseLogger): Promise<void> {
  const { changed, failed } = await tightenModes(dataDir);
  if (changed.length > 0)
    log.warn(
      { dataDir, tightened: changed.length },
      `made ${changed.length} file(s) and folder(s) in DATA_DIR readable by this user only (files 0600, folders 0700); others could read them before`,
    );
  for (const { path: at, reason } of failed)
    log.error(
      { path: at, reason },
      "a file or folder in DATA_DIR is readable by others and its mode cannot be changed",
    );
}

export async function buildApp(options: AppOptions): Promise<App> {
  const { config } = options;
  const clientDir = options.clientDir ?? DEFAULT_CLIENT_DIR;
  const db = options.db ?? openDatabase(config);
  await prepareDatabase(db);
  const loggedRoutes = new LoggedRoutes();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Fastify's own lines about a request (a failed write of its head) name it the same way.
      serializers: { req: (request) => ({ method: request.method, url: loggedRoutes.urlOf(request) }) },
    },
    logController: new OneLinePerRequest(loggedRoutes),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // A request that reached us before shutdown is served, not refused; /readyz says 503 meanwhile.
    return503OnClosing: false,
    // Requests Node cannot parse are answered in the app's JSON, not the framework's default.
    clientErrorHandler,
    // Slow clients: a whole request (uploads included) is bounded, and so is a silent connection.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.idleTimeoutMs,
    serverFactory: (handler) => {
      const server = http.createServer(
        {
          headersTimeout: Math.min(config.headersTimeoutMs, config.requestTimeoutMs),
          requestTimeout: config.requestTimeoutMs,
          // Node enforces the deadlines on this beat; it must be shorter than the headers deadline.
          connectionsCheckingInterval: Math.min(30_000, Math.max(250, config.headersTimeoutMs / 2)),
        },
        handler,
      );
      server.setTimeout(config.idleTimeoutMs);
      // Fastify's own keep-alive (72 s) is not applied to a server the app builds: Node's 5 s closed
      // idle connections that a balancer (60 s at AWS and in nginx) or a browser then reused, and a
      // request sent as one closed ended in "socket hang up" with nothing in the log. Kept longer
      // than the balancer keeps them, the balancer is the one that closes (docs/deployment.md).
      server.keepAliveTimeout = KEEP_ALIVE_MS;
      return server;
    },
  });
  const store =
    options.store ??
    (config.s3
      ? // A clean-up the bucket refused is a warning of the log, in JSON like every line.
        new S3FileStore(config.s3, { warn: (message) => app.log.warn(message) })
      : new LocalFileStore(path.join(config.dataDir, "files")));
  const applicantSessions = new ApplicantSessionStore(db, config.sessionIdleMs);
  const owner = new UploadOwner(db);
  const pending = new PendingUploads(db, store, owner);
  // Files of submissions that died with their process (SIGKILL, power cut) are removed at start,
  // then periodically: a process that died while others live is not restarted to sweep.
  const swept = await pending.sweep(config.requestTimeoutMs);
  await applicantSessions.deleteExpired();

  reportConnectionLoss(db, (error) => app.log.warn({ err: error }, IDLE_CONNECTION_LOST));
  const reportSwept = (count: number) => {
    if (count > 0) app.log.warn({ swept: count }, "removed the files of submissions that never finished");
  };
  reportSwept(swept);
  await tightenDataDir(config.dataDir, app.log);
  await owner.register((error) => app.log.warn({ err: error }, "the upload owner's heartbeat failed"));
  const sweeper = setInterval(() => {
    pending
      .sweep(config.requestTimeoutMs)
      .then(reportSwept, (error: unknown) =>
        app.log.warn({ err: error }, "the sweep of unfinished uploads failed; it runs again later"),
      );
  }, config.uploadSweepMs);
  sweeper.unref();
  loggedRoutes.watch(app);
  app.decorate("loggedRoutes", loggedRoutes);
  app.setErrorHandler(errorHandler);
  registerContract(app);
  app.decorate("db", db);
  app.decorate("store", store);
  app.decorate("staffRoutes", [] as GuardedRoute[]);
  recordRoutes(app);
  app.decorate("readiness", { draining: false } satisfies Readiness);
  app.decorateRequest("applicantSession", null);
  const stopRetention = config.retentionDays
    ? startRetention(
        db,
        { store, dataDir: config.dataDir },
        config.retentionDays,
        (erased) => app.log.info({ erased: erased.length }, "erased applications past RETENTION_DAYS"),
        (error) => app.log.error({ err: error }, "the retention job failed"),
      )
    : undefined;
  // Every email, of every instance, in one queue in the database; this instance delivers its share.
  const outbox = new MailOutbox(db, config.mail, outboxDir(config.dataDir), app.log, owner);
  outbox.onChange("letter", letterMailChanged);
  // Node closes the connections that are idle when the close begins; one whose answer is still on
  // its way then stays open, idle, for the whole keep-alive (72 s), and the close waits for it.
  // Swept again until the listener has closed.
  app.addHook("preClose", (done) => {
    // An app that never listened (inject) has no connections, and its server no "close" to wait for.
    if (!app.server.listening) return done();
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100).unref();
    app.server.once("close", () => clearInterval(sweep));
    done();
  });
  app.addHook("onClose", async () => {
    stopRetention?.();
    clearInterval(sweeper);
    owner.stop();
    // Nothing of this process is in flight any more (handlers have finished): it owns no upload,
    // and delivers no email (one still under way keeps it registered until the process is gone).
    if (pending.inFlight === 0 && !outbox.busy) await owner.retire().catch(() => {});
    if (!options.db) await db.destroy();
    if (!options.store && store instanceof S3FileStore) store.client.destroy();
  });

  const metrics = new Metrics();
  registerEarlyAnswers(app);
  decorateRequestLanguage(app);
  await registerProtection(app, config, metrics);
  registerMailMetrics(metrics, db);
  await app.register(fastifyCookie, { secret: sessionSecret(config) });
  await app.register(fastifyMultipart);
  await app.register(fastifyCompress, COMPRESSION);
  await app.register(fastifyStatic, {
    root: path.join(clientDir, "assets"),
    prefix: "/assets/",
    immutable: true,
    maxAge: "365d",
    index: false,
    // The .br and .gz copies written by the build (scripts/precompress-assets.ts).
    preCompressed: true,
    setHeaders: (reply) => reply.header("vary", "accept-encoding"),
  });
  const client = options.client
    ? await options.client(app)
    : builtClient(clientDir, (message) => app.log.warn(message));
  // Mail queued before a restart, or by an instance that stopped, goes out now. Closed before the
  // database (onClose hooks run in reverse order): a delivery under way is still marked.
  app.addHook("onReady", async () => void outbox.start());
  app.addHook("onClose", async () => outbox.close());
  const context: RouteContext = { config, db, store, applicantSessions, pending, clientDir, client, metrics, outbox };
  registerNotFound(app, () => client.entryAssets(ECOSYSTEM_ENTRY), db);
  await app.register(publicRoutes, context);
  await app.register(applicantRoutes, context);
  await app.register(adminRoutes, { ...context, prefix: "/admin" });
  return app as unknown as App;
}
