/**
 * REDIS_URL set and Redis gone: never started, killed during load, or frozen. The server runs as
 * in production (its own process) against a Redis of the test's own. Every call answers within
 * the documented 2 s (asserted at 1.5 s for margin), the rate limits count in the instance's memory
 * meanwhile, with one warning line and a metric, and the counts go back to Redis when it answers
 * again, without a restart. On SQLite, and on PostgreSQL in npm test's PostgreSQL pass.
 */
import { afterEach, describe, expect, it } from "vitest";
import { freePort, type Instance, startInstance } from "../../test-support/instance.ts";
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from "../../test-support/postgres.ts";
import { type PrivateRedis, startPrivateRedis } from "../../test-support/redis-server.ts";
import { TEST_DATA_KEY, TEST_DATA_KEYS, TEST_SESSION_SECRET, type Visitor, visit } from "../../test-support/server.ts";
import { createStaff } from "../../test-support/staff.ts";
import { exampleApplication } from "../shared/example-application.ts";
import { applicationFormData } from "../shared/form-data.ts";
import { hashPassword, verifyPassword } from "./staff/password.ts";
import { openDatabase } from "./store/database.ts";

/** The documented promise is 2 s; asserted with a margin. */
const WITHIN_MS = 1_500;
const PREFIX = "outage-test:";
/** The per-IP counter every call from the test bumps, in Redis. */
const IP_KEY = `${PREFIX}rate-limit:ip:127.0.0.1`;

let database: TestDatabase | undefined;
let instance: Instance | undefined;
let redis: PrivateRedis | undefined;

afterEach(async () => {
  await instance?.stop();
  await redis?.close();
  await database?.drop();
  instance = redis = database = undefined;
}, 30_000);

async function startServer(env: Record<string, string>): Promise<Instance> {
  database = TEST_DATABASE_URL ? await createTestDatabase() : undefined;
  const postgres: Record<string, string> = database
    ? { DATABASE_URL: database.url, SESSION_SECRET: TEST_SESSION_SECRET, DATA_KEY: TEST_DATA_KEY }
    : {};
  // A short grace: should calls hang after all, the test ends with its figures rather than waiting on them.
  instance = await startInstance({ REDIS_PREFIX: PREFIX, SHUTDOWN_GRACE_MS: "2000", ...postgres, ...env });
  return instance;
}

interface Timed {
  status: number;
  ms: number;
}

/** A call given up after GIVE_UP_MS counts as status 0 with its time, so a hang fails with the figures. */
const GIVE_UP_MS = 5_000;

async function timed(call: (signal: AbortSignal) => Promise<Response>): Promise<Timed> {
  const started = performance.now();
  try {
    const response = await call(AbortSignal.timeout(GIVE_UP_MS));
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch (error) {
    if ((error as Error).name !== "TimeoutError") throw error;
    return { status: 0, ms: performance.now() - started };
  }
}

function validate(visitor: Visitor): Promise<Timed> {
  return timed((signal) =>
    visitor.fetch("/application-validate", {
      method: "POST",
      signal,
      body: applicationFormData(exampleApplication({ edition: visitor.edition, artists: 1, artworksPerArtist: 1 }), {
        token: visitor.token,
      }),
    }),
  );
}

function expectAllWithin(calls: Timed[], within = WITHIN_MS): void {
  const slow = calls.filter(({ ms }) => ms >= within).map(({ ms }) => Math.round(ms));
  expect(slow, `calls slower than ${Math.round(within)} ms (of ${calls.length}; given up at ${GIVE_UP_MS} ms)`).toEqual(
    [],
  );
}

/**
 * A sign-in checks a password, which is slow on purpose and slower still on a busy machine: the
 * promise is about what Redis adds, so the password check's own time, measured now, is allowed on top.
 */
async function passwordCheckMs(): Promise<number> {
  const hash = await hashPassword("a passphrase to time the check");
  const started = performance.now();
  await verifyPassword("a passphrase to time the check", hash);
  return performance.now() - started;
}

async function metric(server: Instance, name: string): Promise<number> {
  const page = await (await fetch(`${server.url}/metrics`)).text();
  const line = page.split("\n").find((l) => l.startsWith(`${name} `));
  if (!line) throw new Error(`No ${name} on /metrics:\n${page}`);
  return Number(line.slice(name.length + 1));
}

function logLines(server: Instance, message: RegExp): Record<string, unknown>[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => message.test(String(entry.msg)));
}

const OUTAGE_WARNING = /^Redis \(rate limits\) does not answer/;

/**
 * Calls until the instance's count shows up in Redis: it uses Redis again. Every call on the way
 * is timed too.
 */
