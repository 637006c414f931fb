/** Reads and checks the environment once at start; a wrong value stops the process with a clear message. */
import { z } from "zod";
import { DEFAULT_UPLOAD_SIZE_LIMITS, MEGABYTE } from "../shared/limits.ts";
import { parseDataKey } from "./store/data-keys.ts";
import { parseTrustProxy, type TrustProxy } from "./web/trusted-proxies.ts";

const KEY_HELP = "32 bytes in base64 or hex (generate one with: openssl rand -base64 32)";

/** The base of links in emails: absolute, http(s), nothing after the path that a link could not extend. */
function isPublicUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return /^https?:$/.test(url.protocol) && url.search === "" && url.hash === "" && !/[?#]/.test(value);
}

/** HOST values that listen on this machine only. */
function isLoopback(host: string): boolean {
  return host === "localhost" || host === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

const positiveInt = (name: string, fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === "") return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n <= 0) {
        ctx.addIssue({ code: "custom", message: `${name} must be a positive whole number, got "${v}".` });
        return z.NEVER;
      }
      return n;
    });

const envSchema = z.object({
  PORT: positiveInt("PORT", 3000).refine((n) => n < 65536, "PORT must be below 65536."),
  HOST: z.string().min(1).default("127.0.0.1"),
  PUBLIC_URL: z
    .string()
    .optional()
    .refine(
      (v) => !v || isPublicUrl(v),
      "PUBLIC_URL must be the absolute http:// or https:// address the site is reached at, without ? or #, e.g. https://apply.fair.example.",
    ),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^postgres(ql)?:\/\//.test(v), "DATABASE_URL must start with postgres:// or postgresql://."),
  REDIS_URL: z
    .string()
    .optional()
    .refine(
      (v) => !v || /^rediss?:\/\/[^/]/.test(v),
      "REDIS_URL must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379.",
    ),
  REDIS_PREFIX: z.string().min(1).default("art-fair:"),
  SESSION_SECRET: z
    .string()
    .optional()
    .refine((v) => !v || v.length >= 32, "SESSION_SECRET must be at least 32 characters long."),
  DATA_KEY: z
    .string()
    .optional()
    .refine((v) => !v || parseDataKey(v), `DATA_KEY must be ${KEY_HELP}.`),
  DATA_KEY_PREVIOUS: z
    .string()
    .optional()
    .refine(
      (v) => !v || v.split(",").every((k) => parseDataKey(k)),
      `DATA_KEY_PREVIOUS must be one or more comma-separated keys, each ${KEY_HELP}.`,
    ),
  RETENTION_DAYS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === "" || v.trim() === "off") return undefined;
      const n = Number(v);
      if (!Number.isInteger(n) || n <= 0) {
        ctx.addIssue({
          code: "custom",
          message: `RETENTION_DAYS must be a positive whole number or "off", got "${v}".`,
        });
        return z.NEVER;
      }
      return n;
    }),
  SESSION_IDLE_MINUTES: positiveInt("SESSION_IDLE_MINUTES", 120),
  OPEN_EDITIONS: z
    .string()
    .default("demo-2027")
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.length > 0, "OPEN_EDITIONS must name at least one edition.")
    .refine(
      (list) => list.every((e) => /^[A-Za-z0-9._-]{1,64}$/.test(e)),
      "OPEN_EDITIONS holds letters, digits, . _ - only, comma separated.",
    ),
  MAX_FILE_MB: positiveInt("MAX_FILE_MB", DEFAULT_UPLOAD_SIZE_LIMITS.maxFileBytes / MEGABYTE),
  MAX_SUBMISSION_MB: positiveInt("MAX_SUBMISSION_MB", DEFAULT_UPLOAD_SIZE_LIMITS.maxSubmissionBytes / MEGABYTE),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const trust = parseTrustProxy(v);
      if ("problem" in trust) {
        ctx.addIssue({ code: "custom", message: trust.problem });
        return z.NEVER;
      }
      return trust;
    }),
  S3_BUCKET: z
    .string()
    .optional()
    .refine(
      (v) => !v || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v),
      "S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens.",
    ),
  S3_ENDPOINT: z
    .string()
    .optional()
    .refine(
      (v) => !v || (URL.canParse(v) && /^https?:$/.test(new URL(v).protocol)),
      "S3_ENDPOINT must be an http:// or https:// URL, e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000.",
    ),
  S3_REGION: z.string().optional(),
  AWS_REGION: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  AWS_SESSION_TOKEN: z.string().optional(),
  S3_TIMEOUT_SECONDS: positiveInt("S3_TIMEOUT_SECONDS", 15),
  DATABASE_TIMEOUT_SECONDS: positiveInt("DATABASE_TIMEOUT_SECONDS", 15),
  SHUTDOWN_GRACE_MS: positiveInt("SHUTDOWN_GRACE_MS", 25_000),
  SHUTDOWN_READY_DELAY_MS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === "") return 5_000;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 0)
        ctx.addIssue({ code: "custom", message: `SHUTDOWN_READY_DELAY_MS must be a whole number ≥ 0, got "${v}".` });
      return n;
    }),
  REQUEST_TIMEOUT_SECONDS: positiveInt("REQUEST_TIMEOUT_SECONDS", 3600),
  UPLOAD_SWEEP_SECONDS: positiveInt("UPLOAD_SWEEP_SECONDS", 60),
  HEADERS_TIMEOUT_SECONDS: positiveInt("HEADERS_TIMEOUT_SECONDS", 20),
  IDLE_TIMEOUT_SECONDS: positiveInt("IDLE_TIMEOUT_SECONDS", 60),
  RATE_LIMIT_PER_IP: positiveInt("RATE_LIMIT_PER_IP", 120),
  RATE_LIMIT_PER_SESSION: positiveInt("RATE_LIMIT_PER_SESSION", 30),
  STAFF_IDLE_MINUTES: positiveInt("STAFF_IDLE_MINUTES", 480),
  STAFF_REQUIRE_TOTP: z
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  STAFF_SIGN_IN_FAILURES_PER_ACCOUNT: positiveInt("STAFF_SIGN_IN_FAILURES_PER_ACCOUNT", 10),
  STAFF_SIGN_IN_FAILURES_PER_IP: positiveInt("STAFF_SIGN_IN_FAILURES_PER_IP", 30),
  SMTP_URL: z
    .string()
    .optional()
    .refine(
      (v) => !v || (URL.canParse(v) && /^smtps?:$/.test(new URL(v).protocol)),
      "SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.org:587.",
    ),
  MAIL_FROM: z.string().min(3).default("Art fair applications <applications@localhost>"),
  MAIL_RETRY_SECONDS: positiveInt("MAIL_RETRY_SECONDS", 60),
  MAIL_MAX_ATTEMPTS: positiveInt("MAIL_MAX_ATTEMPTS", 10),
  STRIPE_SECRET_KEY: z
    .string()
    .optional()
    .refine(
      (v) => !v || /^(sk|rk)_(test|live)_\w+$/.test(v),
      "STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_… or sk_test_…).",
    ),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .optional()
    .refine(
      (v) => !v || /^whsec_\w+$/.test(v),
      "STRIPE_WEBHOOK_SECRET must be the webhook's signing secret (whsec_…).",
    ),
  STRIPE_API_URL: z
    .string()
    .optional()
    .refine(
      (v) => !v || (URL.canParse(v) && /^https?:$/.test(new URL(v).protocol)),
      "STRIPE_API_URL must be an http:// or https:// URL, e.g. http://127.0.0.1:12111.",
    ),
});

