import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Vitest's default number of workers: with four, the load test's timed window (src/server/load.test.ts)
    // got too little of the two cores to reach the rate limit, and the browser tests ran beside four
    // server test files, so the whole run took no less time.
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          // On PostgreSQL, test servers copy one migrated database instead of migrating their own.
          globalSetup: ["test-support/postgres-template.ts"],
          environment: "node",
          testTimeout: 30_000,
          // Starting a server on a fresh PostgreSQL database took over Vitest's 10 s on a loaded machine.
          hookTimeout: 30_000,
          // Each file starts its own server and database, so no state is shared through modules;
          // importing Fastify and the app once per worker instead of per file (measured with four
          // workers: 210 s → 150 s).
          isolate: false,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // What a person sees within a few seconds: Vitest's default of 1 s for expect.poll failed
          // a decision's "Decision set to Accepted." that the server, on a loaded machine, answered later.
          expect: { poll: { timeout: 10_000 } },
          // One Chromium at a time: the machine has two cores.
          fileParallelism: false,
          // As in the unit project: each file starts its own server and browser, so nothing is shared
          // through modules, and the app's modules are imported once instead of once per file.
          isolate: false,
        },
      },
    ],
  },
});
