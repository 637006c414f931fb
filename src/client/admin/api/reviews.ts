/**
 * Reviews, conflicts of interest and "my queue" as the back office asks for them: their addresses,
 * cache keys and what a change makes stale.
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { noContent } from "../../../shared/api/applications.ts";
import {
  applicantsAnswer,
  type ConflictBody,
  conflictDeclared,
  ownReview,
  queueAnswer,
  reviewsAnswer,
} from "../../../shared/api/reviews.ts";
import { applicationsKeys } from "./applications.ts";
import { committeeKeys } from "./committee.ts";
import { getAnswer } from "./fetch-json.ts";
import { useSendAnswer } from "./send-json.ts";

const ofApplication = (id: string, what: string) => `/admin/api/applications/${encodeURIComponent(id)}/${what}`;

export const reviewsKeys = {
  ofApplication: (id: string) => ["reviews", id] as const,
  /** Her queue, in every edition. */
  queues: ["queue"] as const,
  queue: (edition: string) => [...reviewsKeys.queues, edition] as const,
  /** Who applied, with the conflicts on each, for every edition and member. */
  applicants: ["applicants"] as const,
  applicantsOf: (edition: string, staffId: string) => [...reviewsKeys.applicants, edition, staffId] as const,
};

export const reviewsQuery = (id: string) =>
  queryOptions({
    queryKey: reviewsKeys.ofApplication(id),
    queryFn: ({ signal }) => getAnswer(ofApplication(id, "reviews"), reviewsAnswer, signal),
  });

export const queueQuery = (edition: string) =>
  queryOptions({
    queryKey: reviewsKeys.queue(edition),
    queryFn: ({ signal }) =>
      getAnswer(`/admin/api/queue${edition ? `?edition=${encodeURIComponent(edition)}` : ""}`, queueAnswer, signal),
  });

/** Who applied to an edition, with her own conflicts (an admin: `staffId`'s). */
export const applicantsQuery = (edition: string, staffId = "") =>
  queryOptions({
    queryKey: reviewsKeys.applicantsOf(edition, staffId),
    queryFn: ({ signal }) =>
      getAnswer(
        `/admin/api/editions/${encodeURIComponent(edition)}/applicants${staffId ? `?staff_id=${encodeURIComponent(staffId)}` : ""}`,
        applicantsAnswer,
        signal,
      ),
  });

/**
 * Saving the member's review, shared with the artwork viewer's score panel: both refresh the same
 * pages. `onSaved` is told once the page has read the review again ("saved" beside a stale
 * "Your review is missing: …" notice would contradict itself).
 */
export function useSaveReview(applicationId: string, onSaved: () => void) {
  const queryClient = useQueryClient();
  const send = useSendAnswer();
  return useMutation({
    mutationFn: (review: { scores: Record<string, number | undefined>; comment: string }) =>
      send("PUT", ofApplication(applicationId, "review"), ownReview, review),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsKeys.ofApplication(applicationId) }),
        queryClient.invalidateQueries({ queryKey: applicationsKeys.detail(applicationId) }),
        queryClient.invalidateQueries({ queryKey: reviewsKeys.queues }),
        queryClient.invalidateQueries({ queryKey: applicationsKeys.lists }),
      ]);
      onSaved();
    },
  });
}

/** What a conflict declared or withdrawn makes stale: the application's reviews, queues, applicants, progress. */
function useConflictChanged(applicationId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewsKeys.ofApplication(applicationId) }),
      queryClient.invalidateQueries({ queryKey: applicationsKeys.detail(applicationId) }),
      queryClient.invalidateQueries({ queryKey: reviewsKeys.queues }),
      queryClient.invalidateQueries({ queryKey: reviewsKeys.applicants }),
      queryClient.invalidateQueries({ queryKey: committeeKeys.progress }),
    ]);
}

/**
 * Stepping aside (or, an admin, recording it for the member `staff_id`). `onDeclared` runs before
 * the pages read again, `onRefreshed` after.
 */
export function useDeclareConflict(
  applicationId: string,
  { onDeclared, onRefreshed }: { onDeclared?: () => void; onRefreshed?: () => void } = {},
) {
  const send = useSendAnswer();
  const changed = useConflictChanged(applicationId);
  return useMutation({
    mutationFn: (body: ConflictBody) => send("PUT", ofApplication(applicationId, "conflict"), conflictDeclared, body),
    onSuccess: async () => {
      onDeclared?.();
      await changed();
      onRefreshed?.();
    },
  });
}

/** Withdrawing her declaration (or, an admin, the member `staffId`'s). */
export function useWithdrawConflict(
  applicationId: string,
  { onWithdrawn, onRefreshed }: { onWithdrawn?: () => void; onRefreshed?: () => void } = {},
) {
  const send = useSendAnswer();
  const changed = useConflictChanged(applicationId);
  return useMutation({
    mutationFn: async (staffId?: string) => {
      await send(
        "DELETE",
        ofApplication(applicationId, "conflict"),
        noContent,
        staffId ? { staff_id: staffId } : undefined,
      );
    },
    onSuccess: async () => {
      onWithdrawn?.();
      await changed();
      onRefreshed?.();
    },
  });
}
