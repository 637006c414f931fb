/**
 * The application after this one where the member is working: the filtered or sorted list she came
 * from (its address holds the list's parameters), else "My queue" (`from=queue`, or opened with no
 * list around it: what is left for her to review, as the server orders it, `next_unreviewed`).
 * "Save and next" in the viewer goes there with the same context, so the next page keeps its place
 * ("3 of 12"), its previous and next, `j`/`k` and its way back.
 */
import { useQuery } from "@tanstack/react-query";
import { useSearch } from "wouter";
import { applicationQuery, neighboursQuery } from "../api/applications.ts";
import { listSearch, readListState } from "../applications/list-state.ts";
import { openedFromQueue, queueApplicationHref } from "../queue/queue-href.ts";
import { applicationHref } from "./NeighbourNav.tsx";

export interface NextInContext {
  /** Null at the end, undefined while it is being looked up. */
  next: string | null | undefined;
  /** The address of an application in the same context. */
  href(id: string): string;
  context: "queue" | "list";
}

export function useNextInContext(id: string): NextInContext {
  const search = useSearch();
  const state = readListState(search);
  const inList = !openedFromQueue(search) && listSearch({ ...state, page: 1 }) !== "";
  const application = useQuery(applicationQuery(id));
  const list = useQuery({ ...neighboursQuery(id, state), enabled: inList });
  if (inList) return { next: list.data?.next, href: (target) => applicationHref(target, state), context: "list" };
  const edition = state.edition || application.data?.edition || "";
  return {
    next: application.data?.next_unreviewed,
    href: (target) => queueApplicationHref(target, edition),
    context: "queue",
  };
}
