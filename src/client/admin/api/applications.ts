/**
 * Applications as the back office asks for them: the list, one application, its neighbours, the
 * exports' addresses and the erasure; their addresses, cache keys and what a change makes stale, in
 * one place (no component names a URL or a key).
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type ApplicationDetail,
  applicationDetail,
  applicationsPage,
  erased,
  neighbours,
} from "../../../shared/api/applications.ts";
import { type ListState, listSearch } from "../applications/list-state.ts";
import { getAnswer } from "./fetch-json.ts";
import { useSendAnswer } from "./send-json.ts";

const ofApplication = (id: string, what = "") =>
  `/admin/api/applications/${encodeURIComponent(id)}${what ? `/${what}` : ""}`;

export const applicationsKeys = {
  /** Every list of applications, whatever its filter. */
  lists: ["applications"] as const,
  list: (search: string) => [...applicationsKeys.lists, search] as const,
  /** Every application opened. */
  details: ["application"] as const,
  detail: (id: string) => [...applicationsKeys.details, id] as const,
  neighbours: (id: string, search: string) => ["neighbours", id, search] as const,
  /** A count by the list's own query: how many of an edition carry a status. */
  count: (edition: string, status: string) => ["decision-count", edition, status] as const,
  /** The first applications of an edition with a status (a letter's preview picks one). */
  withStatus: (edition: string, status: string) => ["letter-applications", edition, status] as const,
};

export const applicationsQuery = (state: ListState) => {
  const search = listSearch(state);
  return queryOptions({
    queryKey: applicationsKeys.list(search),
    queryFn: ({ signal }) => getAnswer(`/admin/api/applications${search}`, applicationsPage, signal),
    // The previous page stays on screen while the next one loads, so the table does not flash empty.
    placeholderData: keepPreviousData,
  });
};

export const applicationQuery = (id: string) =>
  queryOptions({
    queryKey: applicationsKeys.detail(id),
    // The form's part passes through unchecked (shared/api/applications.ts): its type is the form's.
    queryFn: async ({ signal }) =>
      (await getAnswer(ofApplication(id), applicationDetail, signal)) as unknown as ApplicationDetail,
  });

/** The neighbours within the list the member came from: the same filter and sort. */
export const neighboursQuery = (id: string, state: ListState) => {
  const search = listSearch({ ...state, page: 1 });
  return queryOptions({
    queryKey: applicationsKeys.neighbours(id, search),
    queryFn: ({ signal }) => getAnswer(`${ofApplication(id, "neighbours")}${search}`, neighbours, signal),
  });
};

const statusSearch = (edition: string, status: string, perPage: number) =>
  `/admin/api/applications?edition=${encodeURIComponent(edition)}&status=${encodeURIComponent(status)}&per_page=${perPage}`;

/** How many applications of an edition carry a status (the list's `total`), asked afresh each time. */
export const statusCountQuery = (edition: string, status: string, enabled: boolean) =>
  queryOptions({
    queryKey: applicationsKeys.count(edition, status),
    queryFn: ({ signal }) => getAnswer(statusSearch(edition, status, 1), applicationsPage, signal),
    enabled,
    staleTime: 0,
  });

/** The first 50 applications of an edition with a status. */
export const withStatusQuery = (edition: string, status: string) =>
  queryOptions({
    queryKey: applicationsKeys.withStatus(edition, status),
    queryFn: ({ signal }) => getAnswer(statusSearch(edition, status, 50), applicationsPage, signal),
  });

/** The exports' addresses: downloads the browser follows, not answers this page parses. */
export const exportAddress = {
  /** With the list's filters and sort, without its page: an export holds every page. */
  list: (what: "applications.csv" | "artworks.csv" | "reviews.csv" | "applications.zip", list: ListState) =>
    `/admin/api/exports/${what}${listSearch({ ...list, page: 1 })}`,
  application: (id: string) => ofApplication(id, "export.zip"),
};

/** Erasing an application's personal data: everything cached may hold some of it. */
export function useEraseApplication(applicationId: string, onErased: () => void) {
  const queryClient = useQueryClient();
  const send = useSendAnswer();
  return useMutation({
    mutationFn: (body: { reason: string }) => send("POST", ofApplication(applicationId, "erase"), erased, body),
    onSuccess: async () => {
      onErased();
      await queryClient.invalidateQueries();
    },
  });
}
