/**
 * From the files an applicant picked to the files a field holds: refuses what cannot be uploaded,
 * downscales images, then applies the size limit to what will actually be sent, so a 12 MB photo
 * that becomes 900 KB at 2000 px fits a 1 MB field.
 */
import type { FileKind } from "../../shared/limits.ts";
import { messages } from "../../shared/messages.ts";
import { checkFile, sizeProblem, splitByCount } from "./check-file.ts";
import type { DownscaleResult, downscaleImage } from "./downscale-image.ts";
import { type AcceptedType, isImageType } from "./file-types.ts";

export interface FieldLimits {
  kind: FileKind;
  maxCount?: number;
  maxSize?: number;
}

export interface Candidate {
  file: File;
  type: AcceptedType;
}

export interface Screening {
  /** Files to process, in the order picked. */
  candidates: Candidate[];
  /** Messages for the files refused, in the order picked. */
  problems: string[];
}

/**
 * The quick part, before any pixel is decoded: type, readability, count, and size for files
 * that will not change size. `held` tells how many files are in the field or on their way into
 * it; it is asked after the reading, so picks made meanwhile are counted.
 */
export async function screenFiles(
  picked: readonly File[],
  held: () => number,
  limits: FieldLimits,
): Promise<Screening> {
  const checks = await Promise.all(picked.map((file) => checkFile(file, limits.kind)));
  const problems: string[] = [];
  const usable: Candidate[] = [];
  picked.forEach((file, i) => {
    const check = checks[i];
    if (!check?.ok) problems.push(check?.message ?? messages.fileInvalid(file.name));
    else {
      const tooLarge = isImageType(check.type) ? null : sizeProblem(file, limits.maxSize);
      if (tooLarge) problems.push(tooLarge);
      else usable.push({ file, type: check.type });
    }
  });
  const { accepted, refused } = splitByCount(usable, held(), limits.maxCount);
  // Name what was left out, so the applicant knows which files to pick again elsewhere.
  if (refused.length > 0 && limits.maxCount !== undefined)
    problems.push(
      messages.filesLeftOut(
        limits.maxCount,
        refused.map((c) => c.file.name),
      ),
    );
  return { candidates: accepted, problems };
}

export type Prepared = { ok: true; file: File } | { ok: false; message: string };

/** The slow part: an image is fitted within 2000 px, then every file meets the size limit. */
export async function prepareCandidate(
  { file, type }: Candidate,
  limits: FieldLimits,
  downscale: typeof downscaleImage,
): Promise<Prepared> {
  // The type the bytes showed, not the one the system guessed from the name (often empty on a drop).
  const typed = file.type === type ? file : new File([file], file.name, { type, lastModified: file.lastModified });
  let ready = typed;
  if (isImageType(type)) {
    const result: DownscaleResult = await downscale(typed, type);
    if (result.outcome === "undecodable") return { ok: false, message: messages.pictureDamaged(file.name) };
    ready = result.file;
  }
  const tooLarge = sizeProblem({ name: file.name, size: ready.size }, limits.maxSize);
  return tooLarge ? { ok: false, message: tooLarge } : { ok: true, file: ready };
}
