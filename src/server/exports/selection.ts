/**
 * The applications an export holds: the back office's list as filtered and sorted (the list's own
 * filter code), read one application at a time as the download asks for it, each with its review
 * summary (count and averages, reviews/summaries.ts) as the member exporting may see it.
 */
import { loadApplication, type StoredApplication } from "../applications/load.ts";
import { idsInList, type StaffListFilter, type StaffListOrder } from "../applications/staff-list.ts";
import { notesOf } from "../discussion/notes.ts";
import { tagsOf } from "../discussion/tags.ts";
import type { Viewer } from "../policy/staff.ts";
import { type ReviewSummary, reviewSummaries } from "../reviews/summaries.ts";
import type { Db } from "../store/database.ts";

export type ExportedApplication = StoredApplication & {
  reviews: ReviewSummary | undefined;
  tags: string[];
  /** The exporting member's own private note; nobody else's. */
  note: string | undefined;
};

/** Summaries are read for this many applications at once, just before they are needed. */
const SUMMARY_BATCH = 100;

/**
 * The ids first, in the list's order (short strings, a few hundred KB at 10,000 applications):
 * the export is a snapshot of the list as it was asked for, and a status changed while it runs
 * neither skips nor repeats a row, as offset pages would. Each application is then loaded only
 * when the download is ready for it, so one application at a time is in memory.
 */
export async function* applicationsInList(
  db: Db,
  filter: StaffListFilter,
  order: StaffListOrder,
  signal?: AbortSignal,
): AsyncGenerator<ExportedApplication> {
  const ids = await idsInList(db, filter, order);
  for (let start = 0; start < ids.length; start += SUMMARY_BATCH) {
    const batch = ids.slice(start, start + SUMMARY_BATCH);
    const [summaries, tags, notes] = await Promise.all([
      reviewSummaries(db, batch, filter.viewer),
      tagsOf(db, batch),
      notesOf(db, filter.viewer, batch),
    ]);
    for (const id of batch) {
      if (signal?.aborted) return;
      const application = await loadApplication(db, id);
      // Erased between the two reads: it is no longer part of the list.
      if (application)
        yield { ...application, reviews: summaries.get(id), tags: tags.get(id) ?? [], note: notes.get(id) };
    }
  }
}

/** One application as the exports see it, or undefined when there is none with this id. */
export async function exportedApplication(
  db: Db,
  id: string,
  viewer: Viewer,
): Promise<ExportedApplication | undefined> {
  const [application, summaries, tags, notes] = await Promise.all([
    loadApplication(db, id),
    reviewSummaries(db, [id], viewer),
    tagsOf(db, [id]),
    notesOf(db, viewer, [id]),
  ]);
  return application && { ...application, reviews: summaries.get(id), tags: tags.get(id) ?? [], note: notes.get(id) };
}
