import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "./config.ts";

const SECRET = "a-session-secret-of-at-least-32-characters";

describe("configuration for several instances", () => {
  it("refuses DATABASE_URL without SESSION_SECRET, saying why and how to make one", () => {
    const env = { DATABASE_URL: "postgres://app@db/fair" };
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(/SESSION_SECRET must be set when DATABASE_URL is.*openssl rand -base64 48/);
    expect(readConfig({ ...env, SESSION_SECRET: SECRET, DATA_KEY: "a".repeat(64) }).databaseUrl).toBe(
      "postgres://app@db/fair",
    );
  });

  it("refuses DATABASE_URL without DATA_KEY: every instance must encrypt the tax details with one key", () => {
    const env = { DATABASE_URL: "postgres://app@db/fair", SESSION_SECRET: SECRET };
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(/DATA_KEY must be set when DATABASE_URL is/);
    expect(() => readConfig({ ...env, DATA_KEY: "too short" })).toThrow(/DATA_KEY must be/);
    expect(() => readConfig({ DATA_KEY_PREVIOUS: "a".repeat(64) })).toThrow(/DATA_KEY_PREVIOUS needs DATA_KEY/);
  });

  it("counts rate limits in memory unless REDIS_URL is set, and refuses a REDIS_URL that is not one", () => {
    expect(readConfig({}).redisUrl).toBeUndefined();
    expect(readConfig({ REDIS_URL: "redis://cache:6379/2" }).redisUrl).toBe("redis://cache:6379/2");
    expect(readConfig({ REDIS_URL: "rediss://user:pw@cache:6380" }).redisPrefix).toBe("art-fair:");
    expect(() => readConfig({ REDIS_URL: "cache:6379" })).toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
  });

  it("keeps files on the local disk unless S3_BUCKET is set", () => {
    expect(readConfig({}).s3).toBeUndefined();
  });

  it("reads the bucket, endpoint, region, path style and keys", () => {
    const config = readConfig({
      S3_BUCKET: "fair-applications",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_FORCE_PATH_STYLE: "true",
      AWS_ACCESS_KEY_ID: "key",
      AWS_SECRET_ACCESS_KEY: "secret",
    });
    expect(config.s3).toEqual({
      bucket: "fair-applications",
      endpoint: "http://127.0.0.1:9000",
      region: "us-east-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
      timeoutMs: 15_000,
    });
  });

  it("gives every call to the bucket a deadline, S3_TIMEOUT_SECONDS", () => {
    const config = readConfig({ S3_BUCKET: "fair-applications", S3_ENDPOINT: "http://s3", S3_TIMEOUT_SECONDS: "4" });
    expect(config.s3?.timeoutMs).toBe(4_000);
    expect(() =>
      readConfig({ S3_BUCKET: "fair-applications", S3_ENDPOINT: "http://s3", S3_TIMEOUT_SECONDS: "0" }),
    ).toThrow(/S3_TIMEOUT_SECONDS/);
  });

  it("gives every statement to PostgreSQL a deadline, DATABASE_TIMEOUT_SECONDS (15 s unless set)", () => {
    expect(readConfig({}).databaseTimeoutMs).toBe(15_000);
    expect(readConfig({ DATABASE_TIMEOUT_SECONDS: "3" }).databaseTimeoutMs).toBe(3_000);
    expect(() => readConfig({ DATABASE_TIMEOUT_SECONDS: "0" })).toThrow(/DATABASE_TIMEOUT_SECONDS/);
    expect(() => readConfig({ DATABASE_TIMEOUT_SECONDS: "soon" })).toThrow(/DATABASE_TIMEOUT_SECONDS/);
  });

  it("leaves the credentials to the SDK's own chain (profile, instance role) when no keys are given", () => {
    const config = readConfig({ S3_BUCKET: "fair-applications", AWS_REGION: "eu-central-1" });
    expect(config.s3).toMatchObject({ region: "eu-central-1", endpoint: undefined, credentials: undefined });
  });

  it.each([
    [{ S3_BUCKET: "Fair_Applications", S3_ENDPOINT: "http://s3" }, /S3_BUCKET must be a bucket name/],
    [
      { S3_BUCKET: "fair-applications", S3_ENDPOINT: "s3.local:9000" },
      /S3_ENDPOINT must be an http:\/\/ or https:\/\/ URL/,
    ],
    [{ S3_BUCKET: "fair-applications" }, /S3_REGION \(or AWS_REGION\) must be set/],
    [{ S3_BUCKET: "fair-applications", S3_ENDPOINT: "http://s3", S3_FORCE_PATH_STYLE: "yes" }, /S3_FORCE_PATH_STYLE/],
    [{ AWS_ACCESS_KEY_ID: "key" }, /AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together/],
    [{ SHUTDOWN_GRACE_MS: "soon" }, /SHUTDOWN_GRACE_MS must be a positive whole number/],
  ])("refuses %o with a clear message", (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });

  it("gives requests in flight 25 seconds after SIGTERM unless told otherwise", () => {
    expect(readConfig({}).shutdownGraceMs).toBe(25_000);
    expect(readConfig({ SHUTDOWN_GRACE_MS: "5000" }).shutdownGraceMs).toBe(5_000);
  });
});
