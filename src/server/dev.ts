/**
 * `npm run dev`: the server as main.ts starts it, with the client served by Vite's dev server in
 * middleware mode on the same origin, so cookies, the Content-Security-Policy and the API behave as
 * in production while modules are compiled on request and updated in place (hot module
 * replacement over the server's own port). tsx restarts the process when a server file changes.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyMiddie from "@fastify/middie";
import type { FastifyInstance } from "fastify";
import { createServer as createViteServer } from "vite";
import { buildApp } from "./app.ts";
import { ConfigError, readConfig } from "./config.ts";
import type { ClientFiles } from "./web/client-files.ts";

const CLIENT_ROOT = fileURLToPath(new URL("../client", import.meta.url));

async function viteClient(app: FastifyInstance): Promise<ClientFiles> {
  const vite = await createViteServer({
    configFile: fileURLToPath(new URL("../../vite.config.ts", import.meta.url)),
    appType: "custom",
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  await app.register(fastifyMiddie);
  app.use(vite.middlewares);
  app.addHook("onClose", () => vite.close());
  return {
    publicDir: path.join(CLIENT_ROOT, "public"),
    // Vite serves each entry's module as it is, its styles arriving with it.
    entryAssets: (entry) => ({ scripts: ["/@vite/client", `/${entry}`], preloads: [], styles: [] }),
    htmlPage: async (name, url) =>
      vite.transformIndexHtml(url, await readFile(path.join(CLIENT_ROOT, name), "utf8"), `/${name}`),
  };
}

try {
  const config = readConfig();
  const app = await buildApp({ config, client: viteClient });
  await app.listen({ port: config.port, host: config.host });
  const host = ["127.0.0.1", "0.0.0.0", "::"].includes(config.host) ? "localhost" : config.host;
  console.log(`\n  Developing at http://${host}:${config.port}/ (Vite with hot module replacement)\n`);
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