/** Card payments through Stripe Checkout: the key, the webhook's signing secret, and where Stripe's API is. */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Unset: Stripe's own API. A stand-in (a test's, stripe-mock) by its address: from configuration, never from a request. */
  apiUrl: string | undefined;
}

/** Where uploaded files go when they do not go to DATA_DIR: an S3-compatible bucket. */
export interface S3Config {
  bucket: string;
  /** Unset for AWS itself; the URL of MinIO, Ceph, R2 and the like. */
  endpoint: string | undefined;
  region: string;
  /** `http://host/bucket/key` instead of `http://bucket.host/key`: what most self-hosted servers need. */
  forcePathStyle: boolean;
  /** From AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY; unset lets the SDK look further (AWS_PROFILE, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
  /** Every call to the bucket is aborted past this (S3_TIMEOUT_SECONDS): a storage that hangs fails a submit, never holds it. */
  timeoutMs: number;
}

/** The back office's sign-in: see staff/sign-in.ts. */
export interface StaffConfig {
  /** A staff session ends after this long without a request. */
  idleMs: number;
  /** Every staff member must use an authenticator app; those without one set it up at sign-in. */
  requireTotp: boolean;
  /** Failed sign-ins allowed per account, and per IP address, within 15 minutes. */
  failuresPerAccount: number;
  failuresPerIp: number;
}

