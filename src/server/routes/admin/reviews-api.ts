/**
 * Reviews, conflicts of interest and "my queue" (the contract is src/shared/api/reviews.ts):
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
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { applicationParams, editionParams, noContent } from "../../../shared/api/applications.ts";
import { ID_PATTERN } from "../../../shared/api/patterns.ts";
import {
  applicantsAnswer,
  applicantsQuery,
  conflictBody,
  conflictDeclared,
  conflictWithdrawBody,
  ownReview,
  queueAnswer,
  queueQuery,
  reviewBody,
  reviewsAnswer,
} from "../../../shared/api/reviews.ts";
import type { Config } from "../../config.ts";
import { findEdition } from "../../editions/editions.ts";
import { memberEdition, workElsewhere } from "../../editions/member-edition.ts";
import { recordsConflictsForOthers, seesApplicants, type Viewer } from "../../policy/staff.ts";
import { applicantsOf } from "../../reviews/applicants.ts";
import { queueOf } from "../../reviews/queue.ts";
import { declareConflict, putReview, reviewsForViewer, withdrawConflict } from "../../reviews/reviews.ts";
import { workOf } from "../../reviews/work.ts";
import type { Db } from "../../store/database.ts";
import { RequestError } from "../../web/request-error.ts";
import { noSuchApplication } from "./applications-api.ts";
import { viewerOf } from "./viewer.ts";

/** Whose conflict a request is about: hers, or (admins) the member named by staff_id. */
async function conflictOwner(db: Db, viewer: Viewer, staffId: string | null | undefined): Promise<string> {
  if (staffId === undefined || staffId === null || staffId === viewer.id) return viewer.id;
  if (!recordsConflictsForOthers(viewer)) {
    throw new RequestError(403, "Only an admin records a conflict of interest for another member.");
  }
  const member = await db.selectFrom("staff").select("id").where("id", "=", staffId).executeTakeFirst();
  if (!member) {
    throw new RequestError(422, `There is no member of staff with the id ${staffId}.`);
  }
  return member.id;
}

export const reviewsApi: FastifyPluginAsyncZod<{ config: Config; db: Db }> = async (app, { config, db }) => {
  // The conflict routes are open to every member on every application (policy: mayDeclareConflict).
  const conflictRoute = { declaresConflict: true, refuseWith: 422 as const };

  app.put(
    "/api/applications/:id/review",
    {
      config: { refuseWith: 422 },
      schema: { params: applicationParams, body: reviewBody, response: { 200: ownReview } },
    },
    async (request) => {
      const { id } = request.params;
      const review = ID_PATTERN.test(id) ? await putReview(db, id, viewerOf(request).id, request.body) : undefined;
      if (!review) throw noSuchApplication();
      return review;
    },
  );

  app.get(
    "/api/applications/:id/reviews",
    { schema: { params: applicationParams, response: { 200: reviewsAnswer } } },
    async (request) => {
      const { id } = request.params;
      const view = ID_PATTERN.test(id) ? await reviewsForViewer(db, id, viewerOf(request)) : undefined;
      if (!view) throw noSuchApplication();
      return view;
    },
  );

  app.put(
    "/api/applications/:id/conflict",
    {
      config: conflictRoute,
      schema: { params: applicationParams, body: conflictBody, response: { 200: conflictDeclared } },
    },
    async (request) => {
      const { id } = request.params;
      if (!ID_PATTERN.test(id)) throw noSuchApplication();
      const viewer = viewerOf(request);
      const owner = await conflictOwner(db, viewer, request.body?.staff_id);
      const by = owner === viewer.id ? null : viewer.id;
      const conflict = await declareConflict(db, id, owner, request.body?.note, Date.now(), by);
      if (!conflict) throw noSuchApplication();
      return conflict;
    },
  );

  app.delete(
    "/api/applications/:id/conflict",
    {
      config: conflictRoute,
      schema: { params: applicationParams, body: conflictWithdrawBody, response: { 204: noContent } },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!ID_PATTERN.test(id)) throw noSuchApplication();
      const viewer = viewerOf(request);
      const owner = await conflictOwner(db, viewer, request.body?.staff_id);
      await withdrawConflict(db, id, owner, Date.now(), owner === viewer.id ? null : viewer.id);
      return reply.code(204).send();
    },
  );

  app.get(
    "/api/editions/:slug/applicants",
    {
      config: { refuseWith: 422 },
      schema: { params: editionParams, querystring: applicantsQuery, response: { 200: applicantsAnswer } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      if (!seesApplicants(viewer)) throw new RequestError(403, "Not for your role.");
      const edition = await findEdition(db, config.openEditions, request.params.slug);
      if (!edition) throw new RequestError(404, `There is no edition "${request.params.slug}".`);
      const owner = await conflictOwner(db, viewer, request.query.staff_id || undefined);
      return { items: await applicantsOf(db, edition.slug, owner) };
    },
  );

  app.get("/api/queue", { schema: { querystring: queueQuery, response: { 200: queueAnswer } } }, async (request) => {
    const viewer = viewerOf(request);
    const edition = request.query.edition
      ? await findEdition(db, config.openEditions, request.query.edition)
      : await memberEdition(db, config.openEditions, viewer.id);
    if (!edition) throw new RequestError(404, `There is no edition "${request.query.edition ?? ""}".`);
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
