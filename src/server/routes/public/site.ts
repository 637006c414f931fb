/** The files every site is asked for at its root: the icon (linked from every page) and robots.txt. */
import type { FastifyPluginAsync } from "fastify";
import type { ClientFiles } from "../../web/client-files.ts";
import { notJson } from "../../web/contract.ts";

/** Built from src/client/public (favicon.ico is drawn from favicon.svg at build time). */
const ROOT_FILES = ["favicon.ico", "favicon.svg", "robots.txt"] as const;

export const siteRoutes: FastifyPluginAsync<{ client: ClientFiles }> = async (app, { client }) => {
  for (const name of ROOT_FILES)
    app.get(`/${name}`, { schema: { response: { 200: notJson("the file") } } }, (_request, reply) =>
      // Their addresses never change, so they are not cached for good like the hashed assets.
      reply.sendFile(name, client.publicDir, { maxAge: "1d", immutable: false }),
    );
};