export interface Config {
  port: number;
  host: string;
  /**
   * Where visitors reach the site, without a trailing slash: the base of every link in an email or
   * a page, never the address a request names (its Host or X-Forwarded-Host is the sender's word).
   */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * PostgreSQL: a statement not answered within this (DATABASE_TIMEOUT_SECONDS) fails its request
   * with a 503, and a connection is waited for at most 5 s of it; migrations at start are exempt.
   */
  databaseTimeoutMs: number;
  /** Set for several instances: rate limits count in this Redis instead of each process's memory. */
  redisUrl: string | undefined;
  /** Begins every key this application writes in Redis, so one Redis can serve several deployments. */
  redisPrefix: string;
  sessionSecret: string | undefined;
  sessionIdleMs: number;
  /** DATA_KEY first (writes), then DATA_KEY_PREVIOUS (reads only); unset: the key file in dataDir. */
  dataKeys: Buffer[] | undefined;
  /** Rejected and withdrawn applications are erased this many days after their last status change; unset: never. */
  retentionDays: number | undefined;
  openEditions: string[];
  maxFileBytes: number;
  maxSubmissionBytes: number;
  logLevel: string;
  /** Whose X-Forwarded-For, -Proto and -Host are believed: nobody, the last N proxies, or proxies by address. */
  trustProxy: TrustProxy;
  /** The longest a request may take, uploads included; also how old an unfinished upload must be before it is swept. */
  requestTimeoutMs: number;
  /** How often the files of submissions that never finished (their process died) are looked for and removed. */
  uploadSweepMs: number;
  /** Slow clients: the request line and headers must arrive within this… */
  headersTimeoutMs: number;
  /** …and a connection that sends nothing for this long is closed (slow-loris). */
  idleTimeoutMs: number;
  /** Validate and submit calls per minute from one IP address, and from one session. */
  rateLimitPerIp: number;
  rateLimitPerSession: number;
  /** Set when S3_BUCKET is: files go to the bucket instead of DATA_DIR/files. */
  s3: S3Config | undefined;
  /** How long requests in flight may run on after SIGTERM before their connections are cut. */
  shutdownGraceMs: number;
  /** After SIGTERM, how long the instance still serves everything while /readyz answers 503, before it refuses connections. */
  shutdownReadyDelayMs: number;
  staff: StaffConfig;
  /** Every email: through SMTP when smtpUrl is set, otherwise `.eml` files under DATA_DIR/outbox (mail/outbox.ts). */
  mail: { smtpUrl: string | undefined; from: string; retryMs: number; maxAttempts: number };
  /** Set when STRIPE_SECRET_KEY is: galleries may pay invoices by card. */
  stripe: StripeConfig | undefined;
}

