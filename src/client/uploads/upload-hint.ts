/** The limits of an upload field in words, shown before the applicant picks a file (GOV.UK pattern). */
import { type FileKind, IMAGE_MAX_SIDE } from "../../shared/limits.ts";
import { t } from "../words.tsx";
import { typesInWords } from "./file-types.ts";
import { formatSize } from "./format-size.ts";

export interface UploadLimits {
  kind: FileKind;
  maxCount?: number;
  maxSize?: number;
}

export function uploadHint({ kind, maxCount, maxSize }: UploadLimits): string {
  const count =
    maxCount === undefined ? "" : maxCount === 1 ? t("form.uploadOneFile") : t("form.uploadUpTo", { max: maxCount });
  const size =
    maxSize === undefined
      ? ""
      : t(maxCount === 1 ? "form.uploadAtMost" : "form.uploadAtMostEach", { size: formatSize(maxSize) });
  const limits = count && size ? t("form.uploadTwoLimits", { count, size }) : count || size;
  const types = limits
    ? t("form.uploadTypesWithLimits", { types: typesInWords(kind), limits })
    : t("form.uploadTypes", { types: typesInWords(kind) });
  return `${types} ${t("form.imagesReduced", { side: String(IMAGE_MAX_SIDE) })}`;
}
