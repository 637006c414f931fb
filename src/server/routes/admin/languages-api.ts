/**
 * The languages the installation offers applicants (admins; reviewers 403):
 *   GET · PUT /admin/api/languages   {"offered": ["en", "de", …]}
 * English is always offered (added when left out); a code the catalogs do not have is 422 naming
 * the field. The applicant's pages and their switcher follow within seconds (languages/offered.ts).
 * The contract is src/shared/api/languages.ts.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { offeredLanguagesAnswer, offeredLanguagesBody } from "../../../shared/api/languages.ts";
import { messageAnswer } from "../../../shared/api/message.ts";
import { chooseOfferedLanguages, offeredLanguages, parseOfferedLanguages } from "../../languages/offered.ts";
import type { Db } from "../../store/database.ts";

export const languagesApi: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const admin = { staffAccess: "admin" as const, refuseWith: 422 as const };

  app.get("/api/languages", { config: admin, schema: { response: { 200: offeredLanguagesAnswer } } }, async () => ({
    offered: [...(await offeredLanguages(db))],
  }));

  app.put(
    "/api/languages",
    {
      config: admin,
      schema: { body: offeredLanguagesBody, response: { 200: offeredLanguagesAnswer, 422: messageAnswer } },
    },
    async (request, reply) => {
      const parsed = parseOfferedLanguages(request.body);
      if (!parsed.ok) return reply.code(422).send({ message: parsed.message, field: parsed.field });
      const offered = await chooseOfferedLanguages(db, parsed.offered);
      request.log.info({ offered }, "offered languages changed");
      return { offered: [...offered] };
    },
  );
};
