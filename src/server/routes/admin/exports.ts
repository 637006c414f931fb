/**
 * The back office's exports (staff): the list as filtered as CSV (applications, artworks; reviews for admins) and as
 * ZIP, and one application as ZIP. Everything streams: rows and files are read as the download
 * asks for them, and a download broken off stops reading.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { applicationParams } from "../../../shared/api/applications.ts";
import { csvFile, zipFile } from "../../../shared/api/exports.ts";
import { ID_PATTERN } from "../../../shared/api/patterns.ts";
import { currentZoneName } from "../../../shared/time-zones.ts";
import type { Config } from "../../config.ts";
import { currentEdition, findEdition } from "../../editions/editions.ts";
import { applicationEntries, selectionEntries, type ZipContext } from "../../exports/application-zip.ts";
import { ARTWORK_COLUMNS, applicationColumns, artworkRows } from "../../exports/columns.ts";
import { csvStream } from "../../exports/csv.ts";
import { reviewColumns, reviewRows } from "../../exports/review-rows.ts";
import { applicationsInList, exportedApplication } from "../../exports/selection.ts";
import { type ZipEntry, zipStream } from "../../exports/zip.ts";
import { safeSegment, UniquePaths } from "../../exports/zip-paths.ts";
import { criteriaOf } from "../../reviews/criteria.ts";
import type { Db } from "../../store/database.ts";
import type { FileStore } from "../../store/files.ts";
import { noSuchApplication } from "./applications-api.ts";
import { contentDisposition } from "./files.ts";
import { readListParams } from "./list-params.ts";
import { viewerOf } from "./viewer.ts";

export interface ExportRoutesOptions {
  config: Config;
  db: Db;
  store: FileStore;
}

/** `demo-2027-applications-2026-11-22.csv`: the edition and the day of the export (UTC). */
export function exportFilename(edition: string, what: string, extension: string, now = new Date()): string {
  return `${edition}-${what}-${now.toISOString().slice(0, 10)}.${extension}`;
}

/** Aborted when the client goes away before the answer is complete: the export stops reading. */
function abortOnDisconnect(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  request.raw.once("close", () => {
    if (request.raw.destroyed && !reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

const CSV_TYPE = "text/csv; charset=utf-8";
/** The list's exports read the list's own query (list-params.ts), as GET /admin/api/applications does. */
const csv = { schema: { response: { 200: csvFile } } };

export const exportRoutes: FastifyPluginAsyncZod<ExportRoutesOptions> = async (app, { config, db, store }) => {
  /** The list's parameters read as GET /admin/api/applications reads them: same current edition, same viewer. */
  const listParams = async (request: FastifyRequest) => {
    const current = (await currentEdition(db, config.openEditions))?.slug ?? config.openEditions[0] ?? "";
    return readListParams(request.query, current, viewerOf(request));
  };
  const visibleCriteria = async (edition: string) =>
    (await criteriaOf(db, edition)).filter((criterion) => !criterion.hidden);
  const zoneOf = async (edition: string) =>
    currentZoneName((await findEdition(db, config.openEditions, edition))?.time_zone ?? "UTC");

  app.get("/api/exports/applications.csv", csv, async (request, reply) => {
    const { filter, order } = await listParams(request);
    const columns = applicationColumns(
      viewerOf(request).role,
      await visibleCriteria(filter.edition),
      await zoneOf(filter.edition),
    );
    const signal = abortOnDisconnect(request, reply);
    const rows = applicationsInList(db, filter, order, signal);
    return reply
      .type(CSV_TYPE)
      .header(
        "content-disposition",
        contentDisposition("attachment", exportFilename(filter.edition, "applications", "csv")),
      )
      .send(csvStream(columns, rows));
  });

  app.get("/api/exports/artworks.csv", csv, async (request, reply) => {
    const { filter, order } = await listParams(request);
    const signal = abortOnDisconnect(request, reply);
    const rows = artworkRows(applicationsInList(db, filter, order, signal));
    return reply
      .type(CSV_TYPE)
      .header(
        "content-disposition",
        contentDisposition("attachment", exportFilename(filter.edition, "artworks", "csv")),
      )
      .send(csvStream(ARTWORK_COLUMNS, rows));
  });

  // Admins only: one row per review (every member's scores and comment), but none of another member
  // on an application the admin has a conflict of interest on.
  app.get("/api/exports/reviews.csv", { ...csv, config: { staffAccess: "admin" } }, async (request, reply) => {
    const { filter } = await listParams(request);
    const [criteria, timeZone] = await Promise.all([criteriaOf(db, filter.edition), zoneOf(filter.edition)]);
    return reply
      .type(CSV_TYPE)
      .header("content-disposition", contentDisposition("attachment", exportFilename(filter.edition, "reviews", "csv")))
      .send(csvStream(reviewColumns(criteria, timeZone), reviewRows(db, filter.edition, viewerOf(request))));
  });

  const zipContext = async (request: FastifyRequest, edition: string): Promise<ZipContext> => ({
    db,
    store,
    role: viewerOf(request).role,
    criteria: await visibleCriteria(edition),
    timeZone: await zoneOf(edition),
  });
  const sendZip = (
    request: FastifyRequest,
    reply: FastifyReply,
    filename: string,
    entries: (signal: AbortSignal) => AsyncIterable<ZipEntry>,
  ) => {
    const signal = abortOnDisconnect(request, reply);
    const onError = (error: unknown) => request.log.error({ err: error }, "A ZIP export broke off.");
    return reply
      .type("application/zip")
      .header("content-disposition", contentDisposition("attachment", filename))
      .send(zipStream(entries(signal), signal, onError));
  };

  // Stored files are mostly JPEG and PDF: compressing the archive again costs CPU and saves nothing.
  const uncompressed = { compress: false } as const;

  app.get(
    "/api/applications/:id/export.zip",
    { ...uncompressed, schema: { params: applicationParams, response: { 200: zipFile } } },
    async (request, reply) => {
      const { id } = request.params;
      const application = ID_PATTERN.test(id) ? await exportedApplication(db, id, viewerOf(request)) : undefined;
      if (!application) throw noSuchApplication();
      const name = safeSegment(application.form.gallery.name, "application");
      const context = await zipContext(request, application.form.edition);
      return sendZip(request, reply, exportFilename(application.form.edition, name, "zip"), () =>
        applicationEntries(context, application, "", new UniquePaths()),
      );
    },
  );

  app.get(
    "/api/exports/applications.zip",
    { ...uncompressed, schema: { response: { 200: zipFile } } },
    async (request, reply) => {
      const { filter, order } = await listParams(request);
      const context = await zipContext(request, filter.edition);
      return sendZip(request, reply, exportFilename(filter.edition, "applications", "zip"), (signal) =>
        selectionEntries(context, applicationsInList(db, filter, order, signal)),
      );
    },
  );
};
