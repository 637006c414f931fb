// The second pass of `npm test`: the tests that reach the database again, on PostgreSQL, when
// TEST_DATABASE_URL says where it is (each test server gets a database of its own there).
// The tests that need PostgreSQL and S3 themselves (two instances, shutdown on PostgreSQL,
// concurrent migrations) run in this pass. With TEST_REDIS_URL also set, a third pass runs the
// tests of what several instances share with rate limits in Redis.
import { spawnSync } from "node:child_process";
import pg from "pg";
import { databaseTestFiles } from "./database-tests.ts";

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log(
    "\nPostgreSQL pass skipped: TEST_DATABASE_URL is not set.\n" +
      "Run it with e.g.  TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test\n",
  );
  process.exit(0);
}

const shown = url.replace(/\/\/([^:@/]*):[^@/]*@/, "//$1:***@");
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
try {
  await client.connect();
  await client.query("select 1");
} catch (error) {
  console.error(`TEST_DATABASE_URL is set, but PostgreSQL does not answer at ${shown}: ${error.message}`);
  process.exit(1);
} finally {
  await client.end().catch(() => {});
}

// The early refusals are answered before the database is asked; they run on PostgreSQL in the
// third pass (with Redis's rate limits), so running them here too would only repeat them.
const EARLY_REFUSALS = "src/server/routes/applicant/early-refusals.test.ts";
const files = databaseTestFiles().filter((file) => !(process.env.TEST_REDIS_URL && file === EARLY_REFUSALS));

console.log(
  `\nPostgreSQL pass: the ${files.length} test files that reach the database again, on PostgreSQL at ${shown}\n`,
);
const result = spawnSync("node_modules/.bin/vitest", ["run", "--project", "unit", ...files], {
  stdio: "inherit",
  env: { ...process.env, TEST_REDIS_URL: "" },
});
if (result.status !== 0) process.exit(result.status ?? 1);

// The third pass: PostgreSQL and Redis, as several instances run. The tests of what the instances
// share through Redis (rate limits, round trips, two instances) again, with TEST_REDIS_URL set.
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) {
  console.log(
    "\nPostgreSQL + Redis pass skipped: TEST_REDIS_URL is not set.\n" +
      "Run it with e.g.  TEST_REDIS_URL=redis://127.0.0.1:6379 TEST_DATABASE_URL=… npm test\n",
  );
  process.exit(0);
}
console.log(`\nPostgreSQL + Redis pass: the tests of shared state again, rate limits in Redis at ${redisUrl}\n`);
const redisPass = spawnSync(
  "node_modules/.bin/vitest",
  [
    "run",
    "--project",
    "unit",
    "src/server/two-instances-limits.test.ts",
    "src/server/round-trips.test.ts",
    "src/server/web/protection.test.ts",
    "src/server/routes/applicant/early-refusals.test.ts",
    "src/server/load.test.ts",
  ],
  { stdio: "inherit" },
);
process.exit(redisPass.status ?? 1);
