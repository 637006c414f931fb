/**
 * Decision letters (admins only):
 *   GET · PUT /admin/api/editions/<slug>/letters/<decision>[?language=<code>]   {"subject","body"}
 *             → the template, and "languages": [{"language": null | code, "written"}] (the default, then each offered)
 *   GET       /admin/api/editions/<slug>/letters/<decision>/preview?application=<id>[&language=<code>]
 *   (without a language: the edition's default template; a language the installation does not offer: 422)
 *   POST      /admin/api/editions/<slug>/letters/prepare               → {"prepared": n}
 *   GET       /admin/api/letters?edition=&state=pending|queued|sent|failed → {"items": [...]}
 *   PATCH · DELETE /admin/api/letters/<id>                            {"subject","body"} (pending only)
 *   POST      /admin/api/letters/send                                 {"ids": [...]} | {"edition","all": true}
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { editionParams, noContent } from "../../../shared/api/applications.ts";
import {
  letterParams,
  letterPreview,
  letter as letterSchema,
  lettersAnswer,
  lettersPrepared,
  lettersQuery,
  letterTemplate,
  letterTemplateParams,
  letterTextBody,
  previewQuery,
  sendAnswer,
  sendLettersBody,
  templateQuery,
} from "../../../shared/api/letters.ts";
import { ID_PATTERN } from "../../../shared/api/patterns.ts";
import { DEFAULT_LANGUAGE, isLanguage } from "../../../shared/i18n/languages.ts";
import { loadApplication } from "../../applications/load.ts";
import { allocatedBoothOf } from "../../booths/allocations.ts";
import type { Config } from "../../config.ts";
import { allEditions, findEdition } from "../../editions/editions.ts";
import { offeredLanguages } from "../../languages/offered.ts";
import {
  discardLetter,
  editLetter,
  letterFacts,
  listLetters,
  prepareLetters,
  sendLetters,
} from "../../letters/outbox.ts";
import {
  fillLetter,
  findTemplate,
  isLetterDecision,
  LETTER_DECISIONS,
  readLetterText,
  saveTemplate,
  type TemplateLanguage,
  templateLanguages,
} from "../../letters/templates.ts";
import type { MailOutbox } from "../../mail/outbox.ts";
import { decisionsReleased } from "../../policy/public.ts";
import type { Db } from "../../store/database.ts";
import type { LetterDecision } from "../../store/schema.ts";
import { RequestError } from "../../web/request-error.ts";

/** Where a letter's status link goes, shown before its token exists. */
const statusLinkPreview = (publicUrl: string) => `${publicUrl}/status/…`;

