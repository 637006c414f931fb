/**
 * Where the rate limits count with REDIS_URL: in Redis, shared by every instance, while it answers;
 * in this instance's memory while it does not (refused, unreachable or frozen). A Redis outage thus
 * neither stops anyone applying nor lifts the limits: each instance holds them alone meanwhile, as
 * without REDIS_URL. ioredis reconnects by itself and a frozen Redis is pinged in the background,
 * so the counts go back to Redis without a restart once it answers.
 */
import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { Metrics } from "./metrics.ts";

/** How long a count waits for Redis before it counts in memory: well inside the 2 s every call is promised. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/**
 * After Redis failed to answer on a live connection (frozen, failing), the counts stay in memory
 * and Redis is pinged this often in the background: no call waits on it again until it answers.
 */
export const REDIS_PROBE_EVERY_MS = 1_000;
/** While Redis is down, at most one warning this often: an outage must not flood the log. */
export const OUTAGE_WARNING_EVERY_MS = 60_000;
/** Keys the memory holds during an outage; the oldest windows go first beyond it. */
const MEMORY_KEYS = 10_000;

// One round trip: count, and start the window on the first call (or on a key that lost its expiry).
const COUNT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

type Counting = Redis & { rateLimitCount(key: string, windowMs: number): Promise<[number, number]> };

interface Count {
  current: number;
  /** Milliseconds left in the window. */
  ttl: number;
}

/** Fixed windows per key in this process, as @fastify/rate-limit's own memory store counts. */
class MemoryCounts {
  readonly #windows = new Map<string, { current: number; endsAt: number }>();

  incr(key: string, windowMs: number, now: number): Count {
    const window = this.#windows.get(key);
    if (window && window.endsAt > now) {
      window.current += 1;
      return { current: window.current, ttl: window.endsAt - now };
    }
    this.#windows.delete(key);
    if (this.#windows.size >= MEMORY_KEYS) this.#makeRoom(now);
    this.#windows.set(key, { current: 1, endsAt: now + windowMs });
    return { current: 1, ttl: windowMs };
  }

  #makeRoom(now: number): void {
    for (const [key, { endsAt }] of this.#windows) if (endsAt <= now) this.#windows.delete(key);
    // Still full: the windows begun longest ago (first in the map) make way.
    for (const key of this.#windows.keys()) {
      if (this.#windows.size < MEMORY_KEYS) break;
      this.#windows.delete(key);
    }
  }
}

export interface RedisOrMemoryOptions {
  redis: Redis;
  /** Begins every key in Redis: REDIS_PREFIX and "rate-limit:". */
  keyPrefix: string;
  log: FastifyBaseLogger;
  metrics: Metrics;
  now?: () => number;
}

/** Counts in Redis, or in memory while Redis does not answer; tells the log and the metrics which. */
export class RedisOrMemoryCounts {
  readonly #redis: Counting;
  readonly #keyPrefix: string;
  readonly #log: FastifyBaseLogger;
  readonly #now: () => number;
  readonly #memory = new MemoryCounts();
  readonly #countedInMemory: ReturnType<Metrics["counter"]>;
  #inRedis = true;
  /** Set while Redis is pinged in the background after it failed to answer a count. */
  #probe: NodeJS.Timeout | undefined;
  #lastProblem = "";
  #warnedAt = Number.NEGATIVE_INFINITY;
  #outageSince = 0;
  #outageChecks = 0;
  #outageWarned = false;

  constructor(options: RedisOrMemoryOptions) {
    this.#redis = options.redis as Counting;
    if (typeof this.#redis.rateLimitCount !== "function")
      this.#redis.defineCommand("rateLimitCount", { numberOfKeys: 1, lua: COUNT });
    this.#keyPrefix = options.keyPrefix;
    this.#log = options.log;
    this.#now = options.now ?? Date.now;
    this.#countedInMemory = options.metrics.counter(
      "art_fair_rate_limit_redis_fallbacks_total",
      `Rate-limit checks counted in this instance's memory because Redis did not answer within ${REDIS_COMMAND_TIMEOUT_MS} ms.`,
    );
    options.metrics.gauge(
      "art_fair_rate_limit_redis_up",
      "1 while rate limits count in Redis, 0 while this instance counts them in its memory.",
      () => (this.#redis.status === "ready" && !this.#probe ? 1 : 0),
    );
    // ioredis reports every failed reconnection here; they are summed up in the outage's warnings.
    this.#redis.on("error", (error: Error) => {
      this.#lastProblem = error.message;
    });
  }

  async incr(key: string, windowMs: number): Promise<Count> {
    // Without a connection (refused, unreachable, reconnecting) the command would fail at once
    // (no offline queue); after a failure on a live one, only the background ping waits on Redis.
    if (this.#redis.status !== "ready") this.#lastProblem ||= `the connection is ${this.#redis.status}`;
    else if (!this.#probe) {
      try {
        const [current, ttl] = await this.#redis.rateLimitCount(`${this.#keyPrefix}${key}`, windowMs);
        this.#answered();
        return { current, ttl };
      } catch (error) {
        this.#lastProblem = (error as Error).message;
        this.#probeUntilAnswered();
      }
    }
    this.#fellBack();
    return this.#memory.incr(key, windowMs, this.#now());
  }

  /** Stops the background ping (the application closes). */
  close(): void {
    clearTimeout(this.#probe);
    this.#probe = undefined;
  }

  /** The interface @fastify/rate-limit's `store` option expects; one store serves every limit. */
  store(): new () => FastifyRateLimitStore {
    const counts = this;
    return class {
      incr(key: string, callback: (error: Error | null, result?: Count) => void, windowMs: number): void {
        counts.incr(key, windowMs).then(
          (result) => callback(null, result),
          (error: Error) => callback(error),
        );
      }

      child(): FastifyRateLimitStore {
        return this;
      }
    };
  }

  #probeUntilAnswered(): void {
    if (this.#probe) return;
    const probe = async () => {
      if (this.#redis.status === "ready")
        try {
          await this.#redis.ping();
          this.#probe = undefined;
          return;
        } catch (error) {
          this.#lastProblem = (error as Error).message;
        }
      // Closed meanwhile: no further ping.
      if (this.#probe) this.#probe = setTimeout(probe, REDIS_PROBE_EVERY_MS).unref();
    };
    this.#probe = setTimeout(probe, REDIS_PROBE_EVERY_MS).unref();
  }

  #answered(): void {
    if (this.#inRedis) return;
    this.#inRedis = true;
    this.#lastProblem = "";
    // Only an outage that was warned about is said to be over: a flapping Redis stays at one line a minute.
    if (!this.#outageWarned) return;
    this.#log.info(
      { countedInMemory: this.#outageChecks, outageSeconds: Math.round((this.#now() - this.#outageSince) / 1000) },
      "Redis (rate limits) answers again: the limits count in Redis, shared by every instance",
    );
  }

  #fellBack(): void {
    const now = this.#now();
    if (this.#inRedis) {
      this.#inRedis = false;
      this.#outageSince = now;
      this.#outageChecks = 0;
      this.#outageWarned = false;
    }
    this.#outageChecks += 1;
    this.#countedInMemory.inc();
    if (now - this.#warnedAt < OUTAGE_WARNING_EVERY_MS) return;
    this.#warnedAt = now;
    this.#outageWarned = true;
    this.#log.warn(
      {
        problem: this.#lastProblem,
        countedInMemory: this.#outageChecks,
        since: new Date(this.#outageSince).toISOString(),
      },
      "Redis (rate limits) does not answer: this instance counts the limits in its own memory until it does",
    );
  }
}
