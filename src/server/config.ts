/** Reads and checks the environment once at start; a wrong value stops the process with a clear message. */
import { z } from "zod";
import { DEFAULT_UPLOAD_SIZE_LIMITS, MEGABYTE } from "../shared/limits.ts";

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
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^postgres(ql)?:\/\//.test(v), "DATABASE_URL must start with postgres:// or postgresql://."),
  SESSION_SECRET: z
    .string()
    .optional()
    .refine((v) => !v || v.length >= 32, "SESSION_SECRET must be at least 32 characters long."),
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
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string | undefined;
  sessionIdleMs: number;
  openEditions: string[];
  maxFileBytes: number;
  maxSubmissionBytes: number;
  logLevel: string;
  trustProxy: boolean;
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
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL || undefined,
    sessionSecret: e.SESSION_SECRET || undefined,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    openEditions: e.OPEN_EDITIONS,
    maxFileBytes: e.MAX_FILE_MB * MEGABYTE,
    maxSubmissionBytes: e.MAX_SUBMISSION_MB * MEGABYTE,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
  };
}
