/**
 * The counts while Redis does not answer (a closed port here): each instance's memory holds the
 * limits, with windows that end, and a bounded number of keys however many addresses call.
 */
import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../../../test-support/instance.ts";
import { Metrics } from "./metrics.ts";
import { RedisOrMemoryCounts } from "./rate-limit-store.ts";

let redis: Redis | undefined;
afterEach(() => redis?.disconnect());

async function countsWithoutRedis() {
  redis = new Redis(`redis://127.0.0.1:${await freePort()}`, { enableOfflineQueue: false });
  const clock = { now: 1_000_000 };
  const warnings: unknown[] = [];
  const log = { warn: (...args: unknown[]) => warnings.push(args), info: () => {} };
  const metrics = new Metrics();
  const counts = new RedisOrMemoryCounts({
    redis,
    keyPrefix: "unit:",
    // Only warn and info are called; the rest of Fastify's logger is not needed here.
    log: log as unknown as ConstructorParameters<typeof RedisOrMemoryCounts>[0]["log"],
    metrics,
    now: () => clock.now,
  });
  return { counts, clock, warnings, metrics };
}

describe("rate-limit counts while Redis does not answer", () => {
  it("count in fixed windows in memory, and start again when the window ends", async () => {
    const { counts, clock, metrics } = await countsWithoutRedis();
    expect(await counts.incr("session:a", 60_000)).toEqual({ current: 1, ttl: 60_000 });
    clock.now += 20_000;
    expect(await counts.incr("session:a", 60_000)).toEqual({ current: 2, ttl: 40_000 });
    expect(await counts.incr("session:b", 60_000)).toEqual({ current: 1, ttl: 60_000 });
    clock.now += 40_000;
    expect(await counts.incr("session:a", 60_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(metrics.render()).toContain("art_fair_rate_limit_redis_fallbacks_total 4\n");
    expect(metrics.render()).toContain("art_fair_rate_limit_redis_up 0\n");
  });

  it("keep at most 10,000 keys: the windows begun longest ago make way", async () => {
    const { counts, clock } = await countsWithoutRedis();
    await counts.incr("ip:first", 60_000);
    await counts.incr("ip:first", 60_000);
    for (let i = 0; i < 10_000; i++) await counts.incr(`ip:${i}`, 60_000);
    clock.now += 1;
    expect((await counts.incr("ip:first", 60_000)).current).toBe(1);
    expect((await counts.incr("ip:9999", 60_000)).current).toBe(2);
  });

  it("warn once a minute at most, however many checks fall back", async () => {
    const { counts, clock, warnings } = await countsWithoutRedis();
    for (let i = 0; i < 100; i++) await counts.incr("ip:x", 60_000);
    expect(warnings).toHaveLength(1);
    clock.now += 60_000;
    await counts.incr("ip:x", 60_000);
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toEqual([
      expect.objectContaining({ countedInMemory: 101 }),
      expect.stringMatching(/^Redis \(rate limits\) does not answer/),
    ]);
  });
});
