/**
 * Editions and their review criteria as the back office asks for them: their addresses, their
 * cache keys and what a change makes stale, in one place (no component names a URL or a key).
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type CriterionBody,
  criteriaList,
  type EditionChangeBody,
  editionCriterion,
  editionItem,
  editionList,
  formEditionChosen,
  type NewEditionBody,
} from "../../../shared/api/editions.ts";
import { getAnswer } from "./fetch-json.ts";
import { useSend, useSendAnswer } from "./send-json.ts";

export const editionsKeys = {
  all: ["editions"] as const,
  criteria: (edition: string) => ["criteria", edition] as const,
};

/**
 * What a change of criteria makes stale on the review side (reviews may become incomplete or
 * complete again: queues and averages change). Their areas' key factories take these over.
 */
const REVIEW_SIDE_KEYS = [["reviews"], ["queue"], ["applications"]] as const;

const editionPath = (slug: string) => `/admin/api/editions/${encodeURIComponent(slug)}`;
const criteriaPath = (edition: string) => `${editionPath(edition)}/criteria`;

export const editionsQuery = () =>
  queryOptions({
    queryKey: editionsKeys.all,
    queryFn: ({ signal }) => getAnswer("/admin/api/editions", editionList, signal),
    staleTime: 60_000,
  });

export const criteriaQuery = (edition: string) =>
  queryOptions({
    queryKey: editionsKeys.criteria(edition),
    queryFn: ({ signal }) => getAnswer(criteriaPath(edition), criteriaList, signal),
  });

/** A new edition (`slug` undefined) or a change to one: the editions go stale. */
export function useSaveEdition(slug: string | undefined) {
  const queryClient = useQueryClient();
  const send = useSendAnswer();
  return useMutation({
    mutationFn: (body: NewEditionBody | EditionChangeBody) =>
      slug
        ? send("PATCH", editionPath(slug), editionItem, body)
        : send("POST", "/admin/api/editions", editionItem, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: editionsKeys.all }),
  });
}

/** "Use for the form": the public form applies to this edition from now on. */
export function useChooseFormEdition(slug: string) {
  const queryClient = useQueryClient();
  const send = useSendAnswer();
  return useMutation({
    mutationFn: () => send("POST", `${editionPath(slug)}/form`, formEditionChosen),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: editionsKeys.all }),
  });
}

/** A criterion added (`criterion` undefined), changed or deleted. */
export interface CriterionChange {
  criterion?: { id: string };
  method: "POST" | "PATCH" | "DELETE";
  body?: CriterionBody;
}

/** What the editor does around a change: before it, once the stale lists are fetched again, on a refusal. */
export interface CriterionHandlers<V> {
  onMutate?: (change: V) => void;
  onSuccess?: (change: V) => void;
  onError?: (error: Error, change: V) => void;
}

/** Changes to an edition's criteria: its criteria, and the reviews measured by them, go stale. */
export function useChangeCriterion<V extends CriterionChange>(edition: string, handlers: CriterionHandlers<V> = {}) {
  const queryClient = useQueryClient();
  const send = useSend();
  const sendAnswer = useSendAnswer();
  return useMutation({
    onMutate: handlers.onMutate,
    onError: handlers.onError,
    mutationFn: async ({ criterion, method, body }: V) => {
      const path = criterion ? `${criteriaPath(edition)}/${encodeURIComponent(criterion.id)}` : criteriaPath(edition);
      // A deletion answers 204: nothing to read.
      if (method === "DELETE") await send("DELETE", path);
      else await sendAnswer(method, path, editionCriterion, body);
    },
    onSuccess: async (_answer, change) => {
      await queryClient.invalidateQueries({ queryKey: editionsKeys.criteria(edition) });
      await Promise.all(REVIEW_SIDE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      handlers.onSuccess?.(change);
    },
  });
}
