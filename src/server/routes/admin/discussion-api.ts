/**
 * The committee's discussion, tags and private notes:
 *   GET · POST /admin/api/applications/<id>/comments  {"text"}  (blind rule: discussion/comments.ts)
 *   GET · PUT  /admin/api/applications/<id>/tags      {"tags": [...]}
 *   GET · PUT  /admin/api/applications/<id>/note      {"text"}  the caller's own
 *   GET /admin/api/tags?edition= · PATCH · DELETE /admin/api/tags/<name> (changes: admins)
 */
import type { FastifyPluginAsync } from "fastify";
import { addComment, commentsFor } from "../../discussion/comments.ts";
import { noteOf, putNote } from "../../discussion/notes.ts";
import { allTags, applicationTags, deleteTag, renameTag, setApplicationTags } from "../../discussion/tags.ts";
import type { Db } from "../../store/database.ts";
import { plainApiErrors } from "./api-errors.ts";
import { APPLICATION_ID, NO_SUCH_APPLICATION } from "./applications-api.ts";
import { viewerOf } from "./viewer.ts";

type WithId = { Params: { id: string } };
type WithText = WithId & { Body: { text?: unknown } | null };
const adminsOnly = { config: { staffAccess: "admin" as const } };
const noSuchTag = (name: string) => ({ message: `There is no tag "${name}".` });

export const discussionApi: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  plainApiErrors(app);

  app.get<WithId>("/api/applications/:id/comments", async (request, reply) => {
    const { id } = request.params;
    const comments = APPLICATION_ID.test(id) ? await commentsFor(db, id, viewerOf(request)) : undefined;
    if (!comments) return reply.code(404).send(NO_SUCH_APPLICATION);
    return comments;
  });

  app.post<WithText>("/api/applications/:id/comments", async (request, reply) => {
    const { id } = request.params;
    if (!APPLICATION_ID.test(id)) return reply.code(404).send(NO_SUCH_APPLICATION);
    const comment = await addComment(db, id, viewerOf(request), request.body ?? {});
    if (!comment) return reply.code(404).send(NO_SUCH_APPLICATION);
    return reply.code(201).send(comment);
  });

  app.get<WithId>("/api/applications/:id/tags", async (request, reply) => {
    const { id } = request.params;
    const tags = APPLICATION_ID.test(id) ? await applicationTags(db, id) : undefined;
    if (!tags) return reply.code(404).send(NO_SUCH_APPLICATION);
    return tags;
  });

  app.put<WithId & { Body: { tags?: unknown } | null }>("/api/applications/:id/tags", async (request, reply) => {
    const { id } = request.params;
    if (!APPLICATION_ID.test(id)) return reply.code(404).send(NO_SUCH_APPLICATION);
    const tags = await setApplicationTags(db, id, request.body ?? {});
    if (!tags) return reply.code(404).send(NO_SUCH_APPLICATION);
    return tags;
  });

  app.get<WithId>("/api/applications/:id/note", async (request, reply) => {
    const { id } = request.params;
    const note = APPLICATION_ID.test(id) ? await noteOf(db, id, viewerOf(request)) : undefined;
    if (!note) return reply.code(404).send(NO_SUCH_APPLICATION);
    return note;
  });

  app.put<WithText>("/api/applications/:id/note", async (request, reply) => {
    const { id } = request.params;
    if (!APPLICATION_ID.test(id)) return reply.code(404).send(NO_SUCH_APPLICATION);
    const note = await putNote(db, id, viewerOf(request).id, request.body ?? {});
    if (!note) return reply.code(404).send(NO_SUCH_APPLICATION);
    return note;
  });

  app.get<{ Querystring: { edition?: string } }>("/api/tags", async (request) =>
    allTags(db, typeof request.query.edition === "string" && request.query.edition ? request.query.edition : undefined),
  );

  app.patch<{ Params: { name: string }; Body: { name?: unknown } | null }>(
    "/api/tags/:name",
    adminsOnly,
    async (request, reply) => {
      const renamed = await renameTag(db, request.params.name, request.body ?? {});
      if (!renamed) return reply.code(404).send(noSuchTag(request.params.name));
      return renamed;
    },
  );

  app.delete<{ Params: { name: string } }>("/api/tags/:name", adminsOnly, async (request, reply) => {
    if (!(await deleteTag(db, request.params.name))) return reply.code(404).send(noSuchTag(request.params.name));
    return reply.code(204).send();
  });
};
