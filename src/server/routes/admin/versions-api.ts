/**
 * GET /admin/api/applications/<id>/versions: every version of an application, newest first, with
 * what changed from the one before. Who may open the application is checked before this runs
 * (application-access.ts); what each member sees of the changes is the rule book's (seesField).
 * The contract is src/shared/api/versions.ts.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { applicationParams } from "../../../shared/api/applications.ts";
import { ID_PATTERN } from "../../../shared/api/patterns.ts";
import { versionsAnswer } from "../../../shared/api/versions.ts";
import { versionsForStaff } from "../../applications/versions.ts";
import type { Db } from "../../store/database.ts";
import { LARGE_ANSWER_COMPRESSION } from "../../web/compression.ts";
import { noSuchApplication } from "./applications-api.ts";
import { viewerOf } from "./viewer.ts";

export const versionsApi: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/api/applications/:id/versions",
    { compress: LARGE_ANSWER_COMPRESSION, schema: { params: applicationParams, response: { 200: versionsAnswer } } },
    async (request) => {
      const { id } = request.params;
      const versions = ID_PATTERN.test(id) ? await versionsForStaff(db, id, viewerOf(request)) : undefined;
      if (!versions) throw noSuchApplication();
      return versions;
    },
  );
};
