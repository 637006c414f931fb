/**
 * The committee's discussion, tags and private notes as the back office asks for them: their
 * addresses, cache keys and what a change makes stale.
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type CommentsAnswer,
  comment,
  commentsAnswer,
  type NoteAnswer,
  noteAnswer,
  tagCounts,
  tagsAnswer,
} from "../../../shared/api/discussion.ts";
import { applicationsKeys } from "./applications.ts";
import { getAnswer } from "./fetch-json.ts";
import { useSendAnswer } from "./send-json.ts";

const ofApplication = (id: string, what: string) => `/admin/api/applications/${encodeURIComponent(id)}/${what}`;

export const discussionKeys = {
  comments: (id: string) => ["comments", id] as const,
  tagsOf: (id: string) => ["tags", id] as const,
  /** Every tag with its count, in every edition. */
  allTags: ["tags", "all"] as const,
  allTagsOf: (edition: string) => [...discussionKeys.allTags, edition] as const,
  note: (id: string) => ["note", id] as const,
};

export const commentsQuery = (id: string) =>
  queryOptions({
    queryKey: discussionKeys.comments(id),
    queryFn: ({ signal }): Promise<CommentsAnswer> => getAnswer(ofApplication(id, "comments"), commentsAnswer, signal),
  });

export const applicationTagsQuery = (id: string) =>
  queryOptions({
    queryKey: discussionKeys.tagsOf(id),
    queryFn: ({ signal }) => getAnswer(ofApplication(id, "tags"), tagsAnswer, signal),
  });

/** Every tag with how many applications of the edition carry it. */
export const allTagsQuery = (edition: string) =>
  queryOptions({
    queryKey: discussionKeys.allTagsOf(edition),
    queryFn: ({ signal }) =>
      getAnswer(`/admin/api/tags${edition ? `?edition=${encodeURIComponent(edition)}` : ""}`, tagCounts, signal),
    staleTime: 30_000,
  });

export const noteQuery = (id: string) =>
  queryOptions({
    queryKey: discussionKeys.note(id),
    queryFn: ({ signal }): Promise<NoteAnswer> => getAnswer(ofApplication(id, "note"), noteAnswer, signal),
  });

/** Posting to the discussion: `onPosted` runs before the discussion is read again. */
export function usePostComment(applicationId: string, onPosted: () => void, onRefused: (error: Error) => void) {
  const queryClient = useQueryClient();
  const send = useSendAnswer();
  return useMutation({
    mutationFn: (body: { text: string }) => send("POST", ofApplication(applicationId, "comments"), comment, body),
    onSuccess: async () => {
      onPosted();
      await queryClient.invalidateQueries({ queryKey: discussionKeys.comments(applicationId) });
    },
    onError: onRefused,
  });
}

/** The application's tags become these: its tags at once, the counts and the list after. */
export function useSetTags(applicationId: string, onSaved: (said: string) => void, onRefused: (error: Error) => void) {
  const queryClient = useQueryClient();
  const send = useSendAnswer();
  return useMutation({
    mutationFn: (next: { tags: string[]; said: string }) =>
      send("PUT", ofApplication(applicationId, "tags"), tagsAnswer, { tags: next.tags }),
    onSuccess: (answer, next) => {
      queryClient.setQueryData(discussionKeys.tagsOf(applicationId), answer);
      onSaved(next.said);
      // Not awaited: the mutation would stay pending until the list had reloaded, and a second tag
      // typed after "added" showed would be swallowed by the pending button.
      void queryClient.invalidateQueries({ queryKey: discussionKeys.allTags });
      void queryClient.invalidateQueries({ queryKey: applicationsKeys.lists });
    },
    onError: onRefused,
  });
}

/** Her own note (empty deletes it): kept as the server answered it. */
export function useSaveNote(applicationId: string, onSaved: (answer: NoteAnswer) => void) {
  const queryClient = useQueryClient();
  const send = useSendAnswer();
  return useMutation({
    mutationFn: (body: { text: string }) => send("PUT", ofApplication(applicationId, "note"), noteAnswer, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(discussionKeys.note(applicationId), answer);
      onSaved(answer);
    },
  });
}
