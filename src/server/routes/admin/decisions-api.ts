/**
 * Decisions (admins only): POST /admin/api/applications/<id>/status {"status","note"} and the bulk
 * POST /admin/api/applications/status {"ids","status","note"}. Both go through changeStatus, as
 * `npm run cli -- accept` does. A single change may be taken back with "undo": true (see UNDO_WINDOW_MS):
 * one more entry in the history, so both the change and its undoing are kept.
 */
import type { FastifyPluginAsync } from "fastify";
import { changeStatus, readStatusRequest, StatusChangeError, statusOf } from "../../applications/status.ts";
import { historyForViewer } from "../../reviews/history.ts";
import type { Db } from "../../store/database.ts";
import { plainApiErrors } from "./api-errors.ts";
import { APPLICATION_ID, NO_SUCH_APPLICATION } from "./applications-api.ts";
import { viewerOf } from "./viewer.ts";

/** Bulk changes come from one page of the list (at most 200 rows) or a few pages' selection. */
const MAX_BULK = 1000;

interface StatusBody {
  status?: unknown;
  note?: unknown;
  ids?: unknown;
  undo?: unknown;
}

export const decisionsApi: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  plainApiErrors(app);
  const admin = { config: { staffAccess: "admin" as const } };
  const actorOf = (staffId: string | undefined) => ({ staffId: staffId ?? null, via: "back-office" as const });

  app.post<{ Params: { id: string }; Body: StatusBody }>(
    "/api/applications/:id/status",
    admin,
    async (request, reply) => {
      const { id } = request.params;
      if (!APPLICATION_ID.test(id)) return reply.code(404).send(NO_SUCH_APPLICATION);
      const { status, note } = readStatusRequest(request.body?.status, request.body?.note);
      const undo = request.body?.undo === true;
      try {
        await changeStatus(
          db,
          [id],
          status,
          actorOf(request.staffSession?.staff.id),
          note ?? (undo ? "Undone." : null),
          Date.now(),
          {
            undo,
          },
        );
      } catch (error) {
        if (error instanceof StatusChangeError && error.status === 404)
          return reply.code(404).send(NO_SUCH_APPLICATION);
        throw error;
      }
      return { id, status: await statusOf(db, id), history: await historyForViewer(db, id, viewerOf(request)) };
    },
  );

  app.post<{ Body: StatusBody }>("/api/applications/status", admin, async (request, reply) => {
    const ids = request.body?.ids;
    if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === "string"))
      return reply.code(422).send({ message: "ids must be a list of application ids." });
    if (ids.length > MAX_BULK)
      return reply.code(422).send({ message: `At most ${MAX_BULK} applications can be changed at once.` });
    const unknown = ids.filter((id) => !APPLICATION_ID.test(id));
    if (unknown.length > 0)
      return reply
        .code(404)
        .send({ message: `There is no application with the id ${unknown.join(", ")}.`, ids: unknown });
    const { status, note } = readStatusRequest(request.body?.status, request.body?.note);
    const result = await changeStatus(db, ids, status, actorOf(request.staffSession?.staff.id), note);
    return { updated: result.updated.map((a) => a.id), unchanged: result.unchanged.map((a) => a.id) };
  });
};