export const lettersApi: FastifyPluginAsyncZod<{ config: Config; db: Db; outbox: MailOutbox }> = async (
  app,
  { config, db, outbox },
) => {
  // A letter's text is read by readLetterText (letters/templates.ts), whose refusals (422) name the field.
  const admin = { staffAccess: "admin" as const, refuseWith: 422 as const };

  async function editionOf(slug: string) {
    const edition = await findEdition(db, config.openEditions, slug);
    if (!edition) throw new RequestError(404, `There is no edition "${slug}".`);
    return edition;
  }
  function decisionOf(decision: string) {
    if (!isLetterDecision(decision))
      throw new RequestError(404, `There are letters for ${LETTER_DECISIONS.join(", ")} only, not "${decision}".`);
    return decision;
  }

  /** `?language=`: an offered language's template, or (left out or empty) the default template. */
  async function languageOf(value: unknown): Promise<TemplateLanguage> {
    if (value === undefined || value === "") return null;
    const offered = await offeredLanguages(db);
    if (isLanguage(value) && offered.includes(value)) return value;
    // Named when it is one short string; `language` given twice (or worse) is "that".
    const given = typeof value === "string" && value.length <= 20 ? `"${value}"` : "that";
    throw new RequestError(
      422,
      `language must be one of ${offered.join(", ")} (or left out for the default template), not ${given}.`,
    );
  }

  /** A template, and the templates beside it: the back office's choice of language. */
  async function templateAnswer(edition: string, decision: LetterDecision, language: TemplateLanguage) {
    return {
      ...(await findTemplate(db, edition, decision, language)),
      languages: await templateLanguages(db, edition, decision, await offeredLanguages(db)),
    };
  }

  app.get(
    "/api/editions/:slug/letters/:decision",
    {
      config: admin,
      schema: { params: letterTemplateParams, querystring: templateQuery, response: { 200: letterTemplate } },
    },
    async (request) => {
      const edition = await editionOf(request.params.slug);
      const decision = decisionOf(request.params.decision);
      return templateAnswer(edition.slug, decision, await languageOf(request.query.language));
    },
  );

  app.put(
    "/api/editions/:slug/letters/:decision",
    {
      config: admin,
      schema: {
        params: letterTemplateParams,
        querystring: templateQuery,
        body: letterTextBody,
        response: { 200: letterTemplate },
      },
    },
    async (request) => {
      const edition = await editionOf(request.params.slug);
      const decision = decisionOf(request.params.decision);
      const language = await languageOf(request.query.language);
      const text = readLetterText(request.body) as { subject: string; body: string };
      await saveTemplate(db, edition.slug, decision, language, text);
      return templateAnswer(edition.slug, decision, language);
    },
  );

  app.get(
    "/api/editions/:slug/letters/:decision/preview",
    {
      config: admin,
      schema: { params: letterTemplateParams, querystring: previewQuery, response: { 200: letterPreview } },
    },
    async (request) => {
      const edition = await editionOf(request.params.slug);
      const decision = decisionOf(request.params.decision);
      const language = await languageOf(request.query.language);
      const template = await findTemplate(db, edition.slug, decision, language);
      const id = request.query.application ?? "";
      const application = ID_PATTERN.test(id) ? await loadApplication(db, id) : undefined;
      if (!application || application.form.edition !== edition.slug)
        throw new RequestError(404, `There is no application ${id} in ${edition.name}.`);
      const facts = letterFacts(
        {
          id: application.id,
          gallery_name: application.form.gallery.name,
          gallery_contact: application.form.gallery.contact,
          booth: application.form.proposal.booth,
        },
        edition.name,
        await allocatedBoothOf(db, application.id),
        language ?? DEFAULT_LANGUAGE,
      );
      const link = statusLinkPreview(config.publicUrl);
      return {
        to: application.form.gallery.email.trim(),
        subject: fillLetter(template.subject, facts),
        // The link's token is made when the letter is sent; the preview shows where it goes.
        body: fillLetter(template.body, facts).split("{{status_link}}").join(link),
      };
    },
  );

  app.post(
    "/api/editions/:slug/letters/prepare",
    { config: { ...admin, takes: "nothing" }, schema: { params: editionParams, response: { 200: lettersPrepared } } },
    async (request) => {
      const edition = await editionOf(request.params.slug);
      return { prepared: await prepareLetters(db, edition) };
    },
  );

  app.get(
    "/api/letters",
    { config: admin, schema: { querystring: lettersQuery, response: { 200: lettersAnswer } } },
    async (request) => {
      const { edition, state } = request.query;
      return {
        items: await listLetters(db, { edition: edition || undefined, state }),
        // A letter's body keeps {{status_link}} until it is sent (its token is made then): the back
        // office shows, and edits, the text with this in its place, as the template's preview does.
        status_link: statusLinkPreview(config.publicUrl),
      };
    },
  );

  app.patch(
    "/api/letters/:id",
    { config: admin, schema: { params: letterParams, body: letterTextBody, response: { 200: letterSchema } } },
    async (request) => {
      const text = readLetterText(request.body, true);
      await editLetter(db, request.params.id, text);
      const [letter] = await listLetters(db, { ids: [request.params.id] });
      if (!letter) throw new RequestError(404, "There is no such letter.");
      return letter;
    },
  );

  app.delete(
    "/api/letters/:id",
    { config: { ...admin, takes: "nothing" }, schema: { params: letterParams, response: { 204: noContent } } },
    async (request, reply) => {
      await discardLetter(db, request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    "/api/letters/send",
    { config: admin, schema: { body: sendLettersBody, response: { 200: sendAnswer } } },
    async (request) => {
      const body = request.body;
      let ids: string[];
      if (body.all === true && body.edition !== undefined) {
        const edition = await editionOf(body.edition);
        const open = [
          ...(await listLetters(db, { edition: edition.slug, state: "pending" })),
          ...(await listLetters(db, { edition: edition.slug, state: "failed" })),
        ];
        if (!decisionsReleased(edition))
          throw new RequestError(
            409,
            `The decisions of ${edition.slug} are not released yet: release them on the edition's page before sending letters.`,
          );
        ids = open.map((l) => l.id);
      } else ids = [...new Set(body.ids ?? [])];
      const editions = new Map((await allEditions(db, config.openEditions)).map((e) => [e.slug, e]));
      return sendLetters(db, outbox, config.publicUrl, ids, editions, {
        staffId: request.staffSession?.staff.id ?? null,
        via: "back-office",
      });
    },
  );
};
