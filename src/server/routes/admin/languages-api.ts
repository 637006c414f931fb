/**
 * The languages the installation offers applicants (admins; reviewers 403):
 *   GET · PUT /admin/api/languages   {"offered": ["en", "de", …]}
 * English is always offered (added when left out); a code the catalogs do not have is 422 naming
 * the field. The applicant's pages and their switcher follow within seconds (languages/offered.ts).
 */
import type { FastifyPluginAsync } from "fastify";
import { chooseOfferedLanguages, offeredLanguages, parseOfferedLanguages } from "../../languages/offered.ts";
import type { Db } from "../../store/database.ts";

export const languagesApi: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const admin = { config: { staffAccess: "admin" as const } };

  app.get("/api/languages", admin, async () => ({ offered: await offeredLanguages(db) }));

  app.put<{ Body: unknown }>("/api/languages", admin, async (request, reply) => {
    const parsed = parseOfferedLanguages(request.body);
    if (!parsed.ok) return reply.code(422).send({ message: parsed.message, field: parsed.field });
    const offered = await chooseOfferedLanguages(db, parsed.offered);
    request.log.info({ offered }, "offered languages changed");
    return { offered };
  });
};
