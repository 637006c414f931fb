/**
 * The public "ecosystem" pages: GET /ecosystem lists the accepted galleries of the latest public
 * edition that has some (GET /ecosystem?edition=<slug> of any public one, with links to the others),
 * GET /ecosystem/<slug> shows one, GET /ecosystem/pictures/<file id>/<width>.webp serves a resized picture.
 */

import type { ReadStream } from "node:fs";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { messageAnswer } from "../../../shared/api/message.ts";
import { ID_PATTERN } from "../../../shared/api/patterns.ts";
import { SLUG_PATTERN } from "../../../shared/slug.ts";
import {
  findAcceptedGallery,
  findPublicPicture,
  listAcceptedGalleries,
  movedGallery,
} from "../../applications/public-galleries.ts";
import { allocatedBoothOf } from "../../booths/allocations.ts";
import { planHrefFor } from "../../booths/booth-section.ts";
import type { Config } from "../../config.ts";
import type { ExhibitionPictureView, ListEntry } from "../../ecosystem/pages.ts";
import { galleryPath, renderGalleryPage, renderListPage, renderNotFoundPage } from "../../ecosystem/pages.ts";
import {
  PICTURE_WIDTHS,
  type PictureSize,
  type PictureVariant,
  PictureVariants,
  pictureContentType,
} from "../../ecosystem/picture-variants.ts";
import { publicEditions } from "../../ecosystem/public-editions.ts";
import { findEdition } from "../../editions/editions.ts";
import { pageLanguage } from "../../languages/page-language.ts";
import { announceLanguage } from "../../languages/request-language.ts";
import { pictureCacheDir } from "../../store/data-dir.ts";
import type { Db } from "../../store/database.ts";
import type { FileStore } from "../../store/files.ts";
import { storageHangs } from "../../store/storage-deadline.ts";
import type { ClientFiles } from "../../web/client-files.ts";
import { notJson } from "../../web/contract.ts";
import { sendWithEtag } from "../../web/etag.ts";

/** The pages' behaviours script in Vite's manifest: its path relative to Vite's root, src/client. */
export const ECOSYSTEM_ENTRY = "behaviours/ecosystem.ts";

export interface EcosystemRoutesOptions {
  config: Config;
  db: Db;
  store: FileStore;
  client: ClientFiles;
}

const PUBLIC_SIZES: readonly PictureSize[] = ["list", "page"];

export const picturePath = (fileId: string, size: PictureSize) =>
  `/ecosystem/pictures/${fileId}/${PICTURE_WIDTHS[size]}.webp`;

/** Pages are checked with the server on every view (no-cache), which costs a 304 when nothing changed. */
function sendHtml(request: FastifyRequest, reply: FastifyReply, status: number, body: string) {
  reply
    .code(status)
    .header("cache-control", "no-cache")
    .header("x-content-type-options", "nosniff")
    .type("text/html; charset=utf-8");
  return sendWithEtag(request, reply, body);
}

