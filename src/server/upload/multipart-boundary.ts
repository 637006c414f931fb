/**
 * The multipart parser (busboy) throws a plain error, a 500, on a boundary longer than its search
 * allows (252 characters). RFC 2046 allows 1 to 70: anything else is the client's mistake, a 400.
 */
import { RequestError } from "../web/request-error.ts";

/** Every value given to a `boundary` parameter (plain or RFC 2231 `boundary*`), quotes removed. */
const BOUNDARY_PARAMETER = /;\s*boundary\*?\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/gi;
const MAX_BOUNDARY = 70;

export function checkBoundary(contentType: string | undefined): void {
  for (const match of (contentType ?? "").matchAll(BOUNDARY_PARAMETER)) {
    const raw = (match[1] ?? "").trim();
    const value = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, "$1") : raw;
    if (value.length > MAX_BOUNDARY)
      throw new RequestError(400, `The multipart boundary is longer than ${MAX_BOUNDARY} characters.`);
  }
}
