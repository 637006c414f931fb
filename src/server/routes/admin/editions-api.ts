/**
 * Editions and their review criteria (admins change them; every member reads them):
 *   POST  /admin/api/editions                      {"slug","name","opens_at","closes_at","time_zone","public"}
 *   PATCH /admin/api/editions/<slug>               the same fields but slug, each optional, and
 *                                                  "review_mode": "all" | "assigned" (policy/reviews.ts),
 *                                                  "decisions_released": galleries see their decisions,
 *                                                  the accepted ones go public (false when made here)
 *   GET   /admin/api/editions/<slug>/criteria  {items} (+ each item's "scored" and "reviews_count" for admins)
 *                                                  · POST {"label"} (leaves reviews incomplete)
 *   PATCH /admin/api/editions/<slug>/criteria/<id> {"label","hidden","position"} · DELETE (409 once scored)
 * GET /admin/api/editions (the list) is in applications-api.ts.
 */

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  criteriaList,
  criterionBody,
  criterionParams,
  editionChangeBody,
  editionCriterion,
  editionItem,
  editionParams,
  newEditionBody,
} from "../../../shared/api/editions.ts";
import { messageAnswer } from "../../../shared/api/message.ts";
import { gapProblem } from "../../../shared/wall-clock.ts";
import { countApplications } from "../../applications/list.ts";
import type { Config } from "../../config.ts";
import {
  DEFAULT_TIME_ZONE,
  editionJson,
  findEdition,
  insertEdition,
  periodState,
  updateEdition,
} from "../../editions/editions.ts";
import { seesEditionReviewCount } from "../../policy/staff.ts";
import {
  addCriterion,
  criteriaOf,
  criteriaWithUse,
  deleteCriterion,
  editionReviewCount,
  updateCriterion,
} from "../../reviews/criteria.ts";
import type { Db } from "../../store/database.ts";
import { viewerOf } from "./viewer.ts";

/** A time as sent (an ISO string with its offset), as the database keeps it. */
const at = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : Date.parse(value);

/** A time typed in the zone's spring-forward gap (sent with one of the offsets around it) is refused, naming the gap. */
function timeInGap(
  body: { opens_at?: string | null; closes_at?: string | null },
  timeZone: string,
): string | undefined {
  for (const field of ["opens_at", "closes_at"] as const) {
    const value = body[field];
    const problem = typeof value === "string" ? gapProblem(value, timeZone) : undefined;
    if (problem) return `${field} ${value}: ${problem}.`;
  }
  return undefined;
}

function checkPeriod(opensAt: number | null, closesAt: number | null): string | undefined {
  return opensAt !== null && closesAt !== null && closesAt <= opensAt ? "closes_at must be after opens_at." : undefined;
}