export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `- ${i.path.join(".") || "environment"}: ${i.message}`);
    throw new ConfigError(`The environment is not valid:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.MAX_FILE_MB > e.MAX_SUBMISSION_MB)
    throw new ConfigError("The environment is not valid:\n- MAX_FILE_MB must not exceed MAX_SUBMISSION_MB.");
  // A shared database means several instances; each would otherwise sign cookies with its own
  // generated secret, and a visitor sent to another instance would lose the session mid-application.
  if (e.DATABASE_URL && !e.SESSION_SECRET)
    throw new ConfigError(
      "The environment is not valid:\n- SESSION_SECRET must be set when DATABASE_URL is: every instance must sign session cookies with the same secret (generate one with: openssl rand -base64 48).",
    );
  // Each instance would otherwise generate a key of its own and could not read the others' tax details.
  if (e.DATABASE_URL && !e.DATA_KEY)
    throw new ConfigError(
      `The environment is not valid:\n- DATA_KEY must be set when DATABASE_URL is: every instance must encrypt tax details with the same key, ${KEY_HELP}.`,
    );
  if (e.DATA_KEY_PREVIOUS && !e.DATA_KEY)
    throw new ConfigError("The environment is not valid:\n- DATA_KEY_PREVIOUS needs DATA_KEY (the new key).");
  // Reachable from elsewhere, the default http://localhost:<PORT> would put links nobody can follow
  // in emails; and guessing the address from requests would let a sender choose it.
  if (!e.PUBLIC_URL && (!isLoopback(e.HOST) || e.TRUST_PROXY.kind !== "none"))
    throw new ConfigError(
      `The environment is not valid:\n- PUBLIC_URL must be set when ${isLoopback(e.HOST) ? "TRUST_PROXY is set" : `HOST is ${e.HOST} (reachable beyond this machine)`}: the address visitors reach the site at, e.g. https://apply.fair.example. Every link in an email is built on it.`,
    );
  const region = e.S3_REGION || e.AWS_REGION;
  if (e.S3_BUCKET && !e.S3_ENDPOINT && !region)
    throw new ConfigError(
      "The environment is not valid:\n- S3_REGION (or AWS_REGION) must be set with S3_BUCKET when S3_ENDPOINT is not: the bucket's AWS region, e.g. eu-central-1.",
    );
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET)
    throw new ConfigError(
      "The environment is not valid:\n- STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY: without the webhook's signing secret no card payment could be recorded.",
    );
  if (Boolean(e.AWS_ACCESS_KEY_ID) !== Boolean(e.AWS_SECRET_ACCESS_KEY))
    throw new ConfigError(
      "The environment is not valid:\n- AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together.",
    );
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL || `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    dataDir: e.DATA_DIR,
    mail: {
      smtpUrl: e.SMTP_URL || undefined,
      from: e.MAIL_FROM,
      retryMs: e.MAIL_RETRY_SECONDS * 1000,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
    },
    databaseUrl: e.DATABASE_URL || undefined,
    databaseTimeoutMs: e.DATABASE_TIMEOUT_SECONDS * 1000,
    redisUrl: e.REDIS_URL || undefined,
    redisPrefix: e.REDIS_PREFIX,
    sessionSecret: e.SESSION_SECRET || undefined,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    dataKeys: e.DATA_KEY
      ? [e.DATA_KEY, ...(e.DATA_KEY_PREVIOUS?.split(",") ?? [])].map((k) => parseDataKey(k) as Buffer)
      : undefined,
    retentionDays: e.RETENTION_DAYS,
    openEditions: e.OPEN_EDITIONS,
    maxFileBytes: e.MAX_FILE_MB * MEGABYTE,
    maxSubmissionBytes: e.MAX_SUBMISSION_MB * MEGABYTE,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    uploadSweepMs: e.UPLOAD_SWEEP_SECONDS * 1000,
    headersTimeoutMs: e.HEADERS_TIMEOUT_SECONDS * 1000,
    idleTimeoutMs: e.IDLE_TIMEOUT_SECONDS * 1000,
    rateLimitPerIp: e.RATE_LIMIT_PER_IP,
    rateLimitPerSession: e.RATE_LIMIT_PER_SESSION,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT || undefined,
          // Self-hosted servers mostly ignore the region but the request signature needs one.
          region: region || "us-east-1",
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          timeoutMs: e.S3_TIMEOUT_SECONDS * 1000,
          credentials:
            e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
              ? {
                  accessKeyId: e.AWS_ACCESS_KEY_ID,
                  secretAccessKey: e.AWS_SECRET_ACCESS_KEY,
                  ...(e.AWS_SESSION_TOKEN ? { sessionToken: e.AWS_SESSION_TOKEN } : {}),
                }
              : undefined,
        }
      : undefined,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    shutdownReadyDelayMs: e.SHUTDOWN_READY_DELAY_MS,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET as string,
          apiUrl: e.STRIPE_API_URL || undefined,
        }
      : undefined,
    staff: {
      idleMs: e.STAFF_IDLE_MINUTES * 60_000,
      requireTotp: e.STAFF_REQUIRE_TOTP,
      failuresPerAccount: e.STAFF_SIGN_IN_FAILURES_PER_ACCOUNT,
      failuresPerIp: e.STAFF_SIGN_IN_FAILURES_PER_IP,
    },
  };
}