export const ecosystemRoutes: FastifyPluginAsync<EcosystemRoutesOptions> = async (app, options) => {
  const { config, db, store, client } = options;
  const variants = new PictureVariants(store, pictureCacheDir(config.dataDir));
  // The editions are read per request: an admin's change to them shows at once.

  // The list a gallery page leads back to: /ecosystem itself when it shows the gallery's edition.
  const listHrefOf = async (edition: string) =>
    (await publicEditions(db, config.openEditions)).shown?.slug === edition
      ? "/ecosystem"
      : `/ecosystem?edition=${encodeURIComponent(edition)}`;

  // A public gallery's booth, once allocated (its page is public only once accepted and released).
  const boothOf = async (applicationId: string, edition: string) => {
    const booth = await allocatedBoothOf(db, applicationId);
    return booth && { booth, planHref: await planHrefFor(db, config.openEditions, edition) };
  };

  const pageAssets = () => client.entryAssets(ECOSYSTEM_ENTRY);
  pageAssets();
  // The pages are in the reader's language (?lang=, the cookie, Accept-Language), and say so.
  announceLanguage(app);

  /** The variant, or undefined when the stored file cannot be read as a picture: the page shows the rest. */
  const variantOf = async (storageKey: string, size: PictureSize): Promise<PictureVariant | undefined> => {
    try {
      return await variants.get(storageKey, size);
    } catch (error) {
      app.log.error({ err: error, storageKey }, "A gallery picture could not be resized.");
      return undefined;
    }
  };

  const page = { 200: notJson("text/html"), 404: notJson("text/html") };
  // Addresses are checked by the handlers: a malformed one is the site's not-found page, as an unknown one.
  const listSchema = { querystring: z.object({ edition: z.string().optional() }), response: page };
  const gallerySchema = { params: z.object({ slug: z.string() }), response: { ...page, 301: notJson("a redirect") } };
  const pictureSchema = {
    params: z.object({ fileId: z.string(), variant: z.string() }),
    response: { 200: notJson("image/webp"), 404: messageAnswer, 500: messageAnswer },
  };

  app.get<{ Querystring: { edition?: string } }>("/ecosystem", { schema: listSchema }, async (request, reply) => {
    const { editions, shown } = await publicEditions(db, config.openEditions);
    const asked = typeof request.query.edition === "string" ? request.query.edition : undefined;
    const edition = asked === undefined ? shown : editions.find((e) => e.slug === asked);
    // An edition that is not public (or does not exist) is not there.
    const language = await pageLanguage(request, db);
    if (!edition) return sendHtml(request, reply, 404, renderNotFoundPage(pageAssets(), language));
    const galleries = await listAcceptedGalleries(db, edition.slug, language.t.language);
    const entries: ListEntry[] = await Promise.all(
      galleries.map(async (gallery) => {
        const variant = gallery.picture && (await variantOf(gallery.picture.storageKey, "list"));
        return {
          slug: gallery.slug,
          name: gallery.name,
          city: gallery.city,
          picture:
            gallery.picture && variant
              ? { src: picturePath(gallery.picture.fileId, "list"), width: variant.width, height: variant.height }
              : undefined,
        };
      }),
    );
    const others = editions
      .filter((e) => e.slug !== edition.slug)
      .map((e) => ({ name: e.name, href: `/ecosystem?edition=${encodeURIComponent(e.slug)}` }));
    return sendHtml(
      request,
      reply,
      200,
      renderListPage({ edition: edition.name, entries, others, assets: pageAssets(), language }),
    );
  });

  app.get<{ Params: { slug: string } }>("/ecosystem/:slug", { schema: gallerySchema }, async (request, reply) => {
    const { slug } = request.params;
    // Only a public gallery is found (the rule book, policy/public.ts): any other is not there.
    const gallery = SLUG_PATTERN.test(slug) ? await findAcceptedGallery(db, slug) : undefined;
    const language = await pageLanguage(request, db);
    if (!gallery) {
      // An address given before the gallery's name became its address (gallery-3f2a9c) still leads there.
      const moved = SLUG_PATTERN.test(slug) ? await movedGallery(db, slug) : undefined;
      if (moved) return reply.redirect(galleryPath(moved), 301);
      return sendHtml(request, reply, 404, renderNotFoundPage(pageAssets(), language));
    }
    const edition = await findEdition(db, config.openEditions, gallery.edition);
    const pictures = await Promise.all(
      gallery.pictures.map(async (picture): Promise<ExhibitionPictureView[]> => {
        const variant = await variantOf(picture.storageKey, "list");
        if (!variant) return [];
        return [
          {
            src: picturePath(picture.fileId, "list"),
            largeSrc: picturePath(picture.fileId, "page"),
            width: variant.width,
            height: variant.height,
            exhibitionTitle: picture.exhibitionTitle,
            artists: picture.artists,
            year: picture.year,
          },
        ];
      }),
    );
    return sendHtml(
      request,
      reply,
      200,
      renderGalleryPage({
        edition: edition?.name || gallery.edition,
        listHref: await listHrefOf(gallery.edition),
        booth: await boothOf(gallery.applicationId, gallery.edition),
        gallery: { ...gallery, pictures: pictures.flat() },
        assets: pageAssets(),
        language,
      }),
    );
  });

  // The public sizes only: the back office's screen-sized picture has the page's width too.
  const sizeOfWidth = new Map(PUBLIC_SIZES.map((size) => [`${PICTURE_WIDTHS[size]}.webp`, size]));

  app.get<{ Params: { fileId: string; variant: string } }>(
    "/ecosystem/pictures/:fileId/:variant",
    { schema: pictureSchema },
    async (request, reply) => {
      const { fileId, variant } = request.params;
      const size = sizeOfWidth.get(variant);
      const picture = size && ID_PATTERN.test(fileId) ? await findPublicPicture(db, fileId) : undefined;
      if (!picture || !size)
        return reply.code(404).header("cache-control", "no-cache").send({ message: "There is no such picture." });
      let opened: { stream: ReadStream; bytes: number };
      try {
        opened = await variants.open(picture.storageKey, size);
      } catch (error) {
        // Not the picture's fault: the error handler answers 503 with Retry-After.
        if (storageHangs(error)) throw error;
        request.log.error({ err: error, fileId }, "A gallery picture could not be resized.");
        return reply.code(500).header("cache-control", "no-store").send({ message: "The picture cannot be shown." });
      }
      // The address names the file and the width, and neither ever changes: cache it for good.
      return reply
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        .header("content-length", opened.bytes)
        .type(pictureContentType(size))
        .send(opened.stream);
    },
  );
};