async function untilCountedInRedis(server: Instance, store: PrivateRedis, visitor: Visitor): Promise<Timed[]> {
  const calls: Timed[] = [];
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const before = Number((await store.command(["GET", IP_KEY])) ?? 0);
    calls.push(await validate(visitor));
    if (Number((await store.command(["GET", IP_KEY])) ?? 0) > before) return calls;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The instance did not count in Redis again within 15 s:\n${server.output().slice(-3000)}`);
}

describe(`REDIS_URL set and Redis gone, on ${TEST_DATABASE_URL ? "PostgreSQL" : "SQLite"}`, () => {
  it("never started: validate and sign-in answer at once, the limits hold in memory, one warning, and the metric counts", async () => {
    const server = await startServer({
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
      RATE_LIMIT_PER_IP: "1000",
      RATE_LIMIT_PER_SESSION: "3",
      STAFF_SIGN_IN_FAILURES_PER_ACCOUNT: "3",
    });
    const visitor = await visit(server.url);
    const calls: Timed[] = [];
    for (let i = 0; i < 6; i++) calls.push(await validate(visitor));
    expectAllWithin(calls);
    // Counted in this instance's memory: the per-session limit still holds.
    expect(calls.map(({ status }) => status)).toEqual([200, 200, 200, 429, 429, 429]);

    // Sign-in throttling counts in the database: a Redis outage changes nothing about it.
    const db = openDatabase({ dataDir: server.dataDir, databaseUrl: database?.url, dataKeys: TEST_DATA_KEYS });
    const member = await createStaff({ db }, { email: "outage@fair.example", role: "admin" }).finally(() =>
      db.destroy(),
    );
    const signIn = (password: string) =>
      timed((signal) =>
        fetch(`${server.url}/admin/sign-in`, {
          method: "POST",
          signal,
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: member.email, password }),
        }),
      );
    const signIns = [await signIn(member.password)];
    for (let i = 0; i < 4; i++) signIns.push(await signIn(`wrong guess ${i}`));
    expectAllWithin(signIns, WITHIN_MS + (await passwordCheckMs()));
    expect(signIns.map(({ status }) => status)).toEqual([200, 401, 401, 401, 429]);

    // Two checks a call (per address, per session); the log says it once, not once per call or reconnection.
    expect(await metric(server, "art_fair_rate_limit_redis_fallbacks_total")).toBe(12);
    expect(await metric(server, "art_fair_rate_limit_redis_up")).toBe(0);
    const warnings = logLines(server, OUTAGE_WARNING);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, problem: expect.stringMatching(/ECONNREFUSED|connection is/) });
  }, 60_000);

  it("killed during load: calls in flight and after answer at once; started again, it counts the limits again", async () => {
    redis = await startPrivateRedis();
    const server = await startServer({
      REDIS_URL: redis.url,
      RATE_LIMIT_PER_IP: "1000",
      RATE_LIMIT_PER_SESSION: "1000",
      LOG_LEVEL: "info",
    });
    const visitor = await visit(server.url);
    const warmUp = [await validate(visitor), await validate(visitor)];
    expect(warmUp.map(({ status }) => status)).toEqual([200, 200]);
    expect(await redis.command(["GET", IP_KEY])).toBe("2");

    // Twenty calls at once; Redis dies while they are on their way.
    const inFlight = Promise.all(Array.from({ length: 20 }, () => validate(visitor)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await redis.kill();
    const during = await inFlight;
    const after: Timed[] = [];
    for (let i = 0; i < 10; i++) after.push(await validate(visitor));
    expectAllWithin([...during, ...after]);
    // Every status, not a yes or no: a call that failed says how (it failed once in CI, cause unknown).
    expect([...during, ...after].filter(({ status }) => status !== 200)).toEqual([]);
    expect(await metric(server, "art_fair_rate_limit_redis_fallbacks_total")).toBeGreaterThanOrEqual(20);
    expect(logLines(server, OUTAGE_WARNING)).toHaveLength(1);

    // Same port, empty: the instance finds it again by itself.
    await redis.start();
    expectAllWithin(await untilCountedInRedis(server, redis, visitor));
    const counted = Number(await redis.command(["GET", IP_KEY]));
    for (let i = 0; i < 3; i++) expect((await validate(visitor)).status).toBe(200);
    expect(Number(await redis.command(["GET", IP_KEY]))).toBe(counted + 3);
    // What another instance counts in Redis limits this one again: the counter is shared.
    await redis.command(["SET", IP_KEY, "1000", "PX", "60000"]);
    const limited = await validate(visitor);
    expect(limited.status).toBe(429);
    expect(await metric(server, "art_fair_rate_limit_redis_up")).toBe(1);
    expect(logLines(server, /^Redis \(rate limits\) answers again/)).toHaveLength(1);
  }, 60_000);

  it("frozen (SIGSTOP): calls in flight and after answer within the promise; thawed, it counts in Redis again", async () => {
    redis = await startPrivateRedis();
    const server = await startServer({
      REDIS_URL: redis.url,
      RATE_LIMIT_PER_IP: "1000",
      RATE_LIMIT_PER_SESSION: "1000",
    });
    const visitor = await visit(server.url);
    expect((await validate(visitor)).status).toBe(200);
    expect(await redis.command(["GET", IP_KEY])).toBe("1");

    const inFlight = Promise.all(Array.from({ length: 10 }, () => validate(visitor)));
    redis.freeze();
    const during = await inFlight;
    const after: Timed[] = [];
    // Frozen for a few seconds: Redis is pinged in the background meanwhile, and no call waits on it.
    // Paced, so the calls stay under the limits of 1,000 however fast the machine (back to back, a
    // quiet one sent over 1,500 in the 4 s and the rest were rightly refused).
    const until = Date.now() + 4_000;
    while (Date.now() < until) {
      after.push(await validate(visitor));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expectAllWithin([...during, ...after]);
    // Every status, not a yes or no: a call that failed says how (it failed once in CI, cause unknown).
    expect([...during, ...after].filter(({ status }) => status !== 200)).toEqual([]);
    expect(await metric(server, "art_fair_rate_limit_redis_up")).toBe(0);
    expect(logLines(server, OUTAGE_WARNING)).toHaveLength(1);

    redis.thaw();
    expectAllWithin(await untilCountedInRedis(server, redis, visitor));
    expect(await metric(server, "art_fair_rate_limit_redis_up")).toBe(1);
  }, 60_000);
});
