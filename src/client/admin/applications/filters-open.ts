/**
 * Whether the list's filters are unfolded, remembered on this computer: folded, the first rows of the
 * list show on a laptop without scrolling. Until the member chooses, they unfold only for a list that
 * arrives filtered (a shared link), so that she sees what narrows it.
 */
import { useCallback, useState } from "react";

const STORED_OPEN = "back-office:list-filters-open";

function stored(): boolean | undefined {
  try {
    const value = window.localStorage.getItem(STORED_OPEN);
    return value === "true" ? true : value === "false" ? false : undefined;
  } catch {
    // Storage refused (a private window's settings): as if never chosen.
    return undefined;
  }
}

export function useFiltersOpen(filtered: boolean): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState<boolean>(() => stored() ?? filtered);
  const choose = useCallback((next: boolean) => {
    setOpen(next);
    try {
      window.localStorage.setItem(STORED_OPEN, String(next));
    } catch {
      // Not remembered; still applied.
    }
  }, []);
  return [open, choose];
}
