/**
 * A catalog message with markup or elements in it (`Draft<hidden> for {gallery}</hidden>`), as
 * React children: each tag and element keyed, so React can tell them apart; text stays text.
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
