/**
 * Which of the list's columns the member has hidden, remembered on this computer: the list is read
 * on laptops and phones alike, and each reader wants a different handful of columns.
 */
import { useCallback, useState } from "react";

export const STORED_COLUMNS = "back-office:list-hidden-columns";

export type ColumnVisibility = Record<string, boolean>;

/**
 * Columns hidden until the member shows them: facts few readers need in the list (the language an
 * application was sent in). Kept as `+id` once shown.
 */
export const OPTIONAL_COLUMNS: ReadonlySet<string> = new Set(["language"]);

const optionalHidden = (): ColumnVisibility => Object.fromEntries([...OPTIONAL_COLUMNS].map((id) => [id, false]));

/** Only what differs from the default is kept: a column added later shows until the member hides it. */
export function readVisibility(text: string | null): ColumnVisibility {
  try {
    const kept: unknown = JSON.parse(text ?? "[]");
    if (!Array.isArray(kept)) return optionalHidden();
    const visibility = optionalHidden();
    for (const entry of kept) {
      if (typeof entry !== "string") continue;
      if (entry.startsWith("+")) {
        if (OPTIONAL_COLUMNS.has(entry.slice(1))) visibility[entry.slice(1)] = true;
      } else visibility[entry] = false;
    }
    return visibility;
  } catch {
    return optionalHidden();
  }
}

export function writeVisibility(visibility: ColumnVisibility): string {
  return JSON.stringify(
    Object.entries(visibility)
      .flatMap(([id, shown]) => {
        if (OPTIONAL_COLUMNS.has(id)) return shown ? [`+${id}`] : [];
        return shown ? [] : [id];
      })
      .sort(),
  );
}

function stored(): ColumnVisibility {
  try {
    return readVisibility(window.localStorage.getItem(STORED_COLUMNS));
  } catch {
    // Storage refused (a private window's settings): every column shows but the optional ones.
    return optionalHidden();
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
