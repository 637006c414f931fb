/**
 * The edition a member works in:
 *   PUT /admin/api/me/edition {"edition": "<slug>"} → 204: her back office opens on it from now on
 *       (422 for an unknown edition). The pages call it when she picks an edition.
 * Where it opens without a choice: editions/member-edition.ts. GET /admin/api/editions names it
 * as "mine". The contract is src/shared/api/applications.ts.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { myEditionBody, noContent } from "../../../shared/api/applications.ts";
import type { Config } from "../../config.ts";
import { chooseMemberEdition } from "../../editions/member-edition.ts";
import type { Db } from "../../store/database.ts";
import { RequestError } from "../../web/request-error.ts";
import { viewerOf } from "./viewer.ts";

export const myEditionApi: FastifyPluginAsyncZod<{ config: Config; db: Db }> = async (app, { config, db }) => {
  app.put(
    "/api/me/edition",
    { config: { refuseWith: 422 }, schema: { body: myEditionBody, response: { 204: noContent } } },
    async (request, reply) => {
      const slug = request.body.edition;
      if (!(await chooseMemberEdition(db, config.openEditions, viewerOf(request).id, slug)))
        throw new RequestError(422, `There is no edition "${slug}".`);
      return reply.code(204).send();
    },
  );
};
