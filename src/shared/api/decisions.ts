/**
 * Decisions (admins only), as Zod schemas the server declares and the back office parses with
 * (routes/admin/decisions-api.ts).
 *   POST /admin/api/applications/<id>/status  statusBody → statusAnswer
 *   POST /admin/api/applications/status       bulkStatusBody → bulkStatusAnswer
 */
import { z } from "zod";
import { historyItem } from "./applications.ts";

/** Bulk changes come from one page of the list (at most 200 rows) or a few pages' selection. */
export const MAX_BULK_STATUS = 1000;

/**
 * The new status and the note. Which statuses there are, and which change is allowed from where,
 * is applications/status.ts's (readStatusRequest names the field).
 */
export const statusBody = z.object({
  status: z.unknown().optional(),
  note: z.unknown().optional(),
  /** Takes back the last change, within its window (applications/status.ts, UNDO_WINDOW_MS). */
  undo: z.boolean().optional(),
});

export const bulkStatusBody = z.object({
  ids: z
    .array(z.string().max(200), { error: "must be a list of application ids" })
    .min(1, { error: "must be a list of application ids" })
    .max(MAX_BULK_STATUS, { error: `may name at most ${MAX_BULK_STATUS} applications at once` }),
  status: z.unknown().optional(),
  note: z.unknown().optional(),
});

export const statusAnswer = z.object({
  id: z.string(),
  status: z.string(),
  history: z.array(historyItem),
});
export type StatusAnswer = z.infer<typeof statusAnswer>;

export const bulkStatusAnswer = z.object({ updated: z.array(z.string()), unchanged: z.array(z.string()) });
export type BulkStatusAnswer = z.infer<typeof bulkStatusAnswer>;
