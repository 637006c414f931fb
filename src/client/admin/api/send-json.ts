/**
 * State changes to the back office's API: JSON in, JSON (or nothing) out, with the session's CSRF
 * token. A refusal carries the server's own message, which the page shows as it is.
 */
import { useCallback } from "react";
import type { z } from "zod";
import { useStaff } from "../layout/staff-context.ts";
import { t } from "../words.ts";
import { ApiError, parsedAnswer, signInAddress } from "./fetch-json.ts";

export type Method = "POST" | "PUT" | "PATCH" | "DELETE";

async function refusalOf(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { message?: unknown; field?: unknown };
    const field = typeof body.field === "string" ? body.field : undefined;
    if (typeof body.message === "string" && body.message) return new ApiError(response.status, body.message, field);
  } catch {
    // Not JSON: the status says enough.
  }
  if (response.status === 403) return new ApiError(403, t("common.notAllowed"));
  return new ApiError(response.status, t("common.serverAnswered", { status: String(response.status) }));
}

export async function sendJson<T>(csrfToken: string, method: Method, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        accept: "application/json",
        "x-csrf-token": csrfToken,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, t("common.serverUnreachableNothingSaved"));
  }
  if (response.status === 401) {
    window.location.assign(signInAddress(window.location));
    throw new ApiError(401, t("common.sessionEnded"));
  }
  if (!response.ok) throw await refusalOf(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** sendJson bound to this session's token. */
export function useSend() {
  const { csrfToken } = useStaff();
  return useCallback(
    <T>(method: Method, path: string, body?: unknown) => sendJson<T>(csrfToken, method, path, body),
    [csrfToken],
  );
}

/** sendJson bound to this session's token, its answer parsed with the route's schema. */
export function useSendAnswer() {
  const { csrfToken } = useStaff();
  return useCallback(
    async <S extends z.ZodType>(method: Method, path: string, schema: S, body?: unknown): Promise<z.output<S>> =>
      parsedAnswer(schema, await sendJson<unknown>(csrfToken, method, path, body), path),
    [csrfToken],
  );
}
