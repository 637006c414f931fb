/**
 * What a gallery may see of its application's status, and whether it may still withdraw. Until the
 * edition's decisions are released every status reads "being reviewed" (a shortlist or a decision is
 * the committee's until then); a withdrawal is the gallery's own and always shows.
 */
export type ShownStatus = "being-reviewed" | "accepted" | "waitlisted" | "rejected" | "withdrawn";

export const SHOWN_LABELS: Record<ShownStatus, string> = {
  "being-reviewed": "Being reviewed",
  accepted: "Accepted",
  waitlisted: "Waitlisted",
  rejected: "Not accepted",
  withdrawn: "Withdrawn",
};

export const SHOWN_MESSAGES: Record<ShownStatus, string> = {
  "being-reviewed":
    "The selection committee is reviewing the applications. You will hear from us by email once its decisions are out.",
  accepted: "Congratulations: your gallery has been accepted for the fair.",
  waitlisted: "Your application is on the waiting list. We will write to you as soon as a place becomes free.",
  rejected: "We are sorry: your application could not be accepted this time.",
  withdrawn: "This application has been withdrawn. Nothing more will happen with it.",
};

export function shownStatus(status: string, released: boolean): ShownStatus {
  if (status === "withdrawn") return "withdrawn";
  if (!released) return "being-reviewed";
  if (status === "accepted" || status === "waitlisted" || status === "rejected") return status;
  return "being-reviewed";
}

/**
 * Before the release any application not yet withdrawn; after it, one still being reviewed, or an
 * accepted or waitlisted gallery giving up its place (the admins are told). A rejection is final.
 */
export function mayWithdraw(status: string, released: boolean): boolean {
  if (status === "withdrawn") return false;
  if (!released) return true;
  return status !== "rejected";
}
