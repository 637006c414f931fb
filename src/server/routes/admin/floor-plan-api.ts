/**
 * Booths and the floor plan (admins only):
 *   GET  /admin/api/editions/<slug>/floor-plan          → {"halls": [... each booth with "application"], "capacity"}
 *   PUT  /admin/api/editions/<slug>/floor-plan          {"halls": [{"id","name","width_m","depth_m","booths": [...]}]}
 *                                                       → as GET; 422 {"message","booths"} naming the booths
 *   POST /admin/api/editions/<slug>/floor-plan/suggest  → {"proposal": [{"application","booth"}], "unplaced"}
 *   GET  /admin/api/editions/<slug>/floor-plan.svg|.pdf|.csv the whole plan, free booths included
 *   PUT  /admin/api/applications/<id>/booth             {"booth_id","force"?} → {"id","booth","history"}
 *   DELETE /admin/api/applications/<id>/booth           → 204
 */
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { editionParams } from "../../../shared/api/editions.ts";
import {
  applicationParams,
  boothAllocated,
  boothBody,
  floorPlanAnswer,
  floorPlanBody,
  planRefusal,
  suggestAnswer,
} from "../../../shared/api/floor-plan.ts";
import { messageAnswer } from "../../../shared/api/message.ts";
import { ID_PATTERN } from "../../../shared/api/patterns.ts";
import { readFloorPlan } from "../../../shared/floor-plan.ts";
import { allocateBooth, freeBooth, suggestAllocations } from "../../booths/allocations.ts";
import { BoothError } from "../../booths/booth-error.ts";
import { planCsv } from "../../booths/plan-csv.ts";
import { planPdf } from "../../booths/plan-pdf.ts";
import { planSvg } from "../../booths/plan-svg.ts";
import { allocationsOf, planView, readPlan, savePlan } from "../../booths/plans.ts";
import type { Config } from "../../config.ts";
import { findEdition } from "../../editions/editions.ts";
import { historyForViewer } from "../../reviews/history.ts";
import type { Db } from "../../store/database.ts";
import { notJson } from "../../web/contract.ts";
import { NO_SUCH_APPLICATION } from "./applications-api.ts";
import { viewerOf } from "./viewer.ts";

