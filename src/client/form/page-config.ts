/** What the server tells the page through meta tags, and the `?fake` flag. */
import { DEFAULT_UPLOAD_SIZE_LIMITS, type UploadSizeLimits } from "../../shared/limits.ts";

export type FakeFlag = "none" | "example" | "max";

/** A correction from the status page: where the application's page is. */
export interface ChangeMode {
  /** `/status/<token>`: the change is sent to `<statusPath>/change`, and the page links back here. */
  statusPath: string;
  /** The stored version the page started from: a change saved since (another tab, a colleague) is not overwritten. */
  version: number;
}

export interface PageConfig {
  csrfToken: string;
  edition: string;
  uploadLimits: UploadSizeLimits;
  fake: FakeFlag;
  /** Set when the form changes a stored application instead of sending a new one. */
  change?: ChangeMode;
  /** `/status/<token>` of the earlier application a new one starts from (its files kept by id). */
  startFrom?: string;
  /**
   * Filled from a stored application: its tax details the form is never given (number, email,
   * phone), masked. Left empty, they stay as stored.
   */
  keptTax?: Record<string, string>;
  /** The edition charges fees: the company's country is required (its invoices' VAT depends on it). */
  taxCountryRequired?: boolean;
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

/** `/status/<token>` when the page is the form in change mode (GET /status/<token>/change), else "". */
export const changeOfPage = () => meta("change-of");
/** `/status/<token>` when the page starts a new application from that one (GET /status/<token>/start), else "". */
export const startFromPage = () => meta("start-from");

export function readPageConfig(): PageConfig {
  return {
    csrfToken: meta("csrf-token"),
    edition: meta("edition"),
    uploadLimits: uploadLimits(meta("upload-limits")),
    fake: fakeFlag(window.location.search),
    taxCountryRequired: meta("tax-country-required") === "true",
  };
}
