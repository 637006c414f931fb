/** `/admin/compare?ids=<id>,<id>[,<id>,<id>]`: two to four applications, side by side. */

export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;

export const canCompare = (count: number) => count >= MIN_COMPARED && count <= MAX_COMPARED;

export const compareHref = (ids: readonly string[]) => `/compare?ids=${ids.map(encodeURIComponent).join(",")}`;

/** The ids asked for, in order, each once; null when they are not two to four. */
export function readCompareIds(search: string): string[] | null {
  const asked = new URLSearchParams(search).get("ids") ?? "";
  const ids = [...new Set(asked.split(",").map((id) => id.trim()))].filter(Boolean);
  return canCompare(ids.length) ? ids : null;
}
