/**
 * The edition a member works in:
 *   PUT /admin/api/me/edition {"edition": "<slug>"} → 204: her back office opens on it from now on
 *       (422 for an unknown edition). The pages call it when she picks an edition.
 * Where it opens without a choice: editions/member-edition.ts. GET /admin/api/editions names it
 * as "mine".
 */
import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../../config.ts";
import { chooseMemberEdition } from "../../editions/member-edition.ts";
import type { Db } from "../../store/database.ts";
import { plainApiErrors } from "./api-errors.ts";
import { viewerOf } from "./viewer.ts";

export const myEditionApi: FastifyPluginAsync<{ config: Config; db: Db }> = async (app, { config, db }) => {
  plainApiErrors(app);
  app.put<{ Body: { edition?: unknown } | null }>("/api/me/edition", async (request, reply) => {
    const slug = request.body?.edition;
    if (typeof slug !== "string" || slug.length === 0 || slug.length > 64)
      return reply.code(422).send({ message: "edition must be an edition's slug." });
    if (!(await chooseMemberEdition(db, config.openEditions, viewerOf(request).id, slug)))
      return reply.code(422).send({ message: `There is no edition "${slug}".` });
    return reply.code(204).send();
  });
};
