/**
 * The back office's JSON about applications: editions, the list, one application, its neighbours.
 * The contract is src/shared/api/applications.ts.
 */
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  applicationDetail,
  applicationParams,
  applicationsPage,
  neighbours,
} from "../../../shared/api/applications.ts";
import { editionList } from "../../../shared/api/editions.ts";
import { ID_PATTERN } from "../../../shared/api/patterns.ts";
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
import { RequestError } from "../../web/request-error.ts";
import { readListParams } from "./list-params.ts";
import { viewerOf } from "./viewer.ts";

export const NO_SUCH_APPLICATION = { message: "There is no such application." };
/** An unknown application, an address that names none, and one she may not open all read the same. */
export const noSuchApplication = () => new RequestError(404, NO_SUCH_APPLICATION.message);

export const applicationsApi: FastifyPluginAsyncZod<{ config: Config; db: Db }> = async (app, { config, db }) => {
  /** Without ?edition=, the list is of her edition (member-edition.ts), where her back office opens. */
  const current = async (request: FastifyRequest) =>
    (await memberEdition(db, config.openEditions, viewerOf(request).id))?.slug ?? config.openEditions[0] ?? "";

  app.get("/api/editions", { schema: { response: { 200: editionList } } }, async (request) => ({
    ...(await editionsForStaff(db, config.openEditions)),
    mine: await current(request),
  }));

  // The list's query is read by readListParams (list-params.ts), whose refusals the list's tests know.
  app.get("/api/applications", { schema: { response: { 200: applicationsPage } } }, async (request) => {
    const { filter, order, page, perPage } = readListParams(request.query, await current(request), viewerOf(request));
    return listForStaff(db, filter, order, page, perPage);
  });

  app.get(
    "/api/applications/:id",
    {
      compress: LARGE_ANSWER_COMPRESSION,
      schema: { params: applicationParams, response: { 200: applicationDetail } },
    },
    async (request) => {
      const { id } = request.params;
      const viewer = viewerOf(request);
      const application = ID_PATTERN.test(id) ? await applicationForStaff(db, id, viewer.role) : undefined;
      if (!application) throw noSuchApplication();
      const [history, next, assignees] = await Promise.all([
        historyForViewer(db, id, viewer),
        nextUnreviewed(db, viewer.id, id),
        seesAssignees(viewer) ? assigneesOf(db, id) : undefined,
      ]);
      return { ...application, history, next_unreviewed: next, ...(assignees ? { assignees } : {}) };
    },
  );

  app.get(
    "/api/applications/:id/neighbours",
    { schema: { params: applicationParams, response: { 200: neighbours } } },
    async (request) => {
      const { id } = request.params;
      if (!ID_PATTERN.test(id)) throw noSuchApplication();
      const { filter, order } = readListParams(request.query, await current(request), viewerOf(request));
      return neighboursInList(db, id, filter, order);
    },
  );
};
