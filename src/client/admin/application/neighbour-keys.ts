/**
 * `j` opens the next application of the list and `k` the previous one, as in mail and review tools.
 * Never while the member types in a field, holds a modifier, or has a dialog open (`page-keys.ts`).
 */
import { pageKey } from "../keys/page-keys.ts";

export { isTypingTarget } from "../keys/page-keys.ts";

export type NeighbourDirection = "next" | "previous";

const KEYS: Record<string, NeighbourDirection> = { j: "next", k: "previous" };

export function neighbourKey(event: KeyboardEvent): NeighbourDirection | null {
  const key = pageKey(event);
  return key === null ? null : (KEYS[key] ?? null);
}
