/**
 * An application's status, its label and the decisions that may follow it. Shared by the server
 * (which enforces the transitions) and the back office (which offers only the allowed ones).
 */
export const STATUSES = ["submitted", "shortlisted", "accepted", "waitlisted", "rejected", "withdrawn"] as const;

export type Status = (typeof STATUSES)[number];

/** The status that puts a gallery on the public pages and holds its booth. */
export const ACCEPTED = "accepted" satisfies Status;

export const STATUS_LABELS: Record<Status, string> = {
  submitted: "Submitted",
  shortlisted: "Shortlisted",
  accepted: "Accepted",
  waitlisted: "Waitlisted",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};

/** The final decisions; once an application holds one, reviews are closed. */
export const DECIDED_STATUSES: readonly Status[] = ["accepted", "waitlisted", "rejected", "withdrawn"];

/**
 * Where each status may go. A decision can be revised (accepted → waitlisted…) or taken back to
 * the shortlist; a withdrawn application only returns to `submitted` (the applicant changed their mind).
 */
export const ALLOWED_TRANSITIONS: Record<Status, readonly Status[]> = {
  submitted: ["shortlisted", "accepted", "waitlisted", "rejected", "withdrawn"],
  shortlisted: ["submitted", "accepted", "waitlisted", "rejected", "withdrawn"],
  accepted: ["shortlisted", "waitlisted", "rejected", "withdrawn"],
  waitlisted: ["shortlisted", "accepted", "rejected", "withdrawn"],
  rejected: ["shortlisted", "accepted", "waitlisted", "withdrawn"],
  withdrawn: ["submitted"],
};

export function isStatus(value: unknown): value is Status {
  return typeof value === "string" && (STATUSES as readonly string[]).includes(value);
}

/** Whether `from` may become `to`; a status "changing" to itself is no change and always allowed. */
export function canTransition(from: Status, to: Status): boolean {
  return from === to || ALLOWED_TRANSITIONS[from].includes(to);
}

export function isDecided(status: string): boolean {
  return (DECIDED_STATUSES as readonly string[]).includes(status);
}

/** Longest note kept with a status change. */
export const MAX_NOTE_LENGTH = 2000;
