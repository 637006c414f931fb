/**
 * The deadline day's deployment: two instances of the real server (their own processes, as
 * production runs them) on one PostgreSQL, one bucket and one Redis, all of the benchmark's own so
 * it may stop them, behind the balancer of balancer.ts.
 */
import pg from "pg";
import { type Instance, startInstance } from "../../test-support/instance.ts";
import { type PrivateRedis, startPrivateRedis } from "../../test-support/redis-server.ts";
import { TEST_DATA_KEY, TEST_SESSION_SECRET } from "../../test-support/server.ts";
import { type Balancer, startBalancer } from "./balancer.ts";
import { type Bucket, startBucket } from "./bucket.ts";
import { ProcessMeter } from "./measure.ts";
import { type PrivatePostgres, startPrivatePostgres } from "./private-postgres.ts";

export interface Stack {
  postgres: PrivatePostgres;
  databaseUrl: string;
  redis: PrivateRedis;
  bucket: Bucket;
  instances: Instance[];
  balancer: Balancer;
  meter: ProcessMeter;
  /** kill -9 of instance `index`; resolves when it is gone. */
  kill(index: number): Promise<void>;
  /** A new process in its place, ready (/readyz 200). */
  restart(index: number): Promise<void>;
  /** Every line the instances printed, the killed one's included. */
  output(): string;
  close(): Promise<void>;
}

export async function startStack(settings: { s3TimeoutSeconds: number; sweepSeconds: number }): Promise<Stack> {
  const cleanups: Array<() => Promise<void>> = [];
  const closeAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
  };
  try {
    const postgres = await startPrivatePostgres();
    cleanups.push(() => postgres.close());
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query("create database deadline_day");
    await admin.end();
    const databaseUrl = postgres.url.replace(/\/postgres$/, "/deadline_day");
    const redis = await startPrivateRedis();
    cleanups.push(() => redis.close());
    const bucket = await startBucket();
    cleanups.push(() => bucket.close());
    const env = {
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: TEST_SESSION_SECRET,
      DATA_KEY: TEST_DATA_KEY,
      REDIS_URL: redis.url,
      REDIS_PREFIX: "deadline-day:",
      ...bucket.env,
      S3_TIMEOUT_SECONDS: String(settings.s3TimeoutSeconds),
      UPLOAD_SWEEP_SECONDS: String(settings.sweepSeconds),
      // Galleries come from one address: the limits must not be what is measured.
      RATE_LIMIT_PER_IP: "100000000",
      RATE_LIMIT_PER_SESSION: "100000000",
      LOG_LEVEL: "warn",
    };
    const instances = await Promise.all([startInstance(env), startInstance(env)]);
    const printed: string[] = [];
    cleanups.push(async () => {
      for (const instance of instances) await instance.stop();
    });
    const meter = new ProcessMeter();
    cleanups.push(async () => meter.stop());
    for (const instance of instances) meter.track(instance.pid);
    const balancer = startBalancer(instances.map((i) => i.url));
    cleanups.push(async () => balancer.close());
    return {
      postgres,
      databaseUrl,
      redis,
      bucket,
      instances,
      balancer,
      meter,
      async kill(index) {
        const instance = instances[index] as Instance;
        await meter.sample();
        instance.child.kill("SIGKILL");
        await instance.exited;
        printed.push(instance.output());
        await instance.stop();
      },
      async restart(index) {
        const instance = await startInstance(env, { readyWithinMs: 60_000 });
        instances[index] = instance;
        meter.track(instance.pid);
        balancer.set(index, instance.url);
      },
      output: () => [...printed, ...instances.map((i) => i.output())].join(""),
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
