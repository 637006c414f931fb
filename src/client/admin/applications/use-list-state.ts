/** The list's state read from the address, and a way to change it (a new history entry, so Back undoes it). */
import { useCallback, useMemo } from "react";
import { useLocation, useSearch } from "wouter";
import { type ListState, listSearch, readListState } from "./list-state.ts";

export function useListState(): [ListState, (next: ListState) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const state = useMemo(() => readListState(search), [search]);
  const go = useCallback((next: ListState) => navigate(`/applications${listSearch(next)}`), [navigate]);
  return [state, go];
}
