/**
 * What the ZIP of one application holds, and of a selection (one folder per application): every
 * file under a readable path, `application.json` (the application as the back office's API gives
 * it to this member, plus where each file went) and `application.csv` (its row of the CSV export).
 */
import { applicationForStaff } from "../applications/staff-view.ts";
import type { Db } from "../store/database.ts";
import type { FileStore } from "../store/files.ts";
import type { StaffRole } from "../store/schema.ts";
import { applicationColumns, type CriterionColumn } from "./columns.ts";
import { csvText } from "./csv.ts";
import type { ExportedApplication } from "./selection.ts";
import type { ZipEntry } from "./zip.ts";
import { filesInZip, safeSegment, UniquePaths } from "./zip-paths.ts";

export interface ZipContext {
  db: Db;
  store: FileStore;
  role: StaffRole;
  /** The visible review criteria of the edition exported, for application.csv's average columns. */
  criteria: CriterionColumn[];
  /** The edition's time zone, for the dates people read. */
  timeZone?: string;
}

/** The entries of one application under `folder` ("" or ending with "/"). */
export async function* applicationEntries(
  context: ZipContext,
  application: ExportedApplication,
  folder: string,
  paths: UniquePaths,
): AsyncGenerator<ZipEntry> {
  const mtime = new Date(application.submittedAt);
  const files = filesInZip(application, folder, paths);
  // The public slug is the page's (a link to /ecosystem), not part of what the applicant sent.
  const { slug: _slug, ...view } = (await applicationForStaff(context.db, application.id, context.role)) ?? {};
  const exported = {
    ...view,
    exported_files: files.map(({ path, file }) => ({
      path: path.slice(folder.length),
      record: file.recordPath,
      name: file.originalName,
      type: file.contentType,
      size: Number(file.size),
      sha256: file.sha256,
    })),
  };
  yield { path: paths.claim(`${folder}application.json`), mtime, text: `${JSON.stringify(exported, null, 2)}\n` };
  yield {
    path: paths.claim(`${folder}application.csv`),
    mtime,
    text: csvText(applicationColumns(context.role, context.criteria, context.timeZone), [application]),
  };
  for (const { path, file } of files)
    yield { path, mtime, size: Number(file.size), open: () => context.store.read(file.storageKey) };
}

/** `003-Galerie Nordlicht/`: the place in the list keeps the folders in the list's order. */
export async function* selectionEntries(
  context: ZipContext,
  applications: AsyncIterable<ExportedApplication>,
): AsyncGenerator<ZipEntry> {
  const paths = new UniquePaths();
  let place = 0;
  for await (const application of applications) {
    place++;
    const folder = paths.claim(
      `${String(place).padStart(3, "0")}-${safeSegment(application.form.gallery.name, "gallery")}`,
    );
    yield* applicationEntries(context, application, `${folder}/`, paths);
  }
}
