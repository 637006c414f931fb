/**
 * GETs from the back office's API, each answer parsed with the route's own schema from
 * src/shared/api/ (a server that answers differently is caught here, not three components later).
 * A lost session sends the browser to sign in and back to this page.
 */
import type { z } from "zod";
import { t } from "../words.ts";

export class ApiError extends Error {
  readonly status: number;
  /** The field a refusal is about, where the server names one (the money routes' 422). */
  readonly field: string | undefined;

  constructor(status: number, message: string, field?: string) {
    super(message);
    this.status = status;
    this.field = field;
  }
}

/** Where to sign in so that the sign-in page brings the member back to this very address. */
export function signInAddress(location: Pick<Location, "pathname" | "search">): string {
  return `/admin/sign-in?next=${encodeURIComponent(location.pathname + location.search)}`;
}

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === "string" && body.message) return body.message;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  return t("common.serverAnswered", { status: String(response.status) });
}

export async function fetchJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { accept: "application/json" }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, t("common.serverUnreachable"));
  }
  if (response.status === 401) {
    window.location.assign(signInAddress(window.location));
    throw new ApiError(401, t("common.sessionEnded"));
  }
  if (!response.ok) throw new ApiError(response.status, await messageOf(response));
  return (await response.json()) as T;
}

/** An answer that is not what the contract says: the server and this page are of different versions. */
export function parsedAnswer<S extends z.ZodType>(schema: S, body: unknown, path: string): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  console.error(`The answer of ${path} does not fit its schema`, parsed.error.issues);
  throw new ApiError(0, t("common.answerNotUnderstood"));
}

export async function getAnswer<S extends z.ZodType>(
  path: string,
  schema: S,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  return parsedAnswer(schema, await fetchJson<unknown>(path, signal), path);
}