export const editionsApi: FastifyPluginAsyncZod<{ config: Config; db: Db }> = async (app, { config, db }) => {
  // A field that does not fit is 422, as this contract said before the schemas were declared.
  const admin = { staffAccess: "admin" as const, refuseWith: 422 as const };
  const find = (slug: string) => findEdition(db, config.openEditions, slug);
  const noEdition = (slug: string) => ({ message: `There is no edition "${slug}".` });

  app.post(
    "/api/editions",
    {
      config: admin,
      schema: {
        body: newEditionBody,
        response: { 201: editionItem, 404: messageAnswer, 409: messageAnswer, 422: messageAnswer },
      },
    },
    async (request, reply) => {
      const e = request.body;
      const problem =
        timeInGap(e, e.time_zone ?? DEFAULT_TIME_ZONE) ?? checkPeriod(at(e.opens_at) ?? null, at(e.closes_at) ?? null);
      if (problem) return reply.code(422).send({ message: problem });
      const last = await db
        .selectFrom("editions")
        .select((eb) => eb.fn.max("position").as("max"))
        .executeTakeFirst();
      const row = {
        slug: e.slug,
        name: e.name,
        opens_at: at(e.opens_at) ?? null,
        closes_at: at(e.closes_at) ?? null,
        time_zone: e.time_zone ?? DEFAULT_TIME_ZONE,
        public: e.public === false ? 0 : 1,
        position: last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1,
        created_at: Date.now(),
        review_mode: e.review_mode ?? "all",
        // Made here, the edition's decisions are still to come: galleries see them once an admin releases them.
        decisions_released: e.decisions_released === true ? 1 : 0,
      };
      await find(e.slug); // bootstraps a new installation first, so OPEN_EDITIONS are not lost to this one
      if (!(await insertEdition(db, row)))
        return reply.code(409).send({ message: `The edition "${e.slug}" exists already.` });
      return reply.code(201).send(editionJson(row, await countApplications(db, e.slug)));
    },
  );

  app.patch(
    "/api/editions/:slug",
    {
      config: admin,
      schema: {
        params: editionParams,
        body: editionChangeBody,
        response: { 200: editionItem, 404: messageAnswer, 422: messageAnswer },
      },
    },
    async (request, reply) => {
      const edition = await find(request.params.slug);
      if (!edition) return reply.code(404).send(noEdition(request.params.slug));
      const c = request.body;
      const opensAt = at(c.opens_at);
      const closesAt = at(c.closes_at);
      const next = {
        ...edition,
        ...(c.name !== undefined ? { name: c.name } : {}),
        ...(opensAt !== undefined ? { opens_at: opensAt } : {}),
        ...(closesAt !== undefined ? { closes_at: closesAt } : {}),
        ...(c.time_zone !== undefined ? { time_zone: c.time_zone } : {}),
        ...(c.public !== undefined ? { public: c.public ? 1 : 0 } : {}),
        ...(c.review_mode !== undefined ? { review_mode: c.review_mode } : {}),
        ...(c.decisions_released !== undefined ? { decisions_released: c.decisions_released ? 1 : 0 } : {}),
      };
      const problem = timeInGap(c, next.time_zone) ?? checkPeriod(next.opens_at, next.closes_at);
      if (problem) return reply.code(422).send({ message: problem });
      await updateEdition(db, next);
      request.log.info({ edition: edition.slug, state: periodState(next, Date.now()) }, "edition changed");
      return editionJson(next, await countApplications(db, edition.slug));
    },
  );

  app.get(
    "/api/editions/:slug/criteria",
    { schema: { params: editionParams, response: { 200: criteriaList, 404: messageAnswer } } },
    async (request, reply) => {
      const edition = await find(request.params.slug);
      if (!edition) return reply.code(404).send(noEdition(request.params.slug));
      const viewer = viewerOf(request);
      // Whether a criterion has scores, and how many reviews there are, tell of reviews: for admins only.
      if (!seesEditionReviewCount(viewer)) return { items: await criteriaOf(db, edition.slug) };
      const [items, reviewsCount] = await Promise.all([
        criteriaWithUse(db, edition.slug),
        editionReviewCount(db, edition.slug, viewer),
      ]);
      return { items, reviews_count: reviewsCount };
    },
  );

  app.post(
    "/api/editions/:slug/criteria",
    {
      config: admin,
      schema: { params: editionParams, body: criterionBody, response: { 201: editionCriterion, 404: messageAnswer } },
    },
    async (request, reply) => {
      const edition = await find(request.params.slug);
      if (!edition) return reply.code(404).send(noEdition(request.params.slug));
      const criterion = await addCriterion(db, edition.slug, request.body.label);
      return reply.code(201).send({ ...criterion, scored: false });
    },
  );

  app.patch(
    "/api/editions/:slug/criteria/:id",
    {
      config: admin,
      schema: { params: criterionParams, body: criterionBody, response: { 200: editionCriterion, 404: messageAnswer } },
    },
    async (request, reply) => {
      const edition = await find(request.params.slug);
      if (!edition) return reply.code(404).send(noEdition(request.params.slug));
      const criterion = await updateCriterion(db, edition.slug, request.params.id, request.body);
      if (!criterion) return reply.code(404).send({ message: "There is no such criterion in this edition." });
      const scored = (await criteriaWithUse(db, edition.slug)).find((c) => c.id === criterion.id)?.scored ?? false;
      return { ...criterion, scored };
    },
  );

  app.delete(
    "/api/editions/:slug/criteria/:id",
    {
      config: { ...admin, takes: "nothing" },
      schema: { params: criterionParams, response: { 204: z.undefined(), 404: messageAnswer, 409: messageAnswer } },
    },
    async (request, reply) => {
      const edition = await find(request.params.slug);
      if (!edition) return reply.code(404).send(noEdition(request.params.slug));
      const outcome = await deleteCriterion(db, edition.slug, request.params.id);
      if (outcome === "unknown")
        return reply.code(404).send({ message: "There is no such criterion in this edition." });
      if (outcome === "scored")
        return reply
          .code(409)
          .send({ message: "This criterion already has scores, so it cannot be deleted. Hide it instead." });
      return reply.code(204).send();
    },
  );
};
