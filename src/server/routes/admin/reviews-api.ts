/**
 * Reviews, conflicts of interest and "my queue":
 *   PUT  /admin/api/applications/<id>/review    {"scores","comment"}  the caller's own review
 *   GET  /admin/api/applications/<id>/reviews   as the caller may see them (blind rule in reviews.ts)
 *   PUT  /admin/api/applications/<id>/conflict  {"note","staff_id"?} · DELETE the same path {"staff_id"?}:
 *        her own, on any application of any edition (even one she may not open: before its
 *        assignment); an admin records or withdraws one for another member with "staff_id"
 *   GET  /admin/api/editions/<slug>/applicants  {"items":[{"id","gallery","conflict"}]}: who applied, with
 *        her own conflict on each (?staff_id= for admins: that member's)
 *   GET  /admin/api/queue?edition=              without edition: her edition (editions/member-edition.ts),
 *        named in "edition"; "work_elsewhere" names the edition that holds her work when this one does not
 */
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { Config } from "../../config.ts";
import { findEdition } from "../../editions/editions.ts";
import { memberEdition, workElsewhere } from "../../editions/member-edition.ts";
import { recordsConflictsForOthers, seesApplicants, type Viewer } from "../../policy/staff.ts";
import { applicantsOf } from "../../reviews/applicants.ts";
import { queueOf } from "../../reviews/queue.ts";
import { declareConflict, putReview, reviewsForViewer, withdrawConflict } from "../../reviews/reviews.ts";
import { workOf } from "../../reviews/work.ts";
import type { Db } from "../../store/database.ts";
import { plainApiErrors } from "./api-errors.ts";
import { APPLICATION_ID, NO_SUCH_APPLICATION } from "./applications-api.ts";
import { viewerOf } from "./viewer.ts";

type WithId = { Params: { id: string } };

/** Whose conflict a request is about: hers, or (admins) the member named by staff_id. Undefined once answered. */
async function conflictOwner(db: Db, viewer: Viewer, staffId: unknown, reply: FastifyReply) {
  if (staffId === undefined || staffId === null || staffId === viewer.id) return viewer.id;
  if (typeof staffId !== "string") {
    await reply.code(422).send({ message: "staff_id must be a staff id." });
    return undefined;
  }
  if (!recordsConflictsForOthers(viewer)) {
    await reply.code(403).send({ message: "Only an admin records a conflict of interest for another member." });
    return undefined;
  }
  const member = await db.selectFrom("staff").select("id").where("id", "=", staffId).executeTakeFirst();
  if (!member) {
    await reply.code(422).send({ message: `There is no member of staff with the id ${staffId}.` });
    return undefined;
  }
  return member.id;
}

export const reviewsApi: FastifyPluginAsync<{ config: Config; db: Db }> = async (app, { config, db }) => {
  plainApiErrors(app);
  // The conflict routes are open to every member on every application (policy: mayDeclareConflict).
  const conflictRoute = { config: { declaresConflict: true } };

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

  app.put<WithId & { Body: { note?: unknown; staff_id?: unknown } | null }>(
    "/api/applications/:id/conflict",
    conflictRoute,
    async (request, reply) => {
      const { id } = request.params;
      if (!APPLICATION_ID.test(id)) return reply.code(404).send(NO_SUCH_APPLICATION);
      const viewer = viewerOf(request);
      const owner = await conflictOwner(db, viewer, request.body?.staff_id, reply);
      if (owner === undefined) return reply;
      const by = owner === viewer.id ? null : viewer.id;
      const conflict = await declareConflict(db, id, owner, request.body?.note, Date.now(), by);
      if (!conflict) return reply.code(404).send(NO_SUCH_APPLICATION);
      return conflict;
    },
  );

  app.delete<WithId & { Body: { staff_id?: unknown } | null }>(
    "/api/applications/:id/conflict",
    conflictRoute,
    async (request, reply) => {
      const { id } = request.params;
      if (!APPLICATION_ID.test(id)) return reply.code(404).send(NO_SUCH_APPLICATION);
      const viewer = viewerOf(request);
      const owner = await conflictOwner(db, viewer, request.body?.staff_id, reply);
      if (owner === undefined) return reply;
      await withdrawConflict(db, id, owner, Date.now(), owner === viewer.id ? null : viewer.id);
      return reply.code(204).send();
    },
  );

  app.get<{ Params: { slug: string }; Querystring: { staff_id?: string } }>(
    "/api/editions/:slug/applicants",
    async (request, reply) => {
      const viewer = viewerOf(request);
      if (!seesApplicants(viewer)) return reply.code(403).send({ message: "Not for your role." });
      const edition = await findEdition(db, config.openEditions, request.params.slug);
      if (!edition) return reply.code(404).send({ message: `There is no edition "${request.params.slug}".` });
      const owner = await conflictOwner(db, viewer, request.query.staff_id || undefined, reply);
      if (owner === undefined) return reply;
      return { items: await applicantsOf(db, edition.slug, owner) };
    },
  );

  app.get<{ Querystring: { edition?: string } }>("/api/queue", async (request, reply) => {
    const viewer = viewerOf(request);
    const edition = request.query.edition
      ? await findEdition(db, config.openEditions, request.query.edition)
      : await memberEdition(db, config.openEditions, viewer.id);
    if (!edition) return reply.code(404).send({ message: `There is no edition "${request.query.edition ?? ""}".` });
    const queue = await queueOf(db, viewer.id, edition.slug);
    const elsewhere =
      queue.total === 0
        ? await workElsewhere(db, config.openEditions, edition.slug, async (slug) => {
            return (await workOf(db, viewer.id, slug)).open;
          })
        : null;
    return { ...queue, edition: { slug: edition.slug, name: edition.name }, work_elsewhere: elsewhere };
  });
};
