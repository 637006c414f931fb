/** Security headers for every answer, and the rate limits of the application calls. */
import type { IncomingMessage, ServerResponse } from "node:http";
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import helmet from "helmet";
import { Redis } from "ioredis";
import type { Config } from "../config.ts";
import { messagesIn } from "../languages/messages.ts";
import type { Metrics } from "./metrics.ts";
import { REDIS_COMMAND_TIMEOUT_MS, RedisOrMemoryCounts } from "./rate-limit-store.ts";

/**
 * Browser features the product never uses, turned off for its pages and anything they embed. Only
 * names Chromium knows: an unknown one is logged as an error on every page.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "bluetooth",
  "browsing-topics",
  "camera",
  "display-capture",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/**
 * The security headers of every answer. helmet works them out from our policy; since nothing in
 * the policy depends on the request, they are worked out once here and set in one call per
 * request (@fastify/helmet built helmet's middleware anew on every request).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and the page behaviours set style properties; no inline <script> is ever allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Thumbnails of chosen files are blob: URLs; downscaling runs in a worker.
        imgSrc: ["'self'", "blob:", "data:"],
        workerSrc: ["'self'", "blob:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // The same as frame-ancestors 'none', for browsers that only know the older header.
    xFrameOptions: { action: "deny" },
    // HSTS belongs to the TLS-terminating proxy, which knows whether HTTPS is in use.
    strictTransportSecurity: false,
  });
  middleware({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
  return { ...headers, "permissions-policy": PERMISSIONS_POLICY };
})();

export async function registerProtection(app: FastifyInstance, config: Config, metrics: Metrics): Promise<void> {
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
  await app.register(fastifyRateLimit, {
    global: false,
    ...(config.redisUrl ? { store: redisStore(app, config.redisUrl, config.redisPrefix, metrics) } : {}),
  });
}

/**
 * Several instances count in one Redis, so a limit holds whichever instance a request reaches;
 * while Redis does not answer, each counts in its own memory (rate-limit-store.ts). Without
 * REDIS_URL the plugin counts in this process's memory.
 */
function redisStore(app: FastifyInstance, url: string, prefix: string, metrics: Metrics) {
  const redis = new Redis(url, {
    // Every call is promised an answer within 2 s, whatever Redis does: a command waits at most
    // this long (a frozen Redis), and none waits for a connection (refused, unreachable).
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    connectTimeout: 1_000,
    // A count lost with its connection is not sent again: its call was counted in memory instead.
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
  });
  const counts = new RedisOrMemoryCounts({ redis, keyPrefix: `${prefix}rate-limit:`, log: app.log, metrics });
  app.addHook("onClose", async () => {
    counts.close();
    // QUIT has the command timeout too: a frozen Redis does not hold up the shutdown.
    await redis.quit().catch(() => {});
    redis.disconnect();
  });
  return counts.store();
}

/**
 * Per IP (onRequest, before any work) and per session (after the session is known). Built on
 * createRateLimit because the plugin's own hook runs only once per request.
 */
export function rateLimits(app: FastifyInstance, config: Config) {
  const limit = (max: number, key: (request: FastifyRequest) => string) => {
    const check = app.createRateLimit({ max, timeWindow: 60_000, keyGenerator: key });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const status = await check(request);
      if (!status.isAllowed && status.isExceeded)
        await reply
          .code(429)
          .header("retry-after", String(status.ttlInSeconds))
          .send({ message: messagesIn(request.language).rateLimited(status.ttlInSeconds) });
    };
  };
  return {
    perIp: limit(config.rateLimitPerIp, (request) => `ip:${request.ip}`),
    perSession: limit(config.rateLimitPerSession, (request) => `session:${request.applicantSession?.id ?? "none"}`),
  };
}

/** A browser on another site may carry our cookie (SameSite=Lax lets some through): refuse it by its Origin. */
export async function refuseCrossSite(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  if (origin !== `${request.protocol}://${request.host}`)
    await reply.code(403).send({ message: messagesIn(request.language).crossSite });
}
