/** The limits of an upload field in words, shown before the applicant picks a file (GOV.UK pattern). */
import { type FileKind, IMAGE_MAX_SIDE } from "../../shared/limits.ts";
import { typesInWords } from "./file-types.ts";
import { formatSize } from "./format-size.ts";

export interface UploadLimits {
  kind: FileKind;
  maxCount?: number;
  maxSize?: number;
}

export function uploadHint({ kind, maxCount, maxSize }: UploadLimits): string {
  const count =
    maxCount === undefined ? "" : maxCount === 1 ? "one file" : `up to ${maxCount.toLocaleString("en")} files`;
  const size = maxSize === undefined ? "" : `at most ${formatSize(maxSize)}${maxCount === 1 ? "" : " each"}`;
  const limits = [count, size].filter(Boolean).join(", ");
  const types = `${typesInWords(kind)}${limits ? `, ${limits}` : ""}.`;
  return `${types} Images larger than ${IMAGE_MAX_SIDE} × ${IMAGE_MAX_SIDE} pixels are reduced to fit.`;
}
