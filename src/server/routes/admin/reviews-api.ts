/**
 * Reviews, conflicts of interest and "my queue":
 *   PUT  /admin/api/applications/<id>/review    {"scores","comment"}  the caller's own review
 *   GET  /admin/api/applications/<id>/reviews   as the caller may see them (blind rule in reviews.ts)
 *   PUT  /admin/api/applications/<id>/conflict  {"note"} · DELETE the same path
 *   GET  /admin/api/queue?edition=
 */
import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../../config.ts";
import { currentEdition, findEdition } from "../../editions/editions.ts";
import { queueOf } from "../../reviews/queue.ts";
import { declareConflict, putReview, reviewsForViewer, withdrawConflict } from "../../reviews/reviews.ts";
import type { Db } from "../../store/database.ts";
import { plainApiErrors } from "./api-errors.ts";
import { APPLICATION_ID, NO_SUCH_APPLICATION } from "./applications-api.ts";
import { viewerOf } from "./viewer.ts";

type WithId = { Params: { id: string } };

export const reviewsApi: FastifyPluginAsync<{ config: Config; db: Db }> = async (app, { config, db }) => {
  plainApiErrors(app);

  app.put<WithId & { Body: { scores?: unknown; comment?: unknown } }>(
    "/api/applications/:id/review",
    async (request, reply) => {
      const { id } = request.params;
      const review = APPLICATION_ID.test(id)
        ? await putReview(db, id, viewerOf(request).id, request.body ?? {})
        : undefined;
      if (!review) return reply.code(404).send(NO_SUCH_APPLICATION);
      return review;
    },
  );

  app.get<WithId>("/api/applications/:id/reviews", async (request, reply) => {
    const { id } = request.params;
    const view = APPLICATION_ID.test(id) ? await reviewsForViewer(db, id, viewerOf(request)) : undefined;
    if (!view) return reply.code(404).send(NO_SUCH_APPLICATION);
    return view;
  });

  app.put<WithId & { Body: { note?: unknown } }>("/api/applications/:id/conflict", async (request, reply) => {
    const { id } = request.params;
    const conflict = APPLICATION_ID.test(id)
      ? await declareConflict(db, id, viewerOf(request).id, request.body?.note)
      : undefined;
    if (!conflict) return reply.code(404).send(NO_SUCH_APPLICATION);
    return conflict;
  });

  app.delete<WithId>("/api/applications/:id/conflict", async (request, reply) => {
    const { id } = request.params;
    if (!APPLICATION_ID.test(id)) return reply.code(404).send(NO_SUCH_APPLICATION);
    await withdrawConflict(db, id, viewerOf(request).id);
    return reply.code(204).send();
  });

  app.get<{ Querystring: { edition?: string } }>("/api/queue", async (request, reply) => {
    const slug = request.query.edition || (await currentEdition(db, config.openEditions))?.slug || "";
    if (!(await findEdition(db, config.openEditions, slug)))
      return reply.code(404).send({ message: `There is no edition "${slug}".` });
    return queueOf(db, viewerOf(request).id, slug);
  });
};
