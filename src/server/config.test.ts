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

  it("refuses to start reachable from elsewhere, or behind a proxy, without PUBLIC_URL, naming it", () => {
    for (const host of ["127.0.0.1", "127.0.0.2", "localhost", "::1"])
      expect(readConfig({ HOST: host }).publicUrl).toBe("http://localhost:3000");
    for (const host of ["0.0.0.0", "::", "10.0.0.11", "apply.internal"]) {
      expect(() => readConfig({ HOST: host })).toThrow(ConfigError);
      expect(() => readConfig({ HOST: host })).toThrow(
        `PUBLIC_URL must be set when HOST is ${host} (reachable beyond this machine)`,
      );
      expect(readConfig({ HOST: host, PUBLIC_URL: "https://apply.fair.example" }).publicUrl).toBe(
        "https://apply.fair.example",
      );
    }
    for (const trust of ["true", "1", "2", "127.0.0.1"])
      expect(() => readConfig({ TRUST_PROXY: trust })).toThrow("PUBLIC_URL must be set when TRUST_PROXY is set");
    expect(() => readConfig({ HOST: "0.0.0.0", PUBLIC_URL: "" })).toThrow(/PUBLIC_URL must be set/);
  });

  it("reads TRUST_PROXY as nobody, a number of proxies (true: one) or the proxies' addresses", () => {
    const trust = (value: string | undefined) =>
      readConfig({ PUBLIC_URL: "https://apply.fair.example", ...(value === undefined ? {} : { TRUST_PROXY: value }) })
        .trustProxy;
    for (const none of [undefined, "", "false", "0"]) expect(trust(none)).toEqual({ kind: "none" });
    expect(trust("true")).toEqual({ kind: "hops", hops: 1 });
    expect(trust("1")).toEqual({ kind: "hops", hops: 1 });
    expect(trust("2")).toEqual({ kind: "hops", hops: 2 });
    expect(trust("10.0.0.11, 10.0.0.12")).toEqual({ kind: "addresses", addresses: ["10.0.0.11", "10.0.0.12"] });
    expect(trust("10.0.0.0/8,fd00::/8, ::1,loopback")).toEqual({
      kind: "addresses",
      addresses: ["10.0.0.0/8", "fd00::/8", "::1", "loopback"],
    });
    for (const wrong of ["yes", "all", "10.0.0.0/33", "::1/129", "10.0.0.1, proxy.internal", "10.0.0/8", "-1"])
      expect(() => trust(wrong)).toThrow(/TRUST_PROXY must be false, true \(one proxy\), a number of proxies/);
    expect(() => trust("100")).toThrow(/TRUST_PROXY must be at most 32 hops/);
  });

  it("reads a list of open editions", () => {
    expect(readConfig({ OPEN_EDITIONS: "basel-2027, miami-2027" }).openEditions).toEqual(["basel-2027", "miami-2027"]);
  });
});

it("stops the process naming PUBLIC_URL when it would listen beyond loopback without it", async () => {
  const { spawnSync } = await import("node:child_process");
  const result = spawnSync(process.execPath, ["src/server/main.ts"], {
    env: { PATH: process.env.PATH ?? "", HOST: "0.0.0.0", PORT: "3999", DATA_DIR: "/tmp/unused-art-fair" },
    encoding: "utf8",
    timeout: 20_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("PUBLIC_URL must be set when HOST is 0.0.0.0");
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
