/**
 * The back office's exports: files, not JSON. The list's exports read the list's own query
 * (routes/admin/list-params.ts); an application's ZIP names it in its address.
 *   GET /admin/api/exports/applications.csv · artworks.csv · reviews.csv → CSV
 *   GET /admin/api/exports/applications.zip · /admin/api/applications/<id>/export.zip → ZIP
 */
import { z } from "zod";

/** Streamed as it is read: Fastify sends the stream, the schema only says what it is. */
export const csvFile = z.unknown().describe("text/csv");
export const zipFile = z.unknown().describe("application/zip");
