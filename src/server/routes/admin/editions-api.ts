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

import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { currentZoneName } from "../../../shared/time-zones.ts";
import { countApplications } from "../../applications/list.ts";
import type { Config } from "../../config.ts";
import {
  DEFAULT_TIME_ZONE,
  editionJson,
  findEdition,
  insertEdition,
  isTimeZone,
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
import { plainApiErrors } from "./api-errors.ts";
import { viewerOf } from "./viewer.ts";

const isoWithOffset = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/,
    "must be an ISO 8601 time with an offset, e.g. 2027-01-10T09:00:00+01:00",
  )
  .transform((v, ctx) => {
    const at = Date.parse(v);
    if (Number.isNaN(at)) ctx.addIssue({ code: "custom", message: "is not a real date" });
    return at;
  })
  .nullable();

const editionFields = z.object({
  name: z.string().trim().min(1, "must not be empty").max(200),
  opens_at: isoWithOffset,
  closes_at: isoWithOffset,
  // Kept under its current IANA name (Asia/Kolkata, not Asia/Calcutta): both name the same zone.
  time_zone: z.string().refine(isTimeZone, "must be a time zone such as Europe/Berlin").transform(currentZoneName),
  public: z.boolean(),
  review_mode: z.enum(["all", "assigned"], { error: 'must be "all" or "assigned"' }),
  decisions_released: z.boolean({ error: "must be true or false" }),
});
const newEdition = editionFields
  .partial({
    opens_at: true,
    closes_at: true,
    time_zone: true,
    public: true,
    review_mode: true,
    decisions_released: true,
  })
  .extend({ slug: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, "may hold letters, digits, . _ - (at most 64)") });
const editionChange = editionFields.partial();

function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join(".") || "The body"} ${issue.message}.` : "The body is wrong.";
}

function checkPeriod(opensAt: number | null, closesAt: number | null): string | undefined {
  return opensAt !== null && closesAt !== null && closesAt <= opensAt ? "closes_at must be after opens_at." : undefined;
}

export const editionsApi: FastifyPluginAsync<{ config: Config; db: Db }> = async (app, { config, db }) => {
  plainApiErrors(app);
  const admin = { config: { staffAccess: "admin" as const } };
  const find = (slug: string) => findEdition(db, config.openEditions, slug);
  const noEdition = (slug: string) => ({ message: `There is no edition "${slug}".` });

  app.post<{ Body: unknown }>("/api/editions", admin, async (request, reply) => {
    const parsed = newEdition.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(422).send({ message: firstProblem(parsed.error) });
    const e = parsed.data;
    const problem = checkPeriod(e.opens_at ?? null, e.closes_at ?? null);
    if (problem) return reply.code(422).send({ message: problem });
    const last = await db
      .selectFrom("editions")
      .select((eb) => eb.fn.max("position").as("max"))
      .executeTakeFirst();
    const row = {
      slug: e.slug,
      name: e.name,
      opens_at: e.opens_at ?? null,
      closes_at: e.closes_at ?? null,
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
  });

  app.patch<{ Params: { slug: string }; Body: unknown }>("/api/editions/:slug", admin, async (request, reply) => {
    const edition = await find(request.params.slug);
    if (!edition) return reply.code(404).send(noEdition(request.params.slug));
    const parsed = editionChange.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(422).send({ message: firstProblem(parsed.error) });
    const c = parsed.data;
    const next = {
      ...edition,
      ...(c.name !== undefined ? { name: c.name } : {}),
      ...(c.opens_at !== undefined ? { opens_at: c.opens_at } : {}),
      ...(c.closes_at !== undefined ? { closes_at: c.closes_at } : {}),
      ...(c.time_zone !== undefined ? { time_zone: c.time_zone } : {}),
      ...(c.public !== undefined ? { public: c.public ? 1 : 0 } : {}),
      ...(c.review_mode !== undefined ? { review_mode: c.review_mode } : {}),
      ...(c.decisions_released !== undefined ? { decisions_released: c.decisions_released ? 1 : 0 } : {}),
    };
    const problem = checkPeriod(next.opens_at, next.closes_at);
    if (problem) return reply.code(422).send({ message: problem });
    await updateEdition(db, next);
    request.log.info({ edition: edition.slug, state: periodState(next, Date.now()) }, "edition changed");
    return editionJson(next, await countApplications(db, edition.slug));
  });

  type Criteria = {
    Params: { slug: string; id?: string };
    Body: { label?: unknown; hidden?: unknown; position?: unknown };
  };

  app.get<Criteria>("/api/editions/:slug/criteria", async (request, reply) => {
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
  });

  app.post<Criteria>("/api/editions/:slug/criteria", admin, async (request, reply) => {
    const edition = await find(request.params.slug);
    if (!edition) return reply.code(404).send(noEdition(request.params.slug));
    const criterion = await addCriterion(db, edition.slug, request.body?.label);
    return reply.code(201).send({ ...criterion, scored: false });
  });

  app.patch<Criteria>("/api/editions/:slug/criteria/:id", admin, async (request, reply) => {
    const edition = await find(request.params.slug);
    if (!edition) return reply.code(404).send(noEdition(request.params.slug));
    const criterion = await updateCriterion(db, edition.slug, request.params.id ?? "", request.body ?? {});
    if (!criterion) return reply.code(404).send({ message: "There is no such criterion in this edition." });
    const scored = (await criteriaWithUse(db, edition.slug)).find((c) => c.id === criterion.id)?.scored ?? false;
    return { ...criterion, scored };
  });

  app.delete<Criteria>("/api/editions/:slug/criteria/:id", admin, async (request, reply) => {
    const edition = await find(request.params.slug);
    if (!edition) return reply.code(404).send(noEdition(request.params.slug));
    const outcome = await deleteCriterion(db, edition.slug, request.params.id ?? "");
    if (outcome === "unknown") return reply.code(404).send({ message: "There is no such criterion in this edition." });
    if (outcome === "scored")
      return reply
        .code(409)
        .send({ message: "This criterion already has scores, so it cannot be deleted. Hide it instead." });
    return reply.code(204).send();
  });
};
