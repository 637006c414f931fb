/**
 * A message with markup (`<time>…</time>`, `<kbd>…</kbd>`) as React children: the catalog's text
 * stays text, each tag becomes the element its function makes, and every part is keyed.
 */
import { Fragment, type ReactNode } from "react";
import type { AdminKey } from "../../../shared/i18n/admin/catalog.ts";
import { words } from "../words.ts";

type Value = string | number | ReactNode | ((chunks: ReactNode[]) => ReactNode);

export function markedWords(key: AdminKey, values: Record<string, Value>): ReactNode[] {
  return words.parts<ReactNode>(key, values).map((part, i) => <Fragment key={i}>{part}</Fragment>);
}

/** A `<time>` for a message's `<time>{date}</time>`: the ISO text stays machine-readable. */
export const timeTag = (iso: string) => (chunks: ReactNode[]) => <time dateTime={iso}>{chunks}</time>;
