/**
 * The committee's discussion, tags and private notes (the contract is src/shared/api/discussion.ts):
 *   GET · POST /admin/api/applications/<id>/comments  {"text"}  (blind rule: discussion/comments.ts)
 *   GET · PUT  /admin/api/applications/<id>/tags      {"tags": [...]}
 *   GET · PUT  /admin/api/applications/<id>/note      {"text"}  the caller's own
 *   GET /admin/api/tags?edition= · PATCH · DELETE /admin/api/tags/<name> (changes: admins)
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { applicationParams, noContent } from "../../../shared/api/applications.ts";
import {
  comment,
  commentsAnswer,
  noteAnswer,
  renameTagBody,
  tagCounts,
  tagParams,
  tagRenamed,
  tagsAnswer,
  tagsBody,
  tagsQuery,
  textBody,
} from "../../../shared/api/discussion.ts";
import { ID_PATTERN } from "../../../shared/api/patterns.ts";
import { addComment, commentsFor } from "../../discussion/comments.ts";
import { noteOf, putNote } from "../../discussion/notes.ts";
import { allTags, applicationTags, deleteTag, renameTag, setApplicationTags } from "../../discussion/tags.ts";
import type { Db } from "../../store/database.ts";
import { RequestError } from "../../web/request-error.ts";
import { noSuchApplication } from "./applications-api.ts";
import { viewerOf } from "./viewer.ts";

const noSuchTag = (name: string) => new RequestError(404, `There is no tag "${name}".`);
/** The body's fields are checked where they are kept, whose refusals (422) name them. */
const refuseWith = 422 as const;

export const discussionApi: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const adminsOnly = { staffAccess: "admin" as const, refuseWith };

  app.get(
    "/api/applications/:id/comments",
    { schema: { params: applicationParams, response: { 200: commentsAnswer } } },
    async (request) => {
      const { id } = request.params;
      const comments = ID_PATTERN.test(id) ? await commentsFor(db, id, viewerOf(request)) : undefined;
      if (!comments) throw noSuchApplication();
      return comments;
    },
  );

  app.post(
    "/api/applications/:id/comments",
    { config: { refuseWith }, schema: { params: applicationParams, body: textBody, response: { 201: comment } } },
    async (request, reply) => {
      const { id } = request.params;
      if (!ID_PATTERN.test(id)) throw noSuchApplication();
      const added = await addComment(db, id, viewerOf(request), request.body ?? {});
      if (!added) throw noSuchApplication();
      return reply.code(201).send(added);
    },
  );

  app.get(
    "/api/applications/:id/tags",
    { schema: { params: applicationParams, response: { 200: tagsAnswer } } },
    async (request) => {
      const { id } = request.params;
      const tags = ID_PATTERN.test(id) ? await applicationTags(db, id) : undefined;
      if (!tags) throw noSuchApplication();
      return tags;
    },
  );

  app.put(
    "/api/applications/:id/tags",
    { config: { refuseWith }, schema: { params: applicationParams, body: tagsBody, response: { 200: tagsAnswer } } },
    async (request) => {
      const { id } = request.params;
      if (!ID_PATTERN.test(id)) throw noSuchApplication();
      const tags = await setApplicationTags(db, id, request.body ?? {});
      if (!tags) throw noSuchApplication();
      return tags;
    },
  );

  app.get(
    "/api/applications/:id/note",
    { schema: { params: applicationParams, response: { 200: noteAnswer } } },
    async (request) => {
      const { id } = request.params;
      const note = ID_PATTERN.test(id) ? await noteOf(db, id, viewerOf(request)) : undefined;
      if (!note) throw noSuchApplication();
      return note;
    },
  );

  app.put(
    "/api/applications/:id/note",
    { config: { refuseWith }, schema: { params: applicationParams, body: textBody, response: { 200: noteAnswer } } },
    async (request) => {
      const { id } = request.params;
      if (!ID_PATTERN.test(id)) throw noSuchApplication();
      const note = await putNote(db, id, viewerOf(request).id, request.body ?? {});
      if (!note) throw noSuchApplication();
      return note;
    },
  );

  app.get("/api/tags", { schema: { querystring: tagsQuery, response: { 200: tagCounts } } }, async (request) =>
    allTags(db, request.query.edition || undefined),
  );

  app.patch(
    "/api/tags/:name",
    { config: adminsOnly, schema: { params: tagParams, body: renameTagBody, response: { 200: tagRenamed } } },
    async (request) => {
      const renamed = await renameTag(db, request.params.name, request.body ?? {});
      if (!renamed) throw noSuchTag(request.params.name);
      return renamed;
    },
  );

  app.delete(
    "/api/tags/:name",
    { config: { ...adminsOnly, takes: "nothing" }, schema: { params: tagParams, response: { 204: noContent } } },
    async (request, reply) => {
      if (!(await deleteTag(db, request.params.name))) throw noSuchTag(request.params.name);
      return reply.code(204).send();
    },
  );
};
