/** The back office's JSON about applications: editions, the list, one application, its neighbours. */
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { editionsForStaff, listForStaff, neighboursInList } from "../../applications/staff-list.ts";
import { applicationForStaff } from "../../applications/staff-view.ts";
import type { Config } from "../../config.ts";
import { memberEdition } from "../../editions/member-edition.ts";
import { seesAssignees } from "../../policy/staff.ts";
import { assigneesOf } from "../../reviews/assignments.ts";
import { historyForViewer } from "../../reviews/history.ts";
import { nextUnreviewed } from "../../reviews/queue.ts";
import type { Db } from "../../store/database.ts";
import { LARGE_ANSWER_COMPRESSION } from "../../web/compression.ts";
import { readListParams } from "./list-params.ts";
import { viewerOf } from "./viewer.ts";

export const APPLICATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const NO_SUCH_APPLICATION = { message: "There is no such application." };

export const applicationsApi: FastifyPluginAsync<{ config: Config; db: Db }> = async (app, { config, db }) => {
  /** Without ?edition=, the list is of her edition (member-edition.ts), where her back office opens. */
  const current = async (request: FastifyRequest) =>
    (await memberEdition(db, config.openEditions, viewerOf(request).id))?.slug ?? config.openEditions[0] ?? "";

  app.get("/api/editions", async (request) => ({
    ...(await editionsForStaff(db, config.openEditions)),
    mine: await current(request),
  }));

  app.get("/api/applications", async (request) => {
    const { filter, order, page, perPage } = readListParams(request.query, await current(request), viewerOf(request));
    return listForStaff(db, filter, order, page, perPage);
  });

  app.get<{ Params: { id: string } }>(
    "/api/applications/:id",
    { compress: LARGE_ANSWER_COMPRESSION },
    async (request, reply) => {
      const { id } = request.params;
      const viewer = viewerOf(request);
      const application = APPLICATION_ID.test(id) ? await applicationForStaff(db, id, viewer.role) : undefined;
      if (!application) return reply.code(404).send(NO_SUCH_APPLICATION);
      const [history, next, assignees] = await Promise.all([
        historyForViewer(db, id, viewer),
        nextUnreviewed(db, viewer.id, id),
        seesAssignees(viewer) ? assigneesOf(db, id) : undefined,
      ]);
      return { ...application, history, next_unreviewed: next, ...(assignees ? { assignees } : {}) };
    },
  );

  app.get<{ Params: { id: string } }>("/api/applications/:id/neighbours", async (request, reply) => {
    const { id } = request.params;
    if (!APPLICATION_ID.test(id)) return reply.code(404).send(NO_SUCH_APPLICATION);
    const { filter, order } = readListParams(request.query, await current(request), viewerOf(request));
    return neighboursInList(db, id, filter, order);
  });
};
