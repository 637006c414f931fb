/**
 * What a gallery's status page says of its application: the server's rule book
 * (src/server/policy/applicant.ts, which re-exports it) and the back office's confirmations
 * ("The gallery sees this at once") read the same rule.
 */
export type ShownStatus = "being-reviewed" | "accepted" | "waitlisted" | "rejected" | "withdrawn";

/**
 * Until the edition's decisions are released every status reads "being reviewed" (a shortlist or
 * a decision is the committee's until then); a withdrawal is the gallery's own and always shows.
 */
export function shownStatus(status: string, released: boolean): ShownStatus {
  if (status === "withdrawn") return "withdrawn";
  if (!released) return "being-reviewed";
  if (status === "accepted" || status === "waitlisted" || status === "rejected") return status;
  return "being-reviewed";
}

/** A change from `from` to `to` changes what the gallery reads on its status page. */
export function gallerySeesChange(from: string, to: string, released: boolean): boolean {
  return shownStatus(from, released) !== shownStatus(to, released);
}
