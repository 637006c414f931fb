/**
 * GET /admin/api/applications/<id>/versions: every version of an application, newest first, with
 * what changed from the one before. Who may open the application is checked before this runs
 * (application-access.ts); what each member sees of the changes is the rule book's (seesField).
 */
import type { FastifyPluginAsync } from "fastify";
import { versionsForStaff } from "../../applications/versions.ts";
import type { Db } from "../../store/database.ts";
import { LARGE_ANSWER_COMPRESSION } from "../../web/compression.ts";
import { APPLICATION_ID, NO_SUCH_APPLICATION } from "./applications-api.ts";
import { viewerOf } from "./viewer.ts";

export const versionsApi: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get<{ Params: { id: string } }>(
    "/api/applications/:id/versions",
    { compress: LARGE_ANSWER_COMPRESSION },
    async (request, reply) => {
      const { id } = request.params;
      const versions = APPLICATION_ID.test(id) ? await versionsForStaff(db, id, viewerOf(request)) : undefined;
      if (!versions) return reply.code(404).send(NO_SUCH_APPLICATION);
      return versions;
    },
  );
};
