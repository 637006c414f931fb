/** What the pages ask the server, as TanStack Query options: one cache key per distinct request. */
import { queryOptions } from "@tanstack/react-query";
import { fetchJson } from "./fetch-json.ts";
import type { EditionCriterion, EditionsAnswer, MyAccount, StaffAccount, StaffEvent } from "./types.ts";

export const editionsQuery = () =>
  queryOptions({
    queryKey: ["editions"],
    queryFn: ({ signal }) => fetchJson<EditionsAnswer>("/admin/api/editions", signal),
    staleTime: 60_000,
  });

export const criteriaQuery = (edition: string) =>
  queryOptions({
    queryKey: ["criteria", edition],
    queryFn: ({ signal }) =>
      fetchJson<{ items: EditionCriterion[]; reviews_count?: number }>(
        `/admin/api/editions/${encodeURIComponent(edition)}/criteria`,
        signal,
      ),
  });

/** Admins only: every staff account. */
export const staffQuery = () =>
  queryOptions({
    queryKey: ["staff"],
    queryFn: ({ signal }) => fetchJson<{ items: StaffAccount[] }>("/admin/api/staff", signal),
    staleTime: 60_000,
  });

/** Admins only: the audit log of changes to staff accounts, newest first. */
export const meQuery = () =>
  queryOptions({
    queryKey: ["me"],
    queryFn: ({ signal }) => fetchJson<MyAccount>("/admin/api/me", signal),
  });

export const staffEventsQuery = () =>
  queryOptions({
    queryKey: ["staff", "events"],
    queryFn: ({ signal }) => fetchJson<{ items: StaffEvent[] }>("/admin/api/staff/events", signal),
  });
