/** What the server tells the page through meta tags, and the `?fake` flag. */
import { DEFAULT_UPLOAD_SIZE_LIMITS, type UploadSizeLimits } from "../../shared/limits.ts";

export type FakeFlag = "none" | "example" | "max";

export interface PageConfig {
  csrfToken: string;
  edition: string;
  uploadLimits: UploadSizeLimits;
  fake: FakeFlag;
}

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? "";

function uploadLimits(raw: string): UploadSizeLimits {
  try {
    const parsed: unknown = JSON.parse(raw);
    const value = parsed as Partial<UploadSizeLimits>;
    const positive = (n: unknown): n is number => typeof n === "number" && Number.isFinite(n) && n > 0;
    if (positive(value.maxFileBytes) && positive(value.maxSubmissionBytes))
      return { maxFileBytes: value.maxFileBytes, maxSubmissionBytes: value.maxSubmissionBytes };
  } catch {
    // Missing or malformed (the page opened without the server): the defaults every layer shares.
  }
  return DEFAULT_UPLOAD_SIZE_LIMITS;
}

export function fakeFlag(search: string): FakeFlag {
  const params = new URLSearchParams(search);
  if (!params.has("fake")) return "none";
  return params.get("fake") === "max" ? "max" : "example";
}

export function readPageConfig(): PageConfig {
  return {
    csrfToken: meta("csrf-token"),
    edition: meta("edition"),
    uploadLimits: uploadLimits(meta("upload-limits")),
    fake: fakeFlag(window.location.search),
  };
}
