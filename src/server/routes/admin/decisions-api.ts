/**
 * Decisions (admins only): POST /admin/api/applications/<id>/status {"status","note"} and the bulk
 * POST /admin/api/applications/status {"ids","status","note"}. Both go through changeStatus, as
 * `npm run cli -- accept` does. A single change may be taken back with "undo": true (see UNDO_WINDOW_MS):
 * one more entry in the history, so both the change and its undoing are kept.
 * The contract is src/shared/api/decisions.ts.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { applicationParams } from "../../../shared/api/applications.ts";
import { bulkStatusAnswer, bulkStatusBody, statusAnswer, statusBody } from "../../../shared/api/decisions.ts";
import { ID_PATTERN } from "../../../shared/api/patterns.ts";
import { changeStatus, readStatusRequest, StatusChangeError, statusOf } from "../../applications/status.ts";
import { historyForViewer } from "../../reviews/history.ts";
import type { Db } from "../../store/database.ts";
import { noSuchApplication } from "./applications-api.ts";
import { viewerOf } from "./viewer.ts";

export const decisionsApi: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // The status and the note are read by readStatusRequest, whose refusals (422) name the field.
  const admin = { staffAccess: "admin" as const, refuseWith: 422 as const };
  const actorOf = (staffId: string | undefined) => ({ staffId: staffId ?? null, via: "back-office" as const });

  app.post(
    "/api/applications/:id/status",
    { config: admin, schema: { params: applicationParams, body: statusBody, response: { 200: statusAnswer } } },
    async (request) => {
      const { id } = request.params;
      if (!ID_PATTERN.test(id)) throw noSuchApplication();
      const { status, note } = readStatusRequest(request.body.status, request.body.note);
      const undo = request.body.undo === true;
      try {
        await changeStatus(
          db,
          [id],
          status,
          actorOf(request.staffSession?.staff.id),
          note ?? (undo ? "Undone." : null),
          Date.now(),
          { undo },
        );
      } catch (error) {
        if (error instanceof StatusChangeError && error.status === 404) throw noSuchApplication();
        throw error;
      }
      return {
        id,
        status: (await statusOf(db, id)) ?? status,
        history: await historyForViewer(db, id, viewerOf(request)),
      };
    },
  );

  app.post(
    "/api/applications/status",
    { config: admin, schema: { body: bulkStatusBody, response: { 200: bulkStatusAnswer } } },
    async (request) => {
      const { ids } = request.body;
      const unknown = ids.filter((id) => !ID_PATTERN.test(id));
      if (unknown.length > 0)
        throw new StatusChangeError(404, `There is no application with the id ${unknown.join(", ")}.`, unknown);
      const { status, note } = readStatusRequest(request.body.status, request.body.note);
      const result = await changeStatus(db, ids, status, actorOf(request.staffSession?.staff.id), note);
      return { updated: result.updated.map((a) => a.id), unchanged: result.unchanged.map((a) => a.id) };
    },
  );
};