export const floorPlanApi: FastifyPluginAsyncZod<{ config: Config; db: Db }> = async (app, { config, db }) => {
  // A field that does not fit is 422, as this contract said before the schemas were declared.
  const admin = { staffAccess: "admin" as const, refuseWith: 422 as const };
  const actorOf = (staffId: string | undefined) => ({ staffId: staffId ?? null, via: "back-office" as const });
  const noEdition = (reply: FastifyReply, slug: string) =>
    reply.code(404).send({ message: `There is no edition "${slug}".` });
  const refuse = (reply: FastifyReply, error: unknown) => {
    if (!(error instanceof BoothError)) throw error;
    return reply.code(error.status).send({ message: error.message, booths: error.booths });
  };
  const file = (what: string) => ({
    config: admin,
    schema: { params: editionParams, response: { 200: notJson(what), 404: messageAnswer } },
  });

  app.get(
    "/api/editions/:slug/floor-plan",
    { config: admin, schema: { params: editionParams, response: { 200: floorPlanAnswer, 404: messageAnswer } } },
    async (request, reply) => {
      const edition = await findEdition(db, config.openEditions, request.params.slug);
      if (!edition) return noEdition(reply, request.params.slug);
      return planView(db, edition.slug);
    },
  );

  app.put(
    "/api/editions/:slug/floor-plan",
    {
      config: admin,
      schema: {
        params: editionParams,
        body: floorPlanBody,
        response: { 200: floorPlanAnswer, 404: messageAnswer, 409: planRefusal, 422: planRefusal },
      },
    },
    async (request, reply) => {
      const edition = await findEdition(db, config.openEditions, request.params.slug);
      if (!edition) return noEdition(reply, request.params.slug);
      const read = readFloorPlan(request.body);
      if (!read.plan)
        return reply.code(422).send({
          message: read.problems.map((p) => p.message).join(" "),
          booths: [...new Set(read.problems.flatMap((p) => p.booths))],
          problems: read.problems,
        });
      try {
        await savePlan(db, edition.slug, read.plan);
      } catch (error) {
        return refuse(reply, error);
      }
      return planView(db, edition.slug);
    },
  );

  app.post(
    "/api/editions/:slug/floor-plan/suggest",
    {
      config: { ...admin, takes: "nothing" },
      schema: { params: editionParams, response: { 200: suggestAnswer, 404: messageAnswer } },
    },
    async (request, reply) => {
      const edition = await findEdition(db, config.openEditions, request.params.slug);
      if (!edition) return noEdition(reply, request.params.slug);
      return suggestAllocations(db, edition.slug);
    },
  );

  const exportedPlan = async (slug: string) => {
    const [plan, allocations] = await Promise.all([readPlan(db, slug), allocationsOf(db, slug)]);
    return { plan, galleries: new Map([...allocations].map(([booth, g]) => [booth, { name: g.gallery, href: null }])) };
  };

  app.get("/api/editions/:slug/floor-plan.svg", file("image/svg+xml"), async (request, reply) => {
    const edition = await findEdition(db, config.openEditions, request.params.slug);
    if (!edition) return noEdition(reply, request.params.slug);
    const { plan, galleries } = await exportedPlan(edition.slug);
    return reply
      .type("image/svg+xml; charset=utf-8")
      .header("content-disposition", `attachment; filename="floor-plan-${edition.slug}.svg"`)
      .send(planSvg(plan, galleries, { standalone: true, title: `Floor plan · ${edition.name}` }));
  });

  app.get("/api/editions/:slug/floor-plan.pdf", file("application/pdf"), async (request, reply) => {
    const edition = await findEdition(db, config.openEditions, request.params.slug);
    if (!edition) return noEdition(reply, request.params.slug);
    const { plan, galleries } = await exportedPlan(edition.slug);
    return reply
      .type("application/pdf")
      .header("content-disposition", `attachment; filename="floor-plan-${edition.slug}.pdf"`)
      .send(await planPdf(plan, galleries, `Floor plan · ${edition.name}`));
  });

  app.get("/api/editions/:slug/floor-plan.csv", file("text/csv"), async (request, reply) => {
    const edition = await findEdition(db, config.openEditions, request.params.slug);
    if (!edition) return noEdition(reply, request.params.slug);
    const { plan, galleries } = await exportedPlan(edition.slug);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="booths-${edition.slug}.csv"`)
      .send(planCsv(plan, galleries, config.publicUrl));
  });

  app.put(
    "/api/applications/:id/booth",
    {
      config: admin,
      schema: {
        params: applicationParams,
        body: boothBody,
        response: { 200: boothAllocated, 404: messageAnswer, 409: planRefusal, 422: planRefusal },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // An address that cannot name an application names none: 404, as for an unknown one.
      if (!ID_PATTERN.test(id)) return reply.code(404).send(NO_SUCH_APPLICATION);
      let result: Awaited<ReturnType<typeof allocateBooth>>;
      try {
        result = await allocateBooth(db, {
          applicationId: id,
          boothId: request.body.booth_id,
          force: request.body.force,
          actor: actorOf(request.staffSession?.staff.id),
        });
      } catch (error) {
        return refuse(reply, error);
      }
      if (!result) return reply.code(404).send(NO_SUCH_APPLICATION);
      return { id, booth: result.booth, history: await historyForViewer(db, id, viewerOf(request)) };
    },
  );

  app.delete(
    "/api/applications/:id/booth",
    {
      config: { ...admin, takes: "nothing" },
      schema: { params: applicationParams, response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (ID_PATTERN.test(id)) await freeBooth(db, id, actorOf(request.staffSession?.staff.id));
      return reply.code(204).send();
    },
  );
};
