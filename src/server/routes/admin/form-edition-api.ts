/**
 * POST /admin/api/editions/<slug>/form (admins) → {"current","form_chosen": true}: the public form
 * applies to this edition from now on, whatever the dates say; 404 for no such edition.
 * GET /admin/api/editions shows the choice as "current" and "form_chosen".
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { editionParams, formEditionChosen } from "../../../shared/api/editions.ts";
import { messageAnswer } from "../../../shared/api/message.ts";
import type { Config } from "../../config.ts";
import { findEdition } from "../../editions/editions.ts";
import { chooseFormEdition } from "../../editions/form-edition.ts";
import type { Db } from "../../store/database.ts";

export const formEditionApi: FastifyPluginAsyncZod<{ config: Config; db: Db }> = async (app, { config, db }) => {
  app.post(
    "/api/editions/:slug/form",
    {
      config: { staffAccess: "admin", takes: "nothing" },
      schema: {
        params: editionParams,
        response: { 200: formEditionChosen, 404: messageAnswer },
      },
    },
    async (request, reply) => {
      const edition = await findEdition(db, config.openEditions, request.params.slug);
      if (!edition) return reply.code(404).send({ message: `There is no edition "${request.params.slug}".` });
      await chooseFormEdition(db, edition.slug, request.staffSession?.staff.id ?? null);
      return { current: edition.slug, form_chosen: true as const };
    },
  );
};
