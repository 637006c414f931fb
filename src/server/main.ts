/** Starts the server on the configured host and port. */
import { buildApp } from "./app.ts";
import { ConfigError, readConfig } from "./config.ts";
import { CLEANUP_MS, gracefulShutdown } from "./graceful-shutdown.ts";

try {
  const config = readConfig();
  const app = await buildApp({ config });
  const shutdown = gracefulShutdown(app, {
    graceMs: config.shutdownGraceMs,
    readyDelayMs: config.shutdownReadyDelayMs,
  });
  await app.listen({ port: config.port, host: config.host });
  const host = ["127.0.0.1", "0.0.0.0", "::"].includes(config.host) ? "localhost" : config.host;
  console.log(`\n  The application form is at http://${host}:${config.port}/ (Node.js ${process.version})\n`);
  // A second signal while draining gets Node's default: the process ends at once.
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => {
      // Whatever hangs, the process ends a little after the grace and clean-up times.
      setTimeout(
        () => process.exit(1),
        config.shutdownReadyDelayMs + config.shutdownGraceMs + CLEANUP_MS + 5_000,
      ).unref();
      shutdown.shutDown().then(
        () => process.exit(0),
        (error) => {
          app.log.error(error, "shutdown failed");
          process.exit(1);
        },
      );
    });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
