import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "./config.ts";

describe("configuration from the environment", () => {
  it("has working defaults", () => {
    expect(readConfig({})).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      dataDir: "./data",
      databaseUrl: undefined,
      sessionIdleMs: 2 * 60 * 60 * 1000,
      openEditions: ["demo-2027"],
      maxFileBytes: 20 * 1024 * 1024,
    });
  });

  it.each([
    [{ PORT: "abc" }, /PORT must be a positive whole number/],
    [{ PORT: "70000" }, /PORT must be below 65536/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL must start with postgres/],
    [{ SESSION_SECRET: "short" }, /SESSION_SECRET must be at least 32/],
    [{ OPEN_EDITIONS: " , " }, /OPEN_EDITIONS must name at least one edition/],
    [{ MAX_FILE_MB: "50", MAX_SUBMISSION_MB: "10" }, /MAX_FILE_MB must not exceed MAX_SUBMISSION_MB/],
    [{ LOG_LEVEL: "loud" }, /LOG_LEVEL/],
  ])("refuses %o with a clear message", (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });

  it("reads RETENTION_DAYS as whole days, off by default, and refuses anything else by name", () => {
    expect(readConfig({}).retentionDays).toBeUndefined();
    expect(readConfig({ RETENTION_DAYS: "off" }).retentionDays).toBeUndefined();
    expect(readConfig({ RETENTION_DAYS: "365" }).retentionDays).toBe(365);
    for (const wrong of ["0", "-3", "1.5", "a year"])
      expect(() => readConfig({ RETENTION_DAYS: wrong })).toThrow(/RETENTION_DAYS must be a positive whole number/);
  });

  it("takes PUBLIC_URL as the base of links in emails: http://localhost:<PORT> by default, absolute http(s) only", () => {
    expect(readConfig({}).publicUrl).toBe("http://localhost:3000");
    expect(readConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(readConfig({ PUBLIC_URL: "https://apply.fair.example/" }).publicUrl).toBe("https://apply.fair.example");
    expect(readConfig({ PUBLIC_URL: "https://fair.example/apply" }).publicUrl).toBe("https://fair.example/apply");
    for (const wrong of [
      "apply.fair.example",
      "/status",
      "ftp://fair.example",
      "https://fair.example/?x=1",
      "https://fair.example/#top",
    ])
      expect(() => readConfig({ PUBLIC_URL: wrong })).toThrow(
        /PUBLIC_URL must be the absolute http:\/\/ or https:\/\/ address/,
      );
  });

  it("reads a list of open editions", () => {
    expect(readConfig({ OPEN_EDITIONS: "basel-2027, miami-2027" }).openEditions).toEqual(["basel-2027", "miami-2027"]);
  });
});

it("stops the process with the message when the environment is wrong", async () => {
  const { spawnSync } = await import("node:child_process");
  const result = spawnSync(process.execPath, ["src/server/main.ts"], {
    env: { ...process.env, PORT: "not-a-port", DATA_DIR: "/tmp/unused-art-fair" },
    encoding: "utf8",
    timeout: 20_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('PORT must be a positive whole number, got "not-a-port".');
});
