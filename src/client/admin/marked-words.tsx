/**
 * A catalog message with markup or elements in it (`Draft<hidden> for {gallery}</hidden>`,
 * `<time>…</time>`, `<kbd>…</kbd>`), as React children: each tag becomes the element its function
 * makes, text stays text, and every part is keyed so React can tell them apart.
 */
import { Children, type ReactNode } from "react";
import type { AdminKey } from "../../shared/i18n/admin/catalog.ts";
import { words } from "./words.ts";

export function markedWords(
  key: AdminKey,
  values: Record<string, string | number | ReactNode | ((chunks: ReactNode[]) => ReactNode)>,
): ReactNode[] {
  return Children.toArray(words.parts<ReactNode>(key, values));
}

/** A `<time>` for a message's `<time>{date}</time>`: the ISO text stays machine-readable. */
export const timeTag = (iso: string) => (chunks: ReactNode[]) => <time dateTime={iso}>{chunks}</time>;
