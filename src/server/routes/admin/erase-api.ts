/**
 * POST /admin/api/applications/<id>/erase {"reason"} (admins only): operations/erase.ts from the
 * back office. The contract is src/shared/api/applications.ts.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { applicationParams, eraseBody, erased, MAX_ERASE_REASON_LENGTH } from "../../../shared/api/applications.ts";
import { ID_PATTERN } from "../../../shared/api/patterns.ts";
import { type DataPlaces, eraseApplication } from "../../operations/erase.ts";
import type { Db } from "../../store/database.ts";
import { RequestError } from "../../web/request-error.ts";
import { noSuchApplication } from "./applications-api.ts";

export const eraseApi: FastifyPluginAsyncZod<{ db: Db; places: DataPlaces }> = async (app, { db, places }) => {
  app.post(
    "/api/applications/:id/erase",
    {
      config: { staffAccess: "admin", refuseWith: 422 },
      schema: { params: applicationParams, body: eraseBody, response: { 200: erased } },
    },
    async (request) => {
      const { id } = request.params;
      if (!ID_PATTERN.test(id)) throw noSuchApplication();
      const reason = request.body.reason?.trim() ?? "";
      if (!reason) throw new RequestError(422, "Give the reason for the erasure.");
      if (reason.length > MAX_ERASE_REASON_LENGTH)
        throw new RequestError(422, `The reason is at most ${MAX_ERASE_REASON_LENGTH} characters long.`);
      const result = await eraseApplication(db, places, id, reason, {
        email: request.staffSession?.staff.email ?? null,
        via: "back-office",
      });
      if (result.outcome === "unknown") throw noSuchApplication();
      if (result.outcome === "already")
        throw new RequestError(409, "This application's personal data was already erased.");
      if (!result.logEmptied)
        request.log.warn(
          { application: id },
          "the database's write-ahead log still holds the erased text (another process kept reading it); it is emptied at the next erasure or start",
        );
      return { id, erased_at: result.at, files: result.files };
    },
  );
};
