/** The back office's JSON about applications: editions, the list, one application, its neighbours. */
import type { FastifyPluginAsync } from "fastify";
import { editionsForStaff, listForStaff, neighboursInList } from "../../applications/staff-list.ts";
import { applicationForStaff } from "../../applications/staff-view.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../store/database.ts";
import { readListParams } from "./list-params.ts";

const APPLICATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NO_SUCH_APPLICATION = { message: "There is no such application." };

export const applicationsApi: FastifyPluginAsync<{ config: Config; db: Db }> = async (app, { config, db }) => {
  const current = config.openEditions[0] ?? "";

  app.get("/api/editions", async () => ({ items: await editionsForStaff(db, config.openEditions), current }));

  app.get("/api/applications", async (request) => {
    const { filter, order, page, perPage } = readListParams(request.query, current);
    return listForStaff(db, filter, order, page, perPage);
  });

  app.get<{ Params: { id: string } }>("/api/applications/:id", async (request, reply) => {
    const { id } = request.params;
    const role = request.staffSession?.staff.role ?? "reviewer";
    const application = APPLICATION_ID.test(id) ? await applicationForStaff(db, id, role) : undefined;
    if (!application) return reply.code(404).send(NO_SUCH_APPLICATION);
    return application;
  });

  app.get<{ Params: { id: string } }>("/api/applications/:id/neighbours", async (request, reply) => {
    const { id } = request.params;
    if (!APPLICATION_ID.test(id)) return reply.code(404).send(NO_SUCH_APPLICATION);
    const { filter, order } = readListParams(request.query, current);
    return neighboursInList(db, id, filter, order);
  });
};
