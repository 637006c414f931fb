/**
 * Which of the list's columns the member has hidden, remembered on this computer: the list is read
 * on laptops and phones alike, and each reader wants a different handful of columns.
 */
import { useCallback, useState } from "react";

export const STORED_COLUMNS = "back-office:list-hidden-columns";

export type ColumnVisibility = Record<string, boolean>;

/** Only `false` is kept: a column added later shows until the member hides it. */
export function readVisibility(text: string | null): ColumnVisibility {
  try {
    const hidden: unknown = JSON.parse(text ?? "[]");
    if (!Array.isArray(hidden)) return {};
    return Object.fromEntries(hidden.filter((id) => typeof id === "string").map((id) => [id, false]));
  } catch {
    return {};
  }
}

export function writeVisibility(visibility: ColumnVisibility): string {
  return JSON.stringify(
    Object.entries(visibility)
      .filter(([, shown]) => !shown)
      .map(([id]) => id)
      .sort(),
  );
}

function stored(): ColumnVisibility {
  try {
    return readVisibility(window.localStorage.getItem(STORED_COLUMNS));
  } catch {
    // Storage refused (a private window's settings): every column shows.
    return {};
  }
}

export function useColumnVisibility(): [ColumnVisibility, (next: ColumnVisibility) => void] {
  const [visibility, setVisibility] = useState<ColumnVisibility>(stored);
  const choose = useCallback((next: ColumnVisibility) => {
    setVisibility(next);
    try {
      window.localStorage.setItem(STORED_COLUMNS, writeVisibility(next));
    } catch {
      // Not remembered; still applied.
    }
  }, []);
  return [visibility, choose];
}
