import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Most server tests wait on sockets, timers and child processes, not the CPU: four at a time on
    // two cores took the unit pass from 300 s to 210 s here.
    maxWorkers: 4,
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          // Each file starts its own server and database, so no state is shared through modules;
          // importing Fastify and the app once per worker instead of per file: 210 s → 150 s.
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
          // One Chromium at a time: the machine has two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
