/**
 * Running a committee (admins only):
 *   PUT  /admin/api/applications/<id>/assignees      {"staff_ids"} → {"assignees": [{"id","email","name"}]}
 *   POST /admin/api/editions/<slug>/assignments/auto {"per_application","staff_ids"?,"choice"?,"replace"?}
 *                                                    → {"assigned","short","members"}
 *   GET  /admin/api/editions/<slug>/progress         → {"members","applications"}
 *   POST /admin/api/editions/<slug>/reminders        {"staff_ids"?} → {"sent","skipped"}
 * The review mode itself is PATCH /admin/api/editions/<slug> {"review_mode"} (editions-api.ts).
 */
import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../../config.ts";
import { findEdition } from "../../editions/editions.ts";
import type { MailOutbox } from "../../mail/outbox.ts";
import { autoAssign, setAssignees } from "../../reviews/assignments.ts";
import { progressOf } from "../../reviews/progress.ts";
import { sendReminders } from "../../reviews/reminders.ts";
import type { Db } from "../../store/database.ts";
import { plainApiErrors } from "./api-errors.ts";
import { APPLICATION_ID, NO_SUCH_APPLICATION } from "./applications-api.ts";

type WithSlug = { Params: { slug: string } };

export const committeeApi: FastifyPluginAsync<{ config: Config; db: Db; outbox: MailOutbox }> = async (
  app,
  { config, db, outbox },
) => {
  plainApiErrors(app);
  const admin = { config: { staffAccess: "admin" as const } };
  const noEdition = (slug: string) => ({ message: `There is no edition "${slug}".` });
  const adminId = (staffId: string | undefined) => staffId ?? null;

  app.put<{ Params: { id: string }; Body: { staff_ids?: unknown } | null }>(
    "/api/applications/:id/assignees",
    admin,
    async (request, reply) => {
      const { id } = request.params;
      const assignees = APPLICATION_ID.test(id)
        ? await setAssignees(db, id, request.body?.staff_ids, adminId(request.staffSession?.staff.id))
        : undefined;
      if (!assignees) return reply.code(404).send(NO_SUCH_APPLICATION);
      return { assignees };
    },
  );

  app.post<
    WithSlug & {
      Body: { per_application?: unknown; staff_ids?: unknown; choice?: unknown; replace?: unknown } | null;
    }
  >("/api/editions/:slug/assignments/auto", admin, async (request, reply) => {
    const edition = await findEdition(db, config.openEditions, request.params.slug);
    if (!edition) return reply.code(404).send(noEdition(request.params.slug));
    const body = request.body ?? {};
    return autoAssign(
      db,
      {
        edition: edition.slug,
        perApplication: body.per_application,
        staffIds: body.staff_ids,
        choice: body.choice,
        replace: body.replace,
      },
      adminId(request.staffSession?.staff.id),
    );
  });

  app.get<WithSlug>("/api/editions/:slug/progress", admin, async (request, reply) => {
    const edition = await findEdition(db, config.openEditions, request.params.slug);
    if (!edition) return reply.code(404).send(noEdition(request.params.slug));
    return progressOf(db, edition.slug, edition.review_mode);
  });

  app.post<WithSlug & { Body: { staff_ids?: unknown } | null }>(
    "/api/editions/:slug/reminders",
    admin,
    async (request, reply) => {
      const edition = await findEdition(db, config.openEditions, request.params.slug);
      if (!edition) return reply.code(404).send(noEdition(request.params.slug));
      return sendReminders(db, outbox, edition, request.body?.staff_ids, config.publicUrl);
    },
  );
};
