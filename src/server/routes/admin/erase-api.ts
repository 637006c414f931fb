/** POST /admin/api/applications/<id>/erase {"reason"} (admins only): operations/erase.ts from the back office. */
import type { FastifyPluginAsync } from "fastify";
import { type DataPlaces, eraseApplication } from "../../operations/erase.ts";
import type { Db } from "../../store/database.ts";
import { plainApiErrors } from "./api-errors.ts";
import { APPLICATION_ID, NO_SUCH_APPLICATION } from "./applications-api.ts";

export const MAX_REASON_LENGTH = 2000;

export const eraseApi: FastifyPluginAsync<{ db: Db; places: DataPlaces }> = async (app, { db, places }) => {
  plainApiErrors(app);
  app.post<{ Params: { id: string }; Body: { reason?: unknown } }>(
    "/api/applications/:id/erase",
    { config: { staffAccess: "admin" as const } },
    async (request, reply) => {
      const { id } = request.params;
      if (!APPLICATION_ID.test(id)) return reply.code(404).send(NO_SUCH_APPLICATION);
      const reason = typeof request.body?.reason === "string" ? request.body.reason.trim() : "";
      if (!reason) return reply.code(422).send({ message: "Give the reason for the erasure." });
      if (reason.length > MAX_REASON_LENGTH)
        return reply.code(422).send({ message: `The reason is at most ${MAX_REASON_LENGTH} characters long.` });
      const result = await eraseApplication(db, places, id, reason, {
        email: request.staffSession?.staff.email ?? null,
        via: "back-office",
      });
      if (result.outcome === "unknown") return reply.code(404).send(NO_SUCH_APPLICATION);
      if (result.outcome === "already")
        return reply.code(409).send({ message: "This application's personal data was already erased." });
      if (!result.logEmptied)
        request.log.warn(
          { application: id },
          "the database's write-ahead log still holds the erased text (another process kept reading it); it is emptied at the next erasure or start",
        );
      return { id, erased_at: result.at, files: result.files };
    },
  );
};
