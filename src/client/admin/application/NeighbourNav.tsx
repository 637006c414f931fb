/**
 * Previous and next application within the list the member came from (same filter and sort), by
 * link or with `j` and `k`, and the way back to that list at the page holding this application.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useLocation } from "wouter";
import { applicationQuery, neighboursQuery } from "../api/queries.ts";
import { type ListState, listSearch, PAGE_SIZE } from "../applications/list-state.ts";
import { neighbourKey } from "./neighbour-keys.ts";

export const applicationHref = (id: string, state: ListState) =>
  `/applications/${encodeURIComponent(id)}${listSearch({ ...state, page: 1 })}`;

export function BackToList({ id, state }: { id: string; state: ListState }) {
  const neighbours = useQuery(neighboursQuery(id, state));
  const position = neighbours.data?.position ?? 0;
  const page = position > 0 ? Math.ceil(position / PAGE_SIZE) : 1;
  return (
    <Link href={`/applications${listSearch({ ...state, page })}`} className="back-link">
      Back to applications
    </Link>
  );
}

export function NeighbourNav({ id, state }: { id: string; state: ListState }) {
  const neighbours = useQuery(neighboursQuery(id, state));
  const [, navigate] = useLocation();
  const { previous, next, position, total } = neighbours.data ?? { previous: null, next: null, position: 0, total: 0 };
  const queryClient = useQueryClient();

  // Reading through the list goes forward: the next application is fetched before it is asked for.
  useEffect(() => {
    if (next) void queryClient.prefetchQuery(applicationQuery(next));
  }, [next, queryClient]);

  useEffect(() => {
    const onKeydown = (event: KeyboardEvent) => {
      const direction = neighbourKey(event);
      const target = direction === "next" ? next : direction === "previous" ? previous : null;
      if (!target) return;
      event.preventDefault();
      navigate(applicationHref(target, state));
    };
    document.addEventListener("keydown", onKeydown);
    return () => document.removeEventListener("keydown", onKeydown);
  }, [previous, next, state, navigate]);

  if (!neighbours.data) return null;
  return (
    <nav className="neighbours" aria-label="Applications in this list">
      {previous ? (
        <Link href={applicationHref(previous, state)} rel="prev" className="neighbours__step">
          Previous application
        </Link>
      ) : (
        <span className="neighbours__step neighbours__step--none">No previous application</span>
      )}
      {position > 0 && (
        <span className="neighbours__position">
          {position} of {total}
        </span>
      )}
      {next ? (
        <Link href={applicationHref(next, state)} rel="next" className="neighbours__step">
          Next application
        </Link>
      ) : (
        <span className="neighbours__step neighbours__step--none">No next application</span>
      )}
      <span className="neighbours__keys hint">
        Keys: <kbd>j</kbd> next, <kbd>k</kbd> previous, <kbd>?</kbd> all keys
      </span>
    </nav>
  );
}
