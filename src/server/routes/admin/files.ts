/**
 * GET /admin/files/<id>: an uploaded file as stored, /thumbnail: a 480 px WebP of a picture, and
 * /screen: a JPEG at most 1600 px on its longest side, what the artwork viewer shows before zooming.
 * Only JPEG, PNG and WebP are ever shown inline; everything else (PDFs above all) is downloaded,
 * and every answer is sandboxed so nothing in a file can run in the back office's origin.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { messageAnswer } from "../../../shared/api/message.ts";
import { ID_PATTERN } from "../../../shared/api/patterns.ts";
import { downloadName } from "../../applications/download-name.ts";
import { findFileForStaff, INLINE_TYPES } from "../../applications/staff-view.ts";
import type { Config } from "../../config.ts";
import { type PictureSize, PictureVariants, pictureContentType } from "../../ecosystem/picture-variants.ts";
import { pictureCacheDir } from "../../store/data-dir.ts";
import type { Db } from "../../store/database.ts";
import type { FileStore } from "../../store/files.ts";
import { storageHangs } from "../../store/storage-deadline.ts";
import { notJson } from "../../web/contract.ts";

/**
 * An applicant's file must not outlive the session on a shared computer: the original is never
 * stored by the browser; a thumbnail is, privately, for the few minutes of looking through a list
 * (the sign-out page cannot reach into the browser's cache, so its lifetime is the bound).
 */
const ORIGINAL_CACHING = "private, no-store";
const VARIANT_CACHING = "private, max-age=300";

export interface FileRoutesOptions {
  config: Config;
  db: Db;
  store: FileStore;
}

/** RFC 6266: a plain ASCII fallback and the real name in UTF-8. */
export function contentDisposition(kind: "inline" | "attachment", filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ message: "There is no such file." });
}

export const fileRoutes: FastifyPluginAsync<FileRoutesOptions> = async (app, { config, db, store }) => {
  // The same cache as the public pages' pictures: a thumbnail is made once for both.
  const variants = new PictureVariants(store, pictureCacheDir(config.dataDir));

  app.addHook("onSend", async (_request, reply) => {
    reply.header("content-security-policy", "sandbox");
    reply.header("x-content-type-options", "nosniff");
  });

  // Any id is looked up once it is one: a malformed one is "no such file", as an unknown one.
  const contract = (what: string) => ({
    schema: {
      params: z.object({ id: z.string() }),
      response: { 200: notJson(what), 404: messageAnswer, 500: messageAnswer },
    },
  });

  app.get<{ Params: { id: string } }>("/files/:id", contract("the file as uploaded"), async (request, reply) => {
    const { id } = request.params;
    const file = ID_PATTERN.test(id) ? await findFileForStaff(db, id) : undefined;
    if (!file) return notFound(reply);
    const inline = INLINE_TYPES.has(file.type);
    const stream = await store.read(file.storageKey);
    return reply
      .header("cache-control", ORIGINAL_CACHING)
      .header(
        "content-disposition",
        contentDisposition(inline ? "inline" : "attachment", downloadName(file.filename, file.type)),
      )
      .header("content-length", file.size)
      .type(file.type || "application/octet-stream")
      .send(stream);
  });

  const servePictureVariant = (size: PictureSize, name: string) =>
    async function variant(request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
      const { id } = request.params;
      const file = ID_PATTERN.test(id) ? await findFileForStaff(db, id) : undefined;
      if (!file || !INLINE_TYPES.has(file.type)) return notFound(reply);
      let opened: Awaited<ReturnType<PictureVariants["open"]>>;
      try {
        opened = await variants.open(file.storageKey, size);
      } catch (error) {
        // Not the picture's fault: the error handler answers 503 with Retry-After, as for the original.
        if (storageHangs(error)) throw error;
        request.log.error({ err: error, id }, `A ${name} could not be made.`);
        return reply.code(500).send({ message: `The ${name} cannot be shown.` });
      }
      return reply
        .header("cache-control", VARIANT_CACHING)
        .header("content-length", opened.bytes)
        .type(pictureContentType(size))
        .send(opened.stream);
    };

  app.get<{ Params: { id: string } }>(
    "/files/:id/thumbnail",
    contract("image/webp"),
    servePictureVariant("list", "thumbnail"),
  );
  app.get<{ Params: { id: string } }>(
    "/files/:id/screen",
    contract("image/jpeg"),
    servePictureVariant("screen", "screen-sized picture"),
  );
};
