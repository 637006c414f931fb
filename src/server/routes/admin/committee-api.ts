/**
 * Running a committee (admins only; the contract is src/shared/api/committee.ts):
 *   PUT  /admin/api/applications/<id>/assignees      {"staff_ids"} → {"assignees": [{"id","email","name"}]}
 *   POST /admin/api/editions/<slug>/assignments/auto {"per_application","staff_ids"?,"choice"?,"replace"?}
 *                                                    → {"assigned","short","members"}
 *   GET  /admin/api/editions/<slug>/progress         → {"members","applications"}
 *   POST /admin/api/editions/<slug>/reminders        {"staff_ids"?} → {"sent","skipped"}
 * The review mode itself is PATCH /admin/api/editions/<slug> {"review_mode"} (editions-api.ts).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { applicationParams, editionParams } from "../../../shared/api/applications.ts";
import {
  assigneesAnswer,
  assigneesBody,
  autoAssignAnswer,
  autoAssignBody,
  progressAnswer,
  remindersAnswer,
  remindersBody,
} from "../../../shared/api/committee.ts";
import { ID_PATTERN } from "../../../shared/api/patterns.ts";
import type { Config } from "../../config.ts";
import { findEdition } from "../../editions/editions.ts";
import type { MailOutbox } from "../../mail/outbox.ts";
import { autoAssign, setAssignees } from "../../reviews/assignments.ts";
import { progressOf } from "../../reviews/progress.ts";
import { sendReminders } from "../../reviews/reminders.ts";
import type { Db } from "../../store/database.ts";
import { RequestError } from "../../web/request-error.ts";
import { noSuchApplication } from "./applications-api.ts";

export const committeeApi: FastifyPluginAsyncZod<{ config: Config; db: Db; outbox: MailOutbox }> = async (
  app,
  { config, db, outbox },
) => {
  // The bodies' fields are checked in reviews/, whose refusals (422) name the member or the field.
  const admin = { staffAccess: "admin" as const, refuseWith: 422 as const };
  const adminId = (staffId: string | undefined) => staffId ?? null;
  const editionOf = async (slug: string) => {
    const edition = await findEdition(db, config.openEditions, slug);
    if (!edition) throw new RequestError(404, `There is no edition "${slug}".`);
    return edition;
  };

  app.put(
    "/api/applications/:id/assignees",
    { config: admin, schema: { params: applicationParams, body: assigneesBody, response: { 200: assigneesAnswer } } },
    async (request) => {
      const { id } = request.params;
      const assignees = ID_PATTERN.test(id)
        ? await setAssignees(db, id, request.body?.staff_ids, adminId(request.staffSession?.staff.id))
        : undefined;
      if (!assignees) throw noSuchApplication();
      return { assignees };
    },
  );

  app.post(
    "/api/editions/:slug/assignments/auto",
    { config: admin, schema: { params: editionParams, body: autoAssignBody, response: { 200: autoAssignAnswer } } },
    async (request) => {
      const edition = await editionOf(request.params.slug);
      const body = request.body;
      return autoAssign(
        db,
        {
          edition: edition.slug,
          perApplication: body?.per_application,
          staffIds: body?.staff_ids,
          choice: body?.choice,
          replace: body?.replace,
        },
        adminId(request.staffSession?.staff.id),
      );
    },
  );

  app.get(
    "/api/editions/:slug/progress",
    { config: admin, schema: { params: editionParams, response: { 200: progressAnswer } } },
    async (request) => {
      const edition = await editionOf(request.params.slug);
      return progressOf(db, edition.slug, edition.review_mode);
    },
  );

  app.post(
    "/api/editions/:slug/reminders",
    { config: admin, schema: { params: editionParams, body: remindersBody, response: { 200: remindersAnswer } } },
    async (request) => {
      const edition = await editionOf(request.params.slug);
      return sendReminders(db, outbox, edition, request.body?.staff_ids, config.publicUrl);
    },
  );
};
