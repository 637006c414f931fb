/** What the pages ask the server, as TanStack Query options: one cache key per distinct request. */
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { type ListState, listSearch } from "../applications/list-state.ts";
import { fetchJson } from "./fetch-json.ts";
import type {
  Applicant,
  ApplicationDetail,
  ApplicationsPage,
  CommentsAnswer,
  EditionCriterion,
  EditionsAnswer,
  Neighbours,
  NoteAnswer,
  ProgressAnswer,
  QueueAnswer,
  ReviewsAnswer,
  StaffAccount,
  StaffEvent,
  TagCount,
  TagsAnswer,
} from "./types.ts";

export const editionsQuery = () =>
  queryOptions({
    queryKey: ["editions"],
    queryFn: ({ signal }) => fetchJson<EditionsAnswer>("/admin/api/editions", signal),
    staleTime: 60_000,
  });

export const applicationsQuery = (state: ListState) => {
  const search = listSearch(state);
  return queryOptions({
    queryKey: ["applications", search],
    queryFn: ({ signal }) => fetchJson<ApplicationsPage>(`/admin/api/applications${search}`, signal),
    // The previous page stays on screen while the next one loads, so the table does not flash empty.
    placeholderData: keepPreviousData,
  });
};

export const applicationQuery = (id: string) =>
  queryOptions({
    queryKey: ["application", id],
    queryFn: ({ signal }) => fetchJson<ApplicationDetail>(`/admin/api/applications/${encodeURIComponent(id)}`, signal),
  });

/** The neighbours within the list the member came from: the same filter and sort. */
export const neighboursQuery = (id: string, state: ListState) => {
  const search = listSearch({ ...state, page: 1 });
  return queryOptions({
    queryKey: ["neighbours", id, search],
    queryFn: ({ signal }) =>
      fetchJson<Neighbours>(`/admin/api/applications/${encodeURIComponent(id)}/neighbours${search}`, signal),
  });
};

export const reviewsQuery = (id: string) =>
  queryOptions({
    queryKey: ["reviews", id],
    queryFn: ({ signal }) =>
      fetchJson<ReviewsAnswer>(`/admin/api/applications/${encodeURIComponent(id)}/reviews`, signal),
  });

export const queueQuery = (edition: string) =>
  queryOptions({
    queryKey: ["queue", edition],
    queryFn: ({ signal }) =>
      fetchJson<QueueAnswer>(`/admin/api/queue${edition ? `?edition=${encodeURIComponent(edition)}` : ""}`, signal),
  });

/** Who applied to an edition, with her own conflicts (an admin: `staffId`'s). */
export const applicantsQuery = (edition: string, staffId = "") =>
  queryOptions({
    queryKey: ["applicants", edition, staffId],
    queryFn: ({ signal }) =>
      fetchJson<{ items: Applicant[] }>(
        `/admin/api/editions/${encodeURIComponent(edition)}/applicants${staffId ? `?staff_id=${encodeURIComponent(staffId)}` : ""}`,
        signal,
      ),
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

/** Admins only: the committee's progress in an edition. */
export const progressQuery = (edition: string) =>
  queryOptions({
    queryKey: ["progress", edition],
    queryFn: ({ signal }) =>
      fetchJson<ProgressAnswer>(`/admin/api/editions/${encodeURIComponent(edition)}/progress`, signal),
  });

const ofApplication = (id: string, what: string) => `/admin/api/applications/${encodeURIComponent(id)}/${what}`;

export const commentsQuery = (id: string) =>
  queryOptions({
    queryKey: ["comments", id],
    queryFn: ({ signal }) => fetchJson<CommentsAnswer>(ofApplication(id, "comments"), signal),
  });

export const applicationTagsQuery = (id: string) =>
  queryOptions({
    queryKey: ["tags", id],
    queryFn: ({ signal }) => fetchJson<TagsAnswer>(ofApplication(id, "tags"), signal),
  });

/** Every tag with how many applications of the edition carry it. */
export const allTagsQuery = (edition: string) =>
  queryOptions({
    queryKey: ["tags", "all", edition],
    queryFn: ({ signal }) =>
      fetchJson<{ items: TagCount[] }>(
        `/admin/api/tags${edition ? `?edition=${encodeURIComponent(edition)}` : ""}`,
        signal,
      ),
    staleTime: 30_000,
  });

export const noteQuery = (id: string) =>
  queryOptions({
    queryKey: ["note", id],
    queryFn: ({ signal }) => fetchJson<NoteAnswer>(ofApplication(id, "note"), signal),
  });

/** Admins only: the audit log of changes to staff accounts, newest first. */
export const staffEventsQuery = () =>
  queryOptions({
    queryKey: ["staff", "events"],
    queryFn: ({ signal }) => fetchJson<{ items: StaffEvent[] }>("/admin/api/staff/events", signal),
  });
