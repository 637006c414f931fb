/** Starts the server on the configured host and port. */
import { buildApp } from "./app.ts";
import { ConfigError, readConfig } from "./config.ts";

try {
  const config = readConfig();
  const app = await buildApp({ config });
  await app.listen({ port: config.port, host: config.host });
  const host = ["127.0.0.1", "0.0.0.0", "::"].includes(config.host) ? "localhost" : config.host;
  console.log(`\n  The application form is at http://${host}:${config.port}/\n`);
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
