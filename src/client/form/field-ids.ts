/**
 * Where each error path is shown: the id of the input (or button) it belongs to. Ids are the
 * dotted paths themselves, so a summary link, a test and a 422 body all name the same thing.
 */

/** Upload lists: one file input holds every file of the list. */
const LIST_UPLOADS = ["proposal.rendering", "gallery.additional", "proof"];

export function fieldIdFor(errorPath: string): string {
  for (const list of LIST_UPLOADS)
    if (
      errorPath === list ||
      (errorPath.startsWith(`${list}.`) && /^\d+\.(file|filename)$/.test(errorPath.slice(list.length + 1)))
    )
      return list;
  // An artwork or gallery picture holds one file; its input is `<record>.file`.
  const record = /^(artists\.\d+\.artworks\.\d+|gallery\.pictures\.\d+)\.(file|filename|size)$/.exec(errorPath);
  if (record) return `${record[1]}.file`;
  if (errorPath === "sector") return "edition";
  return errorPath;
}

export const errorIdOf = (fieldId: string) => `${fieldId}-error`;
export const hintIdOf = (fieldId: string) => `${fieldId}-hint`;

/** The section an error belongs to, for grouping: its first path segment. */
export function sectionOf(errorPath: string): string {
  return errorPath.split(".")[0] ?? errorPath;
}
